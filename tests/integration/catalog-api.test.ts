import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ListingResult, ProductDetail } from "../../core/catalog-types.ts";
import type { Database } from "../../server/db/client.ts";
import { rawIluminar, rawSpd, seedCatalog, defaultCatalogRecords } from "../factories/catalog.ts";
import { databaseTargets } from "../support/test-database.ts";
import { startTestServer } from "../support/test-server.ts";

describe.each(databaseTargets())("catalogue API on $name", (target) => {
  let database: Database;
  let server: Awaited<ReturnType<typeof startTestServer>>;
  const get = (path: string, headers: Record<string, string> = {}) =>
    fetch(`${server.baseUrl}${path}`, { headers });
  const getJson = async <T>(path: string) => {
    const res = await get(path);
    expect(res.status, path).toBe(200);
    return (await res.json()) as T;
  };

  beforeAll(async () => {
    database = await target.open();
    const records = defaultCatalogRecords();
    records.iluminar.push(
      rawIluminar({
        sku: "IL-HX",
        item_name: "Hortilux Super HPS 1000W",
        brand: "Hortilux",
        wattage_120v: "1000",
      }),
    );
    records.spd.push(rawSpd({ sku: "IL-D01", item_name: "Spd copy of IL-D01", category: "Lighting" }));
    await seedCatalog(database.db, records);
    server = await startTestServer(database);
  });
  afterAll(async () => {
    await server?.close();
    await database?.close();
  });

  describe("GET /api/catalog/search", () => {
    it("answers ranked hits, one per sku from the priority provider", async () => {
      const { items } = await getJson<{ items: { sku: string; source: string; name: string }[] }>(
        "/api/catalog/search?q=IL-D01",
      );
      expect(items.map((h) => h.sku)).toEqual(["IL-D01"]);
      expect(items[0].source).toBe("original");
    });

    it("finds 'hortilx' by similarity", async () => {
      const { items } = await getJson<{ items: { sku: string }[] }>("/api/catalog/search?q=hortilx");
      expect(items.map((h) => h.sku)).toEqual(["IL-HX"]);
    });

    it("answers no items under 2 characters and 400 over 200", async () => {
      expect(await getJson("/api/catalog/search?q=a")).toEqual({ items: [] });
      expect(await getJson("/api/catalog/search")).toEqual({ items: [] });
      const res = await get(`/api/catalog/search?q=${"x".repeat(201)}`);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({
        error: {
          code: "validation_error",
          message: "Must be 200 characters or fewer.",
          fields: { q: "Must be 200 characters or fewer." },
        },
      });
    });

    it("sends a weak ETag and CDN-friendly Cache-Control, and 304 when it matches", async () => {
      const res = await get("/api/catalog/search?q=canna");
      const etag = res.headers.get("etag") ?? "";
      expect(etag).toMatch(/^W\/".+"$/);
      expect(res.headers.get("cache-control")).toBe("public, max-age=60, stale-while-revalidate=300");
      const again = await get("/api/catalog/search?q=canna", { "If-None-Match": etag });
      expect(again.status).toBe(304);
      expect(await again.text()).toBe("");
      const other = await get("/api/catalog/search?q=canna", { "If-None-Match": 'W/"other"' });
      expect(other.status).toBe(200);
    });
  });

  describe("GET /api/catalog/listing", () => {
    it("lists a category with facets", async () => {
      const result = await getJson<ListingResult>("/api/catalog/listing?slug=grow-lights");
      expect(result.items.map((i) => i.sku)).toEqual(["IL-HX", "IL-D02", "IL-D01", "SPD-D02", "HF-D02"]);
      expect(result).toMatchObject({
        total: 5,
        categoryTotal: 5,
        page: 1,
        pageSize: 24,
        pageCount: 1,
        sort: "default",
      });
      expect(result.facets.wattageRanges.find((r) => r.value === "1000W+")?.count).toBe(4);
      expect(result.facets.brands.map((b) => b.value)).toEqual(["Gavita", "Hortilux", "Iluminar", "Phantom"]);
    });

    it("filters with repeated parameters and sorts", async () => {
      const result = await getJson<ListingResult>(
        "/api/catalog/listing?slug=grow-lights&watts=1000W%2B&brand=gavita&brand=phantom&sort=priceHighToLow",
      );
      expect(result.items.map((i) => i.sku)).toEqual(["SPD-D02", "HF-D02"]);
      expect(result).toMatchObject({ total: 2, categoryTotal: 5 });
    });

    it("answers 404 for an unknown slug and 400 for a missing one", async () => {
      const unknown = await get("/api/catalog/listing?slug=no-such");
      expect(unknown.status).toBe(404);
      expect((await unknown.json()).error.code).toBe("not_found");
      const missing = await get("/api/catalog/listing");
      expect(missing.status).toBe(400);
      expect((await missing.json()).error.fields.slug).toBeTruthy();
    });

    it.each([
      ["page=0", "page"],
      ["page=abc", "page"],
      ["page=1.5", "page"],
      ["min=-1", "min"],
      ["max=lots", "max"],
      ["min=500&max=100", "min"],
      ["sort=cheapest", "sort"],
      ["watts=5W", "watts.0"],
      [`q=${"y".repeat(201)}`, "q"],
    ])("answers 400 with the error shape for %s", async (params, field) => {
      const res = await get(`/api/catalog/listing?slug=grow-lights&${params}`);
      expect(res.status).toBe(400);
      const body = await res.json();
      expect(body.error.code).toBe("validation_error");
      expect(typeof body.error.message).toBe("string");
      expect(body.error.fields[field]).toBeTruthy();
    });
  });

  describe("GET /api/catalog/products", () => {
    it("lists all products, one per sku", async () => {
      const result = await getJson<ListingResult>("/api/catalog/products");
      expect(result.categoryTotal).toBe(18);
      expect(result.items.filter((i) => i.sku === "IL-D01")).toHaveLength(1);
    });

    it("narrows to a category or a search", async () => {
      const nutrients = await getJson<ListingResult>("/api/catalog/products?category=nutrients-supplements");
      expect(nutrients.items.map((i) => i.sku).sort()).toEqual(["HF-D03", "SPD-D01"]);
      const search = await getJson<ListingResult>("/api/catalog/products?q=iluminar%20eco");
      expect(search.items.map((i) => i.sku)).toEqual(["IL-D02", "IL-D01"]);
    });

    it("answers 400 for an unknown category", async () => {
      const res = await get("/api/catalog/products?category=nope");
      expect(res.status).toBe(400);
      expect((await res.json()).error.fields.category).toBe("Unknown category.");
    });
  });

  describe("GET /api/catalog/products/:sku", () => {
    it("answers the product with related products of its category", async () => {
      const product = await getJson<ProductDetail>("/api/catalog/products/il-d02");
      expect(product).toMatchObject({
        sku: "IL-D02",
        name: "Iluminar ECO 1000W LED",
        provider: "iluminar",
        priceCents: 169_900,
      });
      expect(product.related.length).toBeGreaterThan(0);
      expect(product.related.length).toBeLessThanOrEqual(4);
      expect(product.related.map((r) => r.sku)).not.toContain("IL-D02");
      expect(product.longDescription).toContain("<strong>LED</strong>");
    });

    it("answers 404 with the error shape for an unknown sku", async () => {
      const res = await get("/api/catalog/products/NOPE-404");
      expect(res.status).toBe(404);
      expect((await res.json()).error).toMatchObject({ code: "not_found" });
    });
  });

  describe("brands, best sellers, categories", () => {
    it("lists the brands directory", async () => {
      const { items } = await getJson<{ items: { name: string; href: string; productCount: number }[] }>(
        "/api/catalog/brands",
      );
      expect(items.find((b) => b.name === "Canna")).toMatchObject({
        href: "/brands/canna",
        productCount: 1,
      });
    });

    it("picks best sellers, the same for the same day", async () => {
      const a = await getJson<{ items: { sku: string; provider: string }[] }>(
        "/api/catalog/best-sellers?day=2026-05-01",
      );
      const b = await getJson<{ items: { sku: string }[] }>("/api/catalog/best-sellers?day=2026-05-01");
      expect(a).toEqual(b);
      expect(a.items.length).toBeGreaterThan(0);
      expect(a.items.length).toBeLessThanOrEqual(8);
      expect(a.items.filter((i) => i.provider === "iluminar").length).toBeLessThanOrEqual(3);
      expect((await get("/api/catalog/best-sellers?day=yesterday")).status).toBe(400);
    });

    it("counts products per category", async () => {
      const { counts } = await getJson<{ counts: Record<string, number> }>("/api/catalog/categories");
      expect(counts["grow-lights"]).toBe(5);
      expect(counts.hydroponics).toBe(1);
    });
  });

  describe("API documentation", () => {
    it("serves an OpenAPI 3.1 document covering every catalogue route", async () => {
      const doc = await getJson<{ openapi: string; paths: Record<string, unknown> }>("/api/openapi.json");
      expect(doc.openapi).toBe("3.1.0");
      for (const path of [
        "/api/catalog/search",
        "/api/catalog/listing",
        "/api/catalog/products",
        "/api/catalog/products/{sku}",
        "/api/catalog/brands",
        "/api/catalog/best-sellers",
        "/api/catalog/categories",
        "/api/products",
        "/api/spd-products",
        "/api/shop/hydrofarm/products",
        "/api/products/hydrofarm",
        "/api/productscat/",
        "/api/categories/hierarchy",
      ]) {
        expect(doc.paths[path], path).toBeDefined();
      }
    });

    it("renders a readable HTML page without external resources", async () => {
      const res = await get("/api/docs");
      expect(res.headers.get("content-type")).toContain("text/html");
      const html = await res.text();
      expect(html).toContain("/api/catalog/search");
      expect(html).not.toMatch(/<script|https?:\/\/(?!localhost)/);
    });
  });
});
