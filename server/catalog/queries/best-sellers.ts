import type { SQL } from "drizzle-orm";
import type { ProductSummary } from "../../../core/catalog-types.ts";
import { result, selectRows, sql, type Db } from "../../db/client.ts";
import { bestSellerPicks, daySeed, SPD_BEST_SELLER_CATEGORIES, type PoolSizes } from "./best-seller-picks.ts";
import { seededRandom } from "../../../core/seeded-random.ts";
import { rememberedPerCatalogVersion } from "../read-model/catalog-version.ts";
import { listedEntries, summaryColumns, toSummary, summaryShape } from "../read-model/product-row.ts";

const pools: Record<string, SQL> = {
  iluminar: sql`p.provider = 'iluminar'`,
  spd: sql`p.provider = 'spd'`,
  hydrofarmLighting: sql`p.provider = 'hydrofarm' and lower(p.category) = 'lighting'`,
  ...Object.fromEntries(
    SPD_BEST_SELLER_CATEGORIES.map((c) => [
      `spd:${c}`,
      sql`p.provider = 'spd' and lower(p.category) = ${c.toLowerCase()}`,
    ]),
  ),
};

async function poolSizes(db: Db): Promise<PoolSizes> {
  const names = Object.keys(pools);
  const counts = sql.join(
    names.map((name, i) => sql`count(*) filter (where ${pools[name]})::int as ${sql.identifier(`c${i}`)}`),
    sql`, `,
  );
  const shape = Object.fromEntries(names.map((_, i) => [`c${i}`, result.int]));
  const [row] = await selectRows(db, shape, sql`select ${counts} from ${listedEntries}`);
  const size = (name: string) => row[`c${names.indexOf(name)}`] ?? 0;
  return {
    iluminar: size("iluminar"),
    spd: size("spd"),
    hydrofarmLighting: size("hydrofarmLighting"),
    spdCategories: Object.fromEntries(SPD_BEST_SELLER_CATEGORIES.map((c) => [c, size(`spd:${c}`)])),
  };
}

/**
 * Home 'Best Sellers', the same selection all day on every server instance. The selection is a
 * pure function of the day and the catalogue, so it is remembered per day and catalogue version.
 */
export function createBestSellers(db: Db): (day: Date) => Promise<ProductSummary[]> {
  return rememberedPerCatalogVersion(
    db,
    (day: Date) => bestSellers(db, day),
    (day) => String(daySeed(day)),
  );
}

async function bestSellers(db: Db, day: Date): Promise<ProductSummary[]> {
  const picks = bestSellerPicks(await poolSizes(db), seededRandom(daySeed(day)));
  const rows = await Promise.all(
    picks.map(({ pool, index }) =>
      selectRows(
        db,
        summaryShape,
        sql`select ${summaryColumns} from ${listedEntries} where ${pools[pool]}
            order by p.provider, p.product_id offset ${index} limit 1`,
      ),
    ),
  );
  const seen = new Set<string>();
  return rows
    .flat()
    .filter((row) => !seen.has(row.sku) && seen.add(row.sku))
    .map(toSummary);
}
