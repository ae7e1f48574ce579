import type { FastifyInstance, FastifyPluginAsync } from "fastify";
import { catalogRoutes } from "./catalog-routes.ts";
import { openApiRoutes } from "./openapi.ts";
import { specCatalogRoutes } from "./spec-catalog-routes.ts";
import { cartRoutes } from "./cart-routes.ts";
import { contactRoutes } from "./contact-routes.ts";
import { newsletterRoutes } from "./newsletter-routes.ts";
import { salesRoutes } from "./sales-routes.ts";
import { adminRoutes } from "./admin-routes.ts";
import { trackingRoutes } from "./tracking-routes.ts";
import { commercialRoutes } from "./commercial-routes.ts";
import { sessionRoutes } from "./session-routes.ts";
import { imageRoutes } from "../media/image-routes.ts";
import { pricingRoutes } from "./pricing-routes.ts";
import { accountRoutes } from "./account-routes.ts";
import { companyDocumentRoutes } from "./company-document-routes.ts";
import { companyInvoiceRoutes } from "./company-invoice-routes.ts";
import { paymentWebhookRoutes } from "./payment-webhook-routes.ts";
import { NotFoundError } from "../errors.ts";
import type { AnyApiRoute } from "./route-spec.ts";
import type { ApiPluginOptions } from "./plugin-options.ts";

/** Unknown /api paths answer the JSON error shape, also when the page renderer claims every other path. */
const unknownApiPaths: FastifyPluginAsync<ApiPluginOptions> = async (app) => {
  app.all("/api/*", async (request) => {
    throw new NotFoundError(`No route for ${request.method} ${request.url.split("?")[0]}`);
  });
};

/** Every /api plugin, in the order registerApi registers them. */
export const apiPlugins: FastifyPluginAsync<ApiPluginOptions>[] = [
  catalogRoutes,
  specCatalogRoutes,
  openApiRoutes,
  cartRoutes,
  salesRoutes,
  contactRoutes,
  newsletterRoutes,
  sessionRoutes,
  adminRoutes,
  trackingRoutes,
  commercialRoutes,
  imageRoutes,
  pricingRoutes,
  accountRoutes,
  companyDocumentRoutes,
  companyInvoiceRoutes,
  paymentWebhookRoutes,
  unknownApiPaths,
];

/** Registers every /api plugin; they share one list of routes, which the OpenAPI document is made of. */
export async function registerApi(app: FastifyInstance, options: Omit<ApiPluginOptions, "routes">) {
  const routes: AnyApiRoute[] = [];
  for (const plugin of apiPlugins) await app.register(plugin, { ...options, routes });
}
