import type { FastifyPluginAsync } from "fastify";
import { z } from "zod";
import { listingQuerySchema, searchParamsToObject } from "../../core/listing-query.ts";
import { SEARCH_MAX_QUERY_LENGTH } from "../../core/constants.ts";
import { NotFoundError, ValidationError } from "../errors.ts";
import type { ApiPluginOptions } from "./plugin-options.ts";
import { apiRoute } from "./route.ts";
import {
  brandEntrySchema,
  listingResultSchema,
  productDetailSchema,
  productSummarySchema,
  searchHitSchema,
} from "./schemas/catalogue.ts";

const searchQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .max(SEARCH_MAX_QUERY_LENGTH, "Must be 200 characters or fewer.")
    .default("")
    .meta({ description: "Search text; under 2 characters gives no items." }),
});

const slug = z
  .string({ error: "Choose a category." })
  .max(60)
  .regex(/^[a-z-]+$/, "Unknown category.")
  .meta({ description: "Category slug." });

/** The listing parameters of core/listing-query.ts (the storefront's URL), plus the category as `slug`. */
const categoryListingQuery = listingQuerySchema.safeExtend({ slug });

const skuParams = z.object({
  sku: z
    .string()
    .trim()
    .min(1, "Give a SKU.")
    .max(SEARCH_MAX_QUERY_LENGTH, "Must be 200 characters or fewer.")
    .meta({ description: "Exact, else case-insensitive." }),
});

const bestSellersQuerySchema = z.object({
  day: z.iso
    .date({ error: "Use a date like 2026-01-31." })
    .optional()
    .meta({ description: "Calendar day (UTC) the selection is for; default today." }),
});

const LISTING_DESCRIPTION =
  "Repeatable parameters (sub, brand, watts, voltage) take several values; blank values are ignored. 24 products per page.";

/** Canopy's own catalogue API (/api/catalog/*), the JSON twin of the storefront's loaders. */
export const catalogRoutes: FastifyPluginAsync<ApiPluginOptions> = async (app, options) => {
  const { catalog } = options.services;

  apiRoute(
    app,
    options,
    {
      method: "GET",
      url: "/api/catalog/search",
      operationId: "searchCatalogue",
      tag: "Catalogue",
      summary: "Search as you type",
      description:
        "Top 10 products whose name, sku, brand or category/company name contains the text, ranked exact name, exact sku, name contains, sku contains, then by name. When nothing contains the text, similar spellings are returned.",
      query: searchQuerySchema,
      response: {
        description: "The matching products.",
        schema: z.object({ items: z.array(searchHitSchema) }),
        caching: "catalogue",
      },
    },
    async ({ query }) => ({ items: await catalog.search(query.q) }),
  );

  apiRoute(
    app,
    options,
    {
      method: "GET",
      url: "/api/catalog/listing",
      operationId: "listCategory",
      tag: "Catalogue",
      summary: "Category listing with filters, sort, paging and facets",
      description: LISTING_DESCRIPTION,
      query: categoryListingQuery,
      queryObject: (params) => ({ ...searchParamsToObject(params), slug: params.get("slug") ?? undefined }),
      response: {
        description: "One page of the category.",
        schema: listingResultSchema,
        caching: "catalogue",
      },
      errors: { 404: "No category 'lamps'." },
    },
    async ({ query }) => {
      const result = await catalog.listing(query);
      if (!result) throw new NotFoundError(`No category '${query.slug}'.`);
      return result;
    },
  );

  apiRoute(
    app,
    options,
    {
      method: "GET",
      url: "/api/catalog/products",
      operationId: "listProducts",
      tag: "Catalogue",
      summary: "All products (or one category, or search results) with filters, sort, paging and facets",
      description: LISTING_DESCRIPTION,
      query: listingQuerySchema,
      queryObject: searchParamsToObject,
      response: { description: "One page of products.", schema: listingResultSchema, caching: "catalogue" },
      errors: { 400: "Unknown category." },
    },
    async ({ query }) => {
      const result = await catalog.listing(query);
      if (!result) throw new ValidationError("Unknown category.", { category: "Unknown category." });
      return result;
    },
  );

  apiRoute(
    app,
    options,
    {
      method: "GET",
      url: "/api/catalog/products/:sku",
      operationId: "getProduct",
      tag: "Catalogue",
      summary: "Product detail with specifications and up to 4 related products",
      params: skuParams,
      response: { description: "The product.", schema: productDetailSchema, caching: "catalogue" },
      errors: { 404: 'Product with SKU "X-1" not found.' },
    },
    async ({ params }) => {
      const product = await catalog.product(params.sku);
      if (!product) throw new NotFoundError(`Product with SKU "${params.sku}" not found.`);
      return product;
    },
  );

  apiRoute(
    app,
    options,
    {
      method: "GET",
      url: "/api/catalog/brands",
      operationId: "listBrands",
      tag: "Catalogue",
      summary: "Brands directory",
      response: {
        description: "Every brand with its products' count.",
        schema: z.object({ items: z.array(brandEntrySchema) }),
        caching: "catalogue",
      },
    },
    async () => ({ items: await catalog.brands() }),
  );

  apiRoute(
    app,
    options,
    {
      method: "GET",
      url: "/api/catalog/best-sellers",
      operationId: "listBestSellers",
      tag: "Catalogue",
      summary: "Home best sellers (the same all day)",
      query: bestSellersQuerySchema,
      response: {
        description: "Up to 8 products, at most 3 of one supplier.",
        schema: z.object({ items: z.array(productSummarySchema) }),
        caching: "catalogue",
      },
    },
    async ({ query }) => ({
      items: await catalog.bestSellers(query.day ? new Date(`${query.day}T00:00:00Z`) : new Date()),
    }),
  );

  apiRoute(
    app,
    options,
    {
      method: "GET",
      url: "/api/catalog/categories",
      operationId: "countCategoryProducts",
      tag: "Catalogue",
      summary: "Product count per category slug",
      response: {
        description: "Counts by category slug.",
        schema: z.object({ counts: z.record(z.string(), z.number().int()) }),
        caching: "catalogue",
      },
    },
    async () => ({ counts: await catalog.categoryCounts() }),
  );
};
