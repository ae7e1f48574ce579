import type { FastifyPluginAsync } from "fastify";
import { z } from "zod";
import { SEARCH_MAX_QUERY_LENGTH } from "../../core/constants.ts";
import {
  categoryHierarchy,
  feedProducts,
  HYDROFARM_CATEGORIES,
  hydrofarmCategory,
  type FeedQuery,
} from "../catalog/queries/feed-views.ts";
import type { ApiPluginOptions } from "./plugin-options.ts";
import { apiRoute } from "./route.ts";
import { feedListSchema, hierarchySchema } from "./schemas/catalogue.ts";

/** Rows per page of the feed reads; the cap keeps one answer near 350 KB (README 'Configuration'). */
export const FEED_PAGE_DEFAULT = 100;
export const FEED_PAGE_MAX = 500;

const text = z.string().trim().max(SEARCH_MAX_QUERY_LENGTH, "Must be 200 characters or fewer.");

/** search plus the paging Canopy adds (the spec's client read whole feeds; 100k rows in one body is not kept). */
const feedQuerySchema = z.object({
  search: text.optional().meta({
    description: "Text contained in item_name, sku, brand or category/company name (case-insensitive).",
  }),
  limit: z.coerce
    .number({ error: "Must be a whole number." })
    .int("Must be a whole number.")
    .min(1, "Must be 1 or more.")
    .max(FEED_PAGE_MAX, `Must be ${FEED_PAGE_MAX} or less.`)
    .default(FEED_PAGE_DEFAULT)
    .meta({ description: "Page size." }),
  offset: z.coerce
    .number({ error: "Must be a whole number." })
    .int("Must be a whole number.")
    .min(0, "Must be 0 or more.")
    .max(1_000_000, "Must be 1000000 or less.")
    .default(0)
    .meta({ description: "Rows to skip." }),
});

const knownHydrofarmCategory = text.refine((c) => hydrofarmCategory(c) !== undefined, {
  message: `Unknown category; use one of ${HYDROFARM_CATEGORIES.join(", ")}.`,
});

const productscatSchema = feedQuerySchema.extend({
  category: z
    .string({ error: "Give a category." })
    .pipe(knownHydrofarmCategory)
    .meta({ description: `Hydrofarm category: ${HYDROFARM_CATEGORIES.join(", ")}.` }),
});

const hierarchyQuerySchema = z.object({
  source: z
    .enum(["spd", "hydrofarm", "iluminar"], { error: "Unknown source; use spd, hydrofarm or iluminar." })
    .meta({ description: "Supplier." }),
});

const feedList = {
  description: "One page of the feed: { items, total, limit, offset }.",
  schema: feedListSchema,
  caching: "catalogue",
} as const;

/**
 * The specification: catalogue reads, served from the database. Every list answers `{ items, total, limit,
 * offset }`, one of the shapes the spec's client accepts ('array or holds items').
 */
export const specCatalogRoutes: FastifyPluginAsync<ApiPluginOptions> = async (app, options) => {
  const { db } = options.services.database;

  const feed = async (query: FeedQuery) => {
    const { items, total } = await feedProducts(db, query);
    return { items, total, limit: query.limit, offset: query.offset };
  };

  /** One feed read: the paging parameters, and the feed list as the answer. */
  const feedSpec = (url: string, operationId: string, summary: string, description?: string) =>
    ({
      method: "GET",
      url,
      operationId,
      tag: "Supplier feeds",
      summary,
      description,
      response: feedList,
    }) as const;

  const feedRoute = (
    spec: ReturnType<typeof feedSpec>,
    read: (query: z.output<typeof feedQuerySchema>) => ReturnType<typeof feed>,
  ) => apiRoute(app, options, { ...spec, query: feedQuerySchema }, async ({ query }) => read(query));

  feedRoute(feedSpec("/api/products", "listLightsFeed", "Lights feed (iluminar) products"), (query) =>
    feed({ ...query, provider: "iluminar" }),
  );
  feedRoute(feedSpec("/api/spd-products", "listSpdFeed", "Distributor (spd) products"), (query) =>
    feed({ ...query, provider: "spd" }),
  );
  feedRoute(
    feedSpec("/api/spd-products/", "listSpdFeedSlash", "Distributor (spd) products (the spec's spelling)"),
    (query) => feed({ ...query, provider: "spd" }),
  );

  // The storefront's six hydrofarm terms name categories; any other term searches hydrofarm's products.
  feedRoute(
    feedSpec(
      "/api/shop/hydrofarm/products",
      "searchHydrofarmFeed",
      "Hydrofarm products by search term",
      `The terms ${HYDROFARM_CATEGORIES.join(", ")} select that hydrofarm category; other text searches hydrofarm's products.`,
    ),
    (query) => {
      const category = query.search ? hydrofarmCategory(query.search) : undefined;
      return feed({
        ...query,
        provider: "hydrofarm",
        ...(category && { search: undefined, hydrofarmCategory: category }),
      });
    },
  );

  feedRoute(feedSpec("/api/products/hydrofarm", "listHydrofarmFeed", "All hydrofarm products"), (query) =>
    feed({ ...query, provider: "hydrofarm" }),
  );

  for (const [url, operationId] of [
    ["/api/productscat/", "listHydrofarmCategory"],
    ["/api/productscat", "listHydrofarmCategoryNoSlash"],
  ]) {
    apiRoute(
      app,
      options,
      { ...feedSpec(url, operationId, "Hydrofarm products of one category"), query: productscatSchema },
      async ({ query: { category, ...query } }) =>
        feed({ ...query, provider: "hydrofarm", hydrofarmCategory: hydrofarmCategory(category) }),
    );
  }

  apiRoute(
    app,
    options,
    {
      method: "GET",
      url: "/api/categories/hierarchy",
      operationId: "getCategoryHierarchy",
      tag: "Supplier feeds",
      summary: "A supplier's categories with their brands",
      query: hierarchyQuerySchema,
      response: { description: "The supplier's categories.", schema: hierarchySchema, caching: "catalogue" },
    },
    async ({ query }) => ({ categories: await categoryHierarchy(db, query.source) }),
  );
};
