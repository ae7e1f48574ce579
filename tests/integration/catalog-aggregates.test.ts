import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CATEGORIES, categoryBySlug } from "../../core/categories.ts";
import { brandLogo } from "../../core/brand-logos.ts";
import {
  ALL_PRODUCTS_KEY,
  aggregateFacets,
  buildFacets,
  facetColumns,
} from "../../server/catalog/read-model/facets.ts";
import { sql, type Database } from "../../server/db/client.ts";
import { queryRows } from "../support/query-rows.ts";
import { rawSpd, sampleFeed, seedCatalog } from "../factories/catalog.ts";
import { databaseTargets } from "../support/test-database.ts";

/**
 * The aggregates are computed in Node from one read of catalog_entries (catalog-aggregates.ts); each is
 * compared here with the same aggregate written out in SQL over the same rows.
 */
describe.each(databaseTargets())("catalogue aggregates on $name", (target) => {
  let database: Database;
  beforeAll(async () => {
    database = await target.open();
    await seedCatalog(database.db, {
      iluminar: await sampleFeed("iluminar"),
      spd: [
        ...(await sampleFeed("spd")),
        // A brand whose products split evenly between two raw categories and two storefront categories:
        // the first in C-collation order wins, as SQL's mode() picks it.
        rawSpd({ sku: "TIE-1", brand: "Tiebrand", category: "Pumps", item_name: "Tie Pump" }),
        rawSpd({ sku: "TIE-2", brand: "Tiebrand", category: "Nutrients", item_name: "Tie Base A" }),
      ],
      hydrofarm: await sampleFeed("hydrofarm"),
    });
  });
  afterAll(async () => {
    await database?.close();
  });

  it("category facets equal the SQL aggregate of the listed products per category", async () => {
    const db = database.db;
    const counts = await aggregateFacets(
      db,
      sql`select s.slug as scope, ${facetColumns}
          from catalog_entries p
          cross join lateral unnest(array_append(p.category_slugs, ${ALL_PRODUCTS_KEY}::text)) as s(slug)`,
    );
    const stored = await queryRows<{ slug: string; product_count: number; facets: unknown }>(
      db,
      sql`select slug, product_count, facets from category_facets order by slug`,
    );
    const scopes = [ALL_PRODUCTS_KEY, ...CATEGORIES.map((c) => c.slug)].sort();
    expect(stored.map((row) => row.slug)).toEqual(scopes);
    for (const row of stored) {
      const scoped = counts.get(row.slug);
      expect(row.product_count, row.slug).toBe(scoped?.productCount);
      expect(row.facets, row.slug).toEqual(
        JSON.parse(JSON.stringify(buildFacets(scoped!, categoryBySlug(row.slug)))),
      );
    }
  });

  it("the brands directory equals its definition in SQL: most frequent provider, raw category and storefront category", async () => {
    const db = database.db;
    const expected = await queryRows<Record<string, unknown>>(
      db,
      sql`with listed as (select * from catalog_entries where brand <> ''),
          slug_counts as (
            select l.brand, s.slug, count(*) as n
            from listed l cross join lateral unnest(l.category_slugs) as s(slug) group by l.brand, s.slug),
          top_slug as (select distinct on (brand) brand, slug from slug_counts order by brand, n desc, slug)
          select l.brand as name,
            (case mode() within group (order by l.provider)
              when 'iluminar' then 'Iluminar' when 'spd' then 'SPD' else 'Hydrofarm' end) as provider,
            coalesce(t.slug, 'products') as category_slug,
            mode() within group (order by l.category) as original_category,
            count(*)::int as product_count
          from listed l left join top_slug t on t.brand = l.brand
          group by l.brand, t.slug order by l.brand`,
    );
    const stored = await queryRows<Record<string, unknown>>(
      db,
      sql`select name, provider, category_slug, original_category, product_count, logo from brands order by name`,
    );
    expect(stored).toEqual(
      // The logo comes from the fixed name-to-logo table; a brand outside it has none.
      expected.map((row) => ({ ...row, logo: brandLogo(String(row.name)) })),
    );
    expect(stored.find((row) => row.name === "Tiebrand")).toMatchObject({ logo: null });
    expect(stored.find((row) => row.name === "Tiebrand")).toMatchObject({ original_category: "Nutrients" });
  });

  it("the search vocabulary is every run of 3 or more letters a-z in the listed search texts", async () => {
    const db = database.db;
    const expected = await queryRows<{ word: string }>(
      db,
      sql`select distinct w.word from catalog_entries p
          cross join lateral unnest(regexp_split_to_array(p.search_text, '[^a-z]+')) as w(word)
          where length(w.word) >= 3 order by w.word`,
    );
    const stored = await queryRows<{ word: string }>(db, sql`select word from catalog_words order by word`);
    expect(stored).toEqual(expected);
    expect(stored.length).toBeGreaterThan(100);
  });
});
