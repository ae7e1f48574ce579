import type { SortOption } from "./constants.ts";
import type { ListingQuery } from "./listing-query.ts";

/**
 * The browser's side of the listing URL format of core/listing-query.ts, without zod: the schema
 * module would add its validation library to every listing page's JavaScript. The server still
 * parses every URL with the schema; a unit test keeps this serializer identical to
 * `listingQueryToSearchParams`.
 */
const REPEATABLE = ["sub", "brand", "watts", "voltage"] as const;

export function listingSearchParams(query: Partial<ListingQuery>): URLSearchParams {
  const params = new URLSearchParams();
  if (query.q) params.set("q", query.q);
  if (query.category) params.set("category", query.category);
  for (const key of REPEATABLE) for (const v of query[key] ?? []) params.append(key, v);
  if (query.stock) params.set("stock", query.stock);
  if (query.min !== undefined) params.set("min", String(query.min));
  if (query.max !== undefined) params.set("max", String(query.max));
  if (query.sort && query.sort !== "default") params.set("sort", query.sort);
  if (query.page && query.page > 1) params.set("page", String(query.page));
  return params;
}

export function listingHref(pathname: string, query: Partial<ListingQuery>): string {
  const search = listingSearchParams(query).toString();
  return search ? `${pathname}?${search}` : pathname;
}

const optionalNumber = (value: string | null) => {
  if (value === null || value.trim() === "") return undefined;
  const n = Number(value);
  return Number.isFinite(n) ? n : undefined;
};

/**
 * Reads a listing URL for display only (the filters a pending navigation is about to apply);
 * it does not validate — the loader does, and redirects anything invalid.
 */
export function readListingParams(params: URLSearchParams): ListingQuery {
  const list = (key: string) => params.getAll(key).filter((v) => v.trim() !== "");
  const page = Number(params.get("page"));
  return {
    q: params.get("q") ?? undefined,
    category: params.get("category") ?? undefined,
    sub: list("sub"),
    brand: list("brand"),
    watts: list("watts"),
    voltage: list("voltage"),
    stock: params.get("stock") === "in" ? "in" : undefined,
    min: optionalNumber(params.get("min")),
    max: optionalNumber(params.get("max")),
    sort: (params.get("sort") as SortOption | null) ?? "default",
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}
