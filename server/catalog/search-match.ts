import type { SQL } from "drizzle-orm";
import { sql, type Db } from "../db/client.ts";

/** Minimum word similarity for the typo fallback; 0.5 lets 'gavta' find Gavita, 'hortilx' Hortilux. */
export const FUZZY_THRESHOLD = 0.5;

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
 * Spec §7 'Header search': name, sku, brand or category/company name contains the text,
 * case-insensitively. products.search_text holds those fields, so the trigram GIN index serves it.
 */
export function containsMatch(lq: string): SQL {
  return sql`p.search_text ilike ${`%${escapeLike(lq)}%`}`;
}

/** Typo-tolerant match (pg_trgm word similarity, index-backed through the same GIN index). */
export function fuzzyMatch(lq: string): SQL {
  return sql`${lq} <% p.search_text`;
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
export const alphabetical = sql.raw(`lower(p.name), p.name, p.sku`);

/** Runs `work` in a transaction whose pg_trgm word-similarity threshold is the fuzzy one. */
export function withFuzzyThreshold<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('pg_trgm.word_similarity_threshold', ${String(FUZZY_THRESHOLD)}, true)`,
    );
    return work(tx as unknown as Db);
  });
}
