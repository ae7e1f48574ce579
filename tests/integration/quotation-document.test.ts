import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderRequestSchema } from "../../core/order-request.ts";
import type { QuoteSummary } from "../../core/quote-summary.ts";
import { sql, type Database } from "../../server/db/client.ts";
import { rawSpd, seedCatalog } from "../factories/catalog.ts";
import { buildStorefront } from "../support/page-build.ts";
import { queryRows } from "../support/query-rows.ts";
import { databaseTargets } from "../support/test-database.ts";
import { startTestServer } from "../support/test-server.ts";
import { quotePayload } from "./sales-fixtures.ts";

const PUBLIC_URL = "https://shop.canopy.example";
const LINES = 200;
const skus = Array.from({ length: LINES }, (_, i) => `SPD-DOC-${String(i).padStart(3, "0")}`);
const nameOf = (i: number) => `Commercial Fabric Grow Pot number ${i} with a long descriptive name`;

let build: ReturnType<typeof buildStorefront>;
beforeAll(() => {
  build = buildStorefront();
});
afterAll(() => build?.remove());

/** The quote's link in a mail, as the mail's HTML writes it (the token may carry &amp;-escaped text). */
/** A page's HTML without the comments React puts between adjacent texts. */
const page = async (answer: Response) => (await answer.text()).replaceAll("<!-- -->", "");

const linkIn = (html: string) => {
  const found = html.match(/href="(https:\/\/shop\.canopy\.example\/quotations\/[^"]+)"/);
  return found ? found[1].replaceAll("&amp;", "&") : null;
};

describe.each(databaseTargets())("the long quote's full document ($name)", (target) => {
  let database: Database;
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let quote: QuoteSummary;
  let mails: { to_address: string; html: string }[];
  const local = (publicLink: string) => publicLink.replace(PUBLIC_URL, server.baseUrl);

  beforeAll(async () => {
    database = await target.open();
    await seedCatalog(database.db, {
      spd: skus.map((sku, i) => rawSpd({ sku, item_name: nameOf(i), msrp: "14.00", map: "12.50" })),
    });
    server = await startTestServer(
      database,
      { PUBLIC_URL, RATE_LIMIT_READS_PER_MINUTE: "0", PAGE_CACHE_MB: "0" },
      build.dir,
    );
    const products = skus.map((sku) => ({
      sku,
      name: sku,
      brand: "Canna",
      price: 1,
      quantity: 2,
      image: "",
    }));
    ({ quote } = await server.services.sales.quotes.create(
      orderRequestSchema.parse(quotePayload({ products, specialRequirements: "Forklift on site." })),
    ));
    mails = await queryRows<{ to_address: string; html: string }>(
      database.db,
      sql`select to_address, html from outbox_emails where ref_id = ${quote.quoteNumber} order by id`,
    );
  });
  afterAll(async () => {
    await server?.close();
    await database?.close();
  });

  it("summarises the 200 lines in mails under 90 KB that link to the document on PUBLIC_URL", () => {
    expect(mails.map((m) => m.to_address)).toEqual(["maria@greenleaf.example", server.env.SALES_EMAIL]);
    for (const mail of mails) {
      expect(Buffer.byteLength(mail.html), mail.to_address).toBeLessThan(90 * 1024);
      expect(mail.html).not.toContain(nameOf(LINES - 1));
      expect(linkIn(mail.html), mail.to_address).toBe(
        `${PUBLIC_URL}/quotations/${quote.quoteNumber}?token=${encodeURIComponent(quote.token)}`,
      );
    }
  });

  it("opens the document from the mail's link with every line, the totals, the address, notes and history", async () => {
    const answer = await fetch(local(linkIn(mails[0].html)!));
    expect(answer.status).toBe(200);
    expect(answer.headers.get("cache-control")).toBe("private, no-store");
    expect(answer.headers.get("x-robots-tag")).toBe("noindex");
    const html = await page(answer);
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html.match(/data-testid="quotation-line"/g)).toHaveLength(LINES);
    for (let i = 0; i < LINES; i++) expect(html).toContain(nameOf(i));
    // 200 lines × 2 units at the $12.50 list price.
    expect(html).toMatch(/data-testid="quotation-total">\$5,000\.00</);
    expect(html).toContain("1450 Orchard Rd");
    expect(html).toContain("Forklift on site.");
    expect(html).toContain("Status: Pending");
    expect(html).toContain("Quote request submitted");
  });

  it("shows each later status change in the history", async () => {
    const found = await server.services.sales.documents.byNumber(quote.quoteNumber);
    await server.services.sales.documents.transition(found!.document.id, "priced", "sales", "Priced by Ana");
    const html = await page(await fetch(local(linkIn(mails[0].html)!)));
    expect(html).toContain("Status: Priced");
    expect(html).toMatch(/Pending → <strong>Priced<\/strong>: Priced by Ana \(sales\)/);
  });

  it("answers a wrong, missing or another quote's token with a 404 that says what is missing", async () => {
    const other = await server.services.sales.quotes.create(
      orderRequestSchema.parse(
        quotePayload({
          products: [{ sku: skus[0], name: "x", brand: "Canna", price: 1, quantity: 1, image: "" }],
        }),
      ),
    );
    const path = `/quotations/${quote.quoteNumber}`;
    for (const query of ["", "?token=", "?token=wrong", `?token=${encodeURIComponent(other.quote.token)}`]) {
      const answer = await fetch(`${server.baseUrl}${path}${query}`);
      expect(answer.status, query).toBe(404);
      expect(answer.headers.get("cache-control"), query).toBe("private, no-store");
      const html = await answer.text();
      expect(html).toContain("Quote not found. Check the link in your confirmation email.");
      expect(html).not.toContain(nameOf(1));
    }
    expect((await fetch(`${server.baseUrl}/quotations/Q-NOSUCH?token=${quote.token}`)).status).toBe(404);
  });

  it("links the thank-you page to the document", async () => {
    const answer = await fetch(
      `${server.baseUrl}/thankyou?quote=${quote.quoteNumber}&token=${encodeURIComponent(quote.token)}`,
    );
    const html = (await answer.text()).replaceAll("&amp;", "&");
    expect(html).toContain(
      `href="/quotations/${quote.quoteNumber}?token=${encodeURIComponent(quote.token)}"`,
    );
  });
});
