import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatMoney } from "../../core/money.ts";
import { MAX_LINE_QUANTITY } from "../../core/order-request.ts";
import {
  QUICK_ORDER_FIX_BEFORE_QUOTE_MESSAGE,
  QUICK_ORDER_PREVIEW_MESSAGE,
} from "../../core/quick-order-form.ts";
import type { BuyerViewer } from "../../core/viewer.ts";
import type { Database } from "../../server/db/client.ts";
import { outboxEmails, salesDocuments } from "../../server/db/schema/all.ts";
import { seedCatalog } from "../factories/catalog.ts";
import { signedInBuyer, type BuyerSession } from "../support/buyer-session.ts";
import { postForm } from "../support/form-post.ts";
import { buildStorefront } from "../support/page-build.ts";
import { databaseTargets } from "../support/test-database.ts";
import { startTestServer } from "../support/test-server.ts";
import { IL_Q1_CENTS, quotePayload, salesCatalog, SPD_Q1_CENTS } from "./sales-fixtures.ts";

const PASSWORD = "Greenhouse#2026";
/** A configured shop name: pages and mails must say it, and no other. */
const SHOP_NAME = "Greenhouse Depot";
/** The page's HTML with React's text separators gone and quotes unescaped, as a reader sees it. */
const html = async (answer: Response) =>
  (await answer.text()).replaceAll("<!-- -->", "").replaceAll("&quot;", '"').replaceAll("&#x27;", "'");

let build: ReturnType<typeof buildStorefront>;
beforeAll(() => {
  build = buildStorefront();
});
afterAll(() => build?.remove());

/**
 * Quick order at /new-quotation, as a browser without JavaScript posts it: a preview at the company's
 * prices, the right lines into the cart at once, the wrong ones listed in the order written with their
 * own fields, and a quote request only once every line is right. My Favorites shows the company's price.
 */
