import type { FastifyPluginAsync } from "fastify";
import { cartPriceRequestSchema } from "../../core/order-request.ts";
import { priceLines, pricedSubtotal } from "../sales/pricing.ts";
import type { ApiPluginOptions } from "./plugins.ts";
import { parseBody, writeLimit } from "./write-guards.ts";

/** POST /api/cart/price: one call re-prices every cart line from the catalogue. */
export const cartRoutes: FastifyPluginAsync<ApiPluginOptions> = async (app, options) => {
  const { sales } = options.services;
  app.post(
    "/api/cart/price",
    { onRequest: writeLimit(options, "cart-price", options.env.RATE_LIMIT_WRITES_PER_MINUTE * 12) },
    async (request) => {
      const { items } = parseBody(cartPriceRequestSchema, request);
      const lines = await priceLines(sales.catalog, items);
      return { lines, subtotalCents: pricedSubtotal(lines) };
    },
  );
};
