import { afterAll, beforeAll, describe, expect, it } from "vitest";
import pino from "pino";
import { sql, type Database } from "../../server/db/client.ts";
import { queryRows } from "../support/query-rows.ts";
import { createOutboxWorker } from "../../server/email/outbox-worker.ts";
import { enqueueEmails } from "../../server/email/outbox.ts";
import { smtpTransport } from "../../server/email/transport.ts";
import { seedCatalog } from "../factories/catalog.ts";
import { startSmtpSink } from "../e2e/support/smtp-sink.ts";
import { databaseTargets } from "../support/test-database.ts";
import { testEnv } from "../support/test-server.ts";
import { createServices } from "../../server/services.ts";
import { quotePayload, salesCatalog } from "./sales-fixtures.ts";
import { orderRequestSchema } from "../../core/order-request.ts";

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A contact request: two mails, to sales and to the sender. */
const contactFrom = (services: ReturnType<typeof createServices>, email: string) =>
  services.sales.forms.contact({
    name: "Ana Green",
    company: "Green Acres",
    workEmail: email,
    phone: "555-0101",
    country: "United States",
    state: "Oregon",
    newsletter: false,
  });
/** The mails of the submission that mailed `email`, in order. */
const sameSubmissionAs = (email: string) =>
  sql`ref_id in (select ref_id from outbox_emails where to_address = ${email})`;

