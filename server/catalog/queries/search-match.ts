import type { SQL } from "drizzle-orm";
import { PROVIDERS, type Provider } from "../../../core/catalog-types.ts";
import { sql } from "../../db/client.ts";
import { isPlainWord, searchTerms, type SearchTerm } from "./search-terms.ts";

/** Escapes LIKE wildcards so user input matches literally ('50%' is not 'starts with 50'). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** PostgreSQL text cannot hold NUL; user input reaching SQL loses it rather than failing the query. */
export function withoutNul(text: string): string {
  return text.replaceAll("\u0000", "");
}

export function normaliseQuery(q: string): string {
  return withoutNul(q).trim().toLowerCase();
}

/**
 * `alias`'s search text matches the LIKE `pattern`, among one supplier's rows: the provider is written as
 * a literal so that the planner matches the supplier's partial trigram index (migration 0021).
 */
export function supplierTextMatch(provider: Provider, pattern: string, alias = "p"): SQL {
  return sql`(${sql.raw(`${alias}.provider = '${provider}'`)} and ${sql.raw(alias)}.search_text like ${pattern})`;
}

/** Shorter texts have no trigram: the index cannot narrow them, only fetch every row. */
const INDEXED_LENGTH = 3;

/** `text` holds every term (one of its variants); `hidden` terms are tested on `text || ''`. */
export function holdsTerms(
  text: string,
  terms: readonly SearchTerm[],
  hidden: (term: SearchTerm) => boolean = () => false,
): SQL {
  const termMatch = (term: SearchTerm) => {
    const tested = sql.raw(hidden(term) ? `(${text} || '')` : text);
    return sql`(${sql.join(
      term.variants.map((v) => sql`${tested} like ${`%${escapeLike(v)}%`}`),
      sql` or `,
    )})`;
  };
  return sql.join(terms.map(termMatch), sql` and `);
}

/**
 * Every term is contained in the search text (one of its variants), in any order (ADR 0060): one branch
 * per supplier, so that the planner matches each supplier's partial trigram index (migration 0021). A
 * term too short for a trigram is tested on the rows the others find (`|| ''` hides it from the index)
 * unless no term is longer.
 */
export function termsMatch(terms: readonly SearchTerm[]): SQL {
  const indexed = (term: SearchTerm) => term.variants.every((v) => v.length >= INDEXED_LENGTH);
  const anyIndexed = terms.some(indexed);
  const hidden = (term: SearchTerm) => anyIndexed && !indexed(term);
  return sql`(${sql.join(
    PROVIDERS.map(
      (provider) =>
        sql`(${sql.raw(`p.provider = '${provider}'`)} and ${holdsTerms("p.search_text", terms, hidden)})`,
    ),
    sql` or `,
  )})`;
}

/** Tiers of the ranking (ADR 0060), best first; best sellers first within a tier (ADR 0082). */
export const SearchTier = {
  exactSku: 0,
  exactName: 1,
  nameContainsText: 2,
  nameHoldsAll: 3,
  skuContainsText: 4,
  elsewhere: 5,
} as const;

/**
 * The rank of a matching product: exact sku, exact name, name containing the typed text (its words in
 * the typed order), name holding every word, sku containing the text, then the rest (words found in
 * brand, category, subcategory or company).
 */
export function rankExpression(lq: string, terms: readonly SearchTerm[] = searchTerms(lq)): SQL {
  const tier = Object.fromEntries(
    Object.entries(SearchTier).map(([name, rank]) => [name, sql.raw(String(rank))]),
  ) as Record<keyof typeof SearchTier, SQL>;
  const pattern = `%${escapeLike(lq)}%`;
  const wordTiers = !isPlainWord(lq, terms)
    ? sql`when ${holdsTerms("lower(p.name)", terms)} then ${tier.nameHoldsAll}`
    : sql``;
  return sql`(case
    when lower(p.sku) = ${lq} then ${tier.exactSku}
    when lower(p.name) = ${lq} then ${tier.exactName}
    when lower(p.name) like ${pattern} then ${tier.nameContainsText}
    ${wordTiers}
    when lower(p.sku) like ${pattern} then ${tier.skuContainsText}
    else ${tier.elsewhere} end)`;
}

/** 'then alphabetical by name' — case-insensitive, with sku as the final tie-break so pages are stable. */
export const alphabetical = sql.raw(`lower(p.name), p.sku`);

/**
 * Ties of a search rank: best sellers first, then alphabetical (ADR 0082). The search lists are built in
 * this order (catalog-aggregates.ts), so that a list's first rows are its tiers' first rows.
 */
export const bestSellersFirst = sql.raw(`p.sales desc, lower(p.name), p.sku`);
