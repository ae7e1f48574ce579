import { categoryBySlug } from "../core/categories.ts";
import { listingQuerySchema, searchParamsToObject } from "../core/listing-query.ts";
import type { CatalogService } from "../server/catalog/queries/catalog-service.ts";
import type { PricingService } from "../server/pricing/pricing-service.ts";
import { selectRows, sql, type Db } from "../server/db/client.ts";
import { catalogEntries } from "../server/db/schema/all.ts";
import { seeded, summarise, type LatencySummary } from "./stats.ts";

/** What the request mixes are made of: real skus, name prefixes and category filters. */
export interface Workload {
  searchPaths: string[];
  listingPaths: string[];
  productPaths: string[];
  /** The listing mix as storefront page URLs (category route plus its query string). */
  categoryPagePaths: string[];
  searchTexts: string[];
  listings: URLSearchParams[];
  skus: string[];
}

const slugs = [
  "grow-lights",
  "nutrients-supplements",
  "media-pots",
  "environment",
  "hydroponics",
  "propagation",
];

function categoryPagePath(params: URLSearchParams): string {
  const query = new URLSearchParams(params);
  const slug = query.get("slug") ?? "";
  query.delete("slug");
  const search = query.toString();
  return `${categoryBySlug(slug)?.path ?? `/${slug}`}${search ? `?${search}` : ""}`;
}

/** Builds a deterministic request mix from the imported catalogue. */
export async function buildWorkload(db: Db, size = 300): Promise<Workload> {
  const random = seeded(7);
  const rows = await selectRows(
    db,
    { sku: catalogEntries.sku, name: catalogEntries.name, brand: catalogEntries.brand },
    sql`select sku, name, brand from catalog_entries order by md5(sku) limit ${size}`,
  );
  // Search as you type: every prefix a shopper sends while typing a name, a brand or a sku.
  const searchTexts = rows.flatMap((r, i) => {
    const word = [r.name, r.brand, r.sku][i % 3].toLowerCase();
    return [2, 3, 5, 8].map((n) => word.slice(0, n)).filter((t) => t.trim().length >= 2);
  });
  const brands = [...new Set(rows.map((r) => r.brand))];
  const variants: Record<string, string | string[]>[] = [
    {},
    { sort: "priceLowToHigh" },
    { sort: "bestSeller", page: "2" },
    { page: "5" },
    { watts: ["500-1000W", "1000W+"] },
    { min: "50", max: "900" },
  ];
  const listings = Array.from({ length: 120 }, (_, i) => {
    const params = new URLSearchParams({ slug: slugs[i % slugs.length] });
    for (const [key, value] of Object.entries(variants[i % variants.length])) {
      for (const v of Array.isArray(value) ? value : [value]) params.append(key, v);
    }
    if (i % 4 === 3) params.append("brand", brands[Math.floor(random() * brands.length)]);
    return params;
  });
  return {
    searchTexts,
    listings,
    skus: rows.map((r) => r.sku),
    searchPaths: searchTexts.map((t) => `/api/catalog/search?q=${encodeURIComponent(t)}`),
    listingPaths: listings.map((p) => `/api/catalog/listing?${p}`),
    categoryPagePaths: listings.map(categoryPagePath),
    productPaths: rows.map((r) => `/api/catalog/products/${encodeURIComponent(r.sku)}`),
  };
}

export interface QueryTimings {
  search: LatencySummary;
  listing: LatencySummary;
  product: LatencySummary;
  /** A signed-in buyer's company prices for a listing page's 24 products (one statement, ADR 0077). */
  companyPrices: LatencySummary;
}

async function timeCalls(n: number, call: (i: number) => Promise<unknown>): Promise<LatencySummary> {
  for (let i = 0; i < 10; i++) await call(i);
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    await call(i);
    times.push(performance.now() - t0);
  }
  return summarise(times);
}

/** Server-side time of each catalogue call (service → SQL → rows), one at a time, in this process. */
export async function timeQueries(
  catalog: CatalogService,
  pricing: Pick<PricingService, "companyPrices">,
  workload: Workload,
  iterations: number,
): Promise<QueryTimings> {
  const { searchTexts, listings, skus } = workload;
  return {
    search: await timeCalls(iterations, (i) => catalog.search(searchTexts[i % searchTexts.length])),
    listing: await timeCalls(iterations, (i) => {
      const params = listings[i % listings.length];
      const query = listingQuerySchema.parse(searchParamsToObject(params));
      return catalog.listing({ ...query, slug: params.get("slug") ?? undefined });
    }),
    product: await timeCalls(iterations, (i) => catalog.product(skus[i % skus.length])),
    companyPrices: await timeCalls(iterations, (i) =>
      pricing.companyPrices(
        "bench-company",
        skus.slice(i % (skus.length - 24), (i % (skus.length - 24)) + 24),
      ),
    ),
  };
}
