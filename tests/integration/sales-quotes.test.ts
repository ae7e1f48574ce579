import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { QUOTE_NUMBER_PATTERN } from "../../core/order-request.ts";
import { sql, type Database } from "../../server/db/client.ts";
import { queryRows } from "../support/query-rows.ts";
import { seedCatalog } from "../factories/catalog.ts";
import { databaseTargets } from "../support/test-database.ts";
import { startTestServer } from "../support/test-server.ts";
import { IL_Q1_CENTS, postJson, quotePayload, salesCatalog, SPD_Q1_CENTS } from "./sales-fixtures.ts";

describe.each(databaseTargets())("quote requests on $name", (target) => {
  let database: Database;
  let server: Awaited<ReturnType<typeof startTestServer>>;
  const count = async (table: string, where = sql`true`) =>
    (
      await queryRows<{ n: number }>(
        database.db,
        sql`select count(*)::int as n from ${sql.raw(table)} where ${where}`,
      )
    )[0].n;
  const submit = (body: unknown, key?: string) =>
    postJson(`${server.baseUrl}/api/contact/order-request`, body, key ? { "idempotency-key": key } : {});

  beforeAll(async () => {
    database = await target.open();
    await seedCatalog(database.db, salesCatalog);
    server = await startTestServer(database, { RATE_LIMIT_WRITES_PER_MINUTE: "1000" });
  });
  afterAll(async () => {
    await server?.close();
    await database?.close();
  });

  it("ignores forged client prices and stores catalogue prices with the quote and its two emails", async () => {
    const res = await submit(quotePayload());
    expect(res.status).toBe(201);
    const { quote } = await res.json();
    expect(quote.quoteNumber).toMatch(QUOTE_NUMBER_PATTERN);
    expect(quote.subtotalCents).toBe(2 * IL_Q1_CENTS + 3 * SPD_Q1_CENTS);
    expect(quote.itemCount).toBe(5);
    expect(quote.items.map((i: { unitPriceCents: number }) => i.unitPriceCents)).toEqual([
      IL_Q1_CENTS,
      SPD_Q1_CENTS,
    ]);
    const lines = await queryRows<{ unit_price_cents: number }>(
      database.db,
      sql`select l.unit_price_cents::float8 as unit_price_cents from sales_document_lines l
          join sales_documents d on d.id = l.document_id
          where d.kind = 'quote' and d.number = ${quote.quoteNumber} order by l.line_no`,
    );
    expect(lines.map((l) => l.unit_price_cents)).toEqual([IL_Q1_CENTS, SPD_Q1_CENTS]);
    const mails = await queryRows<{ to_address: string; subject: string; html: string; text_body: string }>(
      database.db,
      sql`select to_address, subject, html, text_body from outbox_emails where ref_id = ${quote.quoteNumber} order by id`,
    );
    expect(mails.map((m) => m.to_address)).toEqual(["maria@greenleaf.example", server.env.SALES_EMAIL]);
    expect(mails[0].subject).toContain(quote.quoteNumber);
    expect(mails[0].html).toContain("<html");
    expect(mails[0].text_body).toContain(quote.quoteNumber);
    expect(mails[0].text_body).not.toContain("<");
  });

  it("keeps a sku the catalogue no longer has as unavailable, priced by sales, outside the estimate", async () => {
    const res = await submit(
      quotePayload({ products: [{ sku: "GONE-1", name: "Old pump", price: 999, quantity: 1 }] }),
    );
    expect(res.status).toBe(201);
    const { quote } = await res.json();
    expect(quote.items[0]).toMatchObject({
      sku: "GONE-1",
      name: "Old pump",
      brand: "Unknown Brand",
      available: false,
      unitPriceCents: null,
    });
    expect(quote.subtotalCents).toBe(0);
  });

  it("returns the same quote for the same Idempotency-Key and creates nothing new", async () => {
    const key = randomUUID();
    const first = await submit(quotePayload(), key);
    const second = await submit(quotePayload(), key);
    expect(first.status).toBe(201);
    expect(second.status).toBe(200);
    expect(second.headers.get("idempotent-replayed")).toBe("true");
    const a = await first.json();
    const b = await second.json();
    expect(b).toEqual(a);
    expect(a.confirmationPath).toBe(`/thankyou?quote=${a.quote.quoteNumber}&token=${a.quote.token}`);
    expect(await count("sales_documents", sql`kind = 'quote' and idempotency_key = ${key}`)).toBe(1);
    expect(await count("outbox_emails", sql`ref_id = ${a.quote.quoteNumber}`)).toBe(2);
  });

  it("creates exactly one quote when the same key arrives 8 times at once", async () => {
    const key = randomUUID();
    const responses = await Promise.all(Array.from({ length: 8 }, () => submit(quotePayload(), key)));
    expect(responses.every((r) => r.status === 200 || r.status === 201)).toBe(true);
    const numbers = new Set(
      await Promise.all(responses.map(async (r) => (await r.json()).quote.quoteNumber)),
    );
    expect(numbers.size).toBe(1);
    expect(responses.filter((r) => r.status === 201)).toHaveLength(1);
    expect(await count("sales_documents", sql`kind = 'quote' and idempotency_key = ${key}`)).toBe(1);
    expect(await count("outbox_emails", sql`ref_id = ${[...numbers][0]}`)).toBe(2);
  });

  it("refuses a reused Idempotency-Key with a different request (409)", async () => {
    const key = randomUUID();
    expect((await submit(quotePayload(), key)).status).toBe(201);
    const res = await submit(quotePayload({ firstName: "Someone" }), key);
    expect(res.status).toBe(409);
    expect((await res.json()).error.code).toBe("conflict");
  });

  it("answers an invalid body with 400 and a message per field, and stores nothing", async () => {
    const before = await count("sales_documents", sql`kind = 'quote'`);
    const res = await submit({ ...quotePayload(), firstName: " ", email: "nope", products: [] });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.error.code).toBe("validation_error");
    expect(body.error.fields).toMatchObject({
      firstName: "First name is required.",
      email: "Please enter a valid email address.",
      products: "Add at least one item.",
    });
    expect(await count("sales_documents", sql`kind = 'quote'`)).toBe(before);
  });

  it("refuses carts over 200 lines, bodies over 64 KB, non-JSON and a filled honeypot with clear 4xx", async () => {
    const many = Array.from({ length: 201 }, (_, i) => ({ sku: `S-${i}`, quantity: 1 }));
    const tooMany = await submit(quotePayload({ products: many }));
    expect(tooMany.status).toBe(400);
    expect((await tooMany.json()).error.message).toBe("A cart can hold at most 200 different items.");

    const huge = await submit(quotePayload({ specialRequirements: "x".repeat(70_000) }));
    expect(huge.status).toBe(413);
    expect((await huge.json()).error.message).toBe("Request body is too large.");

    const text = await fetch(`${server.baseUrl}/api/contact/order-request`, {
      method: "POST",
      body: "hello",
    });
    expect(text.status).toBe(400);
    expect((await text.json()).error.message).toBe("Send the form as a JSON object.");

    const broken = await fetch(`${server.baseUrl}/api/contact/order-request`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{not json",
    });
    expect(broken.status).toBe(400);
    expect((await broken.json()).error.message).toBe("Request body is not valid JSON.");

    const bot = await submit({ ...quotePayload(), website: "http://spam.example" });
    expect(bot.status).toBe(400);

    const badKey = await submit(quotePayload(), "short");
    expect(badKey.status).toBe(400);
  });

  it("re-prices a cart in one call; an unknown sku comes back unavailable", async () => {
    const res = await postJson(`${server.baseUrl}/api/cart/price`, {
      items: [
        { sku: "SPD-Q1", quantity: 2 },
        { sku: "NOPE", quantity: 1 },
      ],
    });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.lines[0]).toMatchObject({
      sku: "SPD-Q1",
      unitPriceCents: SPD_Q1_CENTS,
      available: true,
      brand: "Canna",
    });
    expect(body.lines[1]).toMatchObject({
      sku: "NOPE",
      unitPriceCents: null,
      available: false,
      brand: "Unknown Brand",
    });
    expect(body.subtotalCents).toBe(2 * SPD_Q1_CENTS);
  });
});

