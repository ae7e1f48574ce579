import { createHmac, timingSafeEqual } from "node:crypto";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "../../server/db/client.ts";
import { seedCatalog } from "../factories/catalog.ts";
import { queryRows } from "../support/query-rows.ts";
import { databaseTargets } from "../support/test-database.ts";
import { serverPerFile } from "../support/server-per-file.ts";
import { checkoutPayload, postJson, salesCatalog } from "./sales-fixtures.ts";
import { createWebhookService, pausedEndpointMail } from "../../server/webhooks/webhook-service.ts";
import { createWebhookWorker } from "../../server/webhooks/webhook-worker.ts";
import { checkWebhookUrl } from "../../server/webhooks/url-safety.ts";

/** A planned answer that never comes: the request hangs until the sender gives up. */
const HANG = -1;

interface Received {
  headers: IncomingMessage["headers"];
  body: string;
}

/** A receiver on this machine: records each request and answers with the next planned status. */
async function startReceiver() {
  const received: Received[] = [];
  const plan: number[] = [];
  const server: Server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString()));
    req.on("end", () => {
      received.push({ headers: req.headers, body });
      const status = plan.shift() ?? 200;
      if (status === HANG) return;
      if (status === 302) res.writeHead(302, { location: "http://127.0.0.1:1/elsewhere" });
      else res.writeHead(status);
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;
  const close = () => {
    server.closeAllConnections();
    return new Promise((r) => server.close(r));
  };
  return { url, received, plan, close };
}

/** What a receiver does with the documented scheme: HMAC-SHA256 of `${t}.${body}`, any v1 matching. */
function verify(secret: string, header: string, body: string): boolean {
  const parts = header.split(",").map((p) => p.split("="));
  const t = parts.find(([k]) => k === "t")?.[1];
  const expected = createHmac("sha256", secret).update(`${t}.${body}`).digest();
  return parts
    .filter(([k]) => k === "v1")
    .some(([, v]) => {
      const given = Buffer.from(v, "hex");
      return given.length === expected.length && timingSafeEqual(given, expected);
    });
}

const staff = { userId: "staff-webhooks", email: "ops@canopy.example" };

describe.each(databaseTargets())("webhooks out on $name", (target) => {
  const served = serverPerFile(target, {
    RATE_LIMIT_WRITES_PER_MINUTE: "1000",
    WEBHOOK_ALLOW_PRIVATE_URLS: "on",
  });
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let worker: ReturnType<typeof createWebhookWorker>;
  let endpointId: number;
  let secret: string;
  const webhooks = () => served.server.services.webhooks;
  const deliveries = () => webhooks().deliveries(endpointId);

  beforeAll(async () => {
    await seedCatalog(served.database.db, salesCatalog);
    receiver = await startReceiver();
    worker = createWebhookWorker({
      db: served.database.db,
      log: pino({ level: "silent" }),
      allowPrivate: true,
      onPaused: pausedEndpointMail(served.server.services.sales.emails),
      baseBackoffMs: 0,
      timeoutMs: 1_000,
    });
  });
  afterAll(async () => {
    await receiver?.close();
  });

  it("signs each delivery of an order's events; the receiver verifies it, and deliveries go out in order", async () => {
    ({ id: endpointId, secret } = await webhooks().register(staff, {
      url: receiver.url,
      description: "ERP",
      events: ["order.placed", "order.status_changed"],
    }));
    const res = await postJson(`${served.server.baseUrl}/api/orders`, checkoutPayload());
    expect(res.status).toBe(201);
    const { order } = await res.json();
    const [row] = await queryRows<{ id: number }>(
      served.database.db,
      sql`select id from sales_documents where number = ${order.orderNumber}`,
    );
    await served.server.services.sales.fulfilment.process(Number(row.id), staff);
    expect(await worker.runOnce()).toBe(1); // the second waits for the first of the same order
    expect(await worker.runOnce()).toBe(1);
    expect(receiver.received).toHaveLength(2);
    const [placed, changed] = receiver.received.map((r) => ({ ...r, json: JSON.parse(r.body) }));
    expect(placed.json).toMatchObject({ type: "order.placed", data: { number: order.orderNumber } });
    expect(placed.json.data.lines.length).toBeGreaterThan(0);
    expect(changed.json).toMatchObject({
      type: "order.status_changed",
      data: { number: order.orderNumber, status: "processing", previousStatus: "pending" },
    });
    for (const r of receiver.received) {
      expect(verify(secret, String(r.headers["canopy-signature"]), r.body)).toBe(true);
      expect(verify("whsec_wrong", String(r.headers["canopy-signature"]), r.body)).toBe(false);
      expect(r.headers["canopy-delivery"]).toBe(JSON.parse(r.body).id);
    }
    expect((await deliveries()).map((d) => d.status)).toEqual(["delivered", "delivered"]);
  });

  it("retries after a 500, a redirect and a timeout, logging each attempt's error", async () => {
    receiver.plan.push(500, 302, HANG);
    const res = await postJson(`${served.server.baseUrl}/api/orders`, checkoutPayload());
    expect(res.status).toBe(201);
    await worker.runOnce();
    let [latest] = await deliveries();
    expect(latest).toMatchObject({
      status: "pending",
      attempts: 1,
      lastStatusCode: 500,
      lastError: "HTTP 500",
    });
    await worker.runOnce();
    [latest] = await deliveries();
    expect(latest).toMatchObject({ status: "pending", attempts: 2, lastError: "redirect refused (302)" });
    await worker.runOnce();
    [latest] = await deliveries();
    expect(latest).toMatchObject({ status: "pending", attempts: 3, lastError: "timed out after 1000 ms" });
    await worker.runOnce();
    [latest] = await deliveries();
    expect(latest).toMatchObject({ status: "delivered", attempts: 4, lastStatusCode: 200, lastError: null });
  });

  it("signs with both secrets for a day after a roll", async () => {
    const { secret: rolled } = await webhooks().rollSecret(staff, endpointId);
    const [first] = await deliveries();
    await webhooks().resend(staff, endpointId, first.id);
    const before = receiver.received.length;
    await worker.runOnce();
    const resent = receiver.received[before];
    expect(verify(rolled, String(resent.headers["canopy-signature"]), resent.body)).toBe(true);
    expect(verify(secret, String(resent.headers["canopy-signature"]), resent.body)).toBe(true);
    secret = rolled;
  });

  it("pauses an endpoint failing for 24 hours, tells the admins, and sends nothing more until resumed", async () => {
    await served.database.db.execute(
      sql`insert into users (id, name, email, email_verified, staff_role) values
          ('webhook-admin', 'Ada', 'ada@canopy.example', true, 'admin')`,
    );
    await served.database.db.execute(
      sql`update webhook_endpoints set failing_since = now() - interval '25 hours' where id = ${endpointId}`,
    );
    receiver.plan.push(500);
    const res = await postJson(`${served.server.baseUrl}/api/orders`, checkoutPayload());
    expect(res.status).toBe(201);
    await worker.runOnce();
    expect((await webhooks().endpoint(endpointId)).status).toBe("paused");
    const mails = await queryRows<{ to_address: string; subject: string }>(
      served.database.db,
      sql`select to_address, subject from outbox_emails where ref_type = 'webhook'`,
    );
    expect(mails).toEqual([
      { to_address: "ada@canopy.example", subject: `Webhook endpoint paused: ${receiver.url}` },
    ]);
    const before = receiver.received.length;
    expect(await worker.runOnce()).toBe(0);
    // A paused endpoint receives no new events either.
    await postJson(`${served.server.baseUrl}/api/orders`, checkoutPayload());
    expect(await worker.runOnce()).toBe(0);
    expect(receiver.received).toHaveLength(before);
    await webhooks().setStatus(staff, endpointId, "active");
    expect(await worker.runOnce()).toBe(1);
    expect((await deliveries())[0].status).toBe("delivered");
  });

  it("refuses endpoint URLs that are not public https addresses, and unknown events", async () => {
    const strict = createWebhookService(served.database.db, { allowPrivate: false });
    for (const url of [
      "http://example.com/hook",
      "https://127.0.0.1/hook",
      "https://[::1]/hook",
      "https://169.254.169.254/latest/meta-data",
      "https://10.0.0.5/hook",
      "https://localhost/hook",
      "https://user:pw@example.com/hook",
      "not a url",
    ]) {
      await expect(
        strict.register(staff, { url, description: "", events: ["order.placed"] }),
        url,
      ).rejects.toThrow();
    }
    await expect(checkWebhookUrl("https://[::ffff:127.0.0.1]/x", false)).rejects.toThrow(/public address/);
    await expect(
      webhooks().register(staff, { url: receiver.url, description: "", events: ["order.exploded"] }),
    ).rejects.toThrow(/at least one event/);
  });

  it("sends invoice.issued when an order on account ships and invoice.paid when its payment is recorded", async () => {
    const { id: invoiceEndpoint } = await webhooks().register(staff, {
      url: receiver.url,
      description: "Accounting",
      events: ["invoice.issued", "invoice.paid"],
    });
    const res = await postJson(`${served.server.baseUrl}/api/orders`, checkoutPayload());
    const { order } = await res.json();
    const [company] = await queryRows<{ id: string }>(
      served.database.db,
      sql`insert into companies (name) values ('Ledger Farms') returning id`,
    );
    const [row] = await queryRows<{ id: number }>(
      served.database.db,
      sql`update sales_documents set company_id = ${company.id}, payment_method = 'account'
          where number = ${order.orderNumber} returning id`,
    );
    const { fulfilment } = served.server.services.sales;
    await fulfilment.process(Number(row.id), staff);
    await fulfilment.ship(
      Number(row.id),
      { carrier: "UPS", trackingNumber: "1Z999", estimatedDelivery: "" },
      staff,
    );
    const today = new Date().toISOString().slice(0, 10);
    await served.server.services.billing.invoices.recordPayment(
      staff,
      Number(row.id),
      { receivedOn: today, reference: "CHK-1001" },
      today,
    );
    while ((await worker.runOnce()) > 0);
    const invoiceEvents = receiver.received
      .map((r) => JSON.parse(r.body))
      .filter((body) => body.type.startsWith("invoice."));
    expect(invoiceEvents.map((e) => e.type)).toEqual(["invoice.issued", "invoice.paid"]);
    expect(invoiceEvents[1].data).toMatchObject({
      orderNumber: order.orderNumber,
      companyId: company.id,
      reference: "CHK-1001",
    });
    expect((await webhooks().deliveries(invoiceEndpoint)).map((d) => d.status)).toEqual([
      "delivered",
      "delivered",
    ]);
  });

  it("never holds up a checkout when an endpoint is down", async () => {
    await receiver.close();
    const res = await postJson(`${served.server.baseUrl}/api/orders`, checkoutPayload());
    expect(res.status).toBe(201);
    await worker.runOnce();
    const [latest] = await deliveries();
    expect(latest.status).toBe("pending");
    expect(latest.lastError).toMatch(/ECONNREFUSED/);
  });
});
