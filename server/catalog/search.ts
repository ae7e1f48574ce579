import type { SQL } from "drizzle-orm";
import type { SearchHit } from "../../core/catalog-types.ts";
import { SEARCH_MAX_RESULTS, SEARCH_MIN_CHARS } from "../../core/constants.ts";
import { queryRows, sql, type Db } from "../db/client.ts";
import { listedEntries, summaryColumns, toSearchHit, type SummaryRow } from "./product-row.ts";
import { queryGrams, tierFromLists } from "./search-grams.ts";
import { containsMatch, correctedQuery, escapeLike, normaliseQuery, rankExpression } from "./search-match.ts";

/**
 * The 'contains' tiers of spec §7 by their rank in rankExpression: name, then sku, then any searched field.
 * Each includes the search_text match (search_text holds the lower-cased name and sku), which its trigram
 * index narrows.
 */
function containsTier(lq: string, tier: ListedTier): SQL {
  const pattern = `%${escapeLike(lq)}%`;
  const nameContains = sql`lower(p.name) like ${pattern}`;
  const skuContains = sql`lower(p.sku) like ${pattern}`;
  const conditions: Record<ListedTier, SQL> = {
    2: sql`${nameContains} and lower(p.name) <> ${lq} and lower(p.sku) <> ${lq}`,
    3: sql`${skuContains} and not ${nameContains} and lower(p.sku) <> ${lq}`,
    4: sql`not ${nameContains} and not ${skuContains}`,
  };
  return sql`${containsMatch(lq)} and ${conditions[tier]}`;
}

/** The catalog_search_grams field whose lists hold each contains-tier's rows (ADR 0011). */
const listedTiers = [
  { tier: 2, field: "name" },
  { tier: 3, field: "sku" },
  { tier: 4, field: "search_text" },
] as const;

type ListField = (typeof listedTiers)[number]["field"];
type ListedTier = (typeof listedTiers)[number]["tier"];

interface CandidateRow extends SummaryRow {
  /** 'exact' for the exact-name and exact-sku rows, else the gram list the row comes from. */
  field: "exact" | ListField;
  gram: string;
  complete: boolean;
  /**
   * Whether catalog_search_grams is built: it then holds the lists of the empty gram, which every product
   * contains (it is not, before the first refresh of a database migrated with its catalogue in place).
   */
  built: boolean;
  /** The row's tier, or null on the one row of a list none of whose products are in its tier. */
  tier: number | null;
}

/**
 * One statement: the exact-name and exact-sku rows (by index), and from the gram list of each field for
 * each of `grams`, the listed products that are in that field's tier, in name order.
 */
function readCandidates(db: Db, lq: string, grams: string[]): Promise<CandidateRow[]> {
  const rank = rankExpression(lq);
  const listTier = sql.raw(
    `(case g.field ${listedTiers.map(({ tier, field }) => `when '${field}' then ${tier}`).join(" ")} end)`,
  );
  return queryRows<CandidateRow>(
    db,
    sql`select 'exact' as field, '' as gram, true as complete, s.built, e.*
        from (select exists (select 1 from catalog_search_grams where gram = '') as built) s
        left join lateral (
          select row_number() over (order by ${rank}, lower(p.name), p.sku)::int as position,
            ${rank} as tier, ${summaryColumns}
          from ${listedEntries} where lower(p.name) = ${lq} or lower(p.sku) = ${lq}
          order by position limit ${SEARCH_MAX_RESULTS}
        ) e on true
        union all
        select g.field, g.gram, g.complete, true as built, m.*
        from catalog_search_grams g
        left join lateral (
          select u.position::int as position, ${rank} as tier, ${summaryColumns}
          from unnest(g.product_ids) with ordinality as u(product_id, position)
          join ${listedEntries} on p.product_id = u.product_id
          where ${rank} = ${listTier} and ${containsMatch(lq)}
        ) m on true
        where g.gram = any(${sql.param(grams)}::text[])
        order by field, gram, position`,
  );
}

/** One tier the slow way: narrowed by the trigram index and sorted (`|| ''` keeps the planner off the name walk). */
function sortedTier(db: Db, lq: string, tier: ListedTier, limit: number): Promise<SummaryRow[]> {
  return queryRows<SummaryRow>(
    db,
    sql`select ${summaryColumns} from ${listedEntries}
        where ${containsTier(lq, tier)} order by lower(p.name) || '', p.sku limit ${limit}`,
  );
}

async function rankedHits(db: Db, lq: string): Promise<SummaryRow[]> {
  const grams = queryGrams(lq);
  const rows = await readCandidates(db, lq, grams);
  const hits: SummaryRow[] = rows.filter((r) => r.field === "exact" && r.tier !== null);
  const listsBuilt = grams.length > 0 && rows.some((r) => r.field === "exact" && r.built);
  for (const { tier, field } of listedTiers) {
    const need = SEARCH_MAX_RESULTS - hits.length;
    if (need <= 0) break;
    const listed = listsBuilt
      ? tierFromLists(
          rows.filter((r) => r.field === field),
          grams,
          need,
        )
      : null;
    hits.push(...(listed ?? (await sortedTier(db, lq, tier, need))));
  }
  return hits;
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
