import { describe, expect, it } from "vitest";
import { escapeLike, normaliseQuery } from "./search-match.ts";

describe("search text", () => {
  it("escapes LIKE wildcards so they match literally", () => {
    expect(escapeLike("50%_off\\")).toBe("50\\%\\_off\\\\");
  });

  it("matches case-insensitively on the trimmed text", () => {
    expect(normaliseQuery("  GaViTa ")).toBe("gavita");
    expect(normaliseQuery("ga\u0000v")).toBe("gav");
  });
});
