import { SORT_OPTIONS, VOLTAGE_OPTIONS, WATTAGE_RANGES } from "../../core/constants.ts";
import { CATEGORIES } from "../../core/categories.ts";
import { HYDROFARM_CATEGORIES } from "../catalog/queries/feed-views.ts";
import { FEED_PAGE_DEFAULT, FEED_PAGE_MAX } from "./spec-catalog-routes.ts";
import {
  errorResponse,
  json,
  ref,
  type ApiDocs,
  type JsonSchema,
  type OpenApiParameter,
} from "./openapi-types.ts";

const str: JsonSchema = { type: "string" };
const int: JsonSchema = { type: "integer" };
const nullable = (type: string): JsonSchema => ({ type: [type, "null"] });
const list = (items: JsonSchema): JsonSchema => ({ type: "array", items });
const object = (properties: Record<string, JsonSchema>, required = Object.keys(properties)): JsonSchema => ({
  type: "object",
  properties,
  required,
});

const cached = { description: "The JSON body; carries a weak ETag and Cache-Control: public, max-age=60." };
const notModified = { "304": { description: "Not modified (If-None-Match matched the ETag)." } };
const badInput = { "400": errorResponse("Invalid parameters; `fields` names each one.") };

const q = (
  name: string,
  description: string,
  schema: JsonSchema = str,
  required = false,
): OpenApiParameter => ({
  name,
  in: "query",
  description,
  schema,
  required,
});

const listingParameters: OpenApiParameter[] = [
  q("q", "Search text (at most 200 characters); ranks results like the header search."),
  q("sub", "Subcategory (repeatable); two-way case-insensitive substring.", list(str)),
  q("brand", "Brand (repeatable); case-insensitive substring.", list(str)),
  q(
    "watts",
    "Wattage range on wattage_120v, inclusive (repeatable).",
    list({ enum: WATTAGE_RANGES.map((r) => r.label) }),
  ),
  q("voltage", `Rated voltage, exact (repeatable), e.g. ${VOLTAGE_OPTIONS.join(", ")}.`, list(str)),
  q("min", "Minimum price in whole dollars, inclusive.", { type: "number", minimum: 0 }),
  q("max", "Maximum price in whole dollars, inclusive (not below min).", { type: "number", minimum: 0 }),
  q("sort", "Sort option.", { enum: SORT_OPTIONS.map((s) => s.value), default: "default" }),
  q("page", "Page number (24 per page).", { type: "integer", minimum: 1, maximum: 10000, default: 1 }),
].map((p) => (p.schema.type === "array" ? { ...p, explode: true } : p));

const feedParameters: OpenApiParameter[] = [
  q("search", "Text contained in item_name, sku, brand or category/company name (case-insensitive)."),
  q("limit", "Page size.", {
    type: "integer",
    minimum: 1,
    maximum: FEED_PAGE_MAX,
    default: FEED_PAGE_DEFAULT,
  }),
  q("offset", "Rows to skip.", { type: "integer", minimum: 0, default: 0 }),
];

const feedList = { "200": { ...cached, content: json(ref("FeedList")) }, ...notModified, ...badInput };

const summaryProperties: Record<string, JsonSchema> = {
  sku: str,
  name: str,
  brand: str,
  category: str,
  subcategory: str,
  provider: { enum: ["iluminar", "spd", "hydrofarm"] },
  priceCents: { type: "integer", description: "List price in cents." },
  image: str,
  wattage120v: nullable("number"),
  ratedVoltage: nullable("string"),
};

const facetValues = list(object({ value: str, count: int }));

