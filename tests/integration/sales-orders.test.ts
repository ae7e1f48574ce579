import { randomUUID } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, sql, type Db, type Database } from "../../server/db/client.ts";
import { queryRows } from "../support/query-rows.ts";
import { migrate } from "../../server/db/migrate.ts";
import { seedCatalog } from "../factories/catalog.ts";
import { databaseTargets } from "../support/test-database.ts";
import { startTestServer } from "../support/test-server.ts";
import { startServerProcess } from "../support/server-process.ts";
import {
  checkoutPayload,
  IL_Q1_CENTS,
  postJson,
  salesCatalog,
  SPD_Q1_CENTS,
  TEST_CARD,
} from "./sales-fixtures.ts";
import { CARD_DATA_REFUSED_MESSAGE } from "../../core/card-fields.ts";

const CARD_DIGITS = TEST_CARD.replace(/\s/g, "");
const CVV = "9317";

/** Every row of every table in the current schema, as text. */
async function allRowsText(db: Db): Promise<string> {
  const tables = await queryRows<{ table_name: string }>(
    db,
    sql`select table_name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'`,
  );
  const parts: string[] = [];
  for (const { table_name } of tables) {
    const rows = await queryRows<{ row: string }>(
      db,
      sql.raw(`select t::text as row from "${table_name}" t`),
    );
    parts.push(...rows.map((r) => r.row));
  }
  return parts.join("\n");
}

describe.each(databaseTargets())("checkout orders on $name", (target) => {
  let database: Database;
  let server: Awaited<ReturnType<typeof startTestServer>>;
  const order = (body: unknown, key?: string) =>
    postJson(`${server.baseUrl}/api/orders`, body, key ? { "idempotency-key": key } : {});

  beforeAll(async () => {
    database = await target.open();
    await seedCatalog(database.db, salesCatalog);
    server = await startTestServer(database, { RATE_LIMIT_WRITES_PER_MINUTE: "1000" });
  });
  afterAll(async () => {
    await server?.close();
    await database?.close();
  });

  it("prices on the server: $50 shipping, 8% tax, status pending, payment awaiting; forged totals ignored", async () => {
    const res = await order({
      ...checkoutPayload(),
      subtotalCents: 1,
      totalCents: 1,
      items: [
        { sku: "IL-Q1", quantity: 1, price: 0.01 },
        { sku: "SPD-Q1", quantity: 2, price: 0.01 },
      ],
    });
    expect(res.status).toBe(201);
    const { order: placed, confirmationPath } = await res.json();
    expect(confirmationPath).toBe(`/order-confirmation?order=${placed.orderNumber}&token=${placed.token}`);
    const subtotal = IL_Q1_CENTS + 2 * SPD_Q1_CENTS;
    expect(placed).toMatchObject({
      status: "pending",
      paymentStatus: "awaiting",
      subtotalCents: subtotal,
      shippingCents: 5_000,
      taxCents: Math.round(subtotal * 0.08),
      totalCents: subtotal + 5_000 + Math.round(subtotal * 0.08),
      // No payment provider configured: the order waits for a payment link, and nothing says a card.
      paymentMethod: "link",
      paidWith: null,
    });
    expect(placed.orderNumber).toMatch(/^ORD-[A-Z0-9]{9}$/);

    const found = await fetch(`${server.baseUrl}/api/orders/${placed.orderNumber}?token=${placed.token}`);
    expect(found.status).toBe(200);
    expect((await found.json()).order.totalCents).toBe(placed.totalCents);
    const forged = await fetch(`${server.baseUrl}/api/orders/${placed.orderNumber}?token=nope`);
    expect(forged.status).toBe(404);
    const [{ n }] = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from outbox_emails where ref_type = 'order' and ref_id = ${placed.orderNumber}`,
    );
    expect(n).toBe(2);
  });

  it("returns the same order and token for the same Idempotency-Key, even concurrently", async () => {
    const key = randomUUID();
    const responses = await Promise.all(Array.from({ length: 6 }, () => order(checkoutPayload(), key)));
    const bodies = await Promise.all(responses.map((r) => r.json()));
    expect(new Set(bodies.map((b) => b.order.orderNumber)).size).toBe(1);
    expect(new Set(bodies.map((b) => b.order.token)).size).toBe(1);
    expect(new Set(bodies.map((b) => b.confirmationPath)).size).toBe(1);
    expect(responses.filter((r) => r.status === 201)).toHaveLength(1);
    const [{ n }] = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from sales_documents where kind = 'order' and idempotency_key = ${key}`,
    );
    expect(n).toBe(1);
  });

  it("refuses card data, unaccepted Terms and unavailable items with clear messages", async () => {
    const bad = await order(
      checkoutPayload({
        card: { cardNumber: TEST_CARD, cardName: "X", expiryDate: "12/39", cvv: "123" },
        acceptTerms: false as true,
      } as never),
    );
    expect(bad.status).toBe(400);
    const { error } = await bad.json();
    expect(error.fields).toMatchObject({
      card: CARD_DATA_REFUSED_MESSAGE,
      acceptTerms: "Please accept the Terms of Service to continue",
    });
    const gone = await order(checkoutPayload({ items: [{ sku: "GONE-9", quantity: 1 }] }));
    expect(gone.status).toBe(400);
    expect((await gone.json()).error.message).toContain("GONE-9");
  });

  it("never stores a card number or CVV an old client posts: the order is refused and no table holds them", async () => {
    const res = await order(
      checkoutPayload({
        card: { cardNumber: TEST_CARD, cardName: "Maria Lopez", expiryDate: "12/39", cvv: CVV },
      } as never),
    );
    expect(res.status).toBe(400);
    expect(await res.text()).not.toContain(CARD_DIGITS);
    const everything = await allRowsText(database.db);
    expect(everything).not.toContain(CARD_DIGITS);
    expect(everything).not.toContain(TEST_CARD);
    // As a value of its own: timestamps and hashes hold any 4 digits by chance ('11.593175').
    expect(everything).not.toMatch(new RegExp(`(?<![0-9a-f])${CVV}(?![0-9a-f])`));
  });
});

