import { describe, expect, it } from "vitest";
import { brandSlug } from "../../../core/brand-path.ts";
import { brandRows, type BrandedProduct } from "./brands.ts";

describe("brand logo slug (/images/brands/<slug>.svg)", () => {
  it("lower-cases, dashes and strips accents", () => {
    expect(brandSlug("House & Garden")).toBe("house-garden");
    expect(brandSlug("Émerald Harvest")).toBe("emerald-harvest");
    expect(brandSlug("  AC Infinity ")).toBe("ac-infinity");
  });

  it("never gives an empty slug", () => {
    expect(brandSlug("★★★")).toBe("brand");
  });
});

describe("brands directory rows", () => {
  const product = (overrides: Partial<BrandedProduct>): BrandedProduct => ({
    brand: "Gavita",
    provider: "spd",
    category: "Grow Lights",
    category_slugs: ["grow-lights"],
    ...overrides,
  });

  it("takes the provider, raw category and storefront category most of the brand's products have", () => {
    const rows = brandRows([
      product({}),
      product({
        provider: "hydrofarm",
        category: "Lighting",
        category_slugs: ["grow-lights", "garden-care"],
      }),
      product({ provider: "hydrofarm", category: "Lighting", category_slugs: ["garden-care"] }),
    ]);
    expect(rows).toEqual([
      {
        name: "Gavita",
        provider: "Hydrofarm",
        category_slug: "garden-care",
        original_category: "Lighting",
        logo: "/images/brands/gavita.svg",
        product_count: 3,
      },
    ]);
  });

  it("breaks ties by byte order, as SQL's mode() does under the C collation", () => {
    const [row] = brandRows([
      product({ category: "Pumps", category_slugs: ["hydroponics"] }),
      product({ category: "Nutrients", category_slugs: ["growing-media"] }),
    ]);
    expect(row).toMatchObject({ original_category: "Nutrients", category_slug: "growing-media" });
    const [accented] = brandRows([product({ category: "Zinc" }), product({ category: "Ångström" })]);
    expect(accented.original_category).toBe("Zinc");
  });

  it("skips products without a brand and files a brand in no storefront category under 'products'", () => {
    const rows = brandRows([product({ brand: "" }), product({ brand: "Loose", category_slugs: [] })]);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: "Loose", category_slug: "products" });
  });
});