describe.each(databaseTargets())("write rate limit on $name", (target) => {
  let database: Database;
  let server: Awaited<ReturnType<typeof startTestServer>>;
  beforeAll(async () => {
    database = await target.open();
    // One proxy hop trusted, so the test can speak for a second client through X-Forwarded-For.
    server = await startTestServer(database, { RATE_LIMIT_WRITES_PER_MINUTE: "3", TRUST_PROXY: "1" });
  });
  afterAll(async () => {
    await server?.close();
    await database?.close();
  });

  it("answers 429 with a clear message once an IP exceeds its budget, per form", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      statuses.push(
        (await postJson(`${server.baseUrl}/api/contact/newsletter`, { email: `a${i}@x.example` })).status,
      );
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    const limited = await postJson(`${server.baseUrl}/api/contact/newsletter`, { email: "b@x.example" });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await limited.json()).error).toEqual({
      code: "rate_limited",
      message: "Too many requests. Please wait a minute and try again.",
    });
    // Another form has its own budget; another client IP too.
    expect((await postJson(`${server.baseUrl}/api/contact`, {})).status).toBe(400);
    const other = await postJson(
      `${server.baseUrl}/api/contact/newsletter`,
      { email: "c@x.example" },
      {
        "x-forwarded-for": "203.0.113.9",
      },
    );
    expect(other.status).toBe(200);
  });
});
