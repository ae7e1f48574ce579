import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Provider } from "../../core/catalog-types.ts";
import { refreshDerivedData } from "../../server/catalog/derived.ts";
import { readFeed } from "../../server/catalog/feed-reader.ts";
import { FEED_FILES } from "../../server/catalog/sample/feed-generator.ts";
import { queryRows, sql, type Database, type Db } from "../../server/db/client.ts";
import { rawIluminar, rawSpd, seedCatalog, type RawFeedRecord } from "../factories/catalog.ts";
import { databaseTargets } from "../support/test-database.ts";

const sampleFeed = async (provider: Provider) =>
  (await readFeed({
    kind: "file",
    path: fileURLToPath(new URL(`../../feeds/sample/${FEED_FILES[provider]}`, import.meta.url)),
  })) as RawFeedRecord[];

/** The read models an import maintains, in a comparable form. */
async function readModels(db: Db): Promise<string> {
  const tables = await Promise.all([
    queryRows(db, sql`select id, is_primary from products order by id`),
    queryRows(db, sql`select * from catalog_entries order by product_id`),
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
    const lastSpd = [...spd.slice(400), rawSpd({ sku: "SPD-BACK", item_name: "Qwert Returning Pump" })];
    const imports: [string, Parameters<typeof seedCatalog>[1]][] = [
      // An empty catalogue: catalog_entries refilled, only new words.
      ["lights feed into an empty catalogue", { iluminar }],
      ["distributor feed, most of the catalogue", { spd }],
      // A third of the catalogue: rows synced, only new words.
      ["hydrofarm feed", { hydrofarm: await sampleFeed("hydrofarm") }],
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
      ["distributor feed with a new product", { spd: lastSpd }],
      ["distributor feed without it: discontinued", { spd: lastSpd.slice(0, -1) }],
      // Only an unlisted row comes back: its primary flag is the one to correct.
      ["distributor feed with it again", { spd: lastSpd }],
    ];
    for (const [label, feeds] of imports) {
      await seedCatalog(db, feeds);
      const afterImport = await readModels(db);
      expect(afterImport, label).toBe(await fullRefresh(db));
    }
  });
});
