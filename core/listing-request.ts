import { listingQueryToSearchParams, parseListingQuery, type ListingQuery } from "./listing-query.ts";
import { splitTrackingParams, withTracking } from "./tracking-params.ts";

export interface LenientListingQuery {
  query: ListingQuery;
  /** The canonical query string of what was applied (defaults omitted, invalid values dropped). */
  search: string;
  /** True when the URL held something that was not applied as written (so it should be redirected). */
  adjusted: boolean;
  /** `search` with the URL's tracking parameters (utm_*, gclid…), which are kept but never applied. */
  redirectSearch: string;
}

const EMPTY: ListingQuery = { sub: [], brand: [], watts: [], voltage: [], sort: "default", page: 1 };

/**
 * A shared or hand-edited listing URL never fails: each invalid parameter is dropped (a bad page
 * goes back to 1, an unknown sort to the default, min above max drops both bounds) and the rest
 * still applies. `omit` removes parameters the route does not take (a category page has no `category`).
 */
export function lenientListingQuery(
  params: URLSearchParams,
  omit: (keyof ListingQuery)[] = [],
): LenientListingQuery {
  const { tracking, rest } = splitTrackingParams(params);
  const working = new URLSearchParams(rest);
  for (const key of omit) working.delete(key);
  let parsed = parseListingQuery(working);
  for (let attempt = 0; !parsed.success && attempt < 12; attempt++) {
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0] ?? "");
      if (key === "min" || key === "max" || key === "") {
        working.delete("min");
        working.delete("max");
      } else working.delete(key);
    }
    parsed = parseListingQuery(working);
  }
  const query = parsed.success ? parsed.data : EMPTY;
  const search = listingQueryToSearchParams(query).toString();
  const original = new URLSearchParams(rest);
  original.sort();
  const canonical = new URLSearchParams(search);
  canonical.sort();
  return {
    query,
    search: search ? `?${search}` : "",
    adjusted: original.toString() !== canonical.toString(),
    redirectSearch: withTracking(search ? `?${search}` : "", tracking),
  };
}
