import type { SQL } from "drizzle-orm";
import { PROVIDERS, type Provider } from "../../core/catalog-types.ts";
import { queryRows, sql, type Db } from "../db/client.ts";
import { isPlainWord, searchTerms, withinOneTypo, type SearchTerm } from "./search-terms.ts";

/** Minimum pg_trgm similarity for a catalogue word to stand in for a mistyped one ('gavta' → 'gavita'). */
export const WORD_SIMILARITY = 0.4;

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

/**
 * Spec §7 'Header search': name, sku, brand or category/company name contains the text,
 * case-insensitively. search_text holds those fields lower-cased; each supplier's rows have a trigram
 * GIN index over it, which the planner combines (BitmapOr).
 */
export function containsMatch(lq: string): SQL {
  return termsMatch([{ typed: lq, variants: [lq] }]);
}

/** Shorter texts have no trigram: the index cannot narrow them, only fetch every row. */
const INDEXED_LENGTH = 3;

/**
 * Every term is contained in the search text (one of its variants), in any order (ADR 0060): one branch
 * per supplier, so that the planner matches each supplier's partial trigram index (migration 0021). A
 * term too short for a trigram is tested on the rows the others find (`|| ''` hides it from the index)
 * unless no term is longer.
 */
export function termsMatch(terms: readonly SearchTerm[]): SQL {
  const indexed = (term: SearchTerm) => term.variants.every((v) => v.length >= INDEXED_LENGTH);
  const anyIndexed = terms.some(indexed);
  const termMatch = (term: SearchTerm) => {
    const text = anyIndexed && !indexed(term) ? sql`(p.search_text || '')` : sql`p.search_text`;
    return sql`(${sql.join(
      term.variants.map((v) => sql`${text} like ${`%${escapeLike(v)}%`}`),
      sql` or `,
    )})`;
  };
  return sql`(${sql.join(
    PROVIDERS.map(
      (provider) =>
        sql`(${sql.raw(`p.provider = '${provider}'`)} and ${sql.join(terms.map(termMatch), sql` and `)})`,
    ),
    sql` or `,
  )})`;
}

const escapeRegex = (text: string) => text.replace(/[\\^$.*+?()[\]{}|]/g, (c) => `\\${c}`);

/** A regular expression matching text that holds the terms in the typed order ('gavita.*1700'). */
function inOrder(terms: readonly SearchTerm[]): string {
  return terms.map((term) => `(${term.variants.map(escapeRegex).join("|")})`).join(".*");
}

/** lower(p.name) holds every term, in any order. */
function nameHoldsAll(terms: readonly SearchTerm[]): SQL {
  return sql.join(
    terms.map(
      (term) =>
        sql`(${sql.join(
          term.variants.map((v) => sql`strpos(lower(p.name), ${v}) > 0`),
          sql` or `,
        )})`,
    ),
    sql` and `,
  );
}

/** Tiers of the ranking (ADR 0060), best first; within a tier best sellers first, then by name. */
export const SearchTier = {
  exactSku: 0,
  exactName: 1,
  nameContainsText: 2,
  nameInOrder: 3,
  nameHoldsAll: 4,
  skuContainsText: 5,
  elsewhere: 6,
} as const;

/**
 * The rank of a matching product: exact sku, exact name, name containing the typed text, name holding
 * every word in the typed order, name holding every word, sku containing the text, then the rest (words
 * found in brand, category or subcategory).
 */
export function rankExpression(lq: string, terms: readonly SearchTerm[] = searchTerms(lq)): SQL {
  const tier = Object.fromEntries(
    Object.entries(SearchTier).map(([name, rank]) => [name, sql.raw(String(rank))]),
  ) as Record<keyof typeof SearchTier, SQL>;
  const pattern = `%${escapeLike(lq)}%`;
  const wordTiers = !isPlainWord(lq, terms)
    ? sql`when lower(p.name) ~ ${inOrder(terms)} then ${tier.nameInOrder}
        when ${nameHoldsAll(terms)} then ${tier.nameHoldsAll}`
    : sql``;
  return sql`(case
    when lower(p.sku) = ${lq} then ${tier.exactSku}
    when lower(p.name) = ${lq} then ${tier.exactName}
    when lower(p.name) like ${pattern} then ${tier.nameContainsText}
    ${wordTiers}
    when lower(p.sku) like ${pattern} then ${tier.skuContainsText}
    else ${tier.elsewhere} end)`;
}

/** Within a tier: best sellers first, then alphabetical by name, sku last so that pages are stable. */
export const withinTier = sql.raw(`p.sales desc, lower(p.name), p.sku`);

/** 'then alphabetical by name' — case-insensitive, with sku as the final tie-break so pages are stable. */
export const alphabetical = sql.raw(`lower(p.name), p.sku`);

/** Words this long are forgiven one typo: a letter added, dropped, changed or two swapped (ADR 0060). */
export const ONE_TYPO_LENGTH = 5;

/**
 * Typo tolerance: each query word that occurs nowhere in the catalogue's vocabulary is replaced by a
 * catalogue word one typo away (words of ONE_TYPO_LENGTH letters or more), else by the most similar one.
 * A word one typo away keeps its first two or its last two letters, which narrows the candidates read.
 * Returns null when nothing could be corrected.
 */
export async function correctedQuery(db: Db, lq: string): Promise<string | null> {
  const words = [...new Set(lq.split(/[^a-z0-9]+/).filter((w) => w.length >= 3 && /^[a-z]+$/.test(w)))];
  if (words.length === 0) return null;
  const rows = await queryRows<{ word: string; known: boolean; similar: string | null; near: string[] }>(
    db,
    sql`select q.word,
          exists (select 1 from catalog_words c where c.word like '%' || q.word || '%') as known,
          (select c.word from catalog_words c
            where c.word % q.word and similarity(c.word, q.word) >= ${WORD_SIMILARITY}
            order by similarity(c.word, q.word) desc, c.word limit 1) as similar,
          array(select c.word from catalog_words c
            where length(q.word) >= ${ONE_TYPO_LENGTH}
              and length(c.word) between length(q.word) - 1 and length(q.word) + 1
              and (left(c.word, 2) = left(q.word, 2) or right(c.word, 2) = right(q.word, 2))
            order by similarity(c.word, q.word) desc, c.word) as near
        from unnest(${sql.param(words)}::text[]) as q(word)`,
  );
  const replacements = new Map(
    rows
      .filter((r) => !r.known)
      .map((r) => [r.word, r.near.find((word) => withinOneTypo(word, r.word)) ?? r.similar] as const)
      .filter((entry): entry is readonly [string, string] => entry[1] !== null),
  );
  const corrected = lq.replace(/[a-z0-9]+/g, (word) => replacements.get(word) ?? word);
  return corrected === lq ? null : corrected;
}
