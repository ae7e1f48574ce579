import type { ListingResult } from "../../../core/catalog-types.ts";
import type { ListingQuery } from "../../../core/listing-query.ts";

/** What every listing loader (category, /products, /search) returns. */
export type ListingPageData =
  | { status: "ok"; result: ListingResult; query: ListingQuery }
  | { status: "not-found"; slug: string }
  /** A page number past the listing's last page (404); `lastPage` is the last page's URL. */
  | { status: "past-end"; lastPage: string }
  | { status: "error"; message: string };
