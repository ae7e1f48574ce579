import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ListingQuery } from "../../../core/listing-query.ts";
import { databaseTargets } from "../../../tests/support/test-database.ts";
import { sql, type Database } from "../../db/client.ts";
import { type createCatalogService } from "./create-catalog-service.ts";
import { refreshDerivedData } from "../read-model/derived.ts";
import {
  insertTestProducts,
  listingQuery as query,
  seedTestCatalog,
  type TestProduct,
} from "../../../tests/factories/test-products.ts";

const light = (p: TestProduct): TestProduct => ({
  categorySlugs: ["grow-lights"],
  category: "LED Grow Lights",
  ...p,
});

const products: TestProduct[] = [
  // Search ranking fixtures.
  { sku: "RANK-1", name: "Zeta Lamp", brand: "Lumo" },
  { sku: "LUMO", name: "Yellow Reflector", brand: "Other" },
  { sku: "RANK-3", name: "Lumo", brand: "Other" },
  { sku: "RANK-4", name: "Alpha Lumo Lens", brand: "Other" },
  { sku: "XLUMOX", name: "Beta Hood", brand: "Other" },
  { sku: "RANK-6", name: "Aardvark Hanger", brand: "Other", companyName: "Lumo Supply" },
  { sku: "PCT-1", name: "Saver 50% off", brand: "Other" },
  { sku: "PCT-2", name: "Saver 500 off", brand: "Other" },
  { sku: "HX-1", name: "Hortilux Super HPS", brand: "Hortilux" },
  // Same sku from three providers: one listed row, the iluminar one.
  light({ sku: "DUP-1", name: "Dup From Hydrofarm", provider: "hydrofarm", priceCents: 300 }),
  light({ sku: "DUP-1", name: "Dup From Iluminar", provider: "iluminar", priceCents: 100 }),
  light({ sku: "DUP-1", name: "Dup From Spd", provider: "spd", priceCents: 200 }),
  light({ sku: "GONE-1", name: "Discontinued Light", discontinued: true }),
  // Grow-light filter fixtures.
  light({
    sku: "W-100",
    name: "Watt 100",
    wattage120v: 100,
    ratedVoltage: "120-277V",
    priceCents: 10_000,
    subcategory: "LED Grow Lights",
    brand: "Gavita",
    sales: 5,
  }),
  light({
    sku: "W-101",
    name: "Watt 101",
    wattage120v: 101,
    ratedVoltage: "277V",
    priceCents: 20_000,
    subcategory: "HID Lighting",
    brand: "Fluence",
    sales: 50,
    provider: "spd",
  }),
  light({
    sku: "W-1000",
    name: "Watt 1000",
    wattage120v: 1000,
    ratedVoltage: "480V",
    priceCents: 30_000,
    subcategory: "Ballasts",
    brand: "Gavita Pro",
    sales: 1,
    provider: "hydrofarm",
  }),
  light({
    sku: "W-NONE",
    name: "Watt None",
    wattage120v: null,
    ratedVoltage: null,
    priceCents: 40_000,
    subcategory: "Reflectors",
    brand: "Sun System",
  }),
  // Hydroponics defines no wattage filter.
  {
    sku: "H-1",
    name: "Pump One",
    categorySlugs: ["hydroponics"],
    category: "Hydroponics",
    subcategory: "Pumps",
    wattage120v: 50,
    provider: "hydrofarm",
  },
];

