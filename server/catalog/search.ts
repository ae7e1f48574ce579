import type { SQL } from "drizzle-orm";
import type { SearchHit } from "../../core/catalog-types.ts";
import { SEARCH_MAX_RESULTS, SEARCH_MIN_CHARS } from "../../core/constants.ts";
import { queryRows, sql, type Db } from "../db/client.ts";
import { listedEntries, summaryColumns, toSearchHit, type SummaryRow } from "./product-row.ts";
import { containsMatch, correctedQuery, escapeLike, normaliseQuery } from "./search-match.ts";

/**
 * The ranking tiers of spec §7, best first, each read alphabetically by name, at most 10 rows each.
 * Names are brand-first, so name matches cluster: walking the name index hoping to meet 10 early can
 * cross most of the table. Name tiers are therefore always found through the trigram index and sorted
 * (the order is written `lower(name) || ''` to keep the planner off the walk). The sku and other-field
 * tiers, read only when names give fewer than 10, let the planner walk for short text (a supplier's sku
 * prefix matches tens of thousands of products spread across names) and use the index from 5 characters.
 */
function tiers(lq: string): SQL[] {
  const pattern = `%${escapeLike(lq)}%`;
  const nameContains = sql`lower(p.name) like ${pattern}`;
  const skuContains = sql`lower(p.sku) like ${pattern}`;
  return [
    sql`lower(p.name) = ${lq}`,
    sql`lower(p.sku) = ${lq} and lower(p.name) <> ${lq}`,
    sql`${nameContains} and lower(p.name) <> ${lq} and lower(p.sku) <> ${lq}`,
    sql`${skuContains} and not ${nameContains} and lower(p.sku) <> ${lq}`,
    sql`${containsMatch(lq)} and not ${nameContains} and not ${skuContains}`,
  ];
}

const WALK_MAX_LENGTH = 4;

function tierQuery(db: Db, tiers: { condition: SQL; rank: number }[], limit: number, mayWalk: boolean) {
  const nameOrder = mayWalk ? sql`lower(p.name)` : sql`lower(p.name) || ''`;
  const branches = tiers.map(
    ({ condition, rank }) =>
      sql`(select ${summaryColumns}, ${rank}::int as tier, lower(p.name) as name_key from ${listedEntries}
          where ${condition} order by ${nameOrder}, p.sku limit ${limit})`,
  );
  return queryRows<SummaryRow>(
    db,
    sql`${sql.join(branches, sql` union all `)} order by tier, name_key, sku limit ${limit}`,
  );
}

async function rankedHits(db: Db, lq: string): Promise<SummaryRow[]> {
  const all = tiers(lq).map((condition, rank) => ({ condition, rank }));
  const byName = await tierQuery(db, all.slice(0, 3), SEARCH_MAX_RESULTS, false);
  if (byName.length >= SEARCH_MAX_RESULTS) return byName;
  const rest = await tierQuery(
    db,
    all.slice(3),
    SEARCH_MAX_RESULTS - byName.length,
    lq.length <= WALK_MAX_LENGTH,
  );
  return [...byName, ...rest];
}

/** Header search-as-you-type (spec §7): top 10 by rank then name; typo-tolerant when nothing contains the text. */
export async function searchProducts(db: Db, q: string): Promise<SearchHit[]> {
  const lq = normaliseQuery(q);
  if (lq.length < SEARCH_MIN_CHARS) return [];
  const hits = await rankedHits(db, lq);
  if (hits.length > 0) return hits.map(toSearchHit);
  const corrected = await correctedQuery(db, lq);
  return corrected ? (await rankedHits(db, corrected)).map(toSearchHit) : [];
}
