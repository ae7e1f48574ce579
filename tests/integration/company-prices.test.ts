import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Viewer } from "../../core/viewer.ts";
import { orderRequestSchema } from "../../core/order-request.ts";
import { sql, type Database } from "../../server/db/client.ts";
import { queryRows } from "../support/query-rows.ts";
import { createServices, type Services } from "../../server/services.ts";
import { companies } from "../../server/db/schema/companies.ts";
import { users } from "../../server/db/schema/identity.ts";
import { rawHydrofarm, rawIluminar, rawSpd, seedCatalog } from "../factories/catalog.ts";
import { databaseTargets } from "../support/test-database.ts";
import { testEnv } from "../support/test-server.ts";
import { quotePayload, salesStaff as staff } from "./sales-fixtures.ts";

/** List prices: IL-CP at msrp $1,299.00; SPD-CP (Canna nutrient) at map $54.99; HF-CP at map $44.99. */
const catalog = {
  iluminar: [rawIluminar({ sku: "IL-CP", msrp: "1,299.00" })],
  spd: [rawSpd({ sku: "SPD-CP", msrp: "59.99", map: "54.99" })],
  hydrofarm: [rawHydrofarm({ sku: "HF-CP", msrp: "49.99", map: "44.99", cost: "30.00", wholesale: "40.00" })],
};

const buyer = (companyId: string): Viewer => ({
  kind: "buyer",
  userId: `user-${companyId}`,
  email: `buyer@${companyId}.example`,
  name: "Buyer",
  companyId,
  companyName: companyId,
  companyRole: "buyer",
});

