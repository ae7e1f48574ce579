import { result, selectRows, sql, type Db, type RowOf } from "../../db/client.ts";
import { searchTerms, withinOneTypo, type SearchTerm } from "./search-terms.ts";

/** Minimum pg_trgm similarity for a catalogue word to stand in for a mistyped one ('gavta' → 'gavita'). */
export const WORD_SIMILARITY = 0.4;

/** A word of this many letters (typed or meant) is forgiven one typo (ADR 0060). */
export const ONE_TYPO_LENGTH = 5;

/** The most candidates a mistyped word is searched as ('plurs': 'plugs' or 'plus'). */
const MAX_CANDIDATES = 4;

/** A query whose unknown words were replaced by catalogue words. */
export interface Correction {
  /** The query with each corrected word as its first candidate. */
  text: string;
  /** The query's terms, a corrected word matching any of its candidates. */
  terms: SearchTerm[];
  /** The corrected words and their candidates, best first. */
  words: Map<string, string[]>;
}

const wordShape = { word: result.text(), known: result.bool, similar: result.textOrNull, near: result.texts };

type WordRow = RowOf<typeof wordShape>;

function candidatesOf(row: WordRow): string[] {
  const oneTypo = row.near.filter(
    (word) => Math.max(word.length, row.word.length) >= ONE_TYPO_LENGTH && withinOneTypo(word, row.word),
  );
  if (oneTypo.length > 0) return oneTypo.slice(0, MAX_CANDIDATES);
  return row.similar ? [row.similar] : [];
}

/**
 * Typo tolerance: each query word (3+ letters) found in no catalogue word is searched as the catalogue
 * words one typo away from it (when it or they have ONE_TYPO_LENGTH letters), else as the most similar
 * catalogue word. A word one typo away from a 4+ letter word keeps its first two or its last two letters,
 * which narrows the vocabulary read. Null when nothing could be corrected.
 */
export async function correctSpelling(db: Db, lq: string): Promise<Correction | null> {
  const terms = searchTerms(lq);
  const plain = terms.filter((t) => t.variants.length === 1 && /^[a-z]{3,}$/.test(t.typed));
  const words = [...new Set(plain.map((t) => t.typed))];
  if (words.length === 0) return null;
  const rows = await selectRows(
    db,
    wordShape,
    sql`select q.word,
          exists (select 1 from catalog_words c where c.word like '%' || q.word || '%') as known,
          (select c.word from catalog_words c
            where c.word % q.word and similarity(c.word, q.word) >= ${WORD_SIMILARITY}
            order by similarity(c.word, q.word) desc, c.word limit 1) as similar,
          array(select c.word from catalog_words c
            where length(q.word) >= ${ONE_TYPO_LENGTH - 1}
              and length(c.word) between length(q.word) - 1 and length(q.word) + 1
              and (left(c.word, 2) = left(q.word, 2) or right(c.word, 2) = right(q.word, 2))
            order by similarity(c.word, q.word) desc, c.word) as near
        from unnest(${sql.param(words)}::text[]) as q(word)`,
  );
  const corrected = new Map(rows.filter((r) => !r.known).map((r) => [r.word, candidatesOf(r)] as const));
  for (const [word, candidates] of corrected) if (candidates.length === 0) corrected.delete(word);
  if (corrected.size === 0) return null;
  return {
    text: spelledWith(lq, corrected, () => undefined),
    terms: terms.map((t) => {
      const candidates = t.variants.length === 1 ? corrected.get(t.typed) : undefined;
      return candidates ? { typed: t.typed, variants: candidates, core: "" } : t;
    }),
    words: corrected,
  };
}

/**
 * The query with each corrected word spelt as `pick` chooses among its candidates (by default the
 * first): for 'Did you mean', the spelling the best result holds.
 */
function spelledWith(
  lq: string,
  words: Map<string, string[]>,
  pick: (candidates: string[]) => string | undefined,
): string {
  return lq.replace(/\S+/g, (word) => {
    const candidates = words.get(word);
    return candidates ? (pick(candidates) ?? candidates[0]) : word;
  });
}

/** The corrected query as the found text (the best result's name, brand, …) spells it. */
export function spellingIn(lq: string, correction: Correction, foundText: string): string {
  const found = foundText.toLowerCase();
  return spelledWith(lq, correction.words, (candidates) => candidates.find((c) => found.includes(c)));
}