export const catalogApiDocs: ApiDocs = {
  tag: { name: "Catalogue", description: "Search, listings, products and brands (Canopy's own API)." },
  paths: {
    "/api/catalog/search": {
      get: {
        tags: ["Catalogue"],
        summary: "Search as you type",
        description:
          "Top 10 products whose name, sku, brand or category/company name contains the text, ranked exact name, exact sku, name contains, sku contains, then by name. Under 2 characters gives no items; when nothing contains the text, similar spellings are returned.",
        parameters: [q("q", "Search text, at most 200 characters.")],
        responses: {
          "200": { ...cached, content: json(object({ items: list(ref("SearchHit")) })) },
          ...notModified,
          ...badInput,
        },
      },
    },
    "/api/catalog/listing": {
      get: {
        tags: ["Catalogue"],
        summary: "Category listing with filters, sort, paging and facets",
        parameters: [
          q("slug", "Category slug.", { enum: CATEGORIES.map((c) => c.slug) }, true),
          ...listingParameters,
        ],
        responses: {
          "200": { ...cached, content: json(ref("ListingResult")) },
          ...notModified,
          ...badInput,
          "404": errorResponse("No such category."),
        },
      },
    },
    "/api/catalog/products": {
      get: {
        tags: ["Catalogue"],
        summary: "All products (or one category, or search results) with filters, sort, paging and facets",
        parameters: [
          q("category", "Category slug.", { enum: CATEGORIES.map((c) => c.slug) }),
          ...listingParameters,
        ],
        responses: { "200": { ...cached, content: json(ref("ListingResult")) }, ...notModified, ...badInput },
      },
    },
    "/api/catalog/products/{sku}": {
      get: {
        tags: ["Catalogue"],
        summary: "Product detail with specifications and up to 4 related products",
        parameters: [
          {
            name: "sku",
            in: "path",
            required: true,
            schema: str,
            description: "Exact, else case-insensitive.",
          },
        ],
        responses: {
          "200": { ...cached, content: json(ref("ProductDetail")) },
          ...notModified,
          "404": errorResponse("No such product."),
        },
      },
    },
    "/api/catalog/brands": {
      get: {
        tags: ["Catalogue"],
        summary: "Brands directory",
        responses: {
          "200": { ...cached, content: json(object({ items: list(ref("BrandEntry")) })) },
          ...notModified,
        },
      },
    },
    "/api/catalog/best-sellers": {
      get: {
        tags: ["Catalogue"],
        summary: "Home best sellers (the same all day)",
        parameters: [
          q("day", "Calendar day (UTC) the selection is for; default today.", {
            type: "string",
            format: "date",
          }),
        ],
        responses: {
          "200": { ...cached, content: json(object({ items: list(ref("ProductSummary")) })) },
          ...notModified,
          ...badInput,
        },
      },
    },
    "/api/catalog/categories": {
      get: {
        tags: ["Catalogue"],
        summary: "Product count per category slug",
        responses: {
          "200": {
            ...cached,
            content: json(object({ counts: { type: "object", additionalProperties: int } })),
          },
          ...notModified,
        },
      },
    },
    "/api/products": {
      get: {
        tags: ["Supplier feeds"],
        summary: "Lights feed (iluminar) products",
        parameters: feedParameters,
        responses: feedList,
      },
    },
    "/api/spd-products": {
      get: {
        tags: ["Supplier feeds"],
        summary: "Distributor (spd) products; also answered at /api/spd-products/",
        parameters: feedParameters,
        responses: feedList,
      },
    },
    "/api/shop/hydrofarm/products": {
      get: {
        tags: ["Supplier feeds"],
        summary: "Hydrofarm products by search term",
        description:
          "The terms lighting, Hydroponics, nutrients additives, Growing Media, Atmospheric Control, Garden Accessories and Harvest/Post-Harvest select that hydrofarm category; other text searches hydrofarm's products.",
        parameters: feedParameters,
        responses: feedList,
      },
    },
    "/api/products/hydrofarm": {
      get: {
        tags: ["Supplier feeds"],
        summary: "All hydrofarm products",
        parameters: feedParameters,
        responses: feedList,
      },
    },
    "/api/productscat/": {
      get: {
        tags: ["Supplier feeds"],
        summary: "Hydrofarm products of one category; also answered without the trailing slash",
        parameters: [
          q("category", "Hydrofarm category.", { enum: [...HYDROFARM_CATEGORIES] }, true),
          ...feedParameters,
        ],
        responses: feedList,
      },
    },
    "/api/categories/hierarchy": {
      get: {
        tags: ["Supplier feeds"],
        summary: "A supplier's categories with their brands",
        parameters: [q("source", "Supplier.", { enum: ["spd", "hydrofarm", "iluminar"] }, true)],
        responses: {
          "200": {
            ...cached,
            content: json(
              object({
                categories: list(
                  object(
                    {
                      category: str,
                      brand_list: list(object({ name: str })),
                      brand: { ...str, description: "iluminar only" },
                    },
                    ["category", "brand_list"],
                  ),
                ),
              }),
            ),
          },
          ...notModified,
          ...badInput,
        },
      },
    },
  },
  schemas: {
    ProductSummary: object(summaryProperties),
    SearchHit: object({
      sku: str,
      name: str,
      priceCents: int,
      image: str,
      category: str,
      brand: str,
      wattage120v: nullable("number"),
      ratedVoltage: nullable("string"),
      source: { enum: ["original", "spd", "hydrofarm"] },
    }),
    SpecRow: object({ name: str, imperial: nullable("string"), metric: nullable("string") }),
    ProductDetail: object({
      ...summaryProperties,
      images: list(str),
      upc: nullable("string"),
      shortDescription: nullable("string"),
      longDescription: { type: ["string", "null"], description: "Sanitised HTML." },
      importantNotes: nullable("string"),
      specSheet: nullable("string"),
      manual: nullable("string"),
      specs: list(ref("SpecRow")),
      wattage240v: nullable("number"),
      wattage277v: nullable("number"),
      categorySlugs: list(str),
      inStock: { type: "boolean", description: "False when the supplier's feed gives a quantity of 0." },
      related: list(ref("ProductSummary")),
    }),
    Facets: object({
      subcategories: facetValues,
      brands: facetValues,
      wattageRanges: facetValues,
      voltages: facetValues,
      wattages: list({ type: "number" }),
      price: object({ min: int, max: int }),
    }),
    ListingResult: object(
      {
        items: list(ref("ProductSummary")),
        total: int,
        categoryTotal: int,
        page: int,
        pageSize: int,
        pageCount: int,
        sort: { enum: SORT_OPTIONS.map((s) => s.value) },
        facets: ref("Facets"),
        correctedQuery: {
          type: "string",
          description: "Present when nothing matched `q` as typed: the results are for this spelling.",
        },
      },
      ["items", "total", "categoryTotal", "page", "pageSize", "pageCount", "sort", "facets"],
    ),
    BrandEntry: object({
      name: str,
      provider: { enum: ["SPD", "Hydrofarm", "Iluminar"] },
      categorySlug: str,
      href: str,
      originalCategory: str,
      logo: nullable("string"),
      productCount: int,
    }),
    FeedList: object({
      items: list({
        type: "object",
        description: "A product with the spec's §3 field names (item_name, msrp, map, photo_1 …).",
      }),
      total: int,
      limit: int,
      offset: int,
    }),
  },
};