describe.each(databaseTargets())("company prices on $name", (target) => {
  let database: Database;
  let services: Services;

  beforeAll(async () => {
    database = await target.open();
    await seedCatalog(database.db, catalog);
    services = createServices(database, testEnv());
    const ids = ["acme", "deep-co", "no-list-co"];
    await database.db.insert(companies).values(ids.map((id) => ({ id, name: id })));
    // The buyers the tests act as (their documents record who placed them).
    await database.db
      .insert(users)
      .values(ids.map((id) => ({ id: `user-${id}`, name: id, email: `buyer@${id}.example` })));
  });
  afterAll(async () => {
    await database?.close();
  });

  it("prices a company without a list of its own from the seeded default Commercial list", async () => {
    const prices = await services.pricing.companyPrices("no-list-co", ["IL-CP", "SPD-CP", "HF-CP", "NOPE"]);
    expect(Object.fromEntries(prices)).toEqual({
      // grow-lights 6% off $1,299.00
      "IL-CP": {
        unitPriceCents: 122_106,
        basis: "category",
        breaks: [
          { minQuantity: 5, unitPriceCents: 118_443 },
          { minQuantity: 10, unitPriceCents: 116_001 },
          { minQuantity: 25, unitPriceCents: 112_338 },
        ],
      },
      // nutrients-supplements 15% off $54.99
      "SPD-CP": {
        unitPriceCents: 4_674,
        basis: "category",
        breaks: [
          { minQuantity: 5, unitPriceCents: 4_534 },
          { minQuantity: 10, unitPriceCents: 4_440 },
          { minQuantity: 25, unitPriceCents: 4_300 },
        ],
      },
      // list-wide 10% off $44.99 is $40.49, capped at the feed's wholesale $40.00
      "HF-CP": {
        unitPriceCents: 4_000,
        basis: "wholesale",
        breaks: [
          { minQuantity: 5, unitPriceCents: 3_880 },
          { minQuantity: 10, unitPriceCents: 3_800 },
          { minQuantity: 25, unitPriceCents: 3_680 },
        ],
      },
    });
  });

  it("a company's own list replaces the default for that company only", async () => {
    const own = await services.pricing.createList("Acme terms");
    await services.pricing.setRule(own, { kind: "sku", sku: "SPD-CP", fixedPriceCents: 4_100 });
    await services.pricing.setRule(own, { kind: "brand", brand: "Iluminar", percentOffBp: 1000 });
    await services.pricing.assignList("acme", own);
    const acme = await services.pricing.companyPrices("acme", ["IL-CP", "SPD-CP", "HF-CP"]);
    expect(acme.get("SPD-CP")).toEqual({ unitPriceCents: 4_100, basis: "sku", breaks: [] });
    expect(acme.get("IL-CP")).toMatchObject({ unitPriceCents: 116_910, basis: "brand" });
    // No list-wide rule and no wholesale cap on this list: the list price.
    expect(acme.get("HF-CP")).toMatchObject({ unitPriceCents: 4_499, basis: "list price" });
    expect((await services.pricing.companyPrices("other", ["SPD-CP"])).get("SPD-CP")?.unitPriceCents).toBe(
      4_674,
    );
    // Setting the same rule again replaces it.
    await services.pricing.setRule(own, { kind: "sku", sku: "SPD-CP", fixedPriceCents: 4_200 });
    expect((await services.pricing.companyPrices("acme", ["SPD-CP"])).get("SPD-CP")?.unitPriceCents).toBe(
      4_200,
    );
  });

  it("no company price is below the supplier's cost", async () => {
    const deep = await services.pricing.createList("Too deep");
    await services.pricing.setRule(deep, { kind: "list", percentOffBp: 9000 });
    await services.pricing.assignList("deep-co", deep);
    const prices = await services.pricing.companyPrices("deep-co", ["HF-CP", "SPD-CP"]);
    expect(prices.get("HF-CP")?.unitPriceCents).toBe(3_000);
    // Without a cost in the feed: at most 40% off.
    expect(prices.get("SPD-CP")?.unitPriceCents).toBe(3_300);
  });

  it("the stored rules refuse a rule without a target or a percentage out of range", async () => {
    const list = await services.pricing.listId("Commercial");
    await expect(
      services.pricing.setRule(list, { kind: "brand", brand: "", percentOffBp: 500 }),
    ).rejects.toThrow();
    await expect(services.pricing.setRule(list, { kind: "list", percentOffBp: 9_500 })).rejects.toThrow();
    await expect(
      services.pricing.setRule(list, { kind: "break", minQuantity: 1, percentOffBp: 100 }),
    ).rejects.toThrow();
  });

  it("cart lines carry the company price at each line's quantity for a buyer, the list price otherwise", async () => {
    const lines = [
      { sku: "SPD-CP", quantity: 10 },
      { sku: "HF-CP", quantity: 1 },
      { sku: "GONE", quantity: 1 },
    ];
    const asBuyer = await services.sales.priceLines(lines, buyer("no-list-co"));
    expect(asBuyer.map((l) => l.unitPriceCents)).toEqual([4_440, 4_000, null]);
    for (const viewer of [null, staff]) {
      const listed = await services.sales.priceLines(lines, viewer);
      expect(listed.map((l) => l.unitPriceCents)).toEqual([5_499, 4_499, null]);
    }
  });

  it("a buyer's quote is stored and mailed at the company's prices; an anonymous one at list prices", async () => {
    const products = [
      { sku: "SPD-CP", name: "Canna", brand: "Canna", price: 0.01, quantity: 5, image: "" },
      { sku: "IL-CP", name: "Light", brand: "Iluminar", price: 0.01, quantity: 1, image: "" },
    ];
    const { quote } = await services.sales.quotes.create(
      orderRequestSchema.parse(quotePayload({ products })),
      {
        viewer: buyer("no-list-co"),
      },
    );
    expect(quote.items.map((i) => i.unitPriceCents)).toEqual([4_534, 122_106]);
    expect(quote.subtotalCents).toBe(5 * 4_534 + 122_106);
    const stored = await queryRows<{ unit_price_cents: number }>(
      database.db,
      sql`select l.unit_price_cents::float8 as unit_price_cents from sales_document_lines l
          join sales_documents d on d.id = l.document_id where d.number = ${quote.quoteNumber} order by l.line_no`,
    );
    expect(stored.map((l) => l.unit_price_cents)).toEqual([4_534, 122_106]);
    const [owner] = await queryRows<{ company_id: string | null }>(
      database.db,
      sql`select company_id from sales_documents where number = ${quote.quoteNumber}`,
    );
    expect(owner?.company_id).toBe("no-list-co");
    const mails = await queryRows<{ text_body: string }>(
      database.db,
      sql`select text_body from outbox_emails where ref_id = ${quote.quoteNumber}`,
    );
    expect(mails.length).toBeGreaterThan(0);
    for (const mail of mails) expect(mail.text_body).toContain("$1,221.06");

    const anonymous = await services.sales.quotes.create(
      orderRequestSchema.parse(quotePayload({ products, email: "anon@example.com" })),
    );
    expect(anonymous.quote.items.map((i) => i.unitPriceCents)).toEqual([5_499, 129_900]);
  });

  it("a buyer's order is charged at the company's prices", async () => {
    const { order } = await services.sales.orders.create(
      {
        contact: { email: "maria@greenleaf.example", phone: "(831) 555-0142" },
        shipping: {
          firstName: "Maria",
          lastName: "Lopez",
          address: "1450 Orchard Rd",
          apartment: "",
          city: "Salinas",
          state: "California",
          zipCode: "93901",
          country: "United States",
        },
        paymentMethod: "card",
        poNumber: "",
        jobName: "",
        acceptTerms: true,
        items: [{ sku: "HF-CP", quantity: 10 }],
      },
      undefined,
      buyer("no-list-co"),
    );
    expect(order.items[0].unitPriceCents).toBe(3_800);
    expect(order.subtotalCents).toBe(38_000);
  });
});
