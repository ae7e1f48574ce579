import type { SearchHit } from "../../../core/catalog-types.ts";
import { SEARCH_MAX_RESULTS, SEARCH_MIN_CHARS } from "../../../core/constants.ts";
import { result, selectRows, sql, type Db, type RowOf } from "../../db/client.ts";
import { catalogSearchGrams } from "../../db/schema/search.ts";
import {
  listedEntries,
  summaryColumns,
  toSearchHit,
  summaryShape,
  type SummaryRow,
} from "../read-model/product-row.ts";
import { queryGrams, tierFromLists } from "../read-model/search-grams.ts";
import { SEARCH_HEAD_ROWS } from "../read-model/search-index.ts";
import {
  bestSellersFirst,
  holdsTerms,
  normaliseQuery,
  rankExpression,
  SearchTier,
  termsMatch,
} from "./search-match.ts";
import { isPlainWord, plainTerm, searchTerms, type SearchTerm } from "./search-terms.ts";
import { correctSpelling } from "./spelling.ts";

type ListField = "name" | "sku" | "search_text";

/**
 * Where a tier's rows are found in the search lists (ADR 0011, 0060): the lists of `field` for `grams`.
 * Every product of the tier contains each of them there.
 */
interface ListedTier {
  tier: number;
  field: ListField;
  grams: string[];
}

/** Lists a long query reads at most for its words, in addition to those of the text as typed. */
const MAX_WORD_GRAMS = 16;

/**
 * The tiers after the exact matches, and their lists: the typed text's grams for the tiers that contain
 * the text, and the words' grams (each word's core, which every spelling of it contains) for those
 * holding every word.
 */
function listedTiers(lq: string, terms: SearchTerm[]): ListedTier[] {
  const text = queryGrams(lq);
  if (isPlainWord(lq, terms)) {
    return [
      { tier: SearchTier.nameContainsText, field: "name", grams: text },
      { tier: SearchTier.skuContainsText, field: "sku", grams: text },
      { tier: SearchTier.elsewhere, field: "search_text", grams: text },
    ];
  }
  const words = [...new Set(terms.flatMap((term) => queryGrams(term.core)))].slice(0, MAX_WORD_GRAMS);
  return [
    { tier: SearchTier.nameContainsText, field: "name", grams: text },
    { tier: SearchTier.nameHoldsAll, field: "name", grams: words },
    { tier: SearchTier.skuContainsText, field: "sku", grams: text },
    { tier: SearchTier.elsewhere, field: "search_text", grams: words },
  ];
}

const candidateShape = {
  ...summaryShape,
  /** 'exact' for the exact-name and exact-sku rows, else the gram list the row comes from. */
  field: result.text<"exact" | ListField>(),
  gram: catalogSearchGrams.gram,
  complete: catalogSearchGrams.complete,
  /**
   * Whether catalog_search_grams is built: it then holds the lists of the empty gram, which every product
   * contains (it is not, before the first refresh of a database migrated with its catalogue in place).
   */
  built: result.bool,
  /** The row's tier; null when it does not match the query (or on the one row of no exact match). */
  tier: result.intOrNull,
};
type CandidateRow = RowOf<typeof candidateShape>;

/**
 * One statement: the exact-name and exact-sku rows (by index), and every row of the lists `tiers` read,
 * with its tier, in list order.
 */
function readCandidates(
  db: Db,
  lq: string,
  terms: SearchTerm[],
  tiers: ListedTier[],
): Promise<CandidateRow[]> {
  const rank = rankExpression(lq, terms);
  const fields = [...new Set(tiers.map((t) => t.field))];
  const listsOf = fields.map((field) => {
    const grams = [...new Set(tiers.filter((t) => t.field === field).flatMap((t) => t.grams))];
    return sql`(g.field = ${field} and g.gram = any(${sql.param(grams)}::text[]))`;
  });
  return selectRows(
    db,
    candidateShape,
    sql`select 'exact' as field, '' as gram, true as complete, s.built, e.*
        from (select exists (select 1 from catalog_search_grams where gram = '') as built) s
        left join lateral (
          select row_number() over (order by ${rank}, ${bestSellersFirst})::int as position,
            ${rank} as tier, ${summaryColumns}
          from ${listedEntries} where lower(p.name) = ${lq} or lower(p.sku) = ${lq}
          order by position limit ${SEARCH_MAX_RESULTS}
        ) e on true
        union all
        select g.field, g.gram, g.complete, true as built, m.*
        from catalog_search_grams g
        cross join lateral (
          select u.position::int as position,
            case when ${holdsTerms("p.search_text", terms)} then ${rank} end as tier, ${summaryColumns}
          from unnest(g.product_ids) with ordinality as u(product_id, position)
          join ${listedEntries} on p.product_id = u.product_id
        ) m
        where ${sql.join(listsOf, sql` or `)}
        order by field, gram, position`,
  );
}

