import { describe, expect, it } from "vitest";
import { IMAGE_SHAPES } from "../../core/image-shapes.ts";
import { readFileSync } from "node:fs";
import { BRAND_LOGOS, brandLogo } from "../../core/brand-logos.ts";
import { SAMPLE_BRANDS } from "../catalog/import/sample/product-lines.ts";
import { brandLogoSvg, brandNameOf, escapeXml, placeholderSvg, productSvg } from "./product-svg.ts";

describe("generated product images", () => {
  it("draws every kind of product differently, with the brand name and explicit size", () => {
    const pictures = IMAGE_SHAPES.map((shape) => productSvg(`${shape}-gavita-1`));
    expect(new Set(pictures).size).toBe(IMAGE_SHAPES.length);
    for (const svg of pictures) {
      expect(svg).toMatch(
        /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="400" height="400" viewBox="0 0 400 400"/,
      );
      expect(svg).toContain(">Gavita</text>");
    }
  });

  it("draws every product and every photo of it differently", () => {
    const keys = [2000147, 2000148, 2000149, 2000150, 2000151].flatMap((n) =>
      [1, 2, 3].map((photo) => `light-gavita-${n}-${photo}`),
    );
    expect(new Set(keys.map(productSvg)).size).toBe(keys.length);
    expect(productSvg("light-gavita-2000147-1")).toContain(">Gavita</text>");
  });

  it("names sample brands as written and other slugs in title case", () => {
    expect(brandNameOf("ac-infinity")).toBe("AC Infinity");
    expect(brandNameOf("house-garden")).toBe("House & Garden");
    expect(brandNameOf("acme-grow-co")).toBe("Acme Grow Co");
  });

  it("escapes brand names in the markup", () => {
    expect(productSvg("bottle-house-garden-1")).toContain(">House &amp; Garden</text>");
    expect(brandLogoSvg("house-garden")).not.toMatch(/& /);
    // The badge's initials are letters: 'HG', never 'H&'.
    expect(brandLogoSvg("house-garden")).toContain(">HG</text>");
  });

  it("draws a logo for every brand of the logo table, which holds every sample brand, and none for another", () => {
    for (const [slug, name] of SAMPLE_BRANDS) {
      expect(BRAND_LOGOS[name], name).toBe(`/images/brands/${slug}.svg`);
      expect(brandLogoSvg(slug), name).toContain(`<title>${escapeXml(name)} logo</title>`);
    }
    expect(brandLogo("Acme Grow Co")).toBeNull();
    expect(brandLogoSvg("acme-grow-co")).toBeNull();
  });

  it("draws without the sample catalogue's data, so the server bundle does not carry it", () => {
    const source = readFileSync(new URL("./product-svg.ts", import.meta.url), "utf8");
    expect(source).not.toMatch(/from "[^"]*\/sample\//);
  });

  it("has a placeholder", () => {
    expect(placeholderSvg()).toContain("No image");
  });
});