describe.each(databaseTargets())("catalogue queries on $name", (target) => {
  let database: Database;
  let catalog: ReturnType<typeof createCatalogService>;
  beforeAll(async () => {
    database = await target.open();
    catalog = await seedTestCatalog(database.db, products);
  });
  afterAll(async () => {
    await database?.close();
  });

  describe("search ('Header search')", () => {
    it("ranks exact sku, exact name, name contains text, sku contains text, then the rest (ADR 0060)", async () => {
      const hits = await catalog.search("LUMO");
      expect(hits.map((h) => h.sku)).toEqual(["LUMO", "RANK-3", "RANK-4", "XLUMOX", "RANK-6", "RANK-1"]);
    });

    it("matches brand and company name, case-insensitively", async () => {
      expect((await catalog.search("lumo supply")).map((h) => h.sku)).toEqual(["RANK-6"]);
      expect((await catalog.search("LUMO")).some((h) => h.sku === "RANK-1")).toBe(true);
    });

    it("needs at least 2 characters", async () => {
      expect(await catalog.search("l")).toEqual([]);
      expect(await catalog.search("  ")).toEqual([]);
    });

    it("treats LIKE wildcards in the text literally", async () => {
      expect((await catalog.search("50%")).map((h) => h.sku)).toEqual(["PCT-1"]);
      expect((await catalog.search("r_n")).map((h) => h.sku)).toEqual([]);
    });

    it("falls back to similar spellings when nothing contains the text ('hortilx' finds Hortilux)", async () => {
      expect((await catalog.search("hortilx")).map((h) => h.sku)).toEqual(["HX-1"]);
      expect((await catalog.search("gavta")).map((h) => h.sku)).toEqual(["W-100", "W-1000"]);
      expect(await catalog.search("qqzzxx")).toEqual([]);
    });

    it("returns one row per sku, from the provider with priority, and hides discontinued products", async () => {
      const hits = await catalog.search("dup");
      expect(hits).toHaveLength(1);
      expect(hits[0]).toMatchObject({ name: "Dup From Iluminar", source: "original", priceCents: 100 });
      expect(await catalog.search("discontinued")).toEqual([]);
    });
  });

  describe("category listing ('Filter matching')", () => {
    const growLights = async (overrides: Partial<ListingQuery>) => {
      const result = await catalog.listing({ ...query(overrides), slug: "grow-lights" });
      return result?.items.map((i) => i.sku);
    };

    it("lists a category's products, provider priority then name by default", async () => {
      expect(await growLights({})).toEqual(["DUP-1", "W-100", "W-NONE", "W-101", "W-1000"]);
    });

    it("answers null for an unknown slug", async () => {
      expect(await catalog.listing({ ...query(), slug: "no-such" })).toBeNull();
    });

    it("'wattage compares wattage_120v as a number within any selected range inclusive and excludes products without a numeric value'", async () => {
      expect(await growLights({ watts: ["0-100W"] })).toEqual(["W-100"]);
      expect(await growLights({ watts: ["100-200W"] })).toEqual(["W-101"]);
      expect(await growLights({ watts: ["500-1000W"] })).toEqual(["W-1000"]);
      expect(await growLights({ watts: ["1000W+", "0-100W"] })).toEqual(["W-100", "W-1000"]);
    });

    it("'subcategory filter is a two-way case-insensitive substring match'", async () => {
      expect(await growLights({ sub: ["led"] })).toEqual(["DUP-1", "W-100"]);
      expect(await growLights({ sub: ["Ballasts and more"] })).toEqual(["W-1000"]);
      expect(await growLights({ sub: ["bulbs"] })).toEqual([]);
      expect(await growLights({ sub: ["all ballasts"] })).toEqual(["W-1000"]);
    });

    it("'brand filter is a substring match' (case-insensitive)", async () => {
      expect(await growLights({ brand: ["gavita"] })).toEqual(["W-100", "W-1000"]);
      expect(await growLights({ brand: ["FLUENCE", "sun"] })).toEqual(["W-NONE", "W-101"]);
    });

    it("'voltage compares rated_voltage text and excludes products lacking it'", async () => {
      expect(await growLights({ voltage: ["277V"] })).toEqual(["W-101"]);
      expect(await growLights({ voltage: ["120-277V", "480V"] })).toEqual(["W-100", "W-1000"]);
    });

    it("'price range inclusive' (whole dollars against cents)", async () => {
      expect(await growLights({ min: 100, max: 300 })).toEqual(["W-100", "W-101", "W-1000"]);
      expect(await growLights({ min: 100.01, max: 299.99 })).toEqual(["W-101"]);
    });

    it("applies a filter only if the category defines it (hydroponics has no wattage filter)", async () => {
      const result = await catalog.listing({ ...query({ watts: ["1000W+"] }), slug: "hydroponics" });
      expect(result?.items.map((i) => i.sku)).toEqual(["H-1"]);
      expect(result?.facets.wattageRanges).toEqual([]);
    });

    it("sorts by price either way and by sales for best sellers", async () => {
      expect(await growLights({ sort: "priceLowToHigh" })).toEqual([
        "DUP-1",
        "W-100",
        "W-101",
        "W-1000",
        "W-NONE",
      ]);
      expect(await growLights({ sort: "priceHighToLow" })).toEqual([
        "W-NONE",
        "W-1000",
        "W-101",
        "W-100",
        "DUP-1",
      ]);
      expect((await growLights({ sort: "bestSeller" }))?.slice(0, 2)).toEqual(["W-101", "W-100"]);
    });

    it("reports totals before and after filters, and facets from the whole category", async () => {
      const result = await catalog.listing({ ...query({ brand: ["gavita"] }), slug: "grow-lights" });
      expect(result).toMatchObject({ total: 2, categoryTotal: 5, page: 1, pageSize: 24, pageCount: 1 });
      expect(result?.facets.brands.map((b) => b.value)).toEqual([
        "Acme",
        "Fluence",
        "Gavita",
        "Gavita Pro",
        "Sun System",
      ]);
      expect(result?.facets.wattages).toEqual([1000, 101, 100]);
      expect(result?.facets.price).toEqual({ min: 0, max: 400 });
    });

    it("searches the whole catalogue with q, ranked like the header search", async () => {
      const result = await catalog.listing(query({ q: "lumo" }));
      expect(result?.items.map((i) => i.sku)).toEqual([
        "LUMO",
        "RANK-3",
        "RANK-4",
        "XLUMOX",
        "RANK-6",
        "RANK-1",
      ]);
      expect(result?.total).toBe(6);
      expect(result?.facets.brands.map((b) => b.value)).toEqual(["Lumo", "Other"]);
      expect(result?.correctedQuery).toBeUndefined();
    });

    it("searches for the corrected spelling when nothing matches, and says so", async () => {
      const result = await catalog.listing(query({ q: "super hortilx" }));
      expect(result?.correctedQuery).toBe("super hortilux");
      expect(result?.items.map((i) => i.sku)).toEqual(["HX-1"]);
    });

    it("lists every product when there is no category or search", async () => {
      const result = await catalog.listing(query());
      expect(result?.categoryTotal).toBe(15);
      expect(result?.pageCount).toBe(1);
    });
  });

  describe("paging", () => {
    it("pages 24 at a time", async () => {
      const many = Array.from({ length: 30 }, (_, i) => ({
        sku: `PG-${String(i).padStart(2, "0")}`,
        name: `Paged ${String(i).padStart(2, "0")}`,
        categorySlugs: ["propagation"],
        category: "Propagation",
        provider: "spd" as const,
      }));
      await database.db.transaction(async (tx) => {
        await insertTestProducts(tx as unknown as typeof database.db, many);
        await refreshDerivedData(tx as unknown as typeof database.db);
      });
      expect(await catalog.search("paged")).toHaveLength(10);
      const page2 = await catalog.listing({ ...query({ page: 2 }), slug: "propagation" });
      expect(page2).toMatchObject({ total: 30, pageCount: 2, page: 2 });
      expect(page2?.items.map((i) => i.sku)).toEqual(["PG-24", "PG-25", "PG-26", "PG-27", "PG-28", "PG-29"]);
      const beyond = await catalog.listing({ ...query({ page: 3 }), slug: "propagation" });
      expect(beyond?.items).toEqual([]);
      await database.db.execute(sql`delete from products where sku like 'PG-%'`);
      await refreshDerivedData(database.db);
    });
  });

  describe("product detail", () => {
    it("finds a product by exact sku, else case-insensitively, preferring the listed row", async () => {
      expect((await catalog.product("DUP-1"))?.name).toBe("Dup From Iluminar");
      expect((await catalog.product("dup-1"))?.name).toBe("Dup From Iluminar");
      expect(await catalog.product("NOPE")).toBeNull();
      expect(await catalog.product("GONE-1")).toBeNull();
    });

    it("'Related Products (max 4, same category, excluding itself)'", async () => {
      const product = await catalog.product("W-100");
      const related = product?.related.map((r) => r.sku) ?? [];
      expect(related).toHaveLength(4);
      expect(related).not.toContain("W-100");
      expect(related.every((sku) => ["DUP-1", "W-101", "W-1000", "W-NONE"].includes(sku))).toBe(true);
    });
  });

  describe("derived data", () => {
    it("counts listed products per category", async () => {
      expect(await catalog.categoryCounts()).toMatchObject({
        "grow-lights": 5,
        hydroponics: 1,
        propagation: 0,
      });
    });

    it("builds one brands-directory row per brand with its category, provider and logo", async () => {
      const gavita = (await catalog.brands()).find((b) => b.name === "Gavita");
      expect(gavita).toEqual({
        name: "Gavita",
        provider: "Iluminar",
        categorySlug: "grow-lights",
        href: "/brands/gavita",
        originalCategory: "LED Grow Lights",
        logo: "/images/brands/gavita.svg",
        productCount: 1,
      });
      const other = (await catalog.brands()).find((b) => b.name === "Other");
      expect(other).toMatchObject({ categorySlug: "products", href: "/brands/other" });
    });

    it("reads the brands directory once per catalogue version, and anew after an import changes it", async () => {
      const before = await catalog.brands();
      expect(await catalog.brands()).toBe(before);
      expect(before.map((b) => b.name)).not.toContain("Newbrand");
      await database.db.transaction(async (tx) => {
        await insertTestProducts(tx as unknown as typeof database.db, [
          { sku: "NB-1", name: "Newbrand Fan", brand: "Newbrand" },
        ]);
        await refreshDerivedData(tx as unknown as typeof database.db);
      });
      expect((await catalog.brands()).map((b) => b.name)).toContain("Newbrand");
      await database.db.execute(sql`delete from products where sku = 'NB-1'`);
      await refreshDerivedData(database.db);
      expect((await catalog.brands()).map((b) => b.name)).not.toContain("Newbrand");
    });

    it("looks up current products by sku for the cart", async () => {
      const found = await catalog.productsBySkus(["DUP-1", "GONE-1", "NOPE", "DUP-1"]);
      expect([...found.keys()]).toEqual(["DUP-1"]);
      expect(found.get("DUP-1")?.priceCents).toBe(100);
    });

    it("lists every listed sku for the sitemap", async () => {
      const entries = await catalog.sitemapEntries();
      expect(entries).toHaveLength(15);
      expect(entries[0].updatedAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    });

    it("picks the day's best sellers and follows the catalogue after an import", async () => {
      const day = new Date("2026-04-02T10:00:00Z");
      const first = await catalog.bestSellers(day);
      expect(first.length).toBeGreaterThan(0);
      expect(first.filter((p) => p.provider === "iluminar").length).toBeLessThanOrEqual(3);
      expect(await catalog.bestSellers(day)).toEqual(first);
      const gone = first[0].sku;
      await database.db.execute(sql`update products set discontinued = true where sku = ${gone}`);
      await refreshDerivedData(database.db);
      expect((await catalog.bestSellers(day)).map((p) => p.sku)).not.toContain(gone);
      await database.db.execute(sql`update products set discontinued = false where sku = ${gone}`);
      await refreshDerivedData(database.db);
    });

    it("recomputes the listed row when the priority provider's row is discontinued", async () => {
      await database.db.execute(
        sql`update products set discontinued = true where sku = 'DUP-1' and provider = 'iluminar'`,
      );
      await refreshDerivedData(database.db);
      expect((await catalog.product("DUP-1"))?.name).toBe("Dup From Spd");
      await database.db.execute(sql`update products set discontinued = false where sku = 'DUP-1'`);
      await refreshDerivedData(database.db);
    });
  });
});
