import type {
  BrandEntry,
  DiscontinuedProduct,
  ListingResult,
  ProductDetail,
  ProductSummary,
  SearchHit,
} from "../../../core/catalog-types.ts";
import type { ListingQuery } from "../../../core/listing-query.ts";

/**
 * Everything the storefront reads from the catalogue. Loaders call it through
 * `context.services.catalog`; the /api/catalog plugin exposes the same calls as JSON.
 */
export interface CatalogService {
  /** Header search-as-you-type ('Header search'): top 10, at least 2 characters, typo fallback. */
  search(q: string): Promise<SearchHit[]>;
  /**
   * A listing page: a category (`slug`), the whole catalogue (`/products`, optional `query.category`),
   * or full search results (`query.q`). Filters, sort and 24-per-page paging per the specification.
   * Returns null when `slug` names no category.
   */
  listing(query: ListingQuery & { slug?: string }): Promise<ListingResult | null>;
  /** Product detail by sku (exact, else case-insensitive), with up to 4 related products. */
  product(sku: string): Promise<ProductDetail | null>;
  /**
   * The sku of the one listed product an id that is no sku names, by its letters and digits alone or
   * as part of one sku (the product page redirects there); null when none or several match.
   */
  productAlias(id: string): Promise<string | null>;
  /** A sku no supplier lists any more, with listed products of its kind (the product page's 410). */
  discontinued(sku: string): Promise<DiscontinuedProduct | null>;
  /** Brands directory: one entry per brand with its storefront category and product count. */
  brands(): Promise<BrandEntry[]>;
  /** Home 'Best Sellers' selection of the specification, stable for the given day (up to 8; the page shows 4). */
  bestSellers(day?: Date): Promise<ProductSummary[]>;
  /** Changes whenever an import changes the listed catalogue; keys caches derived from it. */
  version(): Promise<string>;
  /** Live product count per category slug (for 'Coming Soon' states and navigation). */
  categoryCounts(): Promise<Record<string, number>>;
  /** Current catalogue entries for the cart and quotes, keyed by sku (primary, not discontinued). */
  productsBySkus(skus: string[]): Promise<Map<string, ProductSummary>>;
  /** Every listed product's sku and last change, for the sitemap. */
  sitemapEntries(): Promise<{ sku: string; updatedAt: string }[]>;
}
