import { useCallback } from "react";
import { useLocation, useNavigate, useNavigation } from "react-router";
import { categoryByPath } from "../../../core/categories.ts";
import { listingQueryToSearchParams, type ListingQuery } from "../../../core/listing-query.ts";

export function listingHref(pathname: string, query: Partial<ListingQuery>): string {
  const search = listingQueryToSearchParams(query).toString();
  return search ? `${pathname}?${search}` : pathname;
}

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

/** True while a client-side navigation to a listing page loads (the grid shows skeletons). */
export function useListingLoading(): boolean {
  const navigation = useNavigation();
  return navigation.state === "loading" && isListingPath(navigation.location.pathname);
}
