import { afterAll, beforeAll, describe, expect, it } from "vitest";
import pino from "pino";
import { orderRequestSchema } from "../../core/order-request.ts";
import { sql, type Database } from "../../server/db/client.ts";
import { queryRows } from "../support/query-rows.ts";
import { createOutboxWorker } from "../../server/email/outbox-worker.ts";
import { smtpTransport } from "../../server/email/transport.ts";
import { createServices } from "../../server/services.ts";
import { rawSpd, seedCatalog } from "../factories/catalog.ts";
import { mailHeader as header, startSmtpSink } from "../e2e/support/smtp-sink.ts";
import { databaseTargets } from "../support/test-database.ts";
import { testEnv } from "../support/test-server.ts";
import { quotePayload } from "./sales-fixtures.ts";

const MAIL_FROM = "Canopy Sales <sales@mail.canopy-shop.example>";
const LINES = 200;
const skus = Array.from({ length: LINES }, (_, i) => `SPD-MAIL-${String(i).padStart(3, "0")}`);

describe.each(databaseTargets())("mail that arrives and reads right ($name)", (target) => {
  let database: Database;
  let other: Database;
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  let quoteNumber: string;
  const env = testEnv({ MAIL_FROM, PUBLIC_URL: "https://shop.canopy.example" });

  const deliverAll = async (db: Database) => {
    const worker = createOutboxWorker({
      db: db.db,
      transport: smtpTransport(smtp.url),
      from: MAIL_FROM,
      log: pino({ level: "silent" }),
      batchSize: 50,
    });
    while ((await worker.runOnce()) > 0);
    await worker.stop();
  };

  beforeAll(async () => {
    [database, other] = await Promise.all([target.open(), target.open()]);
    smtp = await startSmtpSink();
    const spd = skus.map((sku, i) =>
      rawSpd({ sku, item_name: `Commercial Fabric Grow Pot ${i} with a long descriptive name` }),
    );
    await seedCatalog(database.db, { spd });
    await seedCatalog(other.db, { spd: spd.slice(0, 2) });
    const products = skus.map((sku) => ({
      sku,
      name: sku,
      brand: "Canna",
      price: 1,
      quantity: 3,
      image: "",
    }));
    const { quote } = await createServices(database, env).sales.quotes.create(
      orderRequestSchema.parse(quotePayload({ products })),
    );
    quoteNumber = quote.quoteNumber;
    await createServices(other, env).sales.quotes.create(
      orderRequestSchema.parse(quotePayload({ products: products.slice(0, 2) })),
    );
    await deliverAll(database);
    await deliverAll(other);
  });
  afterAll(async () => {
    await smtp?.close();
    await Promise.all([database?.close(), other?.close()]);
  });

  it("keeps a 200-line quote's mails under 90 KB with the total, the site link and the footer", async () => {
    const rows = await queryRows<{ to_address: string; html: string; text_body: string }>(
      database.db,
      sql`select to_address, html, text_body from outbox_emails where ref_id = ${quoteNumber}`,
    );
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(Buffer.byteLength(row.html), row.to_address).toBeLessThan(90 * 1024);
      expect(row.html).toContain("Estimated value");
      expect(row.html.replace(/<!-- -->/g, "")).toContain(`and ${LINES - 20} more items`);
      expect(row.html).toContain('href="https://shop.canopy.example/"');
      expect(row.html).toContain(env.COMPANY_ADDRESS.replace(/&/g, "&amp;"));
    }
    const customer = rows.find((r) => r.to_address === "maria@greenleaf.example")!;
    expect(customer.html).toContain('href="https://shop.canopy.example/products"');
  });

  it("renders the Outlook wrapper table, color-scheme meta and a title", async () => {
    const [row] = await queryRows<{ html: string; subject: string }>(
      database.db,
      sql`select html, subject from outbox_emails where ref_id = ${quoteNumber} and to_address <> ${env.SALES_EMAIL}`,
    );
    expect(row!.html).toMatch(
      /<!--\[if mso\]><table role="presentation" width="600"[^>]*><tr><td><!\[endif\]-->/,
    );
    expect(row!.html).toContain("<!--[if mso]></td></tr></table><![endif]-->");
    expect(row!.html).toContain('<meta name="color-scheme" content="light"');
    expect(row!.html).toMatch(/<title>Quote request received<\/title>/);
  });

  it("sends sales notifications with Reply-To the customer, and customer mail without one", async () => {
    const mails = smtp.received.filter((m) => m.raw.includes(quoteNumber));
    const sales = mails.find((m) => m.to.includes(env.SALES_EMAIL))!;
    const customer = mails.find((m) => m.to.includes("maria@greenleaf.example"))!;
    expect(header(sales, "Reply-To")).toBe("maria@greenleaf.example");
    expect(header(customer, "Reply-To")).toBeUndefined();
  });

  it("gives every mail a Message-ID on the MAIL_FROM domain, unique across databases", async () => {
    const ids = smtp.received.map((m) => header(m, "Message-ID"));
    expect(ids.length).toBeGreaterThanOrEqual(4);
    for (const id of ids) expect(id).toMatch(/^<[0-9a-f-]{36}@mail\.canopy-shop\.example>$/);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
