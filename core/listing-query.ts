import { z } from "./zod.ts";
import { SEARCH_MAX_QUERY_LENGTH, SORT_OPTIONS, WATTAGE_RANGES, type SortOption } from "./constants.ts";

/**
 * The one listing query: the storefront's URL query string, the /api listing parameters and the
 * listing service all use this shape, so a shared URL and an API call mean the same thing.
 *
 *   ?q=led&category=grow-lights&sub=LED%20Grow%20Lights&brand=Gavita&brand=Fluence
 *    &watts=500-1000W&voltage=120-277V&stock=in&min=100&max=2000&sort=priceLowToHigh&page=2
 */
const text = z.string().trim().max(SEARCH_MAX_QUERY_LENGTH, "Must be 200 characters or fewer.");
const list = z.array(text.min(1)).max(50, "Too many values.");
const dollars = z.coerce
  .number({ error: "Must be a number." })
  .min(0, "Must be 0 or more.")
  .max(1_000_000, "Must be 1,000,000 or less.");

export const listingQuerySchema = z
  .object({
    q: text.optional().meta({ description: "Search text; ranks results like the header search." }),
    category: z
      .string()
      .max(60)
      .regex(/^[a-z-]+$/, "Unknown category.")
      .optional()
      .meta({ description: "Category slug." }),
    sub: list.default([]).meta({ description: "Subcategory; two-way case-insensitive substring." }),
    brand: list.default([]).meta({ description: "Brand; case-insensitive substring." }),
    watts: z
      .array(
        z.enum(WATTAGE_RANGES.map((r) => r.label) as [string, ...string[]], {
          error: "Unknown wattage range.",
        }),
      )
      .max(10)
      .default([])
      .meta({ description: "Wattage range on wattage_120v, inclusive." }),
    voltage: list.default([]).meta({ description: "Rated voltage, exact, e.g. 120-277V." }),
    stock: z
      .enum(["in"], { error: "Unknown stock filter." })
      .optional()
      .meta({ description: "'in': only products the supplier's feed reports on hand." }),
    min: dollars.optional().meta({ description: "Minimum price in whole dollars, inclusive." }),
    max: dollars
      .optional()
      .meta({ description: "Maximum price in whole dollars, inclusive (not below min)." }),
    sort: z
      .enum(SORT_OPTIONS.map((s) => s.value) as [SortOption, ...SortOption[]], {
        error: "Unknown sort option.",
      })
      .default("default")
      .meta({ description: "Sort option." }),
    page: z.coerce
      .number({ error: "Page must be a whole number." })
      .int("Page must be a whole number.")
      .min(1, "Page must be 1 or more.")
      .max(10_000, "Page must be 10000 or less.")
      .default(1)
      .meta({ description: "Page number (24 per page)." }),
  })
  .refine((v) => v.min === undefined || v.max === undefined || v.min <= v.max, {
    message: "Minimum price must not exceed maximum price.",
    path: ["min"],
  });

export type ListingQuery = z.infer<typeof listingQuerySchema>;

const repeatable = ["sub", "brand", "watts", "voltage"] as const;

/** URLSearchParams → plain object for the schema (repeatable keys become arrays, blanks are dropped). */
export function searchParamsToObject(params: URLSearchParams): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of repeatable) out[key] = params.getAll(key).filter((v) => v.trim() !== "");
  for (const key of ["q", "category", "stock", "min", "max", "sort", "page"]) {
    const v = params.get(key);
    if (v !== null && v.trim() !== "") out[key] = v;
  }
  return out;
}

export function parseListingQuery(params: URLSearchParams) {
  return listingQuerySchema.safeParse(searchParamsToObject(params));
}

/** The canonical query string of a listing (defaults omitted), for links, pagers and canonical URLs. */
export function listingQueryToSearchParams(query: Partial<ListingQuery>): URLSearchParams {
  const params = new URLSearchParams();
  if (query.q) params.set("q", query.q);
  if (query.category) params.set("category", query.category);
  for (const key of repeatable) for (const v of query[key] ?? []) params.append(key, v);
  if (query.stock) params.set("stock", query.stock);
  if (query.min !== undefined) params.set("min", String(query.min));
  if (query.max !== undefined) params.set("max", String(query.max));
  if (query.sort && query.sort !== "default") params.set("sort", query.sort);
  if (query.page && query.page > 1) params.set("page", String(query.page));
  return params;
}
