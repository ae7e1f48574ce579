import { describe, expect, it } from "vitest";
import { plainText, safeUrl, sanitiseDescription } from "./sanitise.ts";

describe("descriptions keep a safe HTML subset only", () => {
  it.each([
    ["<p>Hi</p><script>alert(1)</script>", "<p>Hi</p>"],
    ['<p onclick="x()" onmouseover="y()">Hi</p>', "<p>Hi</p>"],
    ['<img src="x" onerror="alert(1)">', null],
    ['<a href="javascript:alert(1)">x</a>', '<a rel="nofollow noopener" target="_blank">x</a>'],
    [
      '<a href="JaVaScRiPt:alert(1)" target="_self">x</a>',
      '<a target="_blank" rel="nofollow noopener">x</a>',
    ],
    ['<iframe src="https://evil.example"></iframe><p>ok</p>', "<p>ok</p>"],
    ["<style>body{display:none}</style><p>ok</p>", "<p>ok</p>"],
    ['<p style="position:fixed">ok</p>', "<p>ok</p>"],
  ])("%s → %s", (input, output) => {
    expect(sanitiseDescription(input)).toBe(output);
  });

  it("keeps structure, emphasis and http(s) links", () => {
    expect(sanitiseDescription("<ul><li><strong>Bold</strong> &amp; <em>more</em></li></ul>")).toBe(
      "<ul><li><strong>Bold</strong> &amp; <em>more</em></li></ul>",
    );
    expect(sanitiseDescription('<a href="https://example.com/a">spec</a>')).toBe(
      '<a href="https://example.com/a" rel="nofollow noopener" target="_blank">spec</a>',
    );
  });

  it("closes tags a feed left open, so markup cannot spill into the page", () => {
    expect(sanitiseDescription("<p>open <strong>bold</p>")).toBe("<p>open <strong>bold</strong></p>");
  });

  it("keeps a bare '&' that cannot start an entity, and escapes one that could", () => {
    expect(sanitiseDescription("<p>Ebb & Flow</p>")).toBe("<p>Ebb & Flow</p>");
    expect(sanitiseDescription("<p>R&D</p>")).toBe("<p>R&amp;D</p>");
  });

  it("escapes stray angle brackets in text", () => {
    expect(sanitiseDescription("a > b")).toBe("a &gt; b");
  });

  it("blank descriptions are null", () => {
    expect(sanitiseDescription(undefined)).toBeNull();
    expect(sanitiseDescription("<script>x</script>")).toBeNull();
  });
});

describe("names and brands are text", () => {
  it("drops markup and script bodies, decodes entities, collapses whitespace", () => {
    expect(plainText("  Bloom <b>Boost</b>\n\t&amp; More<script>alert(1)</script> ")).toBe(
      "Bloom Boost & More",
    );
    expect(plainText("&lt;script&gt; is text")).toBe("<script> is text");
    expect(plainText("Caf&#233; &#x263A;")).toBe("Café ☺");
  });

  it("blank text is missing", () => {
    expect(plainText("<br>")).toBeUndefined();
    expect(plainText(undefined)).toBeUndefined();
  });
});

describe("image and document URLs only http(s) to a host that can resolve, or the app's own", () => {
  it.each([
    ["/images/products/a.svg", "/images/products/a.svg"],
    ["https://cdn.example.com/a.jpg", "https://cdn.example.com/a.jpg"],
    ["http://cdn.example.com/a.jpg", "http://cdn.example.com/a.jpg"],
    ["javascript:alert(1)", undefined],
    ["data:image/png;base64,AAAA", undefined],
    ["//evil.example/a.png", undefined],
    ["/\\evil.example/a.png", undefined],
    ["ftp://files.example.com/a.png", undefined],
    ["not a url", undefined],
    ["https://spec-sheets.canopy-sample.example/a.pdf", undefined],
    ["https://files.invalid/a.pdf", undefined],
    ["http://docs.test./a.pdf", undefined],
    ["https://example.org/a.pdf", "https://example.org/a.pdf"],
  ])("%s → %s", (input, output) => {
    expect(safeUrl(input)).toBe(output);
  });
});
