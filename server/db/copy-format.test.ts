import { describe, expect, it } from "vitest";
import { copyArray, copyInput, copyText } from "./copy-format.ts";

describe("COPY's text format", () => {
  it("escapes backslash, tab and line breaks in text, and nothing else", () => {
    expect(copyText("plain 'text' \"quoted\" ½ 🌱")).toBe("plain 'text' \"quoted\" ½ 🌱");
    expect(copyText("a\\b\tc\nd\re")).toBe("a\\\\b\\tc\\nd\\re");
    // A value that reads like COPY's NULL or end-of-data marker stays text.
    expect(copyText("\\N")).toBe("\\\\N");
    expect(copyText("\\.")).toBe("\\\\.");
  });

  it("writes arrays with every element quoted, quotes and backslashes escaped inside, then as text", () => {
    expect(copyArray([])).toBe("{}");
    expect(copyArray(["a", "b,c", "{d}"])).toBe('{"a","b,c","{d}"}');
    expect(copyArray(['say "hi"'])).toBe('{"say \\\\"hi\\\\""}');
    expect(copyArray([1, 22])).toBe('{"1","22"}');
  });

  it("ends every row with a newline", () => {
    expect(copyInput([])).toBe("");
    expect(copyInput(["a\tb", "c\td"])).toBe("a\tb\nc\td\n");
  });
});
