import { spawn, type ChildProcess } from "node:child_process";
import type { Browser, Page } from "@playwright/test";

/** The buyer of tests/e2e/support/buyer-shop.ts (signedInBuyer's company on the default price list). */
export const SHOP_BUYER = { email: "maria@greenleaf.example", password: "Greenleaf#2026" };

export interface BuyerShop {
  process: ChildProcess;
  baseURL: string;
  /** The Cookie header of the buyer's session. */
  sessionCookie: string;
}

/** Starts tests/e2e/support/buyer-shop.ts and waits until it prints `listening PORT COOKIE`. */
export async function startBuyerShop(): Promise<BuyerShop> {
  const shop = spawn(process.execPath, ["--import", "tsx", "tests/e2e/support/buyer-shop.ts"], {
    env: { ...process.env, E2E_PORT: process.env.E2E_PORT ?? "3311" },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const line = await new Promise<string>((resolve, reject) => {
    let output = "";
    shop.stdout?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening (\d+) (.+)\n/.exec(output);
      if (match) resolve(match[0]);
    });
    shop.once("exit", (code) => reject(new Error(`buyer-shop exited with ${code}`)));
  });
  const [, port, cookie] = /listening (\d+) (.+)\n/.exec(line) ?? [];
  return { process: shop, baseURL: `http://127.0.0.1:${port}`, sessionCookie: cookie };
}

/** A new browser context on the shop carrying the buyer's session. */
export async function buyerPage(browser: Browser, shop: BuyerShop): Promise<Page> {
  const context = await browser.newContext({ baseURL: shop.baseURL });
  await context.addCookies(
    shop.sessionCookie.split("; ").map((pair) => {
      const at = pair.indexOf("=");
      return { name: pair.slice(0, at), value: pair.slice(at + 1), url: shop.baseURL };
    }),
  );
  return context.newPage();
}
