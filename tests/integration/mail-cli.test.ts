import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase, type Db } from "../../server/db/client.ts";
import { migrate } from "../../server/db/migrate.ts";
import { enqueueEmails } from "../../server/email/outbox.ts";
import { linksIn } from "../../server/email/mail-reader.ts";
import { startTestServer } from "../support/test-server.ts";

const SLOW = 180_000;
const root = fileURLToPath(new URL("../..", import.meta.url));

/** The real command (`npm run mail -- …` runs exactly this), in its own process. */
function runMail(args: string[], dataDir: string): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ["--import", "tsx", join(root, "scripts/read-mail.ts"), ...args],
      { cwd: root, env: { PATH: process.env.PATH ?? "", DATA_DIR: dataDir }, timeout: 120_000 },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

const mail = (to: string, subject: string, text: string) => ({
  template: "password-reset" as const,
  to,
  subject,
  html: `<p>${text}</p>`,
  text,
  refType: "test",
  refId: to,
});

async function addMails(db: Db) {
  await enqueueEmails(db, [
    mail(
      "ana@farm.example",
      "Reset your password",
      "Set a new password: http://localhost:3000/reset-password?token=abc123.",
    ),
    mail("ben@farm.example", "Welcome", "Nothing to click."),
    mail(
      "Ana@Farm.example",
      "Your quote",
      "See https://canopy.example/quotations/Q-1 and https://canopy.example/quotations/Q-1",
    ),
  ]);
}

describe("links in a mail", () => {
  it("finds each http(s) link once, without trailing punctuation", () => {
    expect(
      linksIn("Go to http://a.example/x?t=1. Or (https://b.example/y), or http://a.example/x?t=1"),
    ).toEqual(["http://a.example/x?t=1", "https://b.example/y"]);
  });
});

describe("npm run mail", () => {
  const dirs: string[] = [];
  const tempDir = () => {
    const dir = mkdtempSync(join(tmpdir(), "canopy-mail-"));
    dirs.push(dir);
    return dir;
  };
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it(
    "prints the latest mails to an address, newest first, with their links; --full adds the text",
    async () => {
      const dataDir = tempDir();
      const database = await openDatabase({ dataDir });
      await migrate(database.db);
      await addMails(database.db);
      await database.close();

      const result = await runMail(["--to", "ANA@farm.example"], dataDir);
      expect(result.code).toBe(0);
      expect(result.stdout).toMatch(/^#3 .* to Ana@Farm\.example {2}\(in the outbox\)\n {2}Your quote\n/);
      expect(result.stdout).toContain("  → https://canopy.example/quotations/Q-1\n\n#1 ");
      expect(result.stdout).toContain("  → http://localhost:3000/reset-password?token=abc123\n");
      expect(result.stdout).not.toContain("ben@farm.example");
      expect(result.stdout).not.toContain("Set a new password");

      const full = await runMail(["--to", "ana@farm.example", "--limit", "1", "--full"], dataDir);
      expect(full.stdout).toContain("    See https://canopy.example/quotations/Q-1");
      expect(full.stdout).not.toContain("reset-password");

      expect((await runMail(["--to", "nobody@farm.example"], dataDir)).stdout).toBe(
        "No mail to nobody@farm.example in the outbox.\n",
      );
      expect((await runMail(["--limit", "1000"], dataDir)).code).toBe(2);
    },
    SLOW,
  );

  it(
    "asks the server holding the data directory instead of opening it",
    async () => {
      const dataDir = tempDir();
      const database = await openDatabase({ memory: true });
      await migrate(database.db);
      await addMails(database.db);
      const server = await startTestServer(database, { NODE_ENV: "development", DATA_DIR: dataDir });
      try {
        const result = await runMail(["--to", "ben@farm.example"], dataDir);
        expect(result.code).toBe(0);
        expect(result.stdout).toMatch(/to ben@farm\.example {2}\(in the outbox\)\n {2}Welcome\n$/);
      } finally {
        await server.close();
        await database.close();
      }
    },
    SLOW,
  );
});
