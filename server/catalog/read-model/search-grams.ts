import { SEARCH_MAX_RESULTS } from "../../../core/constants.ts";

/**
 * How many rows each gram list keeps. A list of the query text itself then always holds the tier's
 * top 10: the rows it holds that rank better than the tier are all already among the hits (ADR 0011).
 */
export const GRAM_LIST_LENGTH = SEARCH_MAX_RESULTS;

/** Listed grams are 2 and 3 characters long: the query itself when that short, else its trigrams. */
const MAX_GRAM_LENGTH = 3;

/**
 * Any one list can answer, so a long text reads the lists of this many of its 3-character substrings,
 * spread over it, rather than some 600 lists for 200 characters.
 */
const MAX_QUERY_GRAMS = 8;

/**
 * The grams whose lists can answer a search for `lq`: the text itself when it has 2 or 3 characters,
 * else its distinct 3-character substrings (a row containing the text contains all of them), at most
 * MAX_QUERY_GRAMS of them. Characters are code points, as in SQL LIKE.
 */
export function queryGrams(lq: string): string[] {
  const chars = Array.from(lq);
  const length = Math.min(chars.length, MAX_GRAM_LENGTH);
  if (length < 2) return [];
  const grams = [
    ...new Set(chars.slice(0, chars.length - length + 1).map((_, i) => chars.slice(i, i + length).join(""))),
  ];
  if (grams.length <= MAX_QUERY_GRAMS) return grams;
  const step = (grams.length - 1) / (MAX_QUERY_GRAMS - 1);
  return Array.from({ length: MAX_QUERY_GRAMS }, (_, i) => grams[Math.round(i * step)]);
}

/** A product from the list of one gram, with its tier for the searched text (null: it does not match). */
export interface ListedRow {
  gram: string;
  complete: boolean;
  tier: number | null;
}

/**
 * A tier's best `need` rows, in the order ties are broken (best sellers first, then name: ADR 0082), from
 * the first of the field's lists (one per gram that every row of the tier contains) known to hold them: a
 * complete one, or one holding `need` rows of the tier. A list holds the first products in that order
 * containing its gram, so both are the tier's
 * first. No list for a gram means no product contains it, so none is in the tier. Null when no list is
 * known to hold them.
 */
export function tierFromLists<T extends ListedRow>(
  rows: T[],
  grams: string[],
  need: number,
  tier: number,
): T[] | null {
  for (const gram of grams) {
    const list = rows.filter((r) => r.gram === gram);
    if (list.length === 0) return [];
    const inTier = list.filter((r) => r.tier === tier);
    if (list[0].complete || inTier.length >= need) return inTier.slice(0, need);
  }
  return null;
}

export interface GramList {
  gram: string;
  /** Indexes of the first GRAM_LIST_LENGTH rows containing the gram, in the order they were added. */
  rows: number[];
  /** True when no other row contains the gram. */
  complete: boolean;
}

const ASCII_BIGRAMS = 128 * 128;
const ASCII_GRAMS = ASCII_BIGRAMS + 128 * 128 * 128;

/**
 * Collects, for every 2- and 3-character substring of the texts added (and the empty one, which every
 * text contains), the first rows containing it. Rows are added in order, one text each. Pure-ASCII texts
 * (nearly all) take a typed-array path keyed by character codes: a 100k-row catalogue has some 40
 * million substrings to look at.
 */
export class FirstRowsByGram {
  private readonly asciiIds = new Int32Array(ASCII_GRAMS).fill(-1);
  private readonly otherIds = new Map<string, number>();
  private readonly grams: (number | string)[] = [];
  private counts = new Uint8Array(1024);
  private lastRows = new Int32Array(1024);
  private slots = new Int32Array(1024 * GRAM_LIST_LENGTH);

  private readonly emptyId = this.otherId("");

  add(row: number, text: string): void {
    this.note(row, this.emptyId);
    if (isAscii(text)) this.addAscii(row, text);
    else this.addChars(row, Array.from(text));
  }

  lists(): GramList[] {
    return this.grams.map((gram, id) => {
      const count = this.counts[id];
      const kept = Math.min(count, GRAM_LIST_LENGTH);
      return {
        gram: typeof gram === "string" ? gram : decodeAscii(gram),
        rows: Array.from(this.slots.subarray(id * GRAM_LIST_LENGTH, id * GRAM_LIST_LENGTH + kept)),
        complete: count <= GRAM_LIST_LENGTH,
      };
    });
  }

  private addAscii(row: number, text: string) {
    for (let i = 0; i + 1 < text.length; i++) {
      const bigram = (text.charCodeAt(i) << 7) | text.charCodeAt(i + 1);
      this.note(row, this.asciiId(bigram));
      if (i + 2 < text.length) {
        this.note(row, this.asciiId(ASCII_BIGRAMS + ((bigram << 7) | text.charCodeAt(i + 2))));
      }
    }
  }

  private addChars(row: number, chars: string[]) {
    for (let i = 0; i + 1 < chars.length; i++) {
      this.note(row, this.otherId(chars[i] + chars[i + 1]));
      if (i + 2 < chars.length) this.note(row, this.otherId(chars[i] + chars[i + 1] + chars[i + 2]));
    }
  }

  private asciiId(code: number): number {
    let id = this.asciiIds[code];
    if (id < 0) this.asciiIds[code] = id = this.newId(code);
    return id;
  }

  private otherId(gram: string): number {
    if (gram !== "" && isAscii(gram)) return this.asciiId(encodeAscii(gram));
    let id = this.otherIds.get(gram);
    if (id === undefined) this.otherIds.set(gram, (id = this.newId(gram)));
    return id;
  }

  private newId(gram: number | string): number {
    const id = this.grams.length;
    this.grams.push(gram);
    if (id === this.counts.length) this.grow();
    this.lastRows[id] = -1;
    return id;
  }

  private note(row: number, id: number) {
    const count = this.counts[id];
    // Past GRAM_LIST_LENGTH + 1 rows a gram's list and completeness are settled.
    if (count > GRAM_LIST_LENGTH || this.lastRows[id] === row) return;
    this.lastRows[id] = row;
    if (count < GRAM_LIST_LENGTH) this.slots[id * GRAM_LIST_LENGTH + count] = row;
    this.counts[id] = count + 1;
  }

  private grow() {
    const grown = <T extends Uint8Array | Int32Array>(array: T, make: (n: number) => T): T => {
      const next = make(array.length * 2);
      next.set(array);
      return next;
    };
    this.counts = grown(this.counts, (n) => new Uint8Array(n));
    this.lastRows = grown(this.lastRows, (n) => new Int32Array(n));
    this.slots = grown(this.slots, (n) => new Int32Array(n));
  }
}

function isAscii(text: string): boolean {
  return !/[\u0080-\uffff]/.test(text);
}

function encodeAscii(gram: string): number {
  const bigram = (gram.charCodeAt(0) << 7) | gram.charCodeAt(1);
  return gram.length === 2 ? bigram : ASCII_BIGRAMS + ((bigram << 7) | gram.charCodeAt(2));
}

function decodeAscii(code: number): string {
  const chars =
    code < ASCII_BIGRAMS
      ? [code >> 7, code & 127]
      : [(code - ASCII_BIGRAMS) >> 14, ((code - ASCII_BIGRAMS) >> 7) & 127, code & 127];
  return String.fromCharCode(...chars);
}