/** The tiers whose rows contain the typed text itself, which narrows them more than its words. */
const textTiers: ReadonlySet<number> = new Set([SearchTier.nameContainsText, SearchTier.skuContainsText]);

/** A tier of a query whose first `limit` rows are wanted. */
interface TierQuery {
  lq: string;
  terms: SearchTerm[];
  tier: number;
  limit: number;
}

const headShape = {
  ...summaryShape,
  tier: result.int,
  /** Whether the head holds the whole listed catalogue (it stopped short of SEARCH_HEAD_ROWS). */
  whole: result.bool,
};
type HeadRow = RowOf<typeof headShape>;

/**
 * The query's matches in the head of the catalogue (catalog_search_head: the first listed products in tie
 * order, best sellers first, then name), the first 10 of each tier, in that order: one sequential read
 * of the head, then the summaries of the rows kept by key (ADR 0082).
 */
function headRows(db: Db, lq: string, terms: SearchTerm[]): Promise<HeadRow[]> {
  return selectRows(
    db,
    headShape,
    sql`select h.tier, h.whole, ${summaryColumns}
        from (select m.product_id, m.position, m.tier,
                exists (select 1 from catalog_search_head where position = 0)
                  and not exists (select 1 from catalog_search_head where position = ${SEARCH_HEAD_ROWS - 1})
                  as whole
              from (select p.product_id, p.position, ${rankExpression(lq, terms)} as tier,
                      row_number() over (partition by ${rankExpression(lq, terms)} order by p.position) as nth
                    from catalog_search_head p where ${holdsTerms("p.search_text", terms)}) m
              where m.nth <= ${SEARCH_MAX_RESULTS}) h
        join ${listedEntries} on p.product_id = h.product_id
        order by h.position`,
  );
}

/**
 * A tier's first rows the slow way: the matches narrowed by the trigram index, ranked once each
 * (`offset 0` keeps the subquery whole) and sorted.
 */
function sortedTier(db: Db, { lq, terms, tier, limit }: TierQuery): Promise<SummaryRow[]> {
  return selectRows(
    db,
    summaryShape,
    sql`select * from (
          select ${rankExpression(lq, terms)} as tier, p.sales, lower(p.name) as name_key, ${summaryColumns}
          from ${listedEntries} where ${termsMatch(textTiers.has(tier) ? [plainTerm(lq)] : terms)} offset 0) p
        where p.tier = ${tier} order by p.sales desc, p.name_key, p.sku limit ${limit}`,
  );
}

/**
 * A tier's first rows without a list that holds them: from the head when it holds `limit` of them
 * (the head is a prefix of the ranking's tie order, so they are the tier's first) or the whole
 * catalogue, else sorted.
 */
function unlistedTier(db: Db, head: HeadRow[], query: TierQuery): Promise<SummaryRow[]> | SummaryRow[] {
  const inTier = head.filter((row) => row.tier === query.tier).slice(0, query.limit);
  return inTier.length === query.limit || head[0]?.whole ? inTier : sortedTier(db, query);
}

/**
 * The top 10 (ADR 0011, 0060, 0082): the exact matches, then each tier from the search lists when one of
 * its lists is known to hold its first rows, else from the head of the catalogue in tie order or sorted.
 */
async function rankedHits(db: Db, lq: string, terms: SearchTerm[]): Promise<SummaryRow[]> {
  const tiers = listedTiers(lq, terms);
  const rows = await readCandidates(db, lq, terms, tiers);
  const hits: SummaryRow[] = rows.filter((r) => r.field === "exact" && r.tier !== null);
  const listsBuilt = rows.some((r) => r.field === "exact" && r.built);
  let head: HeadRow[] | undefined;
  for (const { tier, field, grams } of tiers) {
    const need = SEARCH_MAX_RESULTS - hits.length;
    if (need <= 0) break;
    const listed = listsBuilt
      ? tierFromLists(
          rows.filter((r) => r.field === field),
          grams,
          need,
          tier,
        )
      : null;
    if (listed) {
      hits.push(...listed);
      continue;
    }
    head ??= await headRows(db, lq, terms);
    hits.push(...(await unlistedTier(db, head, { lq, terms, tier, limit: need })));
  }
  return hits;
}

/** Header search-as-you-type (ADR 0060): top 10 by rank; typo-tolerant when nothing matches. */
export async function searchProducts(db: Db, q: string): Promise<SearchHit[]> {
  const lq = normaliseQuery(q);
  if (lq.length < SEARCH_MIN_CHARS) return [];
  const hits = await rankedHits(db, lq, searchTerms(lq));
  if (hits.length > 0) return hits.map(toSearchHit);
  const correction = await correctSpelling(db, lq);
  return correction ? (await rankedHits(db, correction.text, correction.terms)).map(toSearchHit) : [];
}
