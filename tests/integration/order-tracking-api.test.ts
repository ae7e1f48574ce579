import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { shipOrderSchema, TRACKING_NOT_FOUND } from "../../core/back-office-forms.ts";
import { checkoutSchema, orderRequestSchema } from "../../core/order-request.ts";
import { TRACKING_LOOKUPS_PER_MINUTE } from "../../core/fulfilment.ts";
import type { Database } from "../../server/db/client.ts";
import { seedCatalog } from "../factories/catalog.ts";
import { databaseTargets } from "../support/test-database.ts";
import { startTestServer } from "../support/test-server.ts";
import { checkoutPayload, postJson, quotePayload, salesCatalog } from "./sales-fixtures.ts";

describe.each(databaseTargets())("order tracking and quote answers over HTTP on $name", (target) => {
  let database: Database;
  let server: Awaited<ReturnType<typeof startTestServer>>;

  beforeAll(async () => {
    database = await target.open();
    await seedCatalog(database.db, salesCatalog);
    server = await startTestServer(database);
  });
  afterAll(async () => {
    await server?.close();
    await database?.close();
  });

  it("answers the card privately, the same 404 for any wrong half, and limits lookups per client", async () => {
    const { sales } = server.services;
    const { order } = await sales.orders.create(checkoutSchema.parse(checkoutPayload()));
    const id = (await sales.documents.byNumber(order.orderNumber))!.document.id;
    await sales.fulfilment.process(id, "staff:ana");
    await sales.fulfilment.ship(
      id,
      shipOrderSchema.parse({ carrier: "UPS", trackingNumber: "1ZAPI0001" }),
      "staff:ana",
    );

    const found = await fetch(`${server.baseUrl}/api/order-tracking`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ number: "1ZAPI0001" }),
    });
    expect(found.status).toBe(200);
    expect(found.headers.get("cache-control")).toMatch(/no-store/);
    const { tracking } = await found.json();
    expect(tracking).toMatchObject({
      orderNumber: order.orderNumber,
      statusLabel: "Shipped",
      carrier: "UPS",
    });
    expect(JSON.stringify(tracking)).not.toContain("maria@greenleaf.example");

    for (const body of [{ number: order.orderNumber, email: "wrong@example.com" }, { number: "1ZNOTHING" }]) {
      const res = await postJson(`${server.baseUrl}/api/order-tracking`, body);
      expect(res.status).toBe(404);
      expect((await res.json()).error.message).toBe(TRACKING_NOT_FOUND);
    }
    // Three lookups so far from this client; the budget's last ones still answer, the next is refused.
    for (let i = 3; i < TRACKING_LOOKUPS_PER_MINUTE; i++)
      expect((await postJson(`${server.baseUrl}/api/order-tracking`, { number: "1ZNOTHING" })).status).toBe(
        404,
      );
    const limited = await postJson(`${server.baseUrl}/api/order-tracking`, { number: "1ZAPI0001" });
    expect(limited.status).toBe(429);
  });

  it("lets the holder of a priced quote's link decline it, and refuses a wrong token", async () => {
    const { sales } = server.services;
    const { quote } = await sales.quotes.create(orderRequestSchema.parse(quotePayload()));
    const found = (await sales.documents.byNumber(quote.quoteNumber))!;
    const url = (token: string, action: string) =>
      `${server.baseUrl}/api/quotations/${quote.quoteNumber}/${action}?token=${encodeURIComponent(token)}`;
    expect((await postJson(url("nope", "accept"), {})).status).toBe(404);
    // Not priced yet: a pending quote cannot be accepted.
    expect((await postJson(url(found.token, "accept"), {})).status).toBe(409);
    const declined = await postJson(url(found.token, "decline"), { reason: "Budget moved to next year" });
    expect(declined.status).toBe(200);
    expect(await declined.json()).toEqual({ status: "declined" });
  });
});
