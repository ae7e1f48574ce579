import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { expect, type Page } from "@playwright/test";
import { decodedMail, mailHeader, type ReceivedMail } from "./smtp-sink.ts";

const port = process.env.E2E_PORT ?? "3311";

/** `npm run staff -- add …` against the running e2e shop's DATA_DIR (handed to the server, ADR 0046). */
export function addStaff(email: string, password: string, role: "admin" | "sales" = "admin"): string {
  const dataDir = readFileSync(resolve(`tmp/e2e-data-dir-${port}`), "utf8").trim();
  return execFileSync(
    "npm",
    ["run", "--silent", "staff", "--", "add", "--email", email, "--password", password, "--role", role],
    {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" },
      encoding: "utf8",
    },
  );
}

/** A unique address per run, so reruns against a reused server do not collide. */
export const uniqueEmail = (who: string) =>
  `${who}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@canopy-e2e.example`;

export async function signIn(
  page: Page,
  email: string,
  password: string,
  options: { remember?: boolean } = {},
) {
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  if (options.remember) await page.getByLabel("Remember me").check();
  await page.getByRole("button", { name: "Sign In" }).click();
}

export const subjectOf = (mail: ReceivedMail) => mailHeader(mail, "Subject") ?? "";

/** The path and query of the mail's /reset-password link. */
export function resetLinkIn(mail: ReceivedMail): string {
  const match = /https?:\/\/[^/"\s<>]+(\/reset-password\?token=[\w-]{43}(?:&amp;|&)?(?:purpose=\w+)?)/.exec(
    decodedMail(mail),
  );
  expect(match, `no /reset-password link in "${subjectOf(mail)}"`).not.toBeNull();
  return match![1]!.replace("&amp;", "&");
}
