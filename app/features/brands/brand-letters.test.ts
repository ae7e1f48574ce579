import { describe, expect, it } from "vitest";
import { brandCountText, brandLetter, letterCounts } from "./brand-letters.ts";

describe("brand directory letters — 'Alphabet filter A-Z plus All, each letter with a count badge'", () => {
  it("files a brand under its upper-cased first letter", () => {
    expect(brandLetter("gavita")).toBe("G");
    expect(brandLetter("  Fluence")).toBe("F");
    expect(brandLetter("3M")).toBe("#");
  });

  it("counts every letter, zero where no brand starts with it (so it can be disabled)", () => {
    const counts = letterCounts(["Gavita", "General Hydroponics", "Fluence", "3M"]);
    expect(counts.G).toBe(2);
    expect(counts.F).toBe(1);
    expect(counts.Z).toBe(0);
    expect(Object.keys(counts)).toHaveLength(26);
  });

  it("writes the count line '{n} brand(s) starting with \"X\"'", () => {
    expect(brandCountText(1, "G")).toBe('1 brand starting with "G"');
    expect(brandCountText(3, "A")).toBe('3 brands starting with "A"');
  });
});
