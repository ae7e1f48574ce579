import type { SQL } from "drizzle-orm";
import { PROVIDERS, type Provider } from "../../core/catalog-types.ts";
import { queryRows, sql, type Db } from "../db/client.ts";

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
  const pattern = `%${escapeLike(lq)}%`;
  return sql`(${sql.join(
    PROVIDERS.map((provider) => supplierTextMatch(provider, pattern)),
    sql` or `,
  )})`;
}

/** Spec §7 ranking: exact name, exact sku, name contains, sku contains, then everything else. */
export function rankExpression(lq: string): SQL {
  const pattern = `%${escapeLike(lq)}%`;
  return sql`(case
    when lower(p.name) = ${lq} then 0
    when lower(p.sku) = ${lq} then 1
    when lower(p.name) like ${pattern} then 2
    when lower(p.sku) like ${pattern} then 3
    else 4 end)`;
}

/** 'then alphabetical by name' — case-insensitive, with sku as the final tie-break so pages are stable. */
export const alphabetical = sql.raw(`lower(p.name), p.sku`);

/**
 * Typo tolerance: each query word that occurs nowhere in the catalogue's vocabulary is replaced by the
 * most similar catalogue word. Returns null when nothing could be corrected.
 */
export async function correctedQuery(db: Db, lq: string): Promise<string | null> {
  const words = [...new Set(lq.split(/[^a-z0-9]+/).filter((w) => w.length >= 3 && /^[a-z]+$/.test(w)))];
  if (words.length === 0) return null;
  const rows = await queryRows<{ word: string; known: boolean; similar: string | null }>(
    db,
    sql`select q.word,
          exists (select 1 from catalog_words c where c.word like '%' || q.word || '%') as known,
          (select c.word from catalog_words c
            where c.word % q.word and similarity(c.word, q.word) >= ${WORD_SIMILARITY}
            order by similarity(c.word, q.word) desc, c.word limit 1) as similar
        from unnest(${sql.param(words)}::text[]) as q(word)`,
  );
  const replacements = new Map(
    rows.filter((r) => !r.known && r.similar).map((r) => [r.word, r.similar ?? r.word]),
  );
  const corrected = lq.replace(/[a-z0-9]+/g, (word) => replacements.get(word) ?? word);
  return corrected === lq ? null : corrected;
}
