import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { priceQuoteSchema, shipOrderSchema } from "../../core/back-office-forms.ts";
import { formatMoney } from "../../core/money.ts";
import { checkoutSchema, orderRequestSchema } from "../../core/order-request.ts";
import type { BuyerViewer } from "../../core/viewer.ts";
import { DEFAULT_PANE_TEXT } from "../../app/features/account-area/panes.ts";
import type { Database } from "../../server/db/client.ts";
import { companies, companyMembers } from "../../server/db/schema/companies.ts";
import { seedCatalog } from "../factories/catalog.ts";
import { signedInBuyer, type BuyerSession } from "../support/buyer-session.ts";
import { postForm } from "../support/form-post.ts";
import { buildStorefront } from "../support/page-build.ts";
import { databaseTargets } from "../support/test-database.ts";
import { startTestServer } from "../support/test-server.ts";
import { checkoutPayload, postJson, quotePayload, salesCatalog } from "./sales-fixtures.ts";

const PASSWORD = "Greenhouse#2026";
const day = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
const html = async (answer: Response) => (await answer.text()).replaceAll("<!-- -->", "");
const LIMIT_CENTS = 1_000_000;

let build: ReturnType<typeof buildStorefront>;
beforeAll(() => {
  build = buildStorefront();
});
afterAll(() => build?.remove());

