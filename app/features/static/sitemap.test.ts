import { describe, expect, it } from "vitest";
import { sitemapDocument, type SitemapEntry } from "./sitemap.ts";

const entries = (n: number): SitemapEntry[] =>
  Array.from({ length: n }, (_, i) => ({ loc: `https://shop.example/product/SKU-${i}`, lastmod: null }));

describe("sitemap: every category and product; an index beyond 50,000 URLs", () => {
  it("is one urlset when the URLs fit", () => {
    const xml = sitemapDocument(entries(3), "https://shop.example", null, 5)!;
    expect(xml).toContain("<urlset");
    expect(xml.match(/<url>/g)).toHaveLength(3);
  });

  it("becomes an index of parts, each holding at most the limit", () => {
    const all = entries(12);
    const index = sitemapDocument(all, "https://shop.example", null, 5)!;
    expect(index).toContain("<sitemapindex");
    expect(index.match(/<sitemap>/g)).toHaveLength(3);
    expect(index).toContain("https://shop.example/sitemap.xml?part=3");
    expect(sitemapDocument(all, "https://shop.example", 1, 5)!.match(/<url>/g)).toHaveLength(5);
    expect(sitemapDocument(all, "https://shop.example", 3, 5)!.match(/<url>/g)).toHaveLength(2);
    expect(sitemapDocument(all, "https://shop.example", 4, 5)).toBeNull();
    expect(sitemapDocument(all, "https://shop.example", 0, 5)).toBeNull();
  });

  it("escapes XML in URLs and keeps lastmod", () => {
    const xml = sitemapDocument(
      [{ loc: "https://shop.example/product/A&B<1>", lastmod: "2026-11-22" }],
      "x",
      null,
    )!;
    expect(xml).toContain(
      "<loc>https://shop.example/product/A&amp;B&lt;1&gt;</loc><lastmod>2026-11-22</lastmod>",
    );
  });
});
