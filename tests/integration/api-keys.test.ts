import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkoutSchema } from "../../core/order-request.ts";
import type { BuyerViewer } from "../../core/viewer.ts";
import { sql } from "../../server/db/client.ts";
import { seedCatalog } from "../factories/catalog.ts";
import { signedInAdminViewer } from "../support/buyer-session.ts";
import { queryRows } from "../support/query-rows.ts";
import { databaseTargets } from "../support/test-database.ts";
import { serverPerFile } from "../support/server-per-file.ts";
import {
  checkoutPayload,
  IL_Q1_CENTS,
  salesCatalog,
  SPD_Q1_CENTS,
  salesStaff as staff,
} from "./sales-fixtures.ts";

const RATE = 40;

// API keys for a company's own software: scoped to the company, revocable, rate-limited, idempotent writes.
describe.each(databaseTargets())("API keys on $name", (target) => {
  const served = serverPerFile(target, {
    RATE_LIMIT_WRITES_PER_MINUTE: "1000",
    API_KEY_REQUESTS_PER_MINUTE: String(RATE),
  });
  let greenleaf: BuyerViewer;
  let hilltop: BuyerViewer;
  let greenleafKey: string;
  let hilltopKey: string;
  let orderNumber: string;

  const call = (
    key: string | null,
    path: string,
    init: { method?: string; body?: unknown; idempotencyKey?: string } = {},
  ) =>
    fetch(`${served.server.baseUrl}${path}`, {
      method: init.method ?? "GET",
      headers: {
        ...(key ? { authorization: `Bearer ${key}` } : {}),
        ...(init.body ? { "content-type": "application/json" } : {}),
        ...(init.idempotencyKey ? { "idempotency-key": init.idempotencyKey } : {}),
      },
      body: init.body ? JSON.stringify(init.body) : undefined,
    });

  const viewerOf = (email: string, companyName: string) =>
    signedInAdminViewer(served.database.db, served.server.services.accounts, email, companyName);

  beforeAll(async () => {
    await seedCatalog(served.database.db, salesCatalog);
    greenleaf = await viewerOf("ana@greenleaf.example", "Greenleaf Farms");
    hilltop = await viewerOf("bo@hilltop.example", "Hilltop Growers");
    const keys = served.server.services.apiKeys;
    greenleafKey = (
      await keys.create(greenleaf, "Greenleaf ERP", ["catalog:read", "orders:read", "orders:write"])
    ).key;
    hilltopKey = (await keys.create(hilltop, "Hilltop reader", ["orders:read"])).key;
  });
  afterAll(() => undefined);

  it("places an order with a key, re-priced on the server, replayed by its Idempotency-Key, 409 for another body", async () => {
    const body = {
      ...checkoutPayload(),
      subtotalCents: 1,
      items: [
        { sku: "IL-Q1", quantity: 1, price: 0.01 },
        { sku: "SPD-Q1", quantity: 2, price: 0.01 },
      ],
    };
    const missing = await call(greenleafKey, "/api/orders", { method: "POST", body });
    expect(missing.status).toBe(400);
    const placed = await call(greenleafKey, "/api/orders", {
      method: "POST",
      body,
      idempotencyKey: "erp-po-1001",
    });
    expect(placed.status).toBe(201);
    const { order } = await placed.json();
    orderNumber = order.orderNumber;
    // The company's prices, as its buyers pay them; never the posted ones.
    const { prices } = await (
      await call(greenleafKey, "/api/catalog/company-prices?sku=IL-Q1&sku=SPD-Q1")
    ).json();
    const expected = prices["IL-Q1"].unitPriceCents + 2 * prices["SPD-Q1"].unitPriceCents;
    expect(expected).toBeLessThan(IL_Q1_CENTS + 2 * SPD_Q1_CENTS);
    expect(order.subtotalCents).toBe(expected);
    const replay = await call(greenleafKey, "/api/orders", {
      method: "POST",
      body,
      idempotencyKey: "erp-po-1001",
    });
    expect(replay.status).toBe(200);
    expect((await replay.json()).order.orderNumber).toBe(orderNumber);
    const other = await call(greenleafKey, "/api/orders", {
      method: "POST",
      body: { ...body, items: [{ sku: "IL-Q1", quantity: 5 }] },
      idempotencyKey: "erp-po-1001",
    });
    expect(other.status).toBe(409);
    const [row] = await queryRows<{ company_id: string }>(
      served.database.db,
      sql`select company_id from sales_documents where number = ${orderNumber}`,
    );
    expect(row.company_id).toBe(greenleaf.companyId);
    const audited = await queryRows<{ actor_email: string; action: string }>(
      served.database.db,
      sql`select actor_email, action from staff_audit_log where subject_type = 'api_key'`,
    );
    expect(audited).toEqual([
      { actor_email: 'API key "Greenleaf ERP" (ana@greenleaf.example)', action: "api_key.write" },
    ]);
  });

  it("reads the company's own orders; another company's key gets 404 for it", async () => {
    const own = await call(greenleafKey, `/api/company/orders/${orderNumber}`);
    expect(own.status).toBe(200);
    expect((await own.json()).order.orderNumber).toBe(orderNumber);
    const list = await call(greenleafKey, "/api/quotations?kind=order");
    expect(((await list.json()) as { id: string }[]).map((r) => r.id)).toContain(orderNumber);
    const other = await call(hilltopKey, `/api/company/orders/${orderNumber}`);
    expect(other.status).toBe(404);
    const otherList = await call(hilltopKey, "/api/quotations");
    expect(await otherList.json()).toEqual([]);
    const prices = await call(greenleafKey, "/api/catalog/company-prices?sku=IL-Q1");
    expect(prices.status).toBe(200);
    expect(prices.headers.get("cache-control")).toBe("private, no-store");
  });

  it("lists the company's invoices and serves their PDFs to a key with invoices:read, not to another company", async () => {
    const services = served.server.services;
    await served.database.db.execute(
      sql`update companies set payment_terms = 'net30', credit_limit_cents = 10000000 where id = ${greenleaf.companyId}`,
    );
    const payload = checkoutSchema.parse(
      checkoutPayload({ paymentMethod: "account", card: undefined, poNumber: "PO-API-7" }),
    );
    const { order } = await services.sales.orders.create(payload, undefined, greenleaf);
    const { document } = (await services.sales.documents.byNumber(order.orderNumber))!;
    await services.sales.fulfilment.process(document.id, staff);
    await services.sales.fulfilment.ship(
      document.id,
      { carrier: "UPS", trackingNumber: "1Z999AA10123456784", estimatedDelivery: "" },
      staff,
    );
    const { key } = await services.apiKeys.create(greenleaf, "Greenleaf books", ["invoices:read"]);
    const { key: otherKey } = await services.apiKeys.create(hilltop, "Hilltop books", ["invoices:read"]);

    const list = await call(key, "/api/company/invoices?q=PO-API-7");
    expect(list.status).toBe(200);
    expect(list.headers.get("x-total-count")).toBe("1");
    const [row] = await list.json();
    expect(row).toMatchObject({
      orderNumber: order.orderNumber,
      totalCents: order.totalCents,
      status: "pending",
    });
    const pdf = await call(key, `/api/company/invoices/${row.invoiceNumber}/pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");

    expect(await (await call(otherKey, "/api/company/invoices")).json()).toEqual([]);
    const foreign = await call(otherKey, `/api/company/invoices/${row.invoiceNumber}/pdf`);
    expect(foreign.status).toBe(404);
    const unscoped = await call(greenleafKey, "/api/company/invoices");
    expect(unscoped.status).toBe(403);
    expect((await unscoped.json()).error.message).toBe("This API key lacks the invoices:read permission.");
    expect((await call(null, "/api/company/invoices")).status).toBe(401);
  });

  it("refuses what a key may not do: a scope it lacks, a route outside the key API", async () => {
    const write = await call(hilltopKey, "/api/orders", {
      method: "POST",
      body: checkoutPayload(),
      idempotencyKey: "x-1",
    });
    expect(write.status).toBe(403);
    expect((await write.json()).error.message).toBe("This API key lacks the orders:write permission.");
    const favorites = await call(greenleafKey, "/api/favorites");
    expect(favorites.status).toBe(403);
  });

  it("answers a bad or revoked key with a bare 401", async () => {
    for (const key of ["ck_not-a-key", "nonsense", greenleafKey.slice(0, -1)]) {
      const answer = await call(key, "/api/quotations");
      expect(answer.status, key).toBe(401);
      expect(await answer.json()).toEqual({ error: { code: "unauthorized", message: "Invalid API key." } });
    }
    const keys = served.server.services.apiKeys;
    const listed = (await keys.list(hilltop)).find((k) => k.name === "Hilltop reader")!;
    expect(listed).toMatchObject({ name: "Hilltop reader", prefix: hilltopKey.slice(0, 10) });
    expect(listed.lastUsedAt).not.toBeNull();
    await expect(keys.revoke(greenleaf, listed.id)).rejects.toThrow("No such API key.");
    await keys.revoke(hilltop, listed.id);
    const revoked = await call(hilltopKey, "/api/quotations");
    expect(revoked.status).toBe(401);
    const stored = await queryRows<{ n: number }>(
      served.database.db,
      sql`select count(*)::int as n from api_keys where key_hash = ${hilltopKey} or prefix = ${hilltopKey}`,
    );
    expect(stored[0].n).toBe(0);
  });

  it("documents the key scheme and each operation's scope in the OpenAPI document", async () => {
    const doc = await (await call(null, "/api/openapi.json")).json();
    expect(doc.components.securitySchemes.apiKey).toMatchObject({ type: "http", scheme: "bearer" });
    expect(doc.paths["/api/orders"].post.security).toEqual([{}, { apiKey: ["orders:write"] }]);
    expect(doc.paths["/api/company/orders/{orderNumber}"].get.security).toEqual([
      {},
      { apiKey: ["orders:read"] },
    ]);
    expect(doc.paths["/api/company/invoices/{invoiceNumber}/pdf"].get.security).toEqual([
      {},
      { apiKey: ["invoices:read"] },
    ]);
    expect(doc.paths["/api/favorites"].get.security).toBeUndefined();
  });

  it("limits each key to its requests per minute", async () => {
    const { key } = await served.server.services.apiKeys.create(greenleaf, "Busy script", ["catalog:read"]);
    const statuses: number[] = [];
    for (let i = 0; i <= RATE; i++) statuses.push((await call(key, "/api/catalog/categories")).status);
    expect(statuses.slice(0, RATE).every((s) => s === 200)).toBe(true);
    expect(statuses[RATE]).toBe(429);
    // Another key keeps its own budget.
    expect((await call(greenleafKey, "/api/catalog/categories")).status).toBe(200);
  });
});
