import type { FastifyPluginAsync } from "fastify";
import { z } from "zod";
import { reasonSchema, TRACKING_NOT_FOUND, trackingLookupSchema } from "../../core/back-office-forms.ts";
import { STATUS_TRANSITIONS } from "../../core/document-status.ts";
import { TRACKING_LOOKUPS_PER_MINUTE } from "../../core/fulfilment.ts";
import { QUOTE_NOT_FOUND } from "../sales/negotiation-service.ts";
import type { TrackingResult } from "../sales/fulfilment-service.ts";
import type { ApiPluginOptions } from "./plugin-options.ts";
import { apiRoute } from "./route.ts";

const text = z.string();
const trackingResultSchema = z.object({
  orderNumber: text,
  status: z.enum(Object.keys(STATUS_TRANSITIONS.order) as [keyof typeof STATUS_TRANSITIONS.order]),
  statusLabel: text.meta({
    description: "Order Placed, Processing, Shipped, In Transit, … as the card shows it.",
  }),
  carrier: text.nullable(),
  trackingNumber: text.nullable(),
  estimatedDelivery: text.nullable().meta({ description: "YYYY-MM-DD once shipped." }),
  steps: z.array(
    z.object({
      label: text,
      completed: z.boolean(),
      at: text.nullable().meta({ description: "When the order reached the step (ISO 8601)." }),
    }),
  ),
  shipments: z.array(
    z.object({
      seq: z.number().int(),
      shippedOn: text.meta({ description: "YYYY-MM-DD." }),
      carrier: text,
      trackingNumber: text,
      estimatedDelivery: text.nullable(),
      lines: z.array(
        z.object({ lineNo: z.number().int(), sku: text, name: text, quantity: z.number().int() }),
      ),
      invoiceNumber: text.nullable().meta({ description: "Always null: invoices are the company's own." }),
      invoiceTotalCents: z.number().int().nullable().meta({ description: "Always null, as invoiceNumber." }),
    }),
  ),
}) satisfies z.ZodType<TrackingResult>;

const quoteParams = z.object({
  quoteNumber: z.string().max(40).meta({ description: "Q- and 9 letters or digits." }),
});
const tokenQuery = z.object({
  token: z.string().min(1).max(200).meta({ description: "The token of the quote's mailed link." }),
});

/** Order tracking for whoever holds the number and the quote link's accept/decline. */
export const trackingRoutes: FastifyPluginAsync<ApiPluginOptions> = async (app, options) => {
  const { sales } = options.services;

  apiRoute(
    app,
    options,
    {
      method: "POST",
      url: "/api/order-tracking",
      operationId: "trackOrder",
      tag: "Quotes and orders",
      summary: "Track an order",
      description:
        "An order number with the email it was placed with, or the carrier's tracking number. A wrong pair and an unknown number answer the same 404. Posted, so the email stays out of URLs and logs.",
      body: trackingLookupSchema,
      response: {
        description: "The tracking card.",
        schema: z.object({ tracking: trackingResultSchema }),
        caching: { cacheControl: "private, no-store" },
      },
      errors: { 404: TRACKING_NOT_FOUND },
      rateLimit: { bucket: "order-tracking", perMinute: TRACKING_LOOKUPS_PER_MINUTE },
    },
    async ({ body }) => ({ tracking: await sales.fulfilment.track(body) }),
  );

  apiRoute(
    app,
    options,
    {
      method: "POST",
      url: "/api/quotations/:quoteNumber/accept",
      operationId: "acceptQuote",
      tag: "Quotes and orders",
      summary: "Accept a priced quote (holder of its link)",
      description: "Turns the quote into an order in one transaction; an expired quote is refused with 409.",
      params: quoteParams,
      query: tokenQuery,
      response: {
        status: 201,
        description: "The order the quote became.",
        schema: z.object({ orderNumber: text, confirmationPath: text }),
        caching: { cacheControl: "no-store" },
      },
      errors: {
        404: QUOTE_NOT_FOUND,
        409: "This quote expired on December 1, 2026 and can no longer be accepted.",
      },
      rateLimit: { bucket: "quote-answer" },
    },
    async ({ params, query }) => {
      const { orderNumber, confirmationPath } = await sales.negotiation.acceptByToken(
        params.quoteNumber,
        query.token,
      );
      return { orderNumber, confirmationPath };
    },
  );

  apiRoute(
    app,
    options,
    {
      method: "POST",
      url: "/api/quotations/:quoteNumber/decline",
      operationId: "declineQuote",
      tag: "Quotes and orders",
      summary: "Decline a priced quote (holder of its link)",
      params: quoteParams,
      query: tokenQuery,
      body: reasonSchema,
      response: {
        description: "The quote's new status.",
        schema: z.object({ status: z.literal("declined") }),
        caching: { cacheControl: "no-store" },
      },
      errors: {
        404: QUOTE_NOT_FOUND,
        409: "A quote that is converted cannot become declined: it cannot change any more.",
      },
      rateLimit: { bucket: "quote-answer" },
    },
    async ({ params, query, body }) => {
      await sales.negotiation.declineByToken(params.quoteNumber, query.token, body.reason);
      return { status: "declined" as const };
    },
  );
};
