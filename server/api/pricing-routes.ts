import type { FastifyPluginAsync } from "fastify";
import { z } from "zod";
import type { CompanyPriceView } from "../../core/buyer-prices.ts";
import { SEARCH_MAX_QUERY_LENGTH } from "../../core/constants.ts";
import { requireBuyerApi } from "./auth-guards.ts";
import type { ApiPluginOptions } from "./plugin-options.ts";
import { apiRoute } from "./route.ts";

/** Most skus one call prices (a listing page shows 24). */
export const COMPANY_PRICES_MAX_SKUS = 48;

const companyPricesQuery = z.object({
  sku: z
    .array(z.string().trim().min(1).max(SEARCH_MAX_QUERY_LENGTH))
    .min(1, "Give at least one sku.")
    .max(COMPANY_PRICES_MAX_SKUS, `At most ${COMPANY_PRICES_MAX_SKUS} skus.`)
    .meta({ description: "Repeat for several skus (sku=A&sku=B)." }),
});

const companyPriceSchema = z
  .object({
    unitPriceCents: z.number().int(),
    breaks: z.array(z.object({ minQuantity: z.number().int(), unitPriceCents: z.number().int() })),
  })
  .meta({ id: "CompanyPrice" }) satisfies z.ZodType<CompanyPriceView>;

/** GET /api/catalog/company-prices: the signed-in buyer's prices (the search dropdown reads them). */
export const pricingRoutes: FastifyPluginAsync<ApiPluginOptions> = async (app, options) => {
  const { pricing } = options.services;
  apiRoute(
    app,
    options,
    {
      method: "GET",
      url: "/api/catalog/company-prices",
      operationId: "companyPrices",
      tag: "Catalogue",
      summary: "The signed-in buyer's company prices",
      description:
        "Unit prices and quantity breaks from the buyer's company price list, computed on every request. Only with a signed-in commercial buyer's session; never cached. A sku that is not listed, or is priced on request, is absent.",
      query: companyPricesQuery,
      queryObject: (params) => ({ sku: params.getAll("sku") }),
      response: {
        description: "Prices by sku.",
        schema: z.object({ prices: z.record(z.string(), companyPriceSchema) }),
        caching: { cacheControl: "private, no-store" },
      },
      errors: { 401: "Please sign in.", 403: "Your account cannot do this." },
    },
    async ({ query }, request) => {
      // Only a signed-in buyer (401 anonymous, 403 staff): company prices are theirs alone (ADR 0077).
      const viewer = requireBuyerApi(request);
      const prices = await pricing.companyPrices(viewer.companyId, query.sku);
      return {
        prices: Object.fromEntries(
          [...prices].map(([sku, p]) => [sku, { unitPriceCents: p.unitPriceCents, breaks: p.breaks }]),
        ),
      };
    },
  );
};
