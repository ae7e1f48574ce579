import { createHmac } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderRequestSchema } from "../../core/order-request.ts";
import { sql, type Database } from "../../server/db/client.ts";
import { queryRows } from "../support/query-rows.ts";
import { migrate } from "../../server/db/migrate.ts";
import { createServices, type Services } from "../../server/services.ts";
import { seedCatalog } from "../factories/catalog.ts";
import { databaseTargets } from "../support/test-database.ts";
import { testEnv } from "../support/test-server.ts";
import { quotePayload, salesCatalog } from "./sales-fixtures.ts";

const SECRET = "ab".repeat(32);
/** The order link's token as the code before sales documents signed it. */
const oldOrderToken = (orderNumber: string) =>
  createHmac("sha256", Buffer.from(SECRET, "hex")).update(`order-token:${orderNumber}`).digest("base64url");

/** Rows as the quotes/orders tables of migrations 0020–0040 held them. */
async function writeOldRows(database: Database) {
  await database.db.execute(sql`insert into server_secrets (name, value) values ('order-token', ${SECRET})`);
  await database.db.execute(sql`
    insert into quotes (quote_number, idempotency_key, request_hash, source, first_name, last_name, email, phone,
      company_name, street_address, apartment, city, state, zip_code, country, special_requirements, item_count,
      subtotal_cents, created_at)
    values
      ('Q-OLDQUOTE1', 'key-quote-0001', 'hash-q1', 'quote', 'Maria', 'Lopez', 'maria@greenleaf.example', '555-0142',
       'Greenleaf Farms', '1450 Orchard Rd', '', 'Salinas', 'California', '93901', 'United States',
       'Loading dock at the back.', 4, 6495000000, '2026-03-01T10:00:00Z'),
      ('Q-OLDQUOTE2', null, 'hash-q2', 'checkout', 'Sam', 'Reed', 'sam@example.com', '555-0100',
       '', '2 Main St', 'Unit 3', 'Austin', 'Texas', '73301', 'United States', 'Saved from checkout.', 1, 0,
       '2026-03-02T11:30:00Z')`);
  await database.db.execute(sql`
    insert into quote_lines (quote_id, line_no, sku, name, brand, image, quantity, unit_price_cents, available)
    select id, 1, 'IL-Q1', 'Light', 'Iluminar', '/img/il.jpg', 3, 2165000000, true from quotes where quote_number = 'Q-OLDQUOTE1'
    union all
    select id, 2, 'SPD-Q1', 'Canna', 'Canna', '', 1, 0, true from quotes where quote_number = 'Q-OLDQUOTE1'
    union all
    select id, 1, 'GONE-1', 'Old pump', 'Unknown Brand', '', 1, null, false from quotes where quote_number = 'Q-OLDQUOTE2'`);
  await database.db.execute(sql`
    insert into orders (order_number, access_token_hash, idempotency_key, request_hash, status, payment_status, email,
      phone, first_name, last_name, address, apartment, city, state, zip_code, country, card_brand, card_last4,
      subtotal_cents, shipping_cents, tax_cents, total_cents, created_at)
    values
      ('ORD-OLDORDR1', 'unused', 'key-order-001', 'hash-o1', 'pending', 'awaiting', 'maria@greenleaf.example',
       '555-0142', 'Maria', 'Lopez', '1450 Orchard Rd', 'Suite 4', 'Salinas', 'California', '93901',
       'United States', 'Visa', '4242', 140898, 5000, 11272, 157170, '2026-03-03T09:15:00Z'),
      ('ORD-OLDORDR2', 'unused', null, 'hash-o2', 'paid', 'captured', 'sam@example.com', '555-0100', 'Sam', 'Reed',
       '2 Main St', '', 'Austin', 'Texas', '73301', 'United States', 'Mastercard', '4444', 5499, 5000, 440, 10939,
       '2026-03-04T16:45:00Z')`);
  await database.db.execute(sql`
    insert into order_lines (order_id, line_no, sku, name, brand, image, quantity, unit_price_cents)
    select id, 1, 'IL-Q1', 'Light', 'Iluminar', '', 1, 129900 from orders where order_number = 'ORD-OLDORDR1'
    union all
    select id, 2, 'SPD-Q1', 'Canna', 'Canna', '', 2, 5499 from orders where order_number = 'ORD-OLDORDR1'
    union all
    select id, 1, 'SPD-Q1', 'Canna', 'Canna', '', 1, 5499 from orders where order_number = 'ORD-OLDORDR2'`);
}

