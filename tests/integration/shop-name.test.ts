import { randomUUID } from "node:crypto";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import routes from "../../app/routes.ts";
import { orderRequestSchema } from "../../core/order-request.ts";
import type { Database } from "../../server/db/client.ts";
import { outboxEmails } from "../../server/db/schema/all.ts";
import { seedCatalog } from "../factories/catalog.ts";
import { signedInBuyer, signedInStaff } from "../support/buyer-session.ts";
import { postForm } from "../support/form-post.ts";
import { buildStorefront } from "../support/page-build.ts";
import { databaseTargets } from "../support/test-database.ts";
import { startTestServer } from "../support/test-server.ts";
import { quotePayload, salesCatalog } from "./sales-fixtures.ts";

const SLOW = 300_000;
/** A configured shop: every page, its meta tags and structured data, and every mail say this name. */
const SHOP = {
  SHOP_NAME: "Greenhouse Depot",
  MAIL_FROM: "Greenhouse Depot <sales@greenhouse-depot.example>",
  SALES_EMAIL: "sales@greenhouse-depot.example",
  COMPANY_ADDRESS: "Greenhouse Depot LLC, 40 Orchard Rd, Salinas, CA 93901",
  REMIT_BANK_TRANSFER: "ACH or wire to Greenhouse Depot LLC",
  REMIT_CHEQUE_ADDRESS: "Greenhouse Depot LLC, 40 Orchard Rd, Salinas, CA 93901",
};
/** The default name, which must not show through anywhere (case-sensitive: "canopy" is a grower's word). */
const DEFAULT_NAME = /Canopy/;

/** Page paths of app/routes.ts without a URL parameter (files, sign-out and the catch-all left out). */
function pagePaths(entries: RouteConfigEntry[], parent = ""): string[] {
  return entries.flatMap((entry) => {
    const path = entry.index ? parent : [parent, entry.path?.replace(/^\//, "")].filter(Boolean).join("/");
    if (entry.children) return pagePaths(entry.children, path);
    if (!entry.index && entry.path === undefined) return [];
    return /[:*]|\.(xml|txt)$|^(logout|shop-as\/end|admin\/submissions\/export)$/.test(path)
      ? []
      : [`/${path}`];
  });
}

let build: ReturnType<typeof buildStorefront>;
beforeAll(() => {
  build = buildStorefront();
}, SLOW);
afterAll(() => build?.remove());

describe.each(databaseTargets())("one shop name, from SHOP_NAME, on $name", (target) => {
  let database: Database;
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let cookies: Record<"anonymous" | "buyer" | "staff", string>;

  beforeAll(async () => {
    database = await target.open();
    await seedCatalog(database.db, salesCatalog);
    server = await startTestServer(
      database,
      { ...SHOP, RATE_LIMIT_WRITES_PER_MINUTE: "1000", RATE_LIMIT_READS_PER_MINUTE: "0", PAGE_CACHE_MB: "0" },
      build.dir,
    );
    const buyer = await signedInBuyer(database.db, server.services.accounts, {
      email: "maria@greenleaf.example",
      name: "Maria Lopez",
      password: "Greenhouse#2026",
      companyName: "Greenleaf Farms",
    });
    const staff = await signedInStaff(server.services.accounts, {
      email: "ana@greenhouse-depot.example",
      password: "Greenhouse#2026",
      role: "admin",
      name: "Ana Ruiz",
    });
    cookies = { anonymous: "", buyer: buyer.cookie, staff };
  }, SLOW);
  afterAll(async () => {
    await server?.close();
    await database?.close();
  });

  it(
    "no page says the default name, as any visitor: titles, meta descriptions, structured data and text",
    async () => {
      const paths = [...pagePaths(routes), "/product/IL-Q1", "/brands/iluminar", "/join?token=x"];
      expect(paths.length).toBeGreaterThan(60);
      const found: string[] = [];
      for (const [visitor, cookie] of Object.entries(cookies)) {
        for (const path of paths) {
          const answer = await fetch(`${server.baseUrl}${path}`, {
            redirect: "manual",
            headers: cookie ? { cookie } : {},
          });
          const body = await answer.text();
          const at = DEFAULT_NAME.exec(body);
          if (at) found.push(`${path} as ${visitor}: …${body.slice(at.index - 60, at.index + 40)}…`);
        }
      }
      expect(found).toEqual([]);
      const home = await (await fetch(`${server.baseUrl}/`)).text();
      expect(home).toContain("<title>Greenhouse Depot — Commercial Grow Lights");
      expect(home).toMatch(/"@type":"Organization"[^}]*"name":"Greenhouse Depot"/);
    },
    SLOW,
  );

  it("no mail says the default name: a quote's, a password link's", async () => {
    expect(
      (
        await postForm(`${server.baseUrl}/email-validation?mode=reset`, [
          ["email", "maria@greenleaf.example"],
        ])
      ).status,
    ).toBeLessThan(500);
    await server.services.sales.quotes.create(orderRequestSchema.parse(quotePayload()), {
      idempotencyKey: randomUUID(),
      source: "quote",
      viewer: null,
    });
    const mails = await database.db
      .select({ subject: outboxEmails.subject, html: outboxEmails.html, text: outboxEmails.textBody })
      .from(outboxEmails);
    expect(mails.length).toBeGreaterThanOrEqual(2);
    for (const mail of mails) {
      expect(`${mail.subject}\n${mail.html}\n${mail.text}`).not.toMatch(DEFAULT_NAME);
    }
    expect(mails.some((m) => m.html.includes("Greenhouse Depot"))).toBe(true);
  });
});
