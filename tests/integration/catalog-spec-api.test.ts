import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../server/db/client.ts";
import { seedCatalog } from "../factories/catalog.ts";
import { databaseTargets } from "../support/test-database.ts";
import { startTestServer } from "../support/test-server.ts";

type FeedList = { items: Record<string, unknown>[]; total: number; limit: number; offset: number };

describe.each(databaseTargets())("the specification catalogue reads on $name", (target) => {
  let database: Database;
  let server: Awaited<ReturnType<typeof startTestServer>>;
  const get = (path: string) => fetch(`${server.baseUrl}${path}`);
  const getJson = async <T>(path: string) => {
    const res = await get(path);
    expect(res.status, path).toBe(200);
    expect(res.headers.get("etag"), path).toMatch(/^W\//);
    return (await res.json()) as T;
  };
  const skus = (list: FeedList) => list.items.map((i) => i.sku);

  beforeAll(async () => {
    database = await target.open();
    await seedCatalog(database.db);
    server = await startTestServer(database);
  });
  afterAll(async () => {
    await server?.close();
    await database?.close();
  });

  it("GET /api/products answers the lights feed with the spec's field names", async () => {
    const list = await getJson<FeedList>("/api/products");
    expect(skus(list)).toEqual(["IL-D01", "IL-D02"]);
    expect(list.items[0]).toMatchObject({
      sku: "IL-D01",
      item_name: "Iluminar ECO 630W LED Grow Light IL-D01",
      msrp: "1299.00",
      price: 1299,
      brand: "Iluminar",
      category: "LED Grow Lights",
      photo_1: "/images/products/light-iluminar-il-d01.svg",
      wattage_120v: 630,
      rated_voltage: "120-277V",
      provider: "iluminar",
    });
    expect(list).toMatchObject({ total: 2, limit: 100, offset: 0 });
  });

  it("GET /api/products?search= finds a sku (cart enrichment)", async () => {
    expect(skus(await getJson<FeedList>("/api/products?search=il-d02"))).toEqual(["IL-D02"]);
  });

  it("GET /api/spd-products answers with and without the trailing slash, with search", async () => {
    const plain = await getJson<FeedList>("/api/spd-products");
    const slash = await getJson<FeedList>("/api/spd-products/");
    expect(plain.total).toBe(9);
    expect(slash).toEqual(plain);
    expect(skus(await getJson<FeedList>("/api/spd-products/?search=heat%20mat"))).toEqual(["SPD-D05"]);
  });

  it("GET /api/shop/hydrofarm/products?search= maps the storefront's terms to hydrofarm categories", async () => {
    const term = async (t: string) =>
      skus(await getJson<FeedList>(`/api/shop/hydrofarm/products?search=${encodeURIComponent(t)}`));
    expect(await term("lighting")).toEqual(["HF-D02"]);
    expect(await term("Hydroponics")).toEqual(["HF-D01"]);
    expect(await term("nutrients additives")).toEqual(["HF-D03"]);
    expect(await term("Atmospheric Control")).toEqual(["HF-D04"]);
    expect(await term("Garden Accessories")).toEqual(["HF-D06"]);
    expect(await term("Harvest/Post-Harvest")).toEqual(["HF-D05"]);
    expect(await term("yo-yo")).toEqual(["HF-D06"]);
  });

  it("GET /api/products/hydrofarm answers every hydrofarm product with its public extras, never cost or wholesale", async () => {
    const list = await getJson<FeedList>("/api/products/hydrofarm");
    expect(list.total).toBe(6);
    expect(list.items[0]).toHaveProperty("companyName");
    expect(list.items[0]).toHaveProperty("qty");
    for (const path of [
      "/api/products/hydrofarm",
      "/api/productscat/?category=Lighting",
      "/api/shop/hydrofarm/products",
    ]) {
      const body = JSON.stringify(await getJson<FeedList>(path));
      expect(body).not.toMatch(/"(cost|wholesale)"/);
    }
  });

  it("GET /api/productscat/?category= answers one hydrofarm category, with or without the slash", async () => {
    expect(skus(await getJson<FeedList>("/api/productscat/?category=Lighting"))).toEqual(["HF-D02"]);
    expect(skus(await getJson<FeedList>("/api/productscat?category=Nutrients%20%26%20Additives"))).toEqual([
      "HF-D03",
    ]);
  });

  it.each(["spd", "hydrofarm", "iluminar"])(
    "GET /api/categories/hierarchy?source=%s lists categories with brand_list",
    async (source) => {
      const { categories } = await getJson<{
        categories: { category: string; brand_list: { name: string }[]; brand?: string }[];
      }>(`/api/categories/hierarchy?source=${source}`);
      expect(categories.length).toBeGreaterThan(0);
      for (const entry of categories) {
        expect(typeof entry.category).toBe("string");
        expect(entry.brand_list.every((b) => typeof b.name === "string")).toBe(true);
      }
      if (source === "iluminar") expect(categories[0].brand).toBe("Iluminar");
      if (source === "spd")
        expect(categories.find((c) => c.category === "Nutrients")?.brand_list).toEqual([{ name: "Canna" }]);
    },
  );

  it.each([
    ["/api/categories/hierarchy?source=amazon", "source"],
    ["/api/categories/hierarchy", "source"],
    ["/api/productscat/?category=Toys", "category"],
    ["/api/productscat/", "category"],
    [`/api/products?search=${"z".repeat(201)}`, "search"],
    [`/api/spd-products/?search=${"z".repeat(201)}`, "search"],
    [`/api/shop/hydrofarm/products?search=${"z".repeat(201)}`, "search"],
    ["/api/products?limit=0", "limit"],
    ["/api/products?limit=abc", "limit"],
    ["/api/products/hydrofarm?offset=-5", "offset"],
  ])("answers 400 with the error shape for %s", async (path, field) => {
    const res = await get(path);
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.error.code).toBe("validation_error");
    expect(body.error.fields[field]).toBeTruthy();
  });

  it("pages a feed with limit and offset", async () => {
    const page = await getJson<FeedList>("/api/spd-products?limit=2&offset=8");
    expect(page).toMatchObject({ total: 9, limit: 2, offset: 8 });
    expect(page.items).toHaveLength(1);
  });

  it("never answers 500 to odd input", async () => {
    for (const path of [
      "/api/products?search=%25%5F%5C",
      "/api/products?search=%00",
      "/api/catalog/search?q=%27%3B%20drop%20table%20products%3B--",
      "/api/catalog/products/%E2%9C%93",
      "/api/catalog/listing?slug=grow-lights&voltage=%00",
      "/api/catalog/products?q=%5C%5C&brand=%25",
    ]) {
      const res = await get(path);
      expect(res.status, path).toBeLessThan(500);
    }
  });
});
