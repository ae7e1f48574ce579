import { useCallback } from "react";
import { useLocation, useNavigate, useNavigation } from "react-router";
import { categoryByPath } from "../../../core/categories.ts";
import { listingHref, readListingParams } from "../../../core/listing-href.ts";
import type { ListingQuery } from "../../../core/listing-query.ts";

function isListingPath(pathname: string): boolean {
  return pathname === "/products" || pathname === "/search" || categoryByPath(pathname) !== undefined;
}

/** Applies a new listing query through the URL (so filters survive reload, sharing and Back). */
export function useApplyListingQuery() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return useCallback(
    (query: Partial<ListingQuery>) => navigate(listingHref(pathname, query), { preventScrollReset: true }),
    [navigate, pathname],
  );
}

/**
 * The query being navigated to on this listing path while it loads, else the current one, so
 * checkboxes, chips and the sort select reflect a click at once rather than after the round trip.
 */
export function usePendingListingQuery(current: ListingQuery): ListingQuery {
  const navigation = useNavigation();
  const { pathname } = useLocation();
  if (navigation.state !== "loading" || navigation.location.pathname !== pathname) return current;
  return readListingParams(new URLSearchParams(navigation.location.search));
}

/** True while a client-side navigation to a listing page loads (the grid shows skeletons). */
export function useListingLoading(): boolean {
  const navigation = useNavigation();
  return navigation.state === "loading" && isListingPath(navigation.location.pathname);
}
