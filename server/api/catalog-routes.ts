import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import { z } from "zod";
import { parseListingQuery } from "../../core/listing-query.ts";
import { SEARCH_MAX_QUERY_LENGTH } from "../../core/constants.ts";
import { NotFoundError, ValidationError } from "../errors.ts";
import { sendCacheable } from "./cacheable.ts";
import type { ApiPluginOptions } from "./plugins.ts";

export const searchQuerySchema = z.object({
  q: z.string().trim().max(SEARCH_MAX_QUERY_LENGTH, "Must be 200 characters or fewer.").default(""),
});

const slugSchema = z.object({
  slug: z
    .string({ error: "Choose a category." })
    .max(60)
    .regex(/^[a-z-]+$/, "Unknown category."),
});

const skuSchema = z.object({
  sku: z
    .string()
    .trim()
    .min(1, "Give a SKU.")
    .max(SEARCH_MAX_QUERY_LENGTH, "Must be 200 characters or fewer."),
});

const bestSellersQuerySchema = z.object({
  day: z.iso.date({ error: "Use a date like 2026-01-31." }).optional(),
});

export function rawSearchParams(request: FastifyRequest): URLSearchParams {
  const at = request.url.indexOf("?");
  return new URLSearchParams(at === -1 ? "" : request.url.slice(at + 1));
}

function listingQuery(request: FastifyRequest) {
  const parsed = parseListingQuery(rawSearchParams(request));
  if (!parsed.success) throw parsed.error;
  return parsed.data;
}

/** Canopy's own catalogue API (/api/catalog/*), the JSON twin of the storefront's loaders. */
export const catalogRoutes: FastifyPluginAsync<ApiPluginOptions> = async (app, { services }) => {
  const { catalog } = services;

  app.get("/api/catalog/search", async (request, reply) => {
    const { q } = searchQuerySchema.parse(Object.fromEntries(rawSearchParams(request)));
    return sendCacheable(request, reply, { items: await catalog.search(q) });
  });

  app.get("/api/catalog/listing", async (request, reply) => {
    const { slug } = slugSchema.parse({ slug: rawSearchParams(request).get("slug") ?? undefined });
    const result = await catalog.listing({ ...listingQuery(request), slug });
    if (!result) throw new NotFoundError(`No category '${slug}'.`);
    return sendCacheable(request, reply, result);
  });

  app.get("/api/catalog/products", async (request, reply) => {
    const query = listingQuery(request);
    const result = await catalog.listing(query);
    if (!result) throw new ValidationError("Unknown category.", { category: "Unknown category." });
    return sendCacheable(request, reply, result);
  });

  app.get("/api/catalog/products/:sku", async (request, reply) => {
    const { sku } = skuSchema.parse(request.params);
    const product = await catalog.product(sku);
    if (!product) throw new NotFoundError(`Product with SKU "${sku}" not found.`);
    return sendCacheable(request, reply, product);
  });

  app.get("/api/catalog/brands", async (request, reply) =>
    sendCacheable(request, reply, { items: await catalog.brands() }),
  );

  app.get("/api/catalog/best-sellers", async (request, reply) => {
    const { day } = bestSellersQuerySchema.parse(Object.fromEntries(rawSearchParams(request)));
    const items = await catalog.bestSellers(day ? new Date(`${day}T00:00:00Z`) : new Date());
    return sendCacheable(request, reply, { items });
  });

  app.get("/api/catalog/categories", async (request, reply) =>
    sendCacheable(request, reply, { counts: await catalog.categoryCounts() }),
  );
};
