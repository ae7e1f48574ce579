import { describe, expect, it } from "vitest";
import { isPlainWord, searchTerms, withinOneTypo } from "./search-terms.ts";

const plain = (word: string) => ({ typed: word, variants: [word], core: word });

describe("search terms", () => {
  it("splits a query into words", () => {
    expect(searchTerms("root  pouch 3")).toEqual([plain("root"), plain("pouch"), plain("3")]);
    expect(isPlainWord("gavita", searchTerms("gavita"))).toBe(true);
    expect(isPlainWord("gavita pro", searchTerms("gavita pro"))).toBe(false);
  });

  it("reads a number and its unit as one term, however the unit is written", () => {
    const watts = ["600w", "600 w", "600-w"];
    for (const typed of ["600w", "600 w", "600 watt", "600 watts", "600watt", "600-watt"]) {
      expect(searchTerms(typed), typed).toEqual([{ typed, variants: watts, core: "600" }]);
    }
    const gallons = ["1gal", "1 gal", "1-gal"];
    for (const typed of ["1 gal", "1 gallon", "1gallon", "1-gallon", "1 gal."]) {
      expect(searchTerms(typed), typed).toEqual([{ typed, variants: gallons, core: "1" }]);
    }
    expect(searchTerms("led 600 w")).toEqual([
      plain("led"),
      { typed: "600 w", variants: watts, core: "600" },
    ]);
    expect(isPlainWord("600w", searchTerms("600w"))).toBe(false);
  });

  it("keeps one variant a substring of what was typed, so text containing the query still matches", () => {
    for (const typed of ["600 watt", "600w", "1 gallon", "2.5 gal", "1-gallon"]) {
      const [term] = searchTerms(typed);
      expect(
        term.variants.some((v) => typed.includes(v)),
        typed,
      ).toBe(true);
    }
  });

  it("leaves words that are not a number and a unit alone", () => {
    expect(searchTerms("w 600")).toEqual([plain("w"), plain("600")]);
    expect(searchTerms("600wx")).toEqual([plain("600wx")]);
    expect(searchTerms("gallon")).toEqual([plain("gallon")]);
  });

  it("tells words one typo apart: a letter added, dropped, changed, or two swapped", () => {
    expect(withinOneTypo("hortilux", "hortilx")).toBe(true);
    expect(withinOneTypo("dehumidifier", "dehumidifer")).toBe(true);
    expect(withinOneTypo("light", "lihgt")).toBe(true);
    expect(withinOneTypo("light", "lights")).toBe(true);
    expect(withinOneTypo("light", "night")).toBe(true);
    expect(withinOneTypo("light", "ligth")).toBe(true);
    expect(withinOneTypo("light", "lithg")).toBe(false);
    expect(withinOneTypo("light", "nights")).toBe(false);
    expect(withinOneTypo("light", "lig")).toBe(false);
  });
});
