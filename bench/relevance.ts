import type { SearchHit } from "../core/catalog-types.ts";
import { selectRows, sql, type Db } from "../server/db/client.ts";
import { catalogEntries } from "../server/db/schema/all.ts";
import { seeded } from "./stats.ts";

/**
 * The relevance set of ADR 0060: queries built from product names the ways growers type them, each
 * counting as found when the product is among the search's top 10.
 */
export const RELEVANCE_KINDS = ["reordered", "typo", "halfTyped"] as const;
export type RelevanceKind = (typeof RELEVANCE_KINDS)[number];

/** The goals: recall@10 for each kind of query. */
export const RECALL_GOALS: Record<RelevanceKind, number> = { reordered: 0.95, typo: 0.9, halfTyped: 0.9 };

export interface RelevanceQuery {
  kind: RelevanceKind;
  text: string;
  name: string;
}

interface NamedProduct {
  name: string;
  brand: string;
}

/** Products spread over the catalogue, the same ones on every run. */
export function relevanceProducts(db: Db, size: number): Promise<NamedProduct[]> {
  return selectRows(
    db,
    { name: catalogEntries.name, brand: catalogEntries.brand },
    sql`select name, brand from catalog_entries order by md5(sku) limit ${size}`,
  );
}

/** One typo in a word: a letter dropped, two neighbours swapped, a letter changed or one added. */
function misspell(word: string, random: () => number, kind: number): string {
  const at = 1 + Math.floor(random() * (word.length - 2));
  const letter = "etaoinsrhl"[Math.floor(random() * 10)];
  switch (kind % 4) {
    case 0:
      return word.slice(0, at) + word.slice(at + 1);
    case 1:
      return word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2);
    case 2:
      return word.slice(0, at) + (word[at] === letter ? "q" : letter) + word.slice(at + 1);
    default:
      return word.slice(0, at) + letter + word.slice(at);
  }
}

function halfTyped(name: string, brand: string): string {
  const start = name.toLowerCase().startsWith(`${brand.toLowerCase()} `) ? brand.length + 1 : 0;
  return name.slice(0, start + Math.ceil((name.length - start) / 2)).trimEnd();
}

/**
 * For each name: its words reversed; the name with one typo in one of its words of 5 letters or more
 * (names without one give no typo query); and, as typed so far, its brand and the first half of the rest
 * ('Root Pouch 3' of 'Root Pouch 3 gal Fabric Pot'), or the first half of a name not starting with its
 * brand.
 */
export function relevanceQueries(products: readonly NamedProduct[], seed = 11): RelevanceQuery[] {
  const random = seeded(seed);
  return products.flatMap(({ name, brand }, i) => {
    const words = name.split(/\s+/);
    const queries: RelevanceQuery[] = [
      { kind: "reordered", text: [...words].reverse().join(" "), name },
      { kind: "halfTyped", text: halfTyped(name, brand), name },
    ];
    const long = words.flatMap((word, at) => (/^[A-Za-z]{5,}$/.test(word) ? [at] : []));
    if (long.length > 0) {
      const at = long[Math.floor(random() * long.length)];
      const typed = words.map((word, j) => (j === at ? misspell(word.toLowerCase(), random, i) : word));
      queries.push({ kind: "typo", text: typed.join(" "), name });
    }
    return queries;
  });
}

export interface Recall {
  recall: number;
  found: number;
  queries: number;
  /** The first queries whose product was not in the top 10. */
  missed: string[];
}

/**
 * Recall@10 of each kind. A query comes from a name only, so any product of that name in the top 10
 * counts as finding it.
 */
export async function measureRecall(
  search: (q: string) => Promise<SearchHit[]>,
  queries: readonly RelevanceQuery[],
): Promise<Record<RelevanceKind, Recall>> {
  const results = Object.fromEntries(
    RELEVANCE_KINDS.map((kind) => [kind, { recall: 0, found: 0, queries: 0, missed: [] as string[] }]),
  ) as Record<RelevanceKind, Recall>;
  for (const query of queries) {
    const result = results[query.kind];
    const hits = await search(query.text);
    result.queries += 1;
    if (hits.some((hit) => hit.name === query.name)) result.found += 1;
    else if (result.missed.length < 10) result.missed.push(`${query.text} → ${query.name}`);
  }
  for (const result of Object.values(results)) result.recall = result.found / Math.max(1, result.queries);
  return results;
}
