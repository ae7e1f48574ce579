import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import { z } from "zod";
import type { Provider } from "../../core/catalog-types.ts";
import { SEARCH_MAX_QUERY_LENGTH } from "../../core/constants.ts";
import {
  categoryHierarchy,
  feedProducts,
  HYDROFARM_CATEGORIES,
  hydrofarmCategory,
  type FeedQuery,
} from "../catalog/queries/feed-views.ts";
import { sendCacheable } from "./cacheable.ts";
import { rawSearchParams } from "./catalog-routes.ts";
import type { ApiPluginOptions } from "./plugins.ts";

/** Rows per page of the feed reads; the cap keeps one answer near 350 KB (README 'Configuration'). */
export const FEED_PAGE_DEFAULT = 100;
export const FEED_PAGE_MAX = 500;

const text = z.string().trim().max(SEARCH_MAX_QUERY_LENGTH, "Must be 200 characters or fewer.");

/** search plus the paging Canopy adds (the spec's client read whole feeds; 100k rows in one body is not kept). */
export const feedQuerySchema = z.object({
  search: text.optional(),
  limit: z.coerce
    .number({ error: "Must be a whole number." })
    .int("Must be a whole number.")
    .min(1, "Must be 1 or more.")
    .max(FEED_PAGE_MAX, `Must be ${FEED_PAGE_MAX} or less.`)
    .default(FEED_PAGE_DEFAULT),
  offset: z.coerce
    .number({ error: "Must be a whole number." })
    .int("Must be a whole number.")
    .min(0, "Must be 0 or more.")
    .max(1_000_000, "Must be 1000000 or less.")
    .default(0),
});

const knownHydrofarmCategory = text.refine((c) => hydrofarmCategory(c) !== undefined, {
  message: `Unknown category; use one of ${HYDROFARM_CATEGORIES.join(", ")}.`,
});

const productscatSchema = feedQuerySchema.extend({
  category: z.string({ error: "Give a category." }).pipe(knownHydrofarmCategory),
});

const hierarchySchema = z.object({
  source: z.enum(["spd", "hydrofarm", "iluminar"], {
    error: "Unknown source; use spd, hydrofarm or iluminar.",
  }),
});

const params = (request: FastifyRequest) => Object.fromEntries(rawSearchParams(request));

/**
 * The spec's §7 catalogue reads, served from the database. Every list answers `{ items, total, limit,
 * offset }`, one of the shapes the spec's client accepts ('array or holds items').
 */
export const specCatalogRoutes: FastifyPluginAsync<ApiPluginOptions> = async (app, { services }) => {
  const { db } = services.database;

  const feed = async (request: FastifyRequest, provider: Provider, extra: Partial<FeedQuery> = {}) => {
    const query = { ...feedQuerySchema.parse(params(request)), ...extra, provider };
    const { items, total } = await feedProducts(db, query);
    return { items, total, limit: query.limit, offset: query.offset };
  };

  app.get("/api/products", async (request, reply) =>
    sendCacheable(request, reply, await feed(request, "iluminar")),
  );

  for (const path of ["/api/spd-products", "/api/spd-products/"]) {
    app.get(path, async (request, reply) => sendCacheable(request, reply, await feed(request, "spd")));
  }

  // The storefront's six hydrofarm terms name categories; any other term searches hydrofarm's products.
  app.get("/api/shop/hydrofarm/products", async (request, reply) => {
    const { search } = feedQuerySchema.parse(params(request));
    const category = search ? hydrofarmCategory(search) : undefined;
    const result = await feed(
      request,
      "hydrofarm",
      category ? { search: undefined, hydrofarmCategory: category } : {},
    );
    return sendCacheable(request, reply, result);
  });

  app.get("/api/products/hydrofarm", async (request, reply) =>
    sendCacheable(request, reply, await feed(request, "hydrofarm")),
  );

  for (const path of ["/api/productscat", "/api/productscat/"]) {
    app.get(path, async (request, reply) => {
      const { category, ...rest } = productscatSchema.parse(params(request));
      const { items, total } = await feedProducts(db, {
        ...rest,
        provider: "hydrofarm",
        hydrofarmCategory: hydrofarmCategory(category),
      });
      return sendCacheable(request, reply, { items, total, limit: rest.limit, offset: rest.offset });
    });
  }

  app.get("/api/categories/hierarchy", async (request, reply) => {
    const { source } = hierarchySchema.parse(params(request));
    return sendCacheable(request, reply, { categories: await categoryHierarchy(db, source) });
  });
};
