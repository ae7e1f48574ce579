import type { FastifyPluginAsync } from "fastify";
import { cartPriceRequestSchema } from "../../core/order-request.ts";
import { pricedSubtotal } from "../sales/pricing.ts";
import type { ApiPluginOptions } from "./plugin-options.ts";
import { apiRoute } from "./route.ts";
import { cartPriceResponseSchema } from "./schemas/sales.ts";

/** POST /api/cart/price: one call re-prices every cart line from the catalogue. */
export const cartRoutes: FastifyPluginAsync<ApiPluginOptions> = async (app, options) => {
  const { sales } = options.services;
  apiRoute(
    app,
    options,
    {
      method: "POST",
      url: "/api/cart/price",
      operationId: "priceCart",
      tag: "Cart",
      summary: "Re-price cart lines from the catalogue",
      description: "Repeated skus are merged. A sku the catalogue no longer has comes back unavailable.",
      body: cartPriceRequestSchema,
      response: { description: "The priced lines and their subtotal.", schema: cartPriceResponseSchema },
      rateLimit: { bucket: "cart-price", perMinute: options.env.RATE_LIMIT_WRITES_PER_MINUTE * 12 },
    },
    async ({ body }, request) => {
      const lines = await sales.priceLines(body.items, request.viewer);
      return { lines, subtotalCents: pricedSubtotal(lines) };
    },
  );
};
