import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CARD_FIELD_NAME } from "../../core/card-fields.ts";
import type { BuyerViewer } from "../../core/viewer.ts";
import { checkoutSchema } from "../../core/order-request.ts";
import type { Database } from "../../server/db/client.ts";
import { seedCatalog } from "../factories/catalog.ts";
import { signedInBuyer } from "../support/buyer-session.ts";
import { buildStorefront } from "../support/page-build.ts";
import { startStripeStandIn, type StripeStandIn } from "../support/stripe-stand-in.ts";
import { databaseTargets } from "../support/test-database.ts";
import { startTestServer } from "../support/test-server.ts";
import { checkoutPayload, postJson, salesCatalog } from "./sales-fixtures.ts";

const root = fileURLToPath(new URL("../..", import.meta.url));
const PASSWORD = "Greenleaf#2026";
/** What only the test stand-ins of the payment provider contain. */
const STAND_IN_MARKERS = ["canopy-stripe-js-stand-in", "stripe-stand-in", "Payment element (test stand-in)"];

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/** Every form field of a page's HTML: its name, id and autocomplete. */
const fieldsOf = (html: string) =>
  [...html.matchAll(/<(input|select|textarea)\b[^>]*>/g)].map((m) => {
    const attr = (name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(m[0])?.[1] ?? "";
    return `${attr("name")} ${attr("id")} ${attr("autocomplete")}`.trim();
  });

/**
 * The payment pages through the real server and a production build, with online payment switched on
 * against the stand-in: no page of the shop has a field named like card data, and the stand-ins of the
 * provider never reach what ships.
 */
describe.each(databaseTargets())("payment pages on $name", (target) => {
  let database: Database;
  let stripe: StripeStandIn;
  let build: ReturnType<typeof buildStorefront>;
  let server: Awaited<ReturnType<typeof startTestServer>>;
  const cookies: Record<"anonymous" | "buyer" | "staff", string> = { anonymous: "", buyer: "", staff: "" };
  const pages: Record<"anonymous" | "buyer" | "staff", string[]> = {
    anonymous: [
      "/",
      "/cart",
      "/checkout",
      "/quote",
      "/contact",
      "/rebates",
      "/commercial",
      "/login",
      "/order-tracking",
    ],
    buyer: [
      "/checkout",
      "/commercial-view/payment-options",
      "/commercial-view/payment-options?add=1",
      "/commercial-view/invoices",
      "/commercial-view/account",
      "/commercial-view/returns",
    ],
    staff: ["/admin", "/admin/orders"],
  };

  beforeAll(async () => {
    build = buildStorefront();
    database = await target.open();
    await seedCatalog(database.db, salesCatalog);
    stripe = await startStripeStandIn();
    server = await startTestServer(
      database,
      { ...stripe.env, RATE_LIMIT_WRITES_PER_MINUTE: "1000" },
      build.dir,
    );
    const { accounts, sales } = server.services;
    const buyer = await signedInBuyer(database.db, accounts, {
      email: "maria@greenleaf.example",
      password: PASSWORD,
      companyName: "Greenleaf Farms",
    });
    cookies.buyer = buyer.cookie;
    await accounts.addStaff({ email: "ana@canopy.example", password: PASSWORD, role: "sales" });
    const signedIn = await postJson(`${server.baseUrl}/api/session`, {
      email: "ana@canopy.example",
      password: PASSWORD,
    });
    cookies.staff = signedIn.headers.getSetCookie()[0].split(";")[0];
    const viewer = (await accounts.viewerFromCookie(buyer.cookie)) as BuyerViewer;
    const placed = await sales.checkout(checkoutSchema.parse(checkoutPayload()), undefined, viewer);
    const orderPage = placed.confirmationPath;
    pages.anonymous.push(orderPage);
    pages.staff.push(`/admin/orders/${placed.order.orderNumber}`);
  }, 240_000);
  afterAll(async () => {
    await server?.close();
    await stripe?.close();
    await database?.close();
    build?.remove();
  });

  it("no page has an input named like a card field (card number, expiry, CVV), whoever looks", async () => {
    for (const [who, paths] of Object.entries(pages) as [keyof typeof pages, string[]][]) {
      for (const path of paths) {
        const res = await fetch(`${server.baseUrl}${path}`, {
          headers: cookies[who] ? { cookie: cookies[who] } : {},
        });
        expect(res.status, `${who} ${path}`).toBe(200);
        const fields = fieldsOf(await res.text());
        expect(
          fields.filter((f) => CARD_FIELD_NAME.test(f) || /\bcc-/.test(f)),
          `${who} ${path}`,
        ).toEqual([]);
      }
    }
  });

  it("the order's page carries the payment form for the server's total, and the page policy lets Stripe.js in", async () => {
    const orderPage = pages.anonymous.at(-1)!;
    const res = await fetch(`${server.baseUrl}${orderPage}`);
    const html = await res.text();
    expect(html).toContain("one step left, the payment");
    expect(html).toMatch(/pi_\w+_secret_/);
    const policy = res.headers.get("content-security-policy") ?? "";
    expect(policy).toMatch(new RegExp(`script-src [^;]*${stripe.url.replace(/[.]/g, "\\.")}`));
    expect(policy).toMatch(new RegExp(`frame-src [^;]*${stripe.url.replace(/[.]/g, "\\.")}`));
  });

  it("the stand-ins of the payment provider never ship: not in the build, not imported by the shop's code", () => {
    const built = filesUnder(build.dir)
      .map((file) => readFileSync(file, "latin1"))
      .join("\n");
    for (const marker of STAND_IN_MARKERS) expect(built).not.toContain(marker);
    // The shop's code imports nothing from tests/; the developer's scripts may use test helpers
    // (the schema catalogue of `npm run db:declare`) but never a stand-in.
    const imports = {
      app: /tests\/support|stand-in\.(ts|js|html)/,
      server: /tests\/support|stand-in\.(ts|js|html)/,
      core: /tests\/support|stand-in\.(ts|js|html)/,
      scripts: /stand-in\.(ts|js|html)/,
    };
    for (const [dir, forbidden] of Object.entries(imports)) {
      const code = filesUnder(join(root, dir)).filter(
        (f) => /\.(ts|tsx|mjs|js)$/.test(f) && !/\.test\.tsx?$/.test(f),
      );
      for (const file of code) expect(readFileSync(file, "utf8"), file).not.toMatch(forbidden);
    }
  });
});
