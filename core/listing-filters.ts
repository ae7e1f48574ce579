import { PRICE_FILTER_DEFAULT_MAX, PRICE_FILTER_DEFAULT_MIN } from "./constants.ts";
import type { ListingQuery } from "./listing-query.ts";

/** The in-stock filter's label, in the sidebar and as an active-filter chip. */
export const IN_STOCK_ONLY = "In stock only";

export type ChipKey = "category" | "sub" | "brand" | "watts" | "voltage" | "stock" | "price";

export interface FilterChip {
  key: ChipKey;
  value: string;
  label: string;
}

type ListKey = "sub" | "brand" | "watts" | "voltage";
const LIST_KEYS: ListKey[] = ["sub", "brand", "watts", "voltage"];

/** The 'Active Filters' chips of a listing query, in sidebar order. */
export function activeFilterChips(
  query: ListingQuery,
  categoryName?: (slug: string) => string | undefined,
): FilterChip[] {
  const chips: FilterChip[] = [];
  if (query.category) {
    chips.push({
      key: "category",
      value: query.category,
      label: categoryName?.(query.category) ?? query.category,
    });
  }
  for (const key of LIST_KEYS) for (const value of query[key]) chips.push({ key, value, label: value });
  if (query.stock === "in") chips.push({ key: "stock", value: "in", label: IN_STOCK_ONLY });
  if (query.min !== undefined || query.max !== undefined) {
    const min = query.min ?? PRICE_FILTER_DEFAULT_MIN;
    const max = query.max ?? PRICE_FILTER_DEFAULT_MAX;
    chips.push({ key: "price", value: `${min}-${max}`, label: `$${min} - $${max}` });
  }
  return chips;
}

/** Any filter change returns to page 1 (the specification: 'The pager returns to page 1 on filter change'). */
export function removeChip(query: ListingQuery, chip: FilterChip): ListingQuery {
  if (chip.key === "category") return { ...query, category: undefined, page: 1 };
  if (chip.key === "price") return { ...query, min: undefined, max: undefined, page: 1 };
  if (chip.key === "stock") return { ...query, stock: undefined, page: 1 };
  return { ...query, [chip.key]: query[chip.key].filter((v) => v !== chip.value), page: 1 };
}

export function toggleFilterValue(query: ListingQuery, key: ListKey, value: string): ListingQuery {
  const current = query[key];
  const next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
  return { ...query, [key]: next, page: 1 };
}

/** 'Clear all': every filter goes, the search text and sort stay. */
export function clearFilters(query: ListingQuery): ListingQuery {
  return { q: query.q, sort: query.sort, sub: [], brand: [], watts: [], voltage: [], page: 1 };
}

/**
 * The specification: price inputs. Minimum: clamped between 0 and the current maximum; non-numeric counts as 0.
 * Maximum: clamped to at least the current minimum; non-numeric counts as the default 40000.
 * The spec's extra cap of 4000 on the maximum is not applied (ADR 0031): it would make every
 * product above $4,000 unreachable while the default range runs to 40000.
 */
export function clampPriceMin(input: string, currentMax: number): number {
  const n = Number(input);
  const value = input.trim() === "" || !Number.isFinite(n) ? PRICE_FILTER_DEFAULT_MIN : n;
  return Math.min(Math.max(PRICE_FILTER_DEFAULT_MIN, Math.floor(value)), currentMax);
}

export function clampPriceMax(input: string, currentMin: number): number {
  const n = Number(input);
  const value = input.trim() === "" || !Number.isFinite(n) ? PRICE_FILTER_DEFAULT_MAX : n;
  return Math.max(Math.min(PRICE_FILTER_DEFAULT_MAX, Math.ceil(value)), currentMin);
}

/** A price range equal to the default range is no filter at all. */
export function priceRangeQuery(min: number, max: number): Pick<ListingQuery, "min" | "max"> {
  return {
    min: min === PRICE_FILTER_DEFAULT_MIN ? undefined : min,
    max: max === PRICE_FILTER_DEFAULT_MAX ? undefined : max,
  };
}