describe.each(databaseTargets())("migrating quotes and orders into sales documents on $name", (target) => {
  let database: Database;
  let sales: Services["sales"];

  beforeAll(async () => {
    database = await target.open({ through: "0040_search_words.sql" });
    await writeOldRows(database);
    expect(await migrate(database.db)).toContain("0041_sales_documents.sql");
    sales = createServices(database, testEnv()).sales;
  });
  afterAll(() => database?.close());

  it("keeps every quote's number, fields, money and timestamp, and starts it pending", async () => {
    const big = await sales.documents.byNumber("Q-OLDQUOTE1");
    expect(big?.document).toMatchObject({
      kind: "quote",
      status: "pending",
      idempotencyKey: "key-quote-0001",
      requestHash: "hash-q1",
      submittedFrom: "quote",
      companyName: "Greenleaf Farms",
      notes: "Loading dock at the back.",
      itemCount: 4,
      subtotalCents: 6_495_000_000,
      totalCents: 6_495_000_000,
      shippingCents: 0,
      paymentStatus: null,
      cardLast4: null,
    });
    expect(new Date(big!.document.createdAt).toISOString()).toBe("2026-03-01T10:00:00.000Z");
    expect(big?.lines.map((l) => [l.lineNo, l.sku, l.quantity, l.unitPriceCents, l.lineTotalCents])).toEqual([
      [1, "IL-Q1", 3, 2_165_000_000, 6_495_000_000],
      [2, "SPD-Q1", 1, 0, 0],
    ]);
    const saved = await sales.documents.byNumber("Q-OLDQUOTE2");
    expect(saved?.document).toMatchObject({
      submittedFrom: "checkout",
      apartment: "Unit 3",
      idempotencyKey: null,
    });
    expect(saved?.lines).toMatchObject([
      { sku: "GONE-1", unitPriceCents: null, available: false, lineTotalCents: null },
    ]);
  });

  it("keeps every order's status, payment, card and totals, and its emailed link still opens it", async () => {
    const paid = await sales.documents.byNumber("ORD-OLDORDR2");
    expect(paid?.document).toMatchObject({
      kind: "order",
      status: "paid",
      paymentStatus: "captured",
      cardBrand: "Mastercard",
      cardLast4: "4444",
      streetAddress: "2 Main St",
      itemCount: 1,
      subtotalCents: 5_499,
      shippingCents: 5_000,
      taxCents: 440,
      totalCents: 10_939,
    });
    const order = await sales.orders.find("ORD-OLDORDR1", oldOrderToken("ORD-OLDORDR1"));
    expect(order).toMatchObject({
      orderNumber: "ORD-OLDORDR1",
      createdAt: "2026-03-03T09:15:00.000Z",
      status: "pending",
      paymentStatus: "awaiting",
      shipping: { address: "1450 Orchard Rd", apartment: "Suite 4" },
      items: [
        { sku: "IL-Q1", quantity: 1, unitPriceCents: 129_900 },
        { sku: "SPD-Q1", quantity: 2, unitPriceCents: 5_499 },
      ],
      totalCents: 157_170,
    });
    expect(await sales.orders.find("ORD-OLDORDR1", oldOrderToken("ORD-OLDORDR2"))).toBeNull();
  });

  it("writes one initial history entry per document, at its creation time", async () => {
    const rows = await queryRows<{
      number: string;
      from_status: string | null;
      to_status: string;
      at: string;
    }>(
      database.db,
      sql`select d.number, e.from_status, e.to_status, e.at::text as at
          from sales_document_events e join sales_documents d on d.id = e.document_id order by d.number`,
    );
    expect(rows.map((r) => [r.number, r.from_status, r.to_status])).toEqual([
      ["ORD-OLDORDR1", null, "pending"],
      ["ORD-OLDORDR2", null, "paid"],
      ["Q-OLDQUOTE1", null, "pending"],
      ["Q-OLDQUOTE2", null, "pending"],
    ]);
    const paid = await sales.documents.byNumber("ORD-OLDORDR2");
    const [first] = await sales.documents.history(paid!.document.id);
    expect(new Date(first.at).toISOString()).toBe("2026-03-04T16:45:00.000Z");
    expect(first.reason).toBe("Order placed (before sales documents)");
  });

  it("drops the old tables and goes on numbering new documents beside the migrated ones", async () => {
    const old = await queryRows<{ name: string }>(
      database.db,
      sql`select table_name as name from information_schema.tables
          where table_schema = current_schema() and table_name in ('quotes', 'quote_lines', 'orders', 'order_lines')`,
    );
    expect(old).toEqual([]);
    await seedCatalog(database.db, salesCatalog);
    const { quote, created } = await sales.quotes.create(orderRequestSchema.parse(quotePayload()));
    expect(created).toBe(true);
    const [{ n }] = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from sales_documents`,
    );
    expect(n).toBe(5);
    expect(await sales.quotes.find(quote.quoteNumber, quote.token)).toEqual(quote);
  });
});
