import { expect, test, type APIRequestContext } from "@playwright/test";
import type { ListingResult, ProductDetail } from "../../core/catalog-types.ts";
import { CATEGORIES } from "../../core/categories.ts";
import { isValidGtin12 } from "../../core/gtin.ts";
import { productCategory } from "../../core/product-category.ts";
import { listing, productDetail } from "./support/storefront.ts";
import { blocksOfType, jsonLdBlocks, structuredDataProblems } from "./support/structured-data.ts";
import { FEED_PAGE_MAX } from "../../server/api/spec-catalog-routes.ts";

interface FeedItem {
  sku: string;
  qty: number | null;
  upc: string | null;
}

/** /api/catalog/products: the listing of /products and /search. */
async function catalogueListing(request: APIRequestContext, query: string): Promise<ListingResult> {
  const response = await request.get(`/api/catalog/products?${query}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as ListingResult;
}

async function hydrofarmFeed(request: APIRequestContext): Promise<FeedItem[]> {
  const items: FeedItem[] = [];
  for (let offset = 0; ; offset += FEED_PAGE_MAX) {
    const response = await request.get(`/api/products/hydrofarm?limit=${FEED_PAGE_MAX}&offset=${offset}`);
    const page = (await response.json()) as { items: FeedItem[]; total: number };
    items.push(...page.items);
    if (offset + FEED_PAGE_MAX >= page.total) return items;
  }
}

/** One listed product of each storefront category, plus products the audit found wrong. */
async function sampleProducts(request: APIRequestContext): Promise<ProductDetail[]> {
  const skus = new Set<string>();
  for (const category of CATEGORIES) {
    const page = await listing(request, `slug=${category.slug}`);
    for (const item of page.items.slice(0, 1)) skus.add(item.sku);
    // A distributor product of the category: these got another category's crumb before.
    const spd = page.items.find((item) => item.provider === "spd");
    if (spd) skus.add(spd.sku);
  }
  const feed = await hydrofarmFeed(request);
  const outOfStock = feed.find((item) => item.qty === 0);
  if (outOfStock) skus.add(outOfStock.sku);
  const badUpc = feed.find((item) => item.upc && !isValidGtin12(item.upc));
  if (badUpc) skus.add(badUpc.sku);
  const details: ProductDetail[] = [];
  for (const sku of skus) {
    const response = await request.get(`/api/catalog/products/${encodeURIComponent(sku)}`);
    if (response.ok()) details.push((await response.json()) as ProductDetail);
  }
  return details;
}

test.describe("structured data, breadcrumbs and meta", () => {
  test("product pages: valid Product/Offer/BreadcrumbList JSON-LD naming the product's own category", async ({
    page,
    request,
  }) => {
    const products = await sampleProducts(request);
    expect(products.length).toBeGreaterThan(CATEGORIES.length);
    expect(products.some((p) => p.availability.kind === "backorder")).toBe(true);
    for (const product of products) {
      await page.goto(`/product/${encodeURIComponent(product.sku)}`);
      const blocks = await jsonLdBlocks(page);
      expect(structuredDataProblems(blocks), product.sku).toEqual([]);
      const [ld] = blocksOfType(blocks, "Product");
      const offers = ld!.offers as Record<string, unknown>;
      expect(offers.availability, product.sku).toBe(
        ["in_stock", "low_stock"].includes(product.availability.kind)
          ? "https://schema.org/InStock"
          : "https://schema.org/BackOrder",
      );
      await expect(page.locator("[data-availability]").first()).toHaveText(product.availability.label);
      expect(offers.price).toBe((product.priceCents / 100).toFixed(2));
      expect(Date.parse(String(offers.priceValidUntil))).toBeGreaterThan(Date.now());
      expect(offers.seller).toMatchObject({ "@type": "Organization", name: "Canopy" });
      expect(offers.hasMerchantReturnPolicy).toMatchObject({ merchantReturnDays: 15, restockingFee: 15 });
      expect(offers.shippingDetails).toContainEqual(
        expect.objectContaining({
          shippingRate: { "@type": "MonetaryAmount", value: "50.00", currency: "USD" },
        }),
      );
      expect("gtin12" in ld!, product.sku).toBe(isValidGtin12(product.upc));

      const category = productCategory(product.categorySlugs);
      const [crumbs] = blocksOfType(blocks, "BreadcrumbList");
      const names = (crumbs!.itemListElement as { name: string }[]).map((c) => c.name);
      expect(names, product.sku).toEqual(["Home", category.name, product.name]);
      const visible = page.getByRole("navigation", { name: "Breadcrumb" });
      await expect(visible.getByRole("link", { name: category.name })).toHaveAttribute("href", category.path);

      await expect(page).toHaveTitle(/ \| Canopy$/);
      const description = await page.locator('meta[name="description"]').getAttribute("content");
      expect(description!.length, product.sku).toBeLessThanOrEqual(155);
      expect(description, product.sku).not.toMatch(/&amp;|</);
      // The product's own description, not the templated line
      const own = (product.longDescription ?? product.shortDescription ?? "").replace(/<[^>]*>/g, " ");
      const firstWords = own.replace(/&amp;/g, "&").trim().split(/\s+/).slice(0, 3).join(" ");
      expect(description, product.sku).toContain(firstWords);
    }
  });

  test("the title suffix is not dropped for a product named like the shop", async ({ page, request }) => {
    const hits = (await catalogueListing(request, "q=canopy")).items.filter((item) =>
      /canopy/i.test(item.name),
    );
    test.skip(hits.length === 0, "the catalogue has no product named like the shop");
    const product = await productDetail(request, hits[0]!.sku);
    await page.goto(`/product/${encodeURIComponent(product.sku)}`);
    await expect(page).toHaveTitle(`${product.name} (${product.sku}) | Canopy`);
  });

  test("home has Organization and WebSite, listings an ItemList in page order", async ({ page, request }) => {
    await page.goto("/");
    const home = await jsonLdBlocks(page);
    expect(structuredDataProblems(home)).toEqual([]);
    expect(blocksOfType(home, "Organization")).toHaveLength(1);
    expect(blocksOfType(home, "Organization")[0]!.logo).toMatch(/^https?:\/\//);
    expect(blocksOfType(home, "WebSite")).toHaveLength(1);
    await expect(page).toHaveTitle(/^Canopy — /);

    for (const path of ["/grow-lights?page=2", "/products"]) {
      await page.goto(path);
      const blocks = await jsonLdBlocks(page);
      expect(structuredDataProblems(blocks), path).toEqual([]);
      const [list] = blocksOfType(blocks, "ItemList");
      const items = list!.itemListElement as { position: number; url: string }[];
      const shown = path.startsWith("/grow")
        ? await listing(request, "slug=grow-lights&page=2")
        : await catalogueListing(request, "");
      expect(items.map((i) => new URL(i.url).pathname)).toEqual(
        shown.items.map((p) => `/product/${encodeURIComponent(p.sku)}`),
      );
      expect(items[0]!.position).toBe((shown.page - 1) * shown.pageSize + 1);
    }
  });

  test("home, category and product pages share a 1200×630 PNG card", async ({ page, request }) => {
    const product = (await listing(request, "slug=hydroponics")).items[0]!;
    for (const path of ["/", "/hydroponics", `/product/${encodeURIComponent(product.sku)}`]) {
      await page.goto(path);
      const image = await page.locator('meta[property="og:image"]').getAttribute("content");
      expect(image, path).toMatch(/^https?:\/\/.+\.png$/);
      await expect(page.locator('meta[property="og:image:width"]')).toHaveAttribute("content", "1200");
      await expect(page.locator('meta[property="og:image:height"]')).toHaveAttribute("content", "630");
      await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute(
        "content",
        "summary_large_image",
      );
      const response = await request.get(new URL(image!).pathname);
      expect(response.status(), path).toBe(200);
      expect(response.headers()["content-type"]).toBe("image/png");
      const bytes = await response.body();
      expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)], path).toEqual([1200, 630]);
    }
  });
});