describe.each(databaseTargets())("quick order and favourites at the company's prices ($name)", (target) => {
  let database: Database;
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let buyer: BuyerSession;
  let viewer: BuyerViewer;

  const post = (fields: [string, string][], cookie = buyer.cookie) =>
    postForm(`${server.baseUrl}/new-quotation`, fields, cookie);
  const cartOf = async (userId: string) =>
    Object.fromEntries((await server.services.account.cart.read(userId)).map((i) => [i.sku, i.quantity]));
  /** The company's unit price of a sku at a quantity, from the one server price computation. */
  const companyPrice = async (sku: string, quantity: number) =>
    (await server.services.sales.priceLines([{ sku, quantity }], viewer))[0].unitPriceCents!;

  const documentsOf = async (companyId: string) =>
    (
      await database.db
        .select({ n: count() })
        .from(salesDocuments)
        .where(eq(salesDocuments.companyId, companyId))
    )[0].n;

  beforeAll(async () => {
    database = await target.open();
    await seedCatalog(database.db, salesCatalog);
    server = await startTestServer(
      database,
      {
        RATE_LIMIT_WRITES_PER_MINUTE: "1000",
        RATE_LIMIT_READS_PER_MINUTE: "0",
        PAGE_CACHE_MB: "0",
        SHOP_NAME: SHOP_NAME,
        SOCIAL_LINKEDIN_URL: "https://www.linkedin.com/company/greenhouse-depot",
      },
      build.dir,
    );
    buyer = await signedInBuyer(database.db, server.services.accounts, {
      email: "maria@greenleaf.example",
      name: "Maria Lopez",
      password: PASSWORD,
      companyName: "Greenleaf Farms",
    });
    viewer = (await server.services.accounts.viewerFromCookie(buyer.cookie)) as BuyerViewer;
  }, 300_000);
  afterAll(async () => {
    await server?.close();
    await database?.close();
  });

  it("previews the matched lines at the company's prices and lists the wrong ones in the order written, adding nothing", async () => {
    const answer = await post([
      ["intent", "preview"],
      ["csv", "sku,quantity\nNOT-A-SKU,1\nIL-Q1,6\nSPD-Q1,two\n,3"],
      ["sku", "SPD-Q1"],
      ["origin", ""],
      ["quantity", "2"],
    ]);
    expect(answer.status).toBe(200);
    const page = await html(answer);
    expect(page).toContain(QUICK_ORDER_PREVIEW_MESSAGE);
    expect(page).toContain("2 lines matched");
    // The company's price at the line's quantity (a volume break for six fixtures), not the list price.
    const fixture = await companyPrice("IL-Q1", 6);
    expect(fixture).toBeLessThan(IL_Q1_CENTS);
    expect(page).toContain(formatMoney(fixture));
    expect(page).toContain(formatMoney(fixture * 6));
    const nutrient = await companyPrice("SPD-Q1", 2);
    expect(nutrient).toBeLessThan(SPD_Q1_CENTS);
    const subtotal = page.slice(page.indexOf("Subtotal"));
    expect(subtotal).toMatch(
      new RegExp(`^Subtotal <span[^>]*>\\${formatMoney(fixture * 6 + nutrient * 2)}</span>`),
    );
    const problems = [
      `Pasted line 2:</span> SKU "NOT-A-SKU" is not in the catalogue.`,
      `Pasted line 4:</span> Quantity "two" must be a whole number from 1 to ${MAX_LINE_QUANTITY}.`,
      "Pasted line 5:</span> SKU is missing.",
    ];
    const at = problems.map((p) => page.indexOf(p));
    expect(at.every((i) => i > 0)).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
    // Each wrong line has its own fields, starting with what was written, and keeps its place.
    expect(page).toMatch(
      /name="origin" value="Pasted line 4"[^]*?name="sku"[^>]*value="SPD-Q1"[^]*?name="quantity"[^>]*value="two"/,
    );
    expect(await cartOf(buyer.userId)).toEqual({});
  });

  it("adds the right lines at once, keeps the wrong ones to fix, then adds the fixed one and leaves out a cleared one", async () => {
    const added = await post([
      ["intent", "cart"],
      ["csv", "IL-Q1,1\nNOT-A-SKU,1\nSPD-Q1,0"],
    ]);
    expect(added.status).toBe(200);
    const page = await html(added);
    expect(page).toContain("Added 1 line to your cart.");
    expect(page).toContain("2 lines need fixing");
    expect(page.indexOf("Pasted line 2:")).toBeLessThan(page.indexOf("Pasted line 3:"));
    expect(await cartOf(buyer.userId)).toEqual({ "IL-Q1": 1 });

    const fixed = await post([
      ["intent", "cart"],
      ["origin", "Pasted line 2"],
      ["sku", ""],
      ["quantity", ""],
      ["origin", "Pasted line 3"],
      ["sku", "SPD-Q1"],
      ["quantity", "3"],
    ]);
    expect(fixed.status).toBe(302);
    expect(fixed.headers.get("location")).toBe("/cart");
    expect(await cartOf(buyer.userId)).toEqual({ "IL-Q1": 1, "SPD-Q1": 3 });
  });

  it("sends a quote request only when every line is right", async () => {
    const address = Object.entries(quotePayload()).filter(([, v]) => typeof v === "string") as [
      string,
      string,
    ][];
    const refused = await post([...address, ["intent", "quote"], ["csv", "IL-Q1,2\nNOT-A-SKU,1"]]);
    expect(refused.status).toBe(400);
    const page = await html(refused);
    expect(page).toContain(QUICK_ORDER_FIX_BEFORE_QUOTE_MESSAGE);
    expect(page).toContain("1 line matched");
    expect(await documentsOf(buyer.companyId)).toBe(0);
    const sent = await post([
      ...address,
      ["intent", "quote"],
      ["origin", "Pasted line 1"],
      ["sku", "IL-Q1"],
      ["quantity", "2"],
    ]);
    expect(sent.status).toBe(302);
    expect(sent.headers.get("location")).toMatch(/^\/thankyou/);
    expect(await documentsOf(buyer.companyId)).toBe(1);

    // The buyer's mail greets the account holder by name and names the shop as configured.
    const [mail] = await database.db
      .select({ text: outboxEmails.textBody, html: outboxEmails.html, to: outboxEmails.toAddress })
      .from(outboxEmails)
      .where(eq(outboxEmails.template, "quote-received"));
    expect(mail.to).toBe("maria@greenleaf.example");
    expect(mail.text).toContain("Hi Maria Lopez,");
    expect(mail.html).toContain(SHOP_NAME);
    expect(mail.html).not.toMatch(/Horticultural Supply<|>Canopy</);
  });

  it("names the shop as configured in the page title, the logo and the footer, and links only the social pages set", async () => {
    const page = await html(
      await fetch(`${server.baseUrl}/new-quotation`, { headers: { cookie: buyer.cookie } }),
    );
    expect(page).toContain(`<title>Quick order | ${SHOP_NAME}</title>`);
    expect(page).toContain(`aria-label="${SHOP_NAME} home"`);
    expect(page).toContain(
      `© 2026 ${SHOP_NAME}. All rights reserved.`.replace("2026", String(new Date().getFullYear())),
    );
    expect(page).not.toContain("Commercial Grow Supply");
    // Only the social page configured is linked.
    expect(page).toContain(`href="https://www.linkedin.com/company/greenhouse-depot"`);
    expect(page).toContain(`aria-label="${SHOP_NAME} on LinkedIn (opens in a new tab)"`);
    expect(page).not.toContain("facebook.com");
  });

  it("answers nothing to read, an unknown intent and hostile fields with a preview or a clear 4xx, and anonymous visitors with sign-in", async () => {
    const empty = await post([["intent", "cart"]]);
    expect(empty.status).toBe(400);
    expect(await html(empty)).toContain("Add at least one SKU and quantity.");
    // Anything but the three intents previews: nothing is added unseen.
    const unknown = await post([
      ["intent", "buy-everything"],
      ["csv", "SPD-Q1,1"],
    ]);
    expect(unknown.status).toBe(200);
    expect(await html(unknown)).toContain("1 line matched");
    const nul = await post([
      ["intent", "preview"],
      ["origin", "Row 1\u0000"],
      ["sku", "A\u0000B"],
      ["quantity", "1"],
    ]);
    expect(nul.status).toBeGreaterThanOrEqual(400);
    expect(nul.status).toBeLessThan(500);
    const anonymous = await post([["csv", "SPD-Q1,1"]], "");
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("location")).toMatch(/^\/login/);
  });

  it("shows each favourite at the company's price for one", async () => {
    await server.services.account.favorites.set(buyer.userId, "SPD-Q1", true);
    const pane = await html(
      await fetch(`${server.baseUrl}/commercial-view/favorites`, { headers: { cookie: buyer.cookie } }),
    );
    expect(pane).toContain("Your price");
    expect(pane).toContain(formatMoney(await companyPrice("SPD-Q1", 1)));
    expect(pane).not.toContain(formatMoney(SPD_Q1_CENTS));
  });
});
