import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Facets } from "../../../core/catalog-types.ts";
import { WATTAGE_RANGES } from "../../../core/constants.ts";
import type { ListingQuery } from "../../../core/listing-query.ts";
import { databaseTargets } from "../../../tests/support/test-database.ts";
import { seeded } from "../../../bench/stats.ts";
import type { Database } from "../../db/client.ts";
import type { CatalogService } from "./catalog-service.ts";
import { inWattageRange } from "../read-model/facets.ts";
import { listingQuery, seedTestCatalog, type TestProduct } from "../../../tests/factories/test-products.ts";

const random = seeded(3);
const pick = <T>(values: readonly T[]) => values[Math.floor(random() * values.length)];
const brands = ["Alpha", "Bravo", "Charlie", "Delta"];
const subcategories = ["LED Fixtures", "HID Lamps", "Ballasts"];
const products: TestProduct[] = Array.from({ length: 160 }, (_, i) => ({
  sku: `DF-${i}`,
  name: `${pick(brands)} Light ${i}`,
  brand: pick(brands),
  subcategory: pick(subcategories),
  wattage120v: pick([null, 90, 150, 300, 500, 600, 1000, 1200]),
  ratedVoltage: pick([null, "120V", "120-277V", "277-480V"]),
  priceCents: 1000 * (1 + Math.floor(random() * 90)),
  categorySlugs: i % 5 === 0 ? [] : ["grow-lights"],
}));

/** 'Filter matching', stated directly on the seeded rows. */
type Filter = (p: TestProduct) => boolean;
function filtersOf(
  query: ListingQuery,
): Record<"categories" | "brands" | "wattage" | "voltage" | "price", Filter> {
  const lower = (s: string) => s.toLowerCase();
  return {
    categories: (p) =>
      query.sub.length === 0 ||
      query.sub.some(
        (s) => lower(p.subcategory ?? "").includes(lower(s)) || lower(s).includes(lower(p.subcategory ?? "")),
      ),
    brands: (p) =>
      query.brand.length === 0 || query.brand.some((b) => lower(p.brand ?? "").includes(lower(b))),
    wattage: (p) =>
      query.watts.length === 0 ||
      (p.wattage120v != null &&
        WATTAGE_RANGES.some(
          (r) => query.watts.includes(r.label) && inWattageRange(p.wattage120v as number, r),
        )),
    voltage: (p) =>
      query.voltage.length === 0 || (p.ratedVoltage != null && query.voltage.includes(p.ratedVoltage)),
    price: (p) =>
      (query.min === undefined || (p.priceCents ?? 0) >= query.min * 100) &&
      (query.max === undefined || (p.priceCents ?? 0) <= query.max * 100),
  };
}

/** Each facet value's count, brute force: the rows passing every filter but the facet's own. */
function expectedCounts(rows: TestProduct[], query: ListingQuery) {
  const filters = filtersOf(query);
  const passingAllBut = (own: keyof typeof filters) =>
    rows.filter((p) => Object.entries(filters).every(([kind, passes]) => kind === own || passes(p)));
  const count = (
    own: keyof typeof filters,
    holds: (p: TestProduct, value: string) => boolean,
    values: string[],
  ) => values.map((value) => ({ value, count: passingAllBut(own).filter((p) => holds(p, value)).length }));
  return {
    subcategories: (values: string[]) => count("categories", (p, v) => p.subcategory === v, values),
    brands: (values: string[]) => count("brands", (p, v) => p.brand === v, values),
    voltages: (values: string[]) => count("voltage", (p, v) => p.ratedVoltage === v, values),
    wattageRanges: (values: string[]) =>
      count(
        "wattage",
        (p, v) =>
          p.wattage120v != null &&
          inWattageRange(
            p.wattage120v,
            WATTAGE_RANGES.find((r) => r.label === v)!,
          ),
        values,
      ),
  };
}

const queries: Partial<ListingQuery>[] = [
  { brand: ["Alpha"] },
  { brand: ["Alpha", "Charlie"], watts: ["500-1000W"] },
  { watts: ["200-500W", "1000W+"], voltage: ["120V"] },
  { sub: ["HID Lamps"], min: 20, max: 60 },
  { sub: ["LED Fixtures", "Ballasts"], brand: ["Delta"], watts: ["0-100W"], voltage: ["120-277V"], min: 5 },
];

describe.each(databaseTargets())("disjunctive facet counts on $name", (target) => {
  let database: Database;
  let catalog: CatalogService;
  beforeAll(async () => {
    database = await target.open();
    catalog = await seedTestCatalog(database.db, products);
  });
  afterAll(async () => {
    await database?.close();
  });

  const expectCounts = (facets: Facets, rows: TestProduct[], query: ListingQuery) => {
    const expected = expectedCounts(rows, query);
    for (const facet of ["subcategories", "brands", "voltages", "wattageRanges"] as const) {
      const values = facets[facet].map((f) => f.value);
      expect(values.length, facet).toBeGreaterThan(0);
      expect(facets[facet], `${facet} under ${JSON.stringify(query)}`).toEqual(expected[facet](values));
    }
  };

  it.each(queries)(
    "counts each facet under every other active filter on a category page: %j",
    async (overrides) => {
      const query = listingQuery(overrides);
      const result = await catalog.listing({ ...query, slug: "grow-lights" });
      const rows = products.filter((p) => p.categorySlugs?.includes("grow-lights"));
      expectCounts(result!.facets, rows, query);
      const all = Object.values(filtersOf(query));
      expect(result!.total).toBe(rows.filter((p) => all.every((passes) => passes(p))).length);
    },
  );

  it.each(queries)("and on the whole catalogue and search results: %j", async (overrides) => {
    const query = listingQuery(overrides);
    expectCounts((await catalog.listing(query))!.facets, products, query);
    const searched = products.filter((p) => p.name.startsWith("Charlie") || p.brand === "Charlie");
    expectCounts((await catalog.listing({ ...query, q: "charlie" }))!.facets, searched, query);
  });

  it("keeps the unfiltered counts when nothing is ticked", async () => {
    const result = await catalog.listing({ ...listingQuery(), slug: "grow-lights" });
    expectCounts(
      result!.facets,
      products.filter((p) => p.categorySlugs?.includes("grow-lights")),
      listingQuery(),
    );
  });
});
