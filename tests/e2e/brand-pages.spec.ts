import { expect, test } from "@playwright/test";
import type { BrandEntry } from "../../core/catalog-types.ts";
import { brandSlug } from "../../core/brand-path.ts";
import { CATEGORY_PAGE_SIZE } from "../../core/constants.ts";
import { screenshotBothWidths } from "./support/storefront.ts";

const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];

test("every brand card leads to its own indexable page listing its products, and the sitemap has them", async ({
  request,
}) => {
  const brands = ((await (await request.get("/api/catalog/brands")).json()) as { items: BrandEntry[] }).items;
  expect(brands.length).toBeGreaterThan(10);
  const sitemap = await (await request.get("/sitemap.xml")).text();
  for (const brand of brands) {
    expect(brand.href, brand.name).toBe(`/brands/${brandSlug(brand.name)}`);
    expect(brand.productCount, brand.name).toBeGreaterThan(0);
    const response = await request.get(brand.href);
    expect(response.status(), brand.name).toBe(200);
    const html = await response.text();
    expect(canonicalOf(html), brand.name).toMatch(new RegExp(`${brand.href}$`));
    expect(html, brand.name).not.toContain('name="robots" content="noindex"');
    // The brand's products across categories: the count line shows them all.
    const shown = Math.min(brand.productCount, CATEGORY_PAGE_SIZE);
    expect(html.replace(/<!-- -->/g, ""), brand.name).toContain(
      `Showing 1-${shown} of ${brand.productCount}`,
    );
    expect(sitemap, brand.name).toContain(`${brand.href}</loc>`);
  }
});

test("a brand page pages like a listing; an unknown brand is 404", async ({ page, request }) => {
  const brands = ((await (await request.get("/api/catalog/brands")).json()) as { items: BrandEntry[] }).items;
  const big = brands.find((b) => b.productCount > CATEGORY_PAGE_SIZE)!;
  await page.goto(big.href);
  await screenshotBothWidths(page, "brand-page");
  await expect(page.getByRole("heading", { level: 1, name: `${big.name} Products` })).toBeVisible();
  const cards = page.locator('main a[href^="/product/"]');
  await expect(cards.first()).toBeVisible();
  await page.goto(`${big.href}?page=2`);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    "href",
    new RegExp(`${big.href}\\?page=2$`),
  );
  expect((await request.get("/brands/no-such-brand-anywhere")).status()).toBe(404);
});
