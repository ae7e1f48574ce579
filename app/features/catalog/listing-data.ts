import type { ListingResult } from "../../../core/catalog-types.ts";
import type { ListingQuery } from "../../../core/listing-query.ts";
import type { CompanyPrices } from "../../../core/buyer-prices.ts";

/** What every listing loader (category, /products, /search) returns. */
export type ListingPageData =
  /** `companyPrices`: the signed-in buyer's prices of the page's products; null for everyone else. */
  | { status: "ok"; result: ListingResult; query: ListingQuery; companyPrices: CompanyPrices | null }
  | { status: "not-found"; slug: string }
  /** A page number past the listing's last page (404); `lastPage` is the last page's URL. */
  | { status: "past-end"; lastPage: string }
  | { status: "error"; message: string };
