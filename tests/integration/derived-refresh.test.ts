import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { refreshDerivedData } from "../../server/catalog/read-model/derived.ts";
import { sql, type Database, type Db } from "../../server/db/client.ts";
import { queryRows } from "../support/query-rows.ts";
import { rawIluminar, rawSpd, sampleFeed, seedCatalog, type RawFeedRecord } from "../factories/catalog.ts";
import { databaseTargets } from "../support/test-database.ts";

/** The read models an import maintains, in a comparable form. */
async function readModels(db: Db): Promise<string> {
  const tables = await Promise.all([
    queryRows(db, sql`select id, is_primary from products order by id`),
    queryRows(db, sql`select * from catalog_entries order by product_id`),
    queryRows(db, sql`select * from catalog_entry_categories order by product_id, slug`),
    queryRows(db, sql`select word from catalog_words order by word`),
    queryRows(db, sql`select slug, product_count, facets from category_facets order by slug`),
    queryRows(db, sql`select * from brands order by name`),
  ]);
  return JSON.stringify(tables);
}

/** What a refresh that compares every row builds from the same products. */
async function fullRefresh(db: Db): Promise<string> {
  await db.execute(sql`update products set is_primary = not is_primary`);
  await db.execute(sql`delete from catalog_entries`);
  await db.execute(sql`delete from catalog_words`);
  await refreshDerivedData(db);
  return readModels(db);
}

describe.each(databaseTargets())("derived data after an import on $name", (target) => {
  let database: Database;
  beforeAll(async () => {
    database = await target.open();
  });
  afterAll(async () => {
    await database?.close();
  });

  it("the import's refresh of the skus it wrote equals a refresh of every row, import after import", async () => {
    const db = database.db;
    const spd = await sampleFeed("spd");
    const iluminar = await sampleFeed("iluminar");
    const hydrofarm = await sampleFeed("hydrofarm");
    const sharedWithHydrofarm = String(
      hydrofarm.find((record) => String(record.sku ?? "").trim() !== "")?.sku,
    ).trim();
    const reprice = (records: RawFeedRecord[], map: string) =>
      records.map((record) => ({ ...record, map, msrp: map }));
    const lastSpd = [...spd.slice(400), rawSpd({ sku: "SPD-BACK", item_name: "Qwert Returning Pump" })];
    const imports: [string, Parameters<typeof seedCatalog>[1]][] = [
      // An empty catalogue: catalog_entries refilled, only new words.
      ["lights feed into an empty catalogue", { iluminar }],
      ["distributor feed, most of the catalogue", { spd }],
      // A third of the catalogue: rows synced, only new words.
      ["hydrofarm feed", { hydrofarm }],
      [
        "distributor feed again: prices changed, products dropped, one outranked by the lights feed",
        {
          spd: [
            ...spd.slice(0, 200).map((record) => ({ ...record, map: "12.34", msrp: "23.45" })),
            ...spd.slice(400),
            rawSpd({ sku: "SHARED-9", item_name: "Zyxwv Shared Lamp" }),
          ],
          iluminar: [...iluminar, rawIluminar({ sku: "SHARED-9" })],
        },
      ],
      // Every row of the distributor changes, so its partitions are refilled; the sku it shares with the
      // hydrofarm feed moves the listed row out of, then back into, hydrofarm's partitions.
      [
        "distributor feed, every price changed, with a hydrofarm sku: it outranks the hydrofarm row",
        {
          spd: [
            ...reprice(spd.slice(400), "10.01"),
            rawSpd({ sku: sharedWithHydrofarm, item_name: "Shared Pump" }),
          ],
        },
      ],
      [
        "distributor feed, every price changed, without it: the hydrofarm row listed again",
        { spd: reprice(spd.slice(400), "30.03") },
      ],
      ["distributor feed with a new product", { spd: lastSpd }],
      ["distributor feed without it: discontinued", { spd: lastSpd.slice(0, -1) }],
      // Only an unlisted row comes back: its primary flag is the one to correct.
      ["distributor feed with it again", { spd: lastSpd }],
    ];
    const indexes = () =>
      queryRows(
        db,
        sql`select indexrelid::regclass::text as name, pg_get_indexdef(indexrelid) as definition from pg_index
            where indrelid in ('catalog_entries'::regclass, 'catalog_entry_categories'::regclass)
            order by 1`,
      );
    const migrated = await indexes();
    for (const [label, feeds] of imports) {
      // Some steps drop products on purpose, more than the discontinue guard lets a feed do unasked.
      await seedCatalog(db, feeds, { allowDiscontinue: true });
      const afterImport = await readModels(db);
      expect(afterImport, label).toBe(await fullRefresh(db));
      // Indexes dropped for a bulk change are all built again.
      expect(await indexes(), label).toEqual(migrated);
    }
  }, 180_000); // four imports and full refreshes of the sample: over a minute on a loaded 2-core machine
});
