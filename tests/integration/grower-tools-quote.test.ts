import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NO_FIXTURE_MESSAGE } from "../../core/grower/energy-form.ts";
import { formatMoney, listPrice } from "../../core/money.ts";
import type { BuyerViewer } from "../../core/viewer.ts";
import type { Database } from "../../server/db/client.ts";
import { salesDocumentLines, salesDocuments } from "../../server/db/schema/sales.ts";
import { rawIluminar, rawSpd, seedCatalog } from "../factories/catalog.ts";
import { signedInBuyer, type BuyerSession } from "../support/buyer-session.ts";
import { postForm } from "../support/form-post.ts";
import { buildStorefront } from "../support/page-build.ts";
import { databaseTargets } from "../support/test-database.ts";
import { startTestServer } from "../support/test-server.ts";

const SLOW = 300_000;
const LED = { sku: "IL-LED-1000", priceCents: 129_900 };
/** The company's (the default list's) fixed price of the fixture. */
const LED_COMPANY_CENTS = 109_900;
const OTHER = { sku: "SPD-POT-5", name: "Five-gallon fabric pot" };
const ROOM = { unit: "ft", length: "40", width: "20", stage: "flowering", sku: LED.sku };
const ENERGY = { count: "10", watts: "1100", ledCount: "10", hours: "12", days: "365", rate: "0.15" };
const PASSWORD = "Greenhouse#2026";

/** The page's HTML with React's text separators gone and entities unescaped, as a reader sees it. */
const html = async (answer: Response) =>
  (await answer.text())
    .replaceAll("<!-- -->", "")
    .replaceAll("&amp;", "&")
    .replaceAll("&quot;", '"')
    .replaceAll("&#x27;", "'");

let build: ReturnType<typeof buildStorefront>;
beforeAll(() => {
  build = buildStorefront();
}, SLOW);
afterAll(() => build?.remove());

/**
 * The grower tools: the planner's "Add all to quote" opens a quote of the plan's lines and leaves the
 * cart alone; the energy tool says what is missing without a fixture; both price at the company's price
 * for a signed-in buyer, from the server's one pricing.
 */
