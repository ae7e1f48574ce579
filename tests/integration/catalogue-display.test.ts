import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { shownSku } from "../../core/sku.ts";
import { importFeed, type ImportSummary } from "../../server/catalog/import/import-service.ts";
import type { Database } from "../../server/db/client.ts";
import { databaseTargets } from "../support/test-database.ts";
import { startTestServer } from "../support/test-server.ts";
import { checkoutPayload, postJson, quotePayload } from "./sales-fixtures.ts";

const feed = fileURLToPath(new URL("../fixtures/feeds/hydrofarm-rough.csv", import.meta.url));

// What a rough feed must not put in front of a buyer.
describe.each(databaseTargets())("what the catalogue shows from a rough feed on $name", (target) => {
  let database: Database;
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let summary: ImportSummary;
  const get = async (path: string) => (await fetch(`${server.baseUrl}${path}`)).json();

  beforeAll(async () => {
    database = await target.open();
    summary = await importFeed(database.db, { provider: "hydrofarm", input: { kind: "file", path: feed } });
    server = await startTestServer(database, { RATE_LIMIT_WRITES_PER_MINUTE: "1000" });
  });
  afterAll(async () => {
    await server?.close();
    await database?.close();
  });

  it("rejects a record whose brand is a structured value flattened to '[object Object]', with the reason", async () => {
    expect(summary.rejectedReasons).toContainEqual({
      reason: "brand: the supplier's export wrote an object here, not its text",
      count: 1,
    });
    const brands = await get("/api/catalog/brands");
    expect(JSON.stringify(brands)).not.toContain("[object");
    expect(JSON.stringify(brands)).toContain("Quest");
  });

  it("lists a product without a sku in the import report, under an identifier buyers are not shown", async () => {
    expect(summary.withoutSku).toHaveLength(1);
    const [listed] = summary.withoutSku;
    expect(listed).toMatch(/^Phantom 50 DE Ballast \(unknown-[0-9a-f]{12}\)$/);
    const sku = /\((unknown-[0-9a-f]+)\)/.exec(listed)?.[1] ?? "";
    expect((await get(`/api/catalog/products/${sku}`)).name).toBe("Phantom 50 DE Ballast");
    expect(shownSku(sku)).toBeNull();
    expect(shownSku("HF-R1")).toBe("HF-R1");
  });

  it("drops document links to a domain that cannot resolve and keeps the others", async () => {
    const product = await get("/api/catalog/products/HF-R1");
    expect(product.specSheet).toBeNull();
    expect(product.manual).toBe("https://www.hydrofarm.com/manuals/quest-70.pdf");
  });

  it("sells a product without a price only on a quote, never by card at $0", async () => {
    expect((await get("/api/catalog/products/HF-R4")).priceCents).toBe(0);
    const order = await postJson(
      `${server.baseUrl}/api/orders`,
      checkoutPayload({ items: [{ sku: "HF-R4", quantity: 1 }] }),
    );
    expect(order.status).toBe(400);
    expect((await order.json()).error).toMatchObject({
      message: expect.stringContaining("priced on request"),
      fields: { items: "price_on_request" },
    });
    const quote = await postJson(
      `${server.baseUrl}/api/contact/order-request`,
      quotePayload({
        products: [
          {
            sku: "HF-R4",
            name: "Hortilux Super HPS 1000W Lamp",
            brand: "Hortilux",
            price: 0,
            quantity: 2,
            image: "",
          },
        ],
      }),
    );
    expect(quote.status).toBe(201);
    const { quote: saved } = await quote.json();
    expect(saved.items).toEqual([
      expect.objectContaining({ sku: "HF-R4", quantity: 2, unitPriceCents: null }),
    ]);
  });
});