describe.each(databaseTargets())("email outbox delivery on $name", (target) => {
  let database: Database;
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  const log = pino({ level: "silent" });

  beforeAll(async () => {
    database = await target.open();
    await seedCatalog(database.db, salesCatalog);
    smtp = await startSmtpSink();
  });
  afterAll(async () => {
    await smtp?.close();
    await database?.close();
  });

  /** A worker without SMTP whose log lines are kept in `lines`. */
  function loggingWorker(options: { batchSize?: number; pollMs?: number } = {}) {
    const lines: string[] = [];
    const capture = pino({ level: "info" }, { write: (line: string) => void lines.push(line) });
    const worker = createOutboxWorker({
      db: database.db,
      transport: null,
      from: "x@canopy.example",
      log: capture,
      ...options,
    });
    return { worker, lines };
  }

  it("retries after SMTP failures with backoff and sends each mail exactly once when it recovers", async () => {
    const services = createServices(database, testEnv());
    const { quote } = await services.sales.quotes.create(orderRequestSchema.parse(quotePayload()));
    const worker = createOutboxWorker({
      db: database.db,
      transport: smtpTransport(smtp.url),
      from: "Canopy <sales@canopy.example>",
      log,
      baseBackoffMs: 800,
    });
    smtp.failNext(3);
    // First pass: both mails fail (451). Second pass, before the backoff ends: nothing is due.
    expect(await worker.runOnce()).toBe(0);
    expect(await worker.runOnce()).toBe(0);
    const [afterFailure] = await queryRows<{ attempts: number; last_error: string; status: string }>(
      database.db,
      sql`select attempts, last_error, status from outbox_emails where ref_id = ${quote.quoteNumber} order by id limit 1`,
    );
    expect(afterFailure).toMatchObject({ attempts: 1, status: "pending" });
    expect(afterFailure.last_error).toMatch(/451|Temporary/);

    let sent = 0;
    for (let i = 0; i < 20 && sent < 2; i++) {
      await sleep(250);
      sent += await worker.runOnce();
    }
    expect(sent).toBe(2);
    // Nothing left to send: a further pass delivers nothing twice.
    await sleep(500);
    expect(await worker.runOnce()).toBe(0);
    await worker.stop();

    const rows = await queryRows<{ status: string; sent_at: string | null }>(
      database.db,
      sql`select status, sent_at from outbox_emails where ref_id = ${quote.quoteNumber}`,
    );
    expect(rows.every((r) => r.status === "sent" && r.sent_at !== null)).toBe(true);
    const delivered = smtp.received.filter((m) => m.raw.includes(quote.quoteNumber));
    expect(delivered).toHaveLength(2);
    expect(delivered.map((m) => m.to[0]).sort()).toEqual(["maria@greenleaf.example", "sales@canopy.example"]);
    const customerMail = delivered.find((m) => m.to[0] === "maria@greenleaf.example")!.raw;
    expect(customerMail).toContain("text/plain");
    expect(customerMail).toContain("text/html");
    expect(customerMail).toContain(`Subject: We received your quote request ${quote.quoteNumber}`);
  });

  it("shares the outbox between two workers without sending anything twice", async () => {
    const services = createServices(database, testEnv());
    for (let i = 0; i < 5; i++) {
      await contactFrom(services, `reader${i}@example.com`);
    }
    const make = () =>
      createOutboxWorker({
        db: database.db,
        transport: smtpTransport(smtp.url),
        from: "x@canopy.example",
        log,
      });
    const a = make();
    const b = make();
    const before = smtp.received.length;
    const counts = await Promise.all([a.runOnce(), b.runOnce(), a.runOnce(), b.runOnce()]);
    await Promise.all([a.stop(), b.stop()]);
    expect(counts.reduce((x, y) => x + y, 0)).toBe(10);
    expect(smtp.received.length - before).toBe(10);
    const [{ n }] = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from outbox_emails where status <> 'sent'`,
    );
    expect(n).toBe(0);
  });

  it("never starts a send that could outlive its lease: the rest of the batch is released untouched", async () => {
    await database.db.execute(sql`update outbox_emails set status = 'sent' where status = 'pending'`);
    const services = createServices(database, testEnv());
    await contactFrom(services, "slow@example.com");
    const sentTo: string[] = [];
    const slowTransport = {
      async send(message: { to: string }) {
        await sleep(300);
        sentTo.push(message.to);
      },
      close() {},
    };
    // 45 s is the send budget; a lease just above it leaves room for one slow send only.
    const worker = createOutboxWorker({
      db: database.db,
      transport: slowTransport,
      from: "x@canopy.example",
      log,
      leaseMs: 45_100,
    });
    expect(await worker.runOnce()).toBe(1);
    const rows = await queryRows<{ status: string; attempts: number; locked_until: string | null }>(
      database.db,
      sql`select status, attempts, locked_until from outbox_emails where ${sameSubmissionAs("slow@example.com")} order by id`,
    );
    expect(rows).toEqual([
      { status: "sent", attempts: 1, locked_until: null },
      { status: "pending", attempts: 0, locked_until: null },
    ]);
    expect(await worker.runOnce()).toBe(1);
    await worker.stop();
    expect(sentTo).toHaveLength(2);
  });

  it("without SMTP_URL keeps mails in the outbox and logs each once (2 mails, 2 passes, 2 lines)", async () => {
    const services = createServices(database, testEnv());
    await contactFrom(services, "kept@example.com");
    const { worker, lines } = loggingWorker();
    await worker.runOnce();
    await worker.runOnce();
    await worker.stop();
    const rows = await queryRows<{ id: number; status: string }>(
      database.db,
      sql`select id, status from outbox_emails where ${sameSubmissionAs("kept@example.com")} order by id`,
    );
    const logged = lines.filter((l) => rows.some((r) => new RegExp(`"outboxId":"?${r.id}"?,`).test(l)));
    expect(logged).toHaveLength(2);
    expect(rows.map((r) => r.status)).toEqual(["pending", "pending"]);
  });

  it("without SMTP_URL logs a backlog batch after batch, without waiting a poll interval between full batches", async () => {
    const backlog = Array.from({ length: 25 }, (_, i) => ({
      template: "form-confirmation" as const,
      to: `backlog${i}@example.com`,
      subject: "Welcome",
      html: "<p>Welcome</p>",
      text: "Welcome",
      refType: "newsletter",
      refId: `backlog${i}@example.com`,
    }));
    await enqueueEmails(database.db, backlog);
    const { worker, lines } = loggingWorker({ batchSize: 10, pollMs: 60_000 });
    worker.start();
    for (let waited = 0; waited < 10_000 && lines.length < 25; waited += 20) await sleep(20);
    await worker.stop();
    const logged = lines.filter((l) => l.includes("backlog"));
    expect(logged).toHaveLength(25);
    expect(new Set(logged.map((l) => (JSON.parse(l) as { to: string }).to)).size).toBe(25);
    expect(await worker.runOnce()).toBe(0);
  });
});
