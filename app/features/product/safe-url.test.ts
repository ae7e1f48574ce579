import { describe, expect, it } from "vitest";
import { safeHref } from "./safe-url.ts";

describe("safeHref — hostile catalogue links render inert", () => {
  it("keeps http(s) and site-relative links", () => {
    expect(safeHref("https://example.com/spec.pdf")).toBe("https://example.com/spec.pdf");
    expect(safeHref("/docs/manual.pdf")).toBe("/docs/manual.pdf");
  });
  it("drops javascript:, data:, protocol-relative and junk", () => {
    for (const url of [
      "javascript:alert(1)",
      " JAVASCRIPT:alert(1)",
      "data:text/html,x",
      "//evil.example",
      "not a url",
      "",
    ]) {
      expect(safeHref(url)).toBeNull();
    }
  });
});
