import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ListingQuery } from "../../../core/listing-query.ts";
import { databaseTargets } from "../../../tests/support/test-database.ts";
import { sql, type Database } from "../../db/client.ts";
import { queryRows } from "../../../tests/support/query-rows.ts";
import type { CatalogService } from "../queries/catalog-service.ts";
import { refreshDerivedData } from "./derived.ts";
import { refreshListingIndex } from "./listing-index.ts";
import {
  listingQuery as query,
  seedTestCatalog,
  type TestProduct,
} from "../../../tests/factories/test-products.ts";

const hydroponics = (p: TestProduct): TestProduct => ({
  categorySlugs: ["hydroponics"],
  category: "Hydroponics",
  subcategory: "Pumps",
  ...p,
});

const products: TestProduct[] = [
  hydroponics({ sku: "HY-C", name: "Charlie Pump", provider: "iluminar", priceCents: 3000, brand: "Acme" }),
  hydroponics({ sku: "HY-A", name: "alpha pump", provider: "hydrofarm", priceCents: 1000, brand: "Zed" }),
  hydroponics({ sku: "HY-B", name: "Bravo Pump", provider: "spd", priceCents: 2000, brand: "" }),
  // In two categories at once.
  hydroponics({
    sku: "BOTH-1",
    name: "Delta Light Pump",
    categorySlugs: ["hydroponics", "grow-lights"],
    priceCents: 4000,
    brand: "Acme Pro",
  }),
  { sku: "GL-1", name: "Zulu Lamp", categorySlugs: ["grow-lights"], category: "LED Grow Lights" },
];

describe.each(databaseTargets())("category listings after catalogue changes on $name", (target) => {
  let database: Database;
  let catalog: CatalogService;
  const skus = async (slug: string, overrides: Partial<ListingQuery> = {}) => {
    const result = await catalog.listing({ ...query(overrides), slug });
    return { skus: result?.items.map((i) => i.sku), total: result?.total };
  };
  const change = async (statement: ReturnType<typeof sql>) => {
    await database.db.execute(statement);
    await refreshDerivedData(database.db);
  };

  beforeAll(async () => {
    database = await target.open();
    catalog = await seedTestCatalog(database.db, products);
  });
  afterAll(async () => {
    await database?.close();
  });

  it("lists a product under every category it belongs to", async () => {
    expect((await skus("hydroponics")).skus).toContain("BOTH-1");
    expect((await skus("grow-lights")).skus).toEqual(["BOTH-1", "GL-1"]);
  });

  it("sorts by name only where the category has no provider priority, case-insensitively", async () => {
    expect((await skus("hydroponics")).skus).toEqual(["HY-A", "HY-B", "HY-C", "BOTH-1"]);
  });

  it("follows price changes, discontinued products and category moves at the next refresh", async () => {
    await change(sql`update products set price_cents = 5000 where sku = 'HY-A'`);
    expect((await skus("hydroponics", { sort: "priceLowToHigh" })).skus).toEqual([
      "HY-B",
      "HY-C",
      "BOTH-1",
      "HY-A",
    ]);
    await change(sql`update products set discontinued = true where sku = 'HY-B'`);
    expect(await skus("hydroponics", { min: 0 })).toEqual({ skus: ["HY-A", "HY-C", "BOTH-1"], total: 3 });
    await change(sql`update products set category_slugs = '{grow-lights}' where sku = 'HY-C'`);
    expect((await skus("hydroponics")).skus).toEqual(["HY-A", "BOTH-1"]);
    expect((await skus("grow-lights")).skus).toEqual(["HY-C", "BOTH-1", "GL-1"]);
    await change(sql`update products set price_cents = 1000, discontinued = false, category_slugs = '{hydroponics}'
      where sku in ('HY-A', 'HY-B', 'HY-C')`);
    expect((await skus("hydroponics")).skus).toEqual(["HY-A", "HY-B", "HY-C", "BOTH-1"]);
  });

  it("given the changed skus, compares only their rows", async () => {
    const highestPriced = async () =>
      (await skus("hydroponics", { sort: "priceHighToLow" })).skus?.slice(0, 2);
    await database.db.execute(sql`update catalog_entries set price_cents = 20000 where sku = 'HY-A'`);
    await database.db.execute(sql`update catalog_entries set price_cents = 30000 where sku = 'HY-C'`);
    await refreshListingIndex(database.db, ["HY-A"]);
    expect(await highestPriced()).toEqual(["HY-A", "BOTH-1"]);
    await refreshListingIndex(database.db);
    expect(await highestPriced()).toEqual(["HY-C", "HY-A"]);
    // catalog_entries follows products again, and the category rows follow it.
    await refreshDerivedData(database.db);
    expect(await highestPriced()).toEqual(["BOTH-1", "HY-A"]);
  });

  it("refills the table, its indexes rebuilt, when the changed skus are as many as its rows", async () => {
    const indexState = async () =>
      (
        await queryRows<{ oids: string; statistics: number }>(
          database.db,
          sql`select (select string_agg(indexrelid::text, ',' order by indexrelid) from pg_index
                      where indrelid = 'catalog_entry_categories'::regclass) as oids,
                (select count(*)::int from pg_statistic_ext
                  where stxrelid = 'catalog_entry_categories'::regclass) as statistics`,
        )
      )[0];
    const before = await indexState();
    await database.db.execute(sql`update catalog_entries set price_cents = 50000 where sku = 'HY-B'`);
    // Six rows (BOTH-1 is in two categories); a sku the import wrote may also be one no longer listed.
    await refreshListingIndex(database.db, ["HY-A", "HY-B", "HY-C", "BOTH-1", "GL-1", "GONE-1"]);
    const after = await indexState();
    // The primary key, four sort indexes and the partial in-stock one.
    expect(after.oids.split(",")).toHaveLength(6);
    expect(after.oids).not.toBe(before.oids);
    expect(after.statistics).toBe(1);
    expect((await skus("hydroponics", { sort: "priceHighToLow" })).skus?.[0]).toBe("HY-B");
    expect((await skus("grow-lights")).skus).toEqual(["BOTH-1", "GL-1"]);
    await refreshDerivedData(database.db);
    expect((await skus("hydroponics", { sort: "priceHighToLow" })).skus?.[0]).toBe("BOTH-1");
  });

  it("'brand filter is a substring match' (case-insensitive) against the category's own brands", async () => {
    expect(await skus("hydroponics", { brand: ["acme"] })).toEqual({ skus: ["HY-C", "BOTH-1"], total: 2 });
    expect(await skus("hydroponics", { brand: ["ME P", "zed"] })).toEqual({
      skus: ["HY-A", "BOTH-1"],
      total: 2,
    });
    expect(await skus("hydroponics", { brand: ["Gavita"] })).toEqual({ skus: [], total: 0 });
  });

  it("a brand value with no characters left (only NUL) is contained in every brand, even an empty one", async () => {
    expect((await skus("hydroponics", { brand: ["\u0000"] })).total).toBe(4);
  });

  it("'subcategory filter is a two-way case-insensitive substring match' against the category's own subcategories", async () => {
    expect((await skus("hydroponics", { sub: ["PUMP"] })).total).toBe(4);
    expect((await skus("hydroponics", { sub: ["all pumps and more"] })).total).toBe(4);
    expect((await skus("hydroponics", { sub: ["reservoirs"] })).total).toBe(0);
  });
});
