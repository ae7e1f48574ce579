import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { priceQuoteSchema, shipOrderSchema } from "../../core/back-office-forms.ts";
import { documentListParams, type QuotationRow } from "../../core/company-documents.ts";
import { formatMoney } from "../../core/money.ts";
import { checkoutSchema, orderRequestSchema } from "../../core/order-request.ts";
import type { BuyerViewer } from "../../core/viewer.ts";
import type { Database } from "../../server/db/client.ts";
import { salesDocuments } from "../../server/db/schema/sales.ts";
import { seedCatalog } from "../factories/catalog.ts";
import { signedInBuyer, type BuyerSession } from "../support/buyer-session.ts";
import { buildStorefront } from "../support/page-build.ts";
import { databaseTargets } from "../support/test-database.ts";
import { postForm } from "../support/form-post.ts";
import { startTestServer } from "../support/test-server.ts";
import { checkoutPayload, IL_Q1_CENTS, quotePayload, salesCatalog } from "./sales-fixtures.ts";

const PASSWORD = "Greenhouse#2026";
const day = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
const params = (query = "") => documentListParams(new URLSearchParams(query));
const html = async (answer: Response) => (await answer.text()).replaceAll("<!-- -->", "");

let build: ReturnType<typeof buildStorefront>;
beforeAll(() => {
  build = buildStorefront();
});
afterAll(() => build?.remove());

