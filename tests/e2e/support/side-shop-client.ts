import { spawn, type ChildProcess } from "node:child_process";
import type { Browser, Page } from "@playwright/test";

/** Spawns a side shop script (side-shop.ts) and waits until its output matches `ready`. */
export async function startSideShop(
  script: string,
  ready: RegExp,
): Promise<{ shop: ChildProcess; match: RegExpExecArray }> {
  const shop = spawn(process.execPath, ["--import", "tsx", script], {
    env: { ...process.env, E2E_PORT: process.env.E2E_PORT ?? "3311" },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const match = await new Promise<RegExpExecArray>((resolve, reject) => {
    let output = "";
    shop.stdout?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const found = ready.exec(output);
      if (found) resolve(found);
    });
    shop.once("exit", (code) => reject(new Error(`${script} exited with ${code}`)));
  });
  return { shop, match };
}

/** A new browser context on `baseURL` holding a session's Cookie header ('a=1; b=2'). */
export async function pageWithSession(
  browser: Browser,
  baseURL: string,
  cookie: string,
  options: { javaScriptEnabled?: boolean } = {},
): Promise<Page> {
  const context = await browser.newContext({ baseURL, ...options });
  await context.addCookies(
    cookie.split("; ").map((pair) => {
      const at = pair.indexOf("=");
      return { name: pair.slice(0, at), value: pair.slice(at + 1), url: baseURL };
    }),
  );
  return context.newPage();
}