describe.each(databaseTargets())("the grower tools' quotes and prices on $name", (target) => {
  let database: Database;
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let buyer: BuyerSession;
  let viewer: BuyerViewer;

  const get = (path: string, cookie = "") =>
    fetch(`${server.baseUrl}${path}`, { redirect: "manual", headers: cookie ? { cookie } : {} });
  const companyPrice = async (sku: string, quantity: number) =>
    (await server.services.sales.priceLines([{ sku, quantity }], viewer))[0].unitPriceCents!;
  /** The planner's equipment rows as sku → quantity, read from the page. */
  const plannedLines = (page: string) =>
    Object.fromEntries(
      [...page.matchAll(/href="\/product\/([^"]+)"[^>]*>[^<]+<\/a>.*?<td[^>]*>(\d+)<\/td>/gs)].map((m) => [
        decodeURIComponent(m[1]),
        Number(m[2]),
      ]),
    );

  beforeAll(async () => {
    database = await target.open();
    await seedCatalog(database.db, {
      iluminar: [
        rawIluminar({ sku: LED.sku, msrp: "1,299.00", price: "900.00", wattage_120v: "1000", ppf: "2700" }),
      ],
      spd: [rawSpd({ sku: OTHER.sku, item_name: OTHER.name })],
    });
    server = await startTestServer(
      database,
      { RATE_LIMIT_WRITES_PER_MINUTE: "1000", RATE_LIMIT_READS_PER_MINUTE: "0", PAGE_CACHE_MB: "0" },
      build.dir,
    );
    buyer = await signedInBuyer(database.db, server.services.accounts, {
      email: "rosa@bloomrooms.example",
      name: "Rosa Diaz",
      password: PASSWORD,
      companyName: "Bloom Rooms",
    });
    viewer = (await server.services.accounts.viewerFromCookie(buyer.cookie)) as BuyerViewer;
    const commercial = await server.services.pricing.listId("Commercial");
    await server.services.pricing.setRule(commercial, {
      kind: "sku",
      sku: LED.sku,
      fixedPriceCents: LED_COMPANY_CENTS,
    });
  }, SLOW);
  afterAll(async () => {
    await server?.close();
    await database?.close();
  });

  it("'Add all to quote' opens a quote of the plan's lines, and sending it leaves the cart as it was", async () => {
    await server.services.account.cart.replace(viewer.userId, [{ sku: OTHER.sku, quantity: 3 }]);
    const plan = await html(await get(`/tools/grow-room?${new URLSearchParams(ROOM)}`, buyer.cookie));
    const planned = plannedLines(plan);
    expect(planned[LED.sku]).toBeGreaterThan(1);
    const href = /href="(\/quote\?[^"]+)"[^>]*>Add all to quote</.exec(plan)?.[1];
    expect(href).toBeDefined();
    const query = new URL(href!, server.baseUrl).searchParams;
    expect(query.get("from")).toBe("grow-room");
    expect(query.get("length")).toBe("40");

    const quotePage = await html(await get(href!, buyer.cookie));
    expect(quotePage).toContain("This quote holds your grow-room plan's");
    expect(quotePage).toContain("Grow-room plan: 40 × 20 ft room");
    // The plan's fixtures at the company's price for that many; the cart's pot is not in this quote.
    const unit = await companyPrice(LED.sku, planned[LED.sku]);
    expect(quotePage).toContain(formatMoney(unit * planned[LED.sku]));
    expect(quotePage).not.toContain(OTHER.name);

    const lines = Object.entries(planned).map(([sku, quantity]) => ({ sku, quantity, name: sku, image: "" }));
    const sent = await postForm(
      `${server.baseUrl}${href}`,
      [
        ["firstName", "Rosa"],
        ["lastName", "Diaz"],
        ["email", "rosa@bloomrooms.example"],
        ["phone", "(503) 555-0142"],
        ["streetAddress", "12 Mill St"],
        ["city", "Salem"],
        ["state", "Oregon"],
        ["zipCode", "97301"],
        ["country", "United States"],
        ["additionalNotes", "Grow-room plan: 40 × 20 ft room"],
        ["cartLines", JSON.stringify(lines)],
        ["from", "grow-room"],
      ],
      buyer.cookie,
    );
    expect(sent.status).toBe(302);
    expect(sent.headers.get("location")).toMatch(/^\/thankyou\?quote=/);
    const [quote] = await database.db
      .select({ id: salesDocuments.id })
      .from(salesDocuments)
      .where(eq(salesDocuments.companyId, buyer.companyId));
    const quoted = await database.db
      .select({ sku: salesDocumentLines.sku, quantity: salesDocumentLines.quantity })
      .from(salesDocumentLines)
      .where(eq(salesDocumentLines.documentId, quote.id));
    expect(Object.fromEntries(quoted.map((l) => [l.sku, l.quantity]))).toEqual(planned);
    // Nothing was merged into the cart, and the quote did not empty it.
    expect(await server.services.account.cart.read(viewer.userId)).toMatchObject([
      { sku: OTHER.sku, quantity: 3 },
    ]);
  });

  it("'Add all to cart' is still there for whoever asks for it", async () => {
    const plan = await html(await get(`/tools/grow-room?${new URLSearchParams(ROOM)}`));
    expect(plan).toMatch(/<button type="submit"[^>]*>Add all to cart<\/button>/);
  });

  it("a quote URL whose room cannot be planned goes back to the planner, which says why", async () => {
    const answer = await get(`/quote?${new URLSearchParams({ ...ROOM, length: "", from: "grow-room" })}`);
    expect(answer.status).toBe(302);
    expect(answer.headers.get("location")).toMatch(/^\/tools\/grow-room\?/);
  });

  it("the planner prices its lines at the company's price for a buyer, at list price for anyone else", async () => {
    const asBuyer = await html(await get(`/tools/grow-room?${new URLSearchParams(ROOM)}`, buyer.cookie));
    const fixtures = plannedLines(asBuyer)[LED.sku];
    const unit = await companyPrice(LED.sku, fixtures);
    expect(unit).toBeLessThan(LED.priceCents);
    expect(asBuyer).toContain(formatMoney(unit * fixtures));
    expect(asBuyer).toContain("Prices are your company's, at these quantities");

    const anonymous = await html(await get(`/tools/grow-room?${new URLSearchParams(ROOM)}`));
    expect(anonymous).toContain(formatMoney(LED.priceCents * fixtures));
    expect(anonymous).toContain("Prices are list prices");
  });

  it("'Calculate savings' without a fixture says what is missing (400); a first visit says nothing", async () => {
    const missing = await get(`/tools/energy-savings?${new URLSearchParams({ ...ENERGY, sku: "" })}`);
    expect(missing.status).toBe(400);
    const page = await html(missing);
    expect(page).toContain(NO_FIXTURE_MESSAGE);
    expect(page).toContain('aria-invalid="true"');

    const first = await get("/tools/energy-savings");
    expect(first.status).toBe(200);
    expect(await html(first)).not.toContain(NO_FIXTURE_MESSAGE);
  });

  it("the energy tool's payback is at the company's price for that many fixtures when a buyer is signed in", async () => {
    const query = new URLSearchParams({ ...ENERGY, sku: LED.sku });
    const asBuyer = await html(await get(`/tools/energy-savings?${query}`, buyer.cookie));
    const unit = await companyPrice(LED.sku, 10);
    expect(asBuyer).toContain(`${formatMoney(unit * 10)} of fixtures at your company's price`);
    // The fixture list offers the company's price for one.
    expect(await companyPrice(LED.sku, 1)).toBe(LED_COMPANY_CENTS);
    expect(asBuyer).toContain(`— 1000 W — ${listPrice(LED_COMPANY_CENTS)}</option>`);

    const anonymous = await html(await get(`/tools/energy-savings?${query}`));
    expect(anonymous).toContain(`${formatMoney(LED.priceCents * 10)} of fixtures at list price`);
  });
});
