import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import { z } from "zod";
import {
  documentListParams,
  documentListParamsSchema,
  type QuotationRow,
} from "../../core/company-documents.ts";
import { DOCUMENT_KINDS, STATUS_TRANSITIONS, type DocumentStatus } from "../../core/document-status.ts";
import { NotFoundError, UnauthorizedError } from "../errors.ts";
import { orderLookupResponseSchema } from "./schemas/sales.ts";
import type { ApiPluginOptions } from "./plugin-options.ts";
import { apiRoute, rawSearchParams } from "./route.ts";

const ALL_STATUSES = [
  ...new Set(Object.values(STATUS_TRANSITIONS).flatMap((table) => Object.keys(table))),
] as [DocumentStatus, ...DocumentStatus[]];

const quotationRowSchema = z
  .object({
    id: z.string().meta({ description: "The document number: Q-… for a quote, ORD-… for an order." }),
    kind: z.enum(DOCUMENT_KINDS as ["quote", "order"]),
    total: z.number().meta({ description: "Dollars (totalCents / 100)." }),
    totalCents: z.number().int(),
    status: z.enum(ALL_STATUSES),
    fulfillment: z.enum(["fulfilled", "unfulfilled"]).nullable().meta({
      description: "Null when canceled. An order is fulfilled once shipped, a quote once it became an order.",
    }),
    customer: z.string().meta({ description: "Who the document is for (first and last name)." }),
    customerCode: z.string().meta({ description: "The buyer's PO number; empty when none." }),
    date: z.string().meta({ description: "When it was placed or requested (ISO 8601)." }),
    pdf_path: z.string().nullable().meta({ description: "The invoice PDF, when there is one." }),
  })
  .meta({ id: "QuotationRow" }) satisfies z.ZodType<QuotationRow>;

const listQuery = documentListParamsSchema.extend({
  kind: z
    .enum(DOCUMENT_KINDS as ["quote", "order"])
    .optional()
    .meta({ description: "Only quotes or only orders; both when absent." }),
});

const shipmentSchema = z
  .object({
    seq: z.number().int().meta({ description: "1 for the order's first shipment, 2 for its second, …" }),
    shippedOn: z.string().meta({ description: "The day it shipped (YYYY-MM-DD)." }),
    carrier: z.string(),
    trackingNumber: z.string(),
    estimatedDelivery: z.string().nullable().meta({ description: "YYYY-MM-DD, when estimated." }),
    lines: z.array(
      z.object({
        lineNo: z.number().int(),
        sku: z.string(),
        name: z.string(),
        quantity: z.number().int().meta({ description: "How many of the order line this shipment holds." }),
      }),
    ),
    invoiceNumber: z.string().nullable().meta({ description: "The shipment's invoice (orders on account)." }),
    invoiceTotalCents: z.number().int().nullable().meta({
      description: "The invoice's total: the lines shipped and their share of freight and tax.",
    }),
  })
  .meta({ id: "Shipment" });

/** Only a signed-in buyer: anyone else (anonymous or staff) has no company whose rows these are. */
async function companyBuyerOnly(request: FastifyRequest): Promise<void> {
  if (request.viewer?.kind !== "buyer") throw new UnauthorizedError();
}

/** GET /api/quotations: the signed-in buyer's company's quotes and orders as rows. */
export const companyDocumentRoutes: FastifyPluginAsync<ApiPluginOptions> = async (app, options) => {
  const { sales } = options.services;
  apiRoute(
    app,
    options,
    {
      method: "GET",
      url: "/api/quotations",
      operationId: "listQuotations",
      tag: "Quotes and orders",
      summary: "The signed-in company's quotes and orders",
      description:
        "'s array of quotation rows: only the documents of the signed-in buyer's company, searched (q: customer, id or customerCode, case-insensitive), sorted (sort, dir) and a page at a time (page, size 20, 40 or 60). X-Total-Count gives the number of matching rows. 401 for anyone who is not a signed-in buyer, staff included.",
      query: listQuery,
      preHandler: companyBuyerOnly,
      response: {
        description: "One page of rows.",
        schema: z.array(quotationRowSchema),
        caching: { cacheControl: "private, no-store" },
      },
      errors: { 401: "Please sign in." },
    },
    async ({ query }, request, reply) => {
      // The preHandler let only buyers through; this narrows the type.
      if (request.viewer?.kind !== "buyer") throw new UnauthorizedError();
      const page = await sales.company.list(
        request.viewer,
        query.kind ?? null,
        documentListParams(rawSearchParams(request)),
      );
      reply.header("x-total-count", String(page.total));
      return page.rows;
    },
  );

  apiRoute(
    app,
    options,
    {
      method: "GET",
      url: "/api/company/orders/:orderNumber",
      operationId: "getCompanyOrder",
      tag: "Quotes and orders",
      summary: "One of the signed-in company's orders",
      description:
        "The order with its lines, totals, status and shipment, for the company's buyers and its API keys (scope orders:read). Another company's order answers 404, as one that does not exist.",
      params: z.object({
        orderNumber: z.string().max(40).meta({ description: "ORD- and 9 letters or digits." }),
      }),
      preHandler: companyBuyerOnly,
      response: {
        description: "The order.",
        schema: orderLookupResponseSchema,
        caching: { cacheControl: "private, no-store" },
      },
      errors: { 401: "Please sign in.", 404: "Order not found." },
    },
    async ({ params }, request) => {
      if (request.viewer?.kind !== "buyer") throw new UnauthorizedError();
      const order = await sales.orders.findForCompany(params.orderNumber, request.viewer.companyId);
      if (!order) throw new NotFoundError("Order not found.");
      return { order };
    },
  );

  apiRoute(
    app,
    options,
    {
      method: "GET",
      url: "/api/company/orders/:orderNumber/shipments",
      operationId: "listCompanyOrderShipments",
      tag: "Quotes and orders",
      summary: "The shipments of one of the signed-in company's orders",
      description:
        "Each shipment of the order, first first: when it shipped, the carrier and tracking number, how many of each line it holds and, for an order on account, its invoice (one per shipment). For the company's buyers and its API keys (scope orders:read). Another company's order answers 404, as one that does not exist.",
      params: z.object({
        orderNumber: z.string().max(40).meta({ description: "ORD- and 9 letters or digits." }),
      }),
      preHandler: companyBuyerOnly,
      response: {
        description: "The order's shipments; empty before it ships.",
        schema: z.object({ shipments: z.array(shipmentSchema) }),
        caching: { cacheControl: "private, no-store" },
      },
      errors: { 401: "Please sign in.", 404: "Order not found." },
    },
    async ({ params }, request) => {
      if (request.viewer?.kind !== "buyer") throw new UnauthorizedError();
      const shipments = await sales.orders.shipmentsForCompany(params.orderNumber, request.viewer.companyId);
      if (!shipments) throw new NotFoundError("Order not found.");
      return { shipments };
    },
  );
};
