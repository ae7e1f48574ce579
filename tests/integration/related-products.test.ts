import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RELATED_PRODUCTS_MAX } from "../../core/constants.ts";
import { createCatalogService } from "../../server/catalog/queries/create-catalog-service.ts";
import { sql, type Database, type Db } from "../../server/db/client.ts";
import { queryRows } from "../support/query-rows.ts";
import { sampleFeed, seedCatalog } from "../factories/catalog.ts";
import { databaseTargets } from "../support/test-database.ts";

/**
 * 'Related Products (max 4, same category, excluding itself)' as product detail defines them, written out
 * directly over catalog_entries: the listed products sharing a category slug with the product (its raw
 * category when it has none), the next ones in name order, then from the start of the category.
 */
async function referenceRelated(db: Db, sku: string): Promise<string[]> {
  const rows = await queryRows<{ sku: string }>(
    db,
    sql`with product as (select * from catalog_entries where sku = ${sku}),
        candidates as (
          select e.sku, lower(e.name) as name_key,
            (lower(e.name), e.sku) > (lower(product.name), product.sku) as after
          from catalog_entries e, product
          where e.sku <> product.sku
            and (case when cardinality(product.category_slugs) > 0 then e.category_slugs && product.category_slugs
                      else e.category = product.category end))
        select sku from candidates order by after desc, name_key, sku limit ${RELATED_PRODUCTS_MAX}`,
  );
  return rows.map((row) => row.sku);
}

describe.each(databaseTargets())("related products on $name", (target) => {
  let database: Database;
  beforeAll(async () => {
    database = await target.open();
    await seedCatalog(database.db, {
      iluminar: await sampleFeed("iluminar"),
      spd: await sampleFeed("spd"),
      hydrofarm: await sampleFeed("hydrofarm"),
    });
  });
  afterAll(async () => {
    await database?.close();
  });

  it("are the product's category neighbours in name order, wrapping round, for every kind of product", async () => {
    const db = database.db;
    // Products in no storefront category, in several, in the provider-priority category (grow lights),
    // the last ones of their category by name (which wrap round), and a spread of the rest.
    const skus = await queryRows<{ sku: string }>(
      db,
      sql`(select sku from catalog_entries where cardinality(category_slugs) = 0 order by sku limit 15)
          union (select sku from catalog_entries where cardinality(category_slugs) > 1 order by sku limit 15)
          union (select sku from catalog_entries where 'grow-lights' = any(category_slugs) order by sku limit 15)
          union (select distinct on (category_slugs) sku from catalog_entries
                 order by category_slugs, lower(name) desc, sku desc)
          union (select sku from catalog_entries where product_id % 37 = 0)`,
    );
    expect(skus.length).toBeGreaterThan(80);
    const catalog = createCatalogService(db);
    for (const { sku } of skus) {
      const product = await catalog.product(sku);
      expect(
        product?.related.map((related) => related.sku),
        sku,
      ).toEqual(await referenceRelated(db, sku));
    }
  });
});
