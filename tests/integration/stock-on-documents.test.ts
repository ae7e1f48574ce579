import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { priceQuoteSchema } from "../../core/back-office-forms.ts";
import { orderRequestSchema } from "../../core/order-request.ts";
import type { BuyerViewer } from "../../core/viewer.ts";
import { rawHydrofarm, rawSpd, seedCatalog } from "../factories/catalog.ts";
import { signedInBuyer, type BuyerSession } from "../support/buyer-session.ts";
import { postForm } from "../support/form-post.ts";
import { buildStorefront } from "../support/page-build.ts";
import { pdfLayoutText } from "../support/pdf-layout.ts";
import { databaseTargets } from "../support/test-database.ts";
import { serverPerFile } from "../support/server-per-file.ts";
import { quotePayload } from "./sales-fixtures.ts";

/** The page's HTML with React's text separators gone, as a reader sees it. */
const html = async (answer: Response) => (await answer.text()).replaceAll("<!-- -->", "");
const day = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

const TWELVE_IN_STOCK = "In stock: 12";
const LATER = "Ships later: 12 ship now, 28 ship in 3–5 business days";
const SPD_LEAD = "Ships in 7–10 business days";

let build: ReturnType<typeof buildStorefront>;
beforeAll(() => {
  build = buildStorefront();
});
afterAll(() => build?.remove());

// The quick-order preview and an open quote (its page and its PDF) say the cart's words of stock.
describe.each(databaseTargets())("stock on the quick order and quote documents on $name", (target) => {
  const served = serverPerFile(
    target,
    { LEAD_TIME_SPD: "7-10", RATE_LIMIT_WRITES_PER_MINUTE: "1000", PAGE_CACHE_MB: "0" },
    () => build.dir,
  );
  let buyer: BuyerSession;
  let viewer: BuyerViewer;
  const get = (path: string, cookie = buyer.cookie) =>
    fetch(`${served.server.baseUrl}${path}`, { redirect: "manual", headers: { cookie } });

  beforeAll(async () => {
    await seedCatalog(served.database.db, {
      spd: [rawSpd({ sku: "SPD-SD1", msrp: "59.99" })],
      hydrofarm: [rawHydrofarm({ sku: "HF-SD1", qty: 12 })],
    });
    buyer = await signedInBuyer(served.database.db, served.server.services.accounts, {
      email: "maria@greenleaf.example",
      password: "Greenhouse#2026",
      companyName: "Greenleaf Farms",
    });
    viewer = (await served.server.services.accounts.viewerFromCookie(buyer.cookie)) as BuyerViewer;
  }, 300_000);

  it("shows each previewed quick-order line's stock and what ships later, as the cart does", async () => {
    const answer = await postForm(
      `${served.server.baseUrl}/new-quotation`,
      [
        ["intent", "preview"],
        ["csv", "sku,quantity\nHF-SD1,40\nSPD-SD1,2"],
      ],
      buyer.cookie,
    );
    expect(answer.status).toBe(200);
    const page = await html(answer);
    expect(page).toContain(TWELVE_IN_STOCK);
    expect(page).toContain(LATER);
    expect(page).toContain(SPD_LEAD);
    // Nothing of that line ships now: its badge says when, and no second note repeats it.
    expect(page).not.toContain(`Ships later: ${SPD_LEAD}`);
  });

  it("shows an open quote's stock on its page and its PDF, and none once it became an order", async () => {
    const { sales } = served.server.services;
    const products = [
      { sku: "HF-SD1", name: "Pump", brand: "Active Aqua", price: 0, quantity: 40, image: "" },
      { sku: "SPD-SD1", name: "Canna", brand: "Canna", price: 0, quantity: 2, image: "" },
    ];
    const { quote } = await sales.quotes.create(orderRequestSchema.parse(quotePayload({ products })), {
      viewer,
    });
    const path = `/quotations/${quote.quoteNumber}`;
    const pending = await html(await get(path));
    expect(pending).toContain(TWELVE_IN_STOCK);
    expect(pending).toContain(LATER);
    expect(pending).toContain(SPD_LEAD);
    // A reader with the mail's token sees the same words.
    const byToken = await html(await get(`${path}?token=${encodeURIComponent(quote.token)}`, ""));
    expect(byToken).toContain(LATER);

    const found = (await sales.documents.byNumber(quote.quoteNumber))!;
    await sales.negotiation.priceAndSend(
      found.document.id,
      priceQuoteSchema.parse({
        lines: [
          { sku: "HF-SD1", quantity: "40", unitPrice: "40.00" },
          { sku: "SPD-SD1", quantity: "2", unitPrice: "50.00" },
        ],
        freight: "120",
        validUntil: day(10),
      }),
      "staff:ana",
    );
    const pdf = await get(`${path}/pdf`);
    expect(pdf.status).toBe(200);
    const text = pdfLayoutText(new Uint8Array(await pdf.arrayBuffer()), `quote-stock-${target.name}`).replace(
      /\s+/g,
      " ",
    );
    expect(text).toContain(`${TWELVE_IN_STOCK} · ${LATER}`);
    expect(text).toContain(`SPD-SD1 2 $50.00 $100.00 ${SPD_LEAD}`);
    expect(text).not.toContain(`${SPD_LEAD} · Ships later`);

    const accepted = await postForm(`${served.server.baseUrl}${path}`, [["intent", "accept"]], buyer.cookie);
    expect(accepted.status).toBe(303);
    const orderNumber = /order=(ORD-[A-Z0-9-]+)/.exec(accepted.headers.get("location") ?? "")![1];
    const converted = await html(await get(path));
    expect(converted).not.toContain(TWELVE_IN_STOCK);
    expect(await html(await get(`/quotations/${orderNumber}`))).not.toContain(TWELVE_IN_STOCK);
  });
});
