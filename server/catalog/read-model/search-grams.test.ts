import { describe, expect, it } from "vitest";
import {
  FirstRowsByGram,
  GRAM_LIST_LENGTH,
  queryGrams,
  tierFromLists,
  type ListedRow,
} from "./search-grams.ts";

const listsOf = (texts: string[]) => {
  const byGram = new FirstRowsByGram();
  texts.forEach((text, row) => byGram.add(row, text));
  return new Map(byGram.lists().map((list) => [list.gram, list]));
};

describe("queryGrams", () => {
  it("is the text itself up to 3 characters, else its distinct 3-character substrings", () => {
    expect(queryGrams("hf")).toEqual(["hf"]);
    expect(queryGrams("spd")).toEqual(["spd"]);
    expect(queryGrams("spd-r")).toEqual(["spd", "pd-", "d-r"]);
    expect(queryGrams("aaaa")).toEqual(["aaa"]);
  });

  it("takes 8 trigrams spread over a long text, first and last included", () => {
    const grams = queryGrams("abcdefghijklmnopqrstuvwxyz");
    expect(grams).toHaveLength(8);
    expect(grams[0]).toBe("abc");
    expect(grams[7]).toBe("xyz");
    expect(new Set(grams).size).toBe(8);
  });

  it("counts code points, as LIKE does, and has none for one character", () => {
    expect(queryGrams("🌱a")).toEqual(["🌱a"]);
    expect(queryGrams("🌱")).toEqual([]);
    expect(queryGrams("x")).toEqual([]);
  });
});

describe("FirstRowsByGram", () => {
  it("keeps the first rows containing each 2- and 3-character substring, once per row", () => {
    const lists = listsOf(["abab", "xab", "zz"]);
    expect(lists.get("ab")).toEqual({ gram: "ab", rows: [0, 1], complete: true });
    expect(lists.get("aba")).toEqual({ gram: "aba", rows: [0], complete: true });
    expect(lists.get("zz")?.rows).toEqual([2]);
    expect(lists.has("abab")).toBe(false);
  });

  it("lists the empty gram, which every text contains", () => {
    expect(listsOf(["ab", "cd"]).get("")).toEqual({ gram: "", rows: [0, 1], complete: true });
  });

  it(`keeps ${GRAM_LIST_LENGTH} rows and is complete only when no other row contains the gram`, () => {
    const texts = Array.from({ length: GRAM_LIST_LENGTH + 1 }, (_, i) => `lamp ${i}`);
    expect(listsOf(texts.slice(0, GRAM_LIST_LENGTH)).get("amp")?.complete).toBe(true);
    const full = listsOf(texts).get("amp");
    expect(full?.rows).toEqual(texts.slice(0, GRAM_LIST_LENGTH).map((_, i) => i));
    expect(full?.complete).toBe(false);
  });

  it("reads non-ASCII text by code point and shares ASCII grams with ASCII texts", () => {
    const lists = listsOf(["ab", "🌱ab", "é🌱"]);
    expect(lists.get("ab")?.rows).toEqual([0, 1]);
    expect(lists.get("🌱a")?.rows).toEqual([1]);
    expect(lists.get("é🌱")?.rows).toEqual([2]);
    // No gram splits a surrogate pair.
    expect([...lists.keys()].some((gram) => /\p{Cs}/u.test(gram))).toBe(false);
  });
});

describe("tierFromLists", () => {
  const row = (gram: string, tier: number | null, complete = false): ListedRow & { id: string } => ({
    gram,
    tier,
    complete,
    id: `${gram}:${tier}`,
  });

  it("takes the tier's rows from a list holding enough of them", () => {
    const rows = [row("abc", 2), row("abc", 3), row("abc", 2), row("bcd", 2)];
    expect(tierFromLists(rows, ["bcd", "abc"], 2, 2)).toEqual([rows[0], rows[2]]);
  });

  it("takes every tier row of a complete list, and none when some gram has no list", () => {
    expect(tierFromLists([row("abc", null, true)], ["abc"], 5, 2)).toEqual([]);
    expect(tierFromLists([row("abc", 2, true), row("abc", 4, true)], ["abc"], 5, 2)).toEqual([
      row("abc", 2, true),
    ]);
    expect(tierFromLists([row("abc", 2)], ["abc", "bcd"], 5, 2)).toEqual([]);
  });

  it("is null when no list is known to hold the tier's first rows", () => {
    expect(tierFromLists([row("abc", 2), row("bcd", null)], ["abc", "bcd"], 2, 2)).toBeNull();
    expect(tierFromLists([row("abc", 2)], [], 1, 2)).toBeNull();
  });
});