/** The account home at /commercial-view: the company's own figures, from the server, for its buyers only. */
describe.each(databaseTargets())("the account home ($name)", (target) => {
  let database: Database;
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let greenleaf: BuyerSession;
  let hilltop: BuyerSession;
  let greenleafViewer: BuyerViewer;
  let staffCookie = "";
  const orders: { number: string; totalCents: number }[] = [];
  let quoteNumber = "";

  const get = (path: string, cookie?: string) =>
    fetch(`${server.baseUrl}${path}`, { redirect: "manual", headers: cookie ? { cookie } : {} });

  beforeAll(async () => {
    database = await target.open();
    await seedCatalog(database.db, salesCatalog);
    server = await startTestServer(
      database,
      { RATE_LIMIT_WRITES_PER_MINUTE: "1000", RATE_LIMIT_READS_PER_MINUTE: "0", PAGE_CACHE_MB: "0" },
      build.dir,
    );
    const { accounts } = server.services;
    greenleaf = await signedInBuyer(database.db, accounts, {
      email: "maria@greenleaf.example",
      name: "Maria Lopez",
      password: PASSWORD,
      companyName: "Greenleaf Farms",
    });
    hilltop = await signedInBuyer(database.db, accounts, {
      email: "sam@hilltop.example",
      password: PASSWORD,
      companyName: "Hilltop Growers",
    });
    await database.db
      .update(companies)
      .set({ paymentTerms: "net30", creditLimitCents: LIMIT_CENTS })
      .where(eq(companies.id, greenleaf.companyId));
    greenleafViewer = (await accounts.viewerFromCookie(greenleaf.cookie)) as BuyerViewer;
    await accounts.addStaff({ email: "ana@canopy.example", password: PASSWORD, role: "sales" });
    const signedIn = await postJson(`${server.baseUrl}/api/session`, {
      email: "ana@canopy.example",
      password: PASSWORD,
    });
    staffCookie = signedIn.headers.getSetCookie()[0].split(";")[0];
  }, 300_000);
  afterAll(async () => {
    await server?.close();
    await database?.close();
  });

  it("greets a company with nothing yet with the welcome line, and keeps the home to its buyers", async () => {
    const page = await html(await get("/commercial-view", greenleaf.cookie));
    expect(page).toContain(DEFAULT_PANE_TEXT.replace("'", "&#x27;"));
    expect(page).toContain("No open invoices.");
    expect(page).toContain(`>${formatMoney(LIMIT_CENTS)}<`);
    const anonymous = await get("/commercial-view");
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("location")).toBe("/login?next=%2Fcommercial-view");
    expect((await get("/commercial-view", staffCookie)).status).toBe(403);
  });

  it("shows credit used and left, the next invoice due, quotes awaiting an answer, shipments and the last orders", async () => {
    const { sales } = server.services;
    const place = async (poNumber: string) => {
      const { order } = await sales.orders.create(
        checkoutSchema.parse(
          checkoutPayload({ paymentMethod: "account", poNumber, items: [{ sku: "SPD-Q1", quantity: 3 }] }),
        ),
        undefined,
        greenleafViewer,
      );
      orders.push({ number: order.orderNumber, totalCents: order.totalCents });
      return (await sales.documents.byNumber(order.orderNumber))!.document.id;
    };
    const shipped = await place("PO-1");
    await sales.fulfilment.process(shipped, "staff:ana");
    await sales.fulfilment.ship(
      shipped,
      shipOrderSchema.parse({ carrier: "UPS", trackingNumber: "1Z999AA10123456784" }),
      "staff:ana",
    );
    await place("PO-2");
    const { quote } = await sales.quotes.create(orderRequestSchema.parse(quotePayload()), {
      viewer: greenleafViewer,
    });
    quoteNumber = quote.quoteNumber;
    const found = (await sales.documents.byNumber(quoteNumber))!;
    await sales.negotiation.priceAndSend(
      found.document.id,
      priceQuoteSchema.parse({
        lines: [{ sku: "IL-Q1", quantity: "2", unitPrice: "1,150.00" }],
        freight: "120",
        validUntil: day(10),
      }),
      "staff:ana",
    );

    const today = day(0);
    const home = await server.services.account.home(greenleafViewer, today);
    const used = orders[0].totalCents + orders[1].totalCents;
    expect(home.credit).toEqual({ limitCents: LIMIT_CENTS, usedCents: used, leftCents: LIMIT_CENTS - used });
    expect(home.invoices).toMatchObject({ openCount: 1, openCents: orders[0].totalCents, overdueCount: 0 });
    expect(home.invoices.next).toMatchObject({ orderNumber: orders[0].number, dueOn: day(30) });
    expect(home.quotesAwaiting.map((q) => q.number)).toEqual([quoteNumber]);
    const priced = (await sales.documents.byNumber(quoteNumber))!.document;
    expect(home.quotesAwaiting[0]).toMatchObject({ totalCents: priced.totalCents });
    expect(home.quotesAwaiting[0].expiresAt).not.toBeNull();
    expect(home.onTheWay).toMatchObject([{ number: orders[0].number, trackingNumber: "1Z999AA10123456784" }]);
    expect(home.lastOrders.map((o) => o.number)).toEqual([orders[1].number, orders[0].number]);
    expect(home.hasDocuments).toBe(true);

    const page = await html(await get("/commercial-view", greenleaf.cookie));
    expect(page).not.toContain(DEFAULT_PANE_TEXT.replace("'", "&#x27;"));
    expect(page).toContain(`data-testid="credit-used">${formatMoney(used)}<`);
    expect(page).toContain(`data-testid="credit-left">${formatMoney(LIMIT_CENTS - used)}<`);
    expect(page).toContain(formatMoney(orders[0].totalCents));
    expect(page).toContain(`href="/quotations/${quoteNumber}"`);
    expect(page).toContain("Valid until");
    expect(page).toContain("/commercial-view/tracking?number=1Z999AA10123456784");
    expect(page).toContain(`aria-label="Reorder ${orders[1].number}"`);

    // Another company's buyer sees none of it.
    const rival = await html(await get("/commercial-view", hilltop.cookie));
    for (const order of orders) expect(rival).not.toContain(order.number);
    expect(rival).not.toContain(quoteNumber);
    expect(rival).toContain("Your company pays by card or bank account.");
  });

  it("reorders one of the last orders into the cart; another company's order is not found", async () => {
    const reorder = (number: string, cookie: string) =>
      postForm(
        `${server.baseUrl}/commercial-view?index`,
        [
          ["intent", "reorder"],
          ["number", number],
        ],
        cookie,
      );
    const answer = await reorder(orders[1].number, greenleaf.cookie);
    expect(answer.status).toBe(200);
    expect(await html(answer)).toContain("Added 3 items to your cart at today&#x27;s prices.");
    expect((await reorder(orders[1].number, hilltop.cookie)).status).toBe(404);
  });

  it("lists pending invitations to company admins only", async () => {
    await database.db
      .update(companyMembers)
      .set({ role: "admin" })
      .where(eq(companyMembers.userId, greenleaf.userId));
    const admin = (await server.services.accounts.viewerFromCookie(greenleaf.cookie)) as BuyerViewer;
    await server.services.commercial.members.invite(admin, { email: "lee@greenleaf.example", role: "buyer" });
    const page = await html(await get("/commercial-view", greenleaf.cookie));
    expect(page).toContain("Pending invitations");
    expect(page).toContain("lee@greenleaf.example");
    expect(await html(await get("/commercial-view", hilltop.cookie))).not.toContain("Pending invitations");
  });

  it("puts a favourite in the cart with its quantity; a product no longer sold and a bad quantity are refused", async () => {
    const { account } = server.services;
    await account.favorites.set(greenleaf.userId, "SPD-Q1", true);
    const favorites = (fields: [string, string][]) =>
      postForm(`${server.baseUrl}/commercial-view/favorites`, fields, greenleaf.cookie);
    const before = (await account.cart.read(greenleaf.userId)).find((i) => i.sku === "SPD-Q1")?.quantity ?? 0;
    const added = await favorites([
      ["intent", "add"],
      ["sku", "SPD-Q1"],
      ["quantity", "4"],
    ]);
    expect(added.status).toBe(200);
    expect(await html(added)).toContain("Added 4 × ");
    const after = (await account.cart.read(greenleaf.userId)).find((i) => i.sku === "SPD-Q1")?.quantity;
    expect(after).toBe(before + 4);
    const gone = await favorites([
      ["intent", "add"],
      ["sku", "NO-SUCH-SKU"],
      ["quantity", "1"],
    ]);
    expect(gone.status).toBe(409);
    const zero = await favorites([
      ["intent", "add"],
      ["sku", "SPD-Q1"],
      ["quantity", "0"],
    ]);
    expect(zero.status).toBe(400);
    expect(await html(zero)).toContain("Quantity must be at least 1.");
    expect((await account.cart.read(greenleaf.userId)).find((i) => i.sku === "SPD-Q1")?.quantity).toBe(after);
  });
});
