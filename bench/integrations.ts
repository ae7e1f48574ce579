/**
 * Webhook delivery latency after commit and the cost of an API request made with a key, measured by
 * `npm run bench` on each database (its own throwaway one, with the sample hydrofarm feed):
 *
 * - Webhooks: the real worker (its 1 s poll) delivers order.placed to a receiver on this machine for N
 *   orders placed one after another over HTTP; latency is the receiver's arrival time minus the moment
 *   the order's 201 arrived (the commit is before it).
 * - API: the same reads anonymous and with an API key (key lookup, per-key counter, last-use write).
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { fileURLToPath } from "node:url";
import pino from "pino";
import { buildServer } from "../server/app.ts";
import { importFeed } from "../server/catalog/import/import-service.ts";
import { companies, companyMembers } from "../server/db/schema/companies.ts";
import { loadEnv } from "../server/env.ts";
import { createServices } from "../server/services.ts";
import { createWebhookWorker } from "../server/webhooks/webhook-worker.ts";
import type { BenchDatabase } from "./databases.ts";
import { seeded, summarise, type LatencySummary } from "./stats.ts";

export interface IntegrationFigures {
  database: BenchDatabase["name"];
  orders: number;
  requests: number;
  /** From an order's 201 to the receiver's arrival of its order.placed delivery. */
  webhookLatencyMs: LatencySummary;
  productAnonymousMs: LatencySummary;
  productWithKeyMs: LatencySummary;
  quotationsWithKeyMs: LatencySummary;
}

const feed = fileURLToPath(new URL("../feeds/sample/hydrofarm.csv", import.meta.url));

async function timed(n: number, call: () => Promise<Response>): Promise<LatencySummary> {
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const started = performance.now();
    const answer = await call();
    const body = await answer.text();
    if (!answer.ok) throw new Error(`status ${answer.status}: ${body}`);
    times.push(performance.now() - started);
  }
  return summarise(times);
}

/** Measures on `target`'s database (dropped afterwards): `orders` webhook deliveries, `requests` reads each. */
export async function measureIntegrations(
  target: BenchDatabase,
  { orders, requests }: { orders: number; requests: number },
): Promise<IntegrationFigures> {
  const database = await target.open();
  await importFeed(database.db, { provider: "hydrofarm", input: { kind: "file", path: feed } });
  const env = loadEnv({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    PORT: "0",
    WEBHOOK_ALLOW_PRIVATE_URLS: "on",
    RATE_LIMIT_WRITES_PER_MINUTE: "100000",
    RATE_LIMIT_READS_PER_MINUTE: "0",
    API_KEY_REQUESTS_PER_MINUTE: "1000000",
  });
  const services = createServices(database, env);
  const app = await buildServer({ env, services, logger: false });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

  const arrived = new Map<string, number>();
  const receiver = createServer((req, res) => {
    let body = "";
    req.on("data", (c: Buffer) => (body += c.toString()));
    req.on("end", () => {
      arrived.set(JSON.parse(body).data.number, performance.now());
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((r) => receiver.listen(0, "127.0.0.1", r));
  const staff = { userId: "bench", email: "bench@canopy.example" };
  await services.webhooks.register(staff, {
    url: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`,
    description: "bench",
    events: ["order.placed"],
  });
  const worker = createWebhookWorker({
    db: database.db,
    log: pino({ level: "silent" }),
    allowPrivate: true,
    onPaused: async () => undefined,
  });
  worker.start();

  const { items } = await (await fetch(`${base}/api/catalog/products?sort=priceLowToHigh`)).json();
  const sku: string = items.find((p: { priceCents: number }) => p.priceCents > 0).sku;
  const random = seeded(7);
  const committed = new Map<string, number>();
  for (let i = 0; i < orders; i++) {
    const answer = await fetch(`${base}/api/orders`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        contact: { email: `bench${i}@farm.example`, phone: "(831) 555-0142" },
        shipping: {
          firstName: "Bench",
          lastName: "Buyer",
          address: "1 Road",
          apartment: "",
          city: "Salinas",
          state: "California",
          zipCode: "93901",
          country: "United States",
        },
        acceptTerms: true,
        items: [{ sku, quantity: 1 }],
      }),
    });
    const { order } = await answer.json();
    committed.set(order.orderNumber, performance.now());
    await new Promise((r) => setTimeout(r, Math.floor(random() * 300)));
  }
  const giveUpAt = performance.now() + 60_000 + orders * 1_000;
  while (arrived.size < orders) {
    if (performance.now() > giveUpAt)
      throw new Error(`${orders - arrived.size} webhook deliveries never arrived`);
    await new Promise((r) => setTimeout(r, 100));
  }
  const latency = summarise([...committed].map(([n, t]) => arrived.get(n)! - t));
  await worker.stop();

  const { id: userId } = await services.accounts.createUser({ email: "buyer@bench.example", name: "Bench" });
  const [company] = await database.db.insert(companies).values({ name: "Bench Farms" }).returning();
  await database.db.insert(companyMembers).values({ userId, companyId: company.id, role: "admin" });
  const viewer = {
    kind: "buyer" as const,
    userId,
    email: "buyer@bench.example",
    name: "Bench",
    companyId: company.id,
    companyName: "Bench Farms",
    companyRole: "admin" as const,
  };
  const { key } = await services.apiKeys.create(viewer, "bench", ["catalog:read", "orders:read"]);
  const withKey = { authorization: `Bearer ${key}` };
  const product = `${base}/api/catalog/products/${encodeURIComponent(sku)}`;
  const figures = {
    database: target.name,
    orders,
    requests,
    webhookLatencyMs: latency,
    productAnonymousMs: await timed(requests, () => fetch(product)),
    productWithKeyMs: await timed(requests, () => fetch(product, { headers: withKey })),
    quotationsWithKeyMs: await timed(requests, () => fetch(`${base}/api/quotations`, { headers: withKey })),
  };
  receiver.closeAllConnections();
  receiver.close();
  await app.close();
  await database.close();
  await target.drop();
  return figures;
}
