import { z } from "zod";
import type { Availability } from "../../../core/availability.ts";
import type {
  BrandEntry,
  Facets,
  ListingResult,
  ProductDetail,
  SameSpecAlternative,
  ProductSummary,
  SearchHit,
  SpecRow,
} from "../../../core/catalog-types.ts";
import { PROVIDERS, type Provider } from "../../../core/catalog-types.ts";
import { SORT_OPTIONS, type SortOption } from "../../../core/constants.ts";
import type { HierarchyEntry } from "../../catalog/queries/feed-views.ts";

/** The catalogue's answers. `satisfies` ties each schema to the type the services return. */

const text = z.string();
const nullableText = z.string().nullable();

const leadTimeSchema = z
  .object({ min: z.number().int(), max: z.number().int() })
  .meta({ description: "The supplier's lead time in business days." });

export const availabilitySchema = z
  .object({
    kind: z.enum(["in_stock", "low_stock", "backorder", "ships_in", "discontinued"]),
    quantity: z
      .number()
      .int()
      .nullable()
      .meta({ description: "The supplier feed's quantity when above 0; null otherwise." }),
    label: text.meta({
      description: "What the buyer reads, e.g. 'In stock: 50+' or 'Ships in 3–5 business days'.",
    }),
    leadTime: leadTimeSchema.nullable(),
  })
  .meta({ id: "Availability" }) satisfies z.ZodType<Availability>;

const summaryShape = {
  sku: text,
  name: text,
  brand: text,
  category: text,
  subcategory: text,
  provider: z.enum(PROVIDERS) as z.ZodType<Provider>,
  priceCents: z.number().int().meta({ description: "List price in cents." }),
  image: text,
  wattage120v: z.number().nullable(),
  ratedVoltage: nullableText,
  availability: availabilitySchema,
};

export const productSummarySchema = z
  .object(summaryShape)
  .meta({ id: "ProductSummary" }) satisfies z.ZodType<ProductSummary>;

export const searchHitSchema = z
  .object({
    sku: text,
    name: text,
    priceCents: z.number().int(),
    image: text,
    category: text,
    brand: text,
    wattage120v: z.number().nullable(),
    ratedVoltage: nullableText,
    source: z.enum(["original", "spd", "hydrofarm"]),
    availability: availabilitySchema,
  })
  .meta({ id: "SearchHit" }) satisfies z.ZodType<SearchHit>;

const specRowSchema = z
  .object({ name: text, imperial: nullableText, metric: nullableText })
  .meta({ id: "SpecRow" }) satisfies z.ZodType<SpecRow>;

const sameSpecSchema = z
  .object({
    ...summaryShape,
    wattage: z.number(),
    sharedVoltages: z.array(z.number().int()),
    priceDifferenceCents: z
      .number()
      .int()
      .nullable()
      .meta({ description: "Its list price minus the product's; null when either is on request." }),
  })
  .meta({ id: "SameSpecAlternative" }) satisfies z.ZodType<SameSpecAlternative>;

export const productDetailSchema = z
  .object({
    ...summaryShape,
    images: z.array(text),
    upc: nullableText,
    shortDescription: nullableText,
    longDescription: nullableText.meta({ description: "Sanitised HTML." }),
    importantNotes: nullableText,
    specSheet: nullableText,
    manual: nullableText,
    specs: z.array(specRowSchema),
    wattage240v: z.number().nullable(),
    wattage277v: z.number().nullable(),
    categorySlugs: z.array(text),
    related: z.array(productSummarySchema).max(4),
    sameSpec: z.array(sameSpecSchema).max(4),
  })
  .meta({ id: "ProductDetail" }) satisfies z.ZodType<ProductDetail>;

const facetValues = z.array(z.object({ value: text, count: z.number().int() }));

const facetsSchema = z
  .object({
    subcategories: facetValues,
    brands: facetValues,
    wattageRanges: facetValues,
    voltages: facetValues,
    inStock: facetValues.meta({ description: "One value, 'in': the products the feeds report on hand." }),
    wattages: z.array(z.number()),
    price: z.object({ min: z.number().int(), max: z.number().int() }),
  })
  .meta({ id: "Facets" }) satisfies z.ZodType<Facets>;

export const listingResultSchema = z
  .object({
    items: z.array(productSummarySchema),
    total: z.number().int(),
    categoryTotal: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
    pageCount: z.number().int(),
    sort: z.enum(SORT_OPTIONS.map((s) => s.value) as [SortOption, ...SortOption[]]),
    facets: facetsSchema,
    correctedQuery: text.optional().meta({
      description: "Present when nothing matched `q` as typed: the results are for this spelling.",
    }),
  })
  .meta({ id: "ListingResult" }) satisfies z.ZodType<ListingResult>;

export const brandEntrySchema = z
  .object({
    name: text,
    provider: z.enum(["SPD", "Hydrofarm", "Iluminar"]),
    categorySlug: text,
    href: text,
    originalCategory: text,
    logo: nullableText,
    productCount: z.number().int(),
  })
  .meta({ id: "BrandEntry" }) satisfies z.ZodType<BrandEntry>;

export const feedListSchema = z
  .object({
    items: z.array(
      z.record(z.string(), z.unknown()).meta({
        description: "A product with the specification field names (item_name, msrp, map, photo_1 …).",
      }),
    ),
    total: z.number().int(),
    limit: z.number().int(),
    offset: z.number().int(),
  })
  .meta({ id: "FeedList" });

export const hierarchySchema = z.object({
  categories: z.array(
    z.object({
      category: text,
      brand_list: z.array(z.object({ name: text })),
      brand: text.optional().meta({ description: "The category's most frequent brand (iluminar only)." }),
    }) satisfies z.ZodType<HierarchyEntry>,
  ),
});