describe("card data in a running server's logs", () => {
  it("never logs the card number, the CVV or the order link's token, even at trace level", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "canopy-card-"));
    const seeding = await openDatabase({ dataDir });
    await migrate(seeding.db);
    await seedCatalog(seeding.db, salesCatalog);
    await seeding.close();

    const server = await startServerProcess({ DATA_DIR: dataDir, LOG_LEVEL: "trace" });
    let token: string | undefined;
    try {
      const url = `${server.baseUrl}/api/orders`;
      const card = { cardNumber: TEST_CARD, cardName: "Maria Lopez", expiryDate: "12/39", cvv: CVV };
      const placed = await postJson(url, checkoutPayload());
      expect(placed.status).toBe(201);
      const { order } = await placed.json();
      token = order.token;
      expect((await fetch(`${url}/${order.orderNumber}?token=${token}`)).status).toBe(200);
      // Card data an old client posts is refused, and never leaks through the refusal either.
      const refused = await postJson(url, checkoutPayload({ card } as never));
      expect(refused.status).toBe(400);
      expect(await refused.text()).not.toContain(CARD_DIGITS);
      await new Promise((r) => setTimeout(r, 300));
    } finally {
      server.child.kill("SIGTERM");
      await server.exited;
    }
    const output = server.output();
    expect(output).toContain("incoming request");
    expect(output).not.toContain(CARD_DIGITS);
    expect(output).not.toContain(TEST_CARD);
    expect(output).not.toContain(CVV);
    expect(output).toContain("token=[redacted]");
    expect(output).not.toContain(String(token));
  }, 180_000);
});