describe.each(databaseTargets())("a company's quotes and orders in the account area ($name)", (target) => {
  let database: Database;
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let greenleaf: BuyerSession;
  let hilltop: BuyerSession;
  let staff: string;
  /** Greenleaf's quote numbers, oldest first, and its order's. */
  const quotes: { number: string; token: string }[] = [];
  let orderNumber: string;
  let hilltopQuote: { number: string; token: string };

  const viewerOf = (session: BuyerSession, email: string, companyName: string): BuyerViewer => ({
    kind: "buyer",
    userId: session.userId,
    email,
    name: email.split("@")[0],
    companyId: session.companyId,
    companyName,
    companyRole: "buyer",
  });
  const get = (path: string, cookie?: string) =>
    fetch(`${server.baseUrl}${path}`, { redirect: "manual", headers: cookie ? { cookie } : {} });
  const post = (path: string, fields: [string, string][], cookie?: string) =>
    postForm(`${server.baseUrl}${path}`, fields, cookie);

  beforeAll(async () => {
    database = await target.open();
    await seedCatalog(database.db, salesCatalog);
    server = await startTestServer(
      database,
      { RATE_LIMIT_WRITES_PER_MINUTE: "1000", RATE_LIMIT_READS_PER_MINUTE: "0", PAGE_CACHE_MB: "0" },
      build.dir,
    );
    const { accounts, sales } = server.services;
    greenleaf = await signedInBuyer(database.db, accounts, {
      email: "maria@greenleaf.example",
      password: PASSWORD,
      companyName: "Greenleaf Farms",
    });
    hilltop = await signedInBuyer(database.db, accounts, {
      email: "sam@hilltop.example",
      password: PASSWORD,
      companyName: "Hilltop Growers",
    });
    await accounts.addStaff({ email: "ana@canopy.example", password: PASSWORD, role: "sales", name: "Ana" });
    const staffIn = await accounts.signIn(
      { email: "ana@canopy.example", password: PASSWORD, rememberMe: false },
      { ip: "127.0.0.1" },
    );
    if (!staffIn.ok) throw new Error("staff sign-in refused");
    staff = staffIn.setCookies.map((c) => c.split(";")[0]).join("; ");

    const asGreenleaf = viewerOf(greenleaf, "maria@greenleaf.example", "Greenleaf Farms");
    for (const [firstName, products] of [
      ["Maria", undefined],
      ["Zoe", undefined],
      [
        "Alex",
        [
          { sku: "IL-Q1", name: "Light", brand: "Iluminar", price: 0, quantity: 1, image: "" },
          { sku: "GONE-1", name: "Retired reflector", brand: "", price: 0, quantity: 4, image: "" },
        ],
      ],
    ] as const) {
      const { quote } = await sales.quotes.create(
        orderRequestSchema.parse(
          quotePayload({ firstName, ...(products ? { products: [...products] } : {}) }),
        ),
        { viewer: asGreenleaf },
      );
      quotes.push({ number: quote.quoteNumber, token: quote.token });
    }
    await database.db
      .update(salesDocuments)
      .set({ poNumber: "PO-7781" })
      .where(eq(salesDocuments.number, quotes[1].number));
    const { order } = await sales.orders.create(
      checkoutSchema.parse(checkoutPayload()),
      undefined,
      asGreenleaf,
    );
    orderNumber = order.orderNumber;
    const { quote } = await sales.quotes.create(
      orderRequestSchema.parse(quotePayload({ firstName: "Sam" })),
      {
        viewer: viewerOf(hilltop, "sam@hilltop.example", "Hilltop Growers"),
      },
    );
    hilltopQuote = { number: quote.quoteNumber, token: quote.token };
    // A guest's quote belongs to no company.
    await sales.quotes.create(orderRequestSchema.parse(quotePayload({ firstName: "Guest" })));
  }, 300_000);
  afterAll(async () => {
    await server?.close();
    await database?.close();
  });

  it("lists only the company's documents of a kind, newest first", async () => {
    const { company } = server.services.sales;
    const mine = await company.list({ companyId: greenleaf.companyId }, "quote", params());
    expect(mine.total).toBe(3);
    expect(mine.rows.map((r) => r.id)).toEqual(quotes.map((q) => q.number).reverse());
    expect(mine.rows[0]).toMatchObject({
      kind: "quote",
      status: "pending",
      fulfillment: "unfulfilled",
      pdf_path: null,
    });
    const orders = await company.list({ companyId: greenleaf.companyId }, "order", params());
    expect(orders.rows.map((r) => r.id)).toEqual([orderNumber]);
    const theirs = await company.list({ companyId: hilltop.companyId }, null, params());
    expect(theirs.rows.map((r) => r.id)).toEqual([hilltopQuote.number]);
  });

  it("searches customer, id and customer code (case-insensitive substring), sorts and pages", async () => {
    const { company } = server.services.sales;
    const ids = async (query: string) =>
      (await company.list({ companyId: greenleaf.companyId }, "quote", params(query))).rows.map((r) => r.id);
    expect(await ids("q=zoe")).toEqual([quotes[1].number]);
    expect(await ids("q=po-77")).toEqual([quotes[1].number]);
    expect(await ids(`q=${quotes[2].number.slice(2, 8).toLowerCase()}`)).toEqual([quotes[2].number]);
    expect(await ids("q=sam")).toEqual([]);
    expect(await ids("q=100%25")).toEqual([]);
    expect(await ids("sort=customer&dir=asc")).toEqual([
      quotes[2].number,
      quotes[0].number,
      quotes[1].number,
    ]);
    expect(await ids("sort=customer&dir=desc")).toEqual([
      quotes[1].number,
      quotes[0].number,
      quotes[2].number,
    ]);
    const firstPage = await company.list({ companyId: greenleaf.companyId }, null, { ...params(), size: 20 });
    expect(firstPage.total).toBe(4);
    // Page 2 of 20 is empty; an unknown size falls back to 20.
    expect((await company.list({ companyId: greenleaf.companyId }, null, params("page=2"))).rows).toEqual([]);
    expect(params("size=7&sort=nope&dir=up")).toMatchObject({ size: 20, sort: "date", dir: "desc" });
  });

  it("GET /api/quotations serves the signed-in company's rows and 401s anyone else", async () => {
    const anonymous = await get("/api/quotations");
    expect(anonymous.status).toBe(401);
    expect((await anonymous.json()).error.code).toBe("unauthorized");
    expect((await get("/api/quotations", staff)).status).toBe(401);
    const answer = await get("/api/quotations?kind=quote&sort=date&dir=asc", greenleaf.cookie);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("cache-control")).toBe("private, no-store");
    expect(answer.headers.get("x-total-count")).toBe("3");
    const rows = (await answer.json()) as QuotationRow[];
    expect(rows.map((r) => r.id)).toEqual(quotes.map((q) => q.number));
    expect(rows[1]).toMatchObject({ customer: "Zoe Lopez", customerCode: "PO-7781", status: "pending" });
    const all = (await (await get("/api/quotations", greenleaf.cookie)).json()) as QuotationRow[];
    expect(all.map((r) => r.id)).not.toContain(hilltopQuote.number);
    expect(all.map((r) => r.id)).toContain(orderNumber);
  });

  it("renders Order History and My Quotes from the URL, private; anonymous visitors sign in first", async () => {
    const quotesPane = await get("/commercial-view/quotes?q=zoe", greenleaf.cookie);
    expect(quotesPane.status).toBe(200);
    expect(quotesPane.headers.get("cache-control")).toBe("private, no-store");
    const text = await html(quotesPane);
    expect(text).toContain("My Quotes");
    expect(text).toContain(`href="/quotations/${quotes[1].number}"`);
    expect(text).not.toContain(quotes[0].number);
    expect(text).toContain('href="/new-quotation"');
    const orders = await html(await get("/commercial-view/orders", greenleaf.cookie));
    expect(orders).toContain("Order History");
    expect(orders).toContain(orderNumber);
    expect(orders).not.toContain(hilltopQuote.number);
    expect(await html(await get("/commercial-view/orders?q=nobody", greenleaf.cookie))).toContain(
      "No orders found",
    );
    const anonymous = await get("/commercial-view/orders");
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("location")).toBe("/login?next=%2Fcommercial-view%2Forders");
  });

  it("opens a document for its company's buyers without a token, 404 for another company, token still works", async () => {
    const path = `/quotations/${quotes[0].number}`;
    const own = await get(path, greenleaf.cookie);
    expect(own.status).toBe(200);
    expect(await html(own)).toContain(`Quote <span class="font-mono text-brand-800">${quotes[0].number}`);
    const other = await get(path, hilltop.cookie);
    expect(other.status).toBe(404);
    expect(other.headers.get("cache-control")).toBe("private, no-store");
    expect((await get(path)).status).toBe(404);
    expect((await get(`${path}?token=${encodeURIComponent(quotes[0].token)}`)).status).toBe(200);
    const order = await get(`/quotations/${orderNumber}`, greenleaf.cookie);
    expect(order.status).toBe(200);
    expect(await html(order)).toContain(`Order <span class="font-mono text-brand-800">${orderNumber}`);
    expect((await get(`/quotations/${orderNumber}`, hilltop.cookie)).status).toBe(404);
  });

  it("the company's buyer accepts a priced quote without a token; another company's buyer gets 404", async () => {
    const { sales } = server.services;
    const found = (await sales.documents.byNumber(quotes[0].number))!;
    await sales.negotiation.priceAndSend(
      found.document.id,
      priceQuoteSchema.parse({
        lines: [{ sku: "IL-Q1", quantity: "2", unitPrice: "1,150.00" }],
        freight: "120",
        validUntil: day(10),
      }),
      "staff:ana",
    );
    const path = `/quotations/${quotes[0].number}`;
    expect(await html(await get(path, greenleaf.cookie))).toContain("Accept quote and place order");
    expect((await post(path, [["intent", "accept"]], hilltop.cookie)).status).toBe(404);
    const accepted = await post(path, [["intent", "accept"]], greenleaf.cookie);
    expect(accepted.status).toBe(303);
    expect(accepted.headers.get("location")).toMatch(/^\/order-confirmation\?order=ORD-/);
    const history = await sales.documents.history(found.document.id);
    expect(history.map((e) => e.actor)).toContain("buyer:maria@greenleaf.example");
    const rows = (await (await get("/api/quotations?kind=order", greenleaf.cookie)).json()) as QuotationRow[];
    expect(rows).toHaveLength(2);
    const quoteRow = (
      await sales.company.list({ companyId: greenleaf.companyId }, "quote", params(`q=${quotes[0].number}`))
    ).rows[0];
    expect(quoteRow).toMatchObject({ status: "converted", fulfillment: "fulfilled" });
  });

  it("reorders a document into the buyer's cart on the account at today's prices, naming skus no longer sold", async () => {
    const path = `/quotations/${quotes[2].number}`;
    expect((await post(path, [["intent", "reorder"]], hilltop.cookie)).status).toBe(404);
    const answer = await post(path, [["intent", "reorder"]], greenleaf.cookie);
    expect(answer.status).toBe(200);
    const text = await html(answer);
    expect(text).toContain("Added 1 item to your cart at today&#x27;s prices. No longer sold: GONE-1.");
    // Today's price for the company (its price list), not the list price the quote was requested at.
    const [today] = await server.services.sales.priceLines(
      [{ sku: "IL-Q1", quantity: 1 }],
      viewerOf(greenleaf, "maria@greenleaf.example", "Greenleaf Farms"),
    );
    expect(today.unitPriceCents).not.toBe(IL_Q1_CENTS);
    expect(text).toContain(`${formatMoney(today.unitPriceCents!)} each`);
    // The buyer's cart lives on the account (every device, the pages without JavaScript): no cookie mirror.
    expect(answer.headers.get("set-cookie")).toBeNull();
    const cart = () => server.services.account.cart.read(greenleaf.userId);
    expect((await cart()).map((i) => [i.sku, i.quantity])).toEqual([["IL-Q1", 1]]);
    // A second reorder adds to what the cart already holds.
    await post(path, [["intent", "reorder"]], greenleaf.cookie);
    expect((await cart()).map((i) => [i.sku, i.quantity])).toEqual([["IL-Q1", 2]]);
    const notAForm = await fetch(`${server.baseUrl}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: server.baseUrl, cookie: greenleaf.cookie },
      body: JSON.stringify({ intent: "reorder" }),
    });
    expect(notAForm.status).toBe(415);
  });

  it("Shipping Tracking lists the company's shipped orders and tracks only its own numbers", async () => {
    const { sales } = server.services;
    const order = (await sales.documents.byNumber(orderNumber))!;
    await sales.fulfilment.process(order.document.id, "staff:ana");
    await sales.fulfilment.ship(
      order.document.id,
      shipOrderSchema.parse({ carrier: "FedEx Freight", trackingNumber: "7712 3456 9012" }),
      "staff:ana",
    );
    const pane = await html(await get("/commercial-view/tracking", greenleaf.cookie));
    expect(pane).toContain("Shipping Tracking");
    expect(pane).toContain("7712 3456 9012");
    expect(pane).toContain("In Transit");
    const tracked = await get("/commercial-view/tracking?number=771234569012", greenleaf.cookie);
    expect(tracked.status).toBe(200);
    expect(await html(tracked)).toContain(
      `Order <span class="font-mono text-brand-800">${orderNumber}</span>`,
    );
    const elsewhere = await get("/commercial-view/tracking?number=7712-3456-9012", hilltop.cookie);
    expect(elsewhere.status).toBe(404);
    expect(await html(elsewhere)).toContain("Tracking number not found. Please try again.");
    expect(await html(await get("/commercial-view/tracking", hilltop.cookie))).toContain("No shipments yet");
    const orders = await html(await get("/commercial-view/orders", greenleaf.cookie));
    expect(orders).toContain("Fulfilled");
  });
});
