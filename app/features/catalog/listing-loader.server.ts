import { data, redirect } from "react-router";
import type { AppLoadContext } from "../../../server/app-context.ts";
import type { ListingQuery } from "../../../core/listing-query.ts";
import { lenientListingQuery } from "../../../core/listing-request.ts";
import { CATALOGUE_UNAVAILABLE_MESSAGE } from "../../../core/constants.ts";
import { SHARED_CACHE } from "../../components/shared-cache.ts";
import type { ListingPageData } from "./listing-data.ts";
import { catalogueHeaders, companyPricesFor } from "./company-prices.server.ts";

interface LoadListingOptions {
  slug?: string;
  /** Query parameters this route does not take. */
  omit?: (keyof ListingQuery)[];
  /** Filters the route itself sets (a brand page's brand), applied but not part of its URL. */
  fixed?: Partial<ListingQuery>;
}

/**
 * Shared by the category, /products and /search loaders. A URL with invalid parameters redirects
 * (301) to what was applied, keeping its tracking parameters (utm_*, gclid…); a page past the end is a
 * 404 that links to the last page; a failing catalogue renders the spec's 'Error loading products'
 * state with status 503 instead of a crash page.
 */
export async function loadListing(url: URL, context: AppLoadContext, options: LoadListingOptions = {}) {
  const { query, search, adjusted, redirectSearch } = lenientListingQuery(url.searchParams, options.omit);
  if (adjusted) throw redirect(url.pathname + redirectSearch, 301);
  try {
    const result = await context.services.catalog.listing({ ...query, ...options.fixed, slug: options.slug });
    if (!result) {
      return data<ListingPageData>(
        { status: "not-found", slug: options.slug ?? query.category ?? "" },
        { status: 404 },
      );
    }
    if (result.pageCount > 0 && query.page > result.pageCount) {
      const last = new URLSearchParams(search);
      last.set("page", String(result.pageCount));
      return data<ListingPageData>(
        { status: "past-end", lastPage: `${url.pathname}?${last}` },
        { status: 404 },
      );
    }
    const companyPrices = await companyPricesFor(
      context,
      result.items.map((item) => item.sku),
    );
    return data<ListingPageData>(
      { status: "ok", result, query, companyPrices },
      { headers: catalogueHeaders(context, SHARED_CACHE) },
    );
  } catch (error) {
    if (error instanceof Response) throw error;
    context.log.error({ err: error }, "listing failed");
    return data<ListingPageData>(
      { status: "error", message: CATALOGUE_UNAVAILABLE_MESSAGE },
      { status: 503 },
    );
  }
}
