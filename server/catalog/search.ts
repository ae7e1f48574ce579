import type { SQL } from "drizzle-orm";
import type { SearchHit } from "../../core/catalog-types.ts";
import { SEARCH_MAX_RESULTS, SEARCH_MIN_CHARS } from "../../core/constants.ts";
import { queryRows, sql, type Db } from "../db/client.ts";
import { listedEntries, summaryColumns, toSearchHit, type SummaryRow } from "./product-row.ts";
import { queryGrams, tierFromLists } from "./search-grams.ts";
import {
  containsMatch,
  correctedQuery,
  normaliseQuery,
  rankExpression,
  SearchTier,
  termsMatch,
  withinTier,
} from "./search-match.ts";
import { isPlainWord, searchTerms, type SearchTerm } from "./search-terms.ts";

/** The catalog_search_grams field whose lists hold each contains-tier's rows (ADR 0011). */
const listedTiers = [
  { tier: SearchTier.nameContainsText, field: "name" },
  { tier: SearchTier.skuContainsText, field: "sku" },
  { tier: SearchTier.elsewhere, field: "search_text" },
] as const;

type ListField = (typeof listedTiers)[number]["field"];

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
          select row_number() over (order by ${rank}, ${withinTier})::int as position,
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

/**
 * Matching rows ranked `tiers` (a range of ranks) the slow way: narrowed by the trigram index and sorted
 * (`+ 0` keeps the planner off the walk of the best-seller index, which crosses the whole catalogue).
 */
function sortedTiers(
  db: Db,
  lq: string,
  terms: SearchTerm[],
  tiers: { from: number; to: number },
  limit: number,
): Promise<SummaryRow[]> {
  const rank = rankExpression(lq, terms);
  return queryRows<SummaryRow>(
    db,
    sql`select ${summaryColumns} from ${listedEntries}
        where ${termsMatch(terms)} and ${rank} between ${tiers.from} and ${tiers.to}
        order by ${rank}, p.sales + 0 desc, lower(p.name), p.sku limit ${limit}`,
  );
}

/**
 * The top 10 (ADR 0011, 0060). The exact matches and the products whose name contains the typed text come
 * from the search lists; for one word typed so do the later tiers, which hold only the text's matches.
 * A query of several words (or a number with its unit) then ranks the products holding every word.
 */
async function rankedHits(db: Db, lq: string): Promise<SummaryRow[]> {
  const terms = searchTerms(lq);
  const grams = queryGrams(lq);
  const rows = await readCandidates(db, lq, grams);
  const hits: SummaryRow[] = rows.filter((r) => r.field === "exact" && r.tier !== null);
  const listsBuilt = grams.length > 0 && rows.some((r) => r.field === "exact" && r.built);
  const plainWord = isPlainWord(lq, terms);
  for (const { tier, field } of plainWord ? listedTiers : listedTiers.slice(0, 1)) {
    const need = SEARCH_MAX_RESULTS - hits.length;
    if (need <= 0) break;
    const listed = listsBuilt
      ? tierFromLists(
          rows.filter((r) => r.field === field),
          grams,
          need,
        )
      : null;
    hits.push(...(listed ?? (await sortedTiers(db, lq, terms, { from: tier, to: tier }, need))));
  }
  const need = SEARCH_MAX_RESULTS - hits.length;
  if (!plainWord && need > 0) {
    const later = { from: SearchTier.nameContainsText + 1, to: SearchTier.elsewhere };
    hits.push(...(await sortedTiers(db, lq, terms, later, need)));
  }
  return hits;
}

/** Header search-as-you-type (spec §7, ADR 0060): top 10 by rank; typo-tolerant when nothing matches. */
export async function searchProducts(db: Db, q: string): Promise<SearchHit[]> {
  const lq = normaliseQuery(q);
  if (lq.length < SEARCH_MIN_CHARS) return [];
  const hits = await rankedHits(db, lq);
  if (hits.length > 0) return hits.map(toSearchHit);
  const corrected = await correctedQuery(db, lq);
  return corrected ? (await rankedHits(db, corrected)).map(toSearchHit) : [];
}
