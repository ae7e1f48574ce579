import type { SQL } from "drizzle-orm";
import type { SearchHit } from "../../core/catalog-types.ts";
import { SEARCH_MAX_RESULTS, SEARCH_MIN_CHARS } from "../../core/constants.ts";
import { queryRows, sql, type Db } from "../db/client.ts";
import { listedEntries, summaryColumns, toSearchHit, type SummaryRow } from "./product-row.ts";
import { containsMatch, correctedQuery, escapeLike, normaliseQuery } from "./search-match.ts";

/**
 * The ranking tiers of spec §7, best first, each read alphabetically by name. Each tier stops at 10 rows
 * through an index (name order, or the trigram index for rare text) instead of ranking every product that
 * contains a two-letter prefix; one UNION ALL keeps it to one round trip.
 */
function tiers(lq: string): SQL[] {
  const pattern = `%${escapeLike(lq)}%`;
  const nameContains = sql`lower(p.name) like ${pattern}`;
  const skuContains = sql`lower(p.sku) like ${pattern}`;
  return [
    sql`lower(p.name) = ${lq}`,
    sql`lower(p.sku) = ${lq} and lower(p.name) <> ${lq}`,
    sql`${containsMatch(lq)} and ${nameContains} and lower(p.name) <> ${lq} and lower(p.sku) <> ${lq}`,
    sql`${containsMatch(lq)} and ${skuContains} and not ${nameContains} and lower(p.sku) <> ${lq}`,
    sql`${containsMatch(lq)} and not ${nameContains} and not ${skuContains}`,
  ];
}

function rankedHits(db: Db, lq: string): Promise<SummaryRow[]> {
  const branches = tiers(lq).map(
    (tier, rank) =>
      sql`(select ${summaryColumns}, ${rank}::int as tier, lower(p.name) as name_key from ${listedEntries}
          where ${tier} order by lower(p.name), p.sku limit ${SEARCH_MAX_RESULTS})`,
  );
  return queryRows<SummaryRow>(
    db,
    sql`${sql.join(branches, sql` union all `)} order by tier, name_key, sku limit ${SEARCH_MAX_RESULTS}`,
  );
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
