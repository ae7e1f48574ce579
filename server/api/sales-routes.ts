import type { FastifyPluginAsync } from "fastify";
import { z } from "zod";
import { checkoutSchema, orderRequestSchema } from "../../core/order-request.ts";
import { CARD_DATA_REFUSED_MESSAGE } from "../../core/card-fields.ts";
import { NotFoundError } from "../errors.ts";
import { IDEMPOTENCY_CONFLICT_MESSAGE } from "../sales/document-store.ts";
import type { ApiPluginOptions } from "./plugin-options.ts";
import { apiRoute } from "./route.ts";
import { orderLookupResponseSchema, orderResponseSchema, quoteResponseSchema } from "./schemas/sales.ts";
import { idempotencyHeaders } from "./write-guards.ts";

const sourceQuery = z.object({
  source: z
    .enum(["quote", "checkout"])
    .default("quote")
    .meta({ description: "The page the request came from." }),
});
const orderNumberParams = z.object({
  orderNumber: z.string().meta({ description: "ORD- and 9 letters or digits." }),
});
const orderLookup = z.object({
  token: z.string().min(1).max(200).meta({ description: "The token the order was created with." }),
});

const REPLAYED =
  "201 when created; 200 with Idempotent-Replayed: true when the Idempotency-Key was seen with the same request.";

/** Quote requests (the specification write 3) and checkout orders. Both answer only after the commit. */
export const salesRoutes: FastifyPluginAsync<ApiPluginOptions> = async (app, options) => {
  const { sales } = options.services;

  apiRoute(
    app,
    options,
    {
      method: "POST",
      url: "/api/contact/order-request",
      operationId: "requestQuote",
      tag: "Quotes and orders",
      summary: "Quote request (the specification write 3)",
      description: `Every line is re-priced from the catalogue; client prices are ignored. ${REPLAYED}`,
      headers: idempotencyHeaders,
      query: sourceQuery,
      body: orderRequestSchema,
      response: { status: 201, description: "The recorded quote.", schema: quoteResponseSchema },
      errors: { 400: "Please enter a valid email address.", 409: IDEMPOTENCY_CONFLICT_MESSAGE },
      rateLimit: { bucket: "quote" },
    },
    async ({ headers, query, body }, request, reply) => {
      const key = headers["idempotency-key"];
      const { quote, created, confirmationPath } = await sales.quotes.create(body, {
        idempotencyKey: key,
        source: query.source,
        viewer: request.viewer,
      });
      if (!created) reply.code(200).header("idempotent-replayed", "true");
      return { quote, confirmationPath };
    },
  );

  apiRoute(
    app,
    options,
    {
      method: "POST",
      url: "/api/orders",
      operationId: "placeOrder",
      tag: "Quotes and orders",
      summary: "Checkout order",
      description: `Every line is re-priced from the catalogue. No card data is taken: an order paid online answers the payment form's secret for Stripe.js (the amount is the server's total). ${REPLAYED}`,
      headers: idempotencyHeaders,
      body: checkoutSchema,
      response: { status: 201, description: "The placed order.", schema: orderResponseSchema },
      errors: { 400: CARD_DATA_REFUSED_MESSAGE, 409: IDEMPOTENCY_CONFLICT_MESSAGE },
      rateLimit: { bucket: "order" },
    },
    async ({ headers, body }, request, reply) => {
      const { order, created, confirmationPath, payment } = await sales.checkout(
        body,
        headers["idempotency-key"],
        request.viewer,
      );
      if (!created) reply.code(200).header("idempotent-replayed", "true");
      return { order, confirmationPath, payment };
    },
  );

  apiRoute(
    app,
    options,
    {
      method: "GET",
      url: "/api/orders/:orderNumber",
      operationId: "getOrder",
      tag: "Quotes and orders",
      summary: "An order, for its confirmation page",
      params: orderNumberParams,
      query: orderLookup,
      response: {
        description: "The order.",
        schema: orderLookupResponseSchema,
        caching: { cacheControl: "no-store" },
      },
      errors: { 404: "Order not found." },
    },
    async ({ params, query }) => {
      const order = await sales.orders.find(params.orderNumber, query.token);
      if (!order) throw new NotFoundError("Order not found.");
      return { order };
    },
  );
};
