import { Readable } from "node:stream";
import type { FastifyPluginAsync } from "fastify";
import { z } from "zod";
import { invoiceListQuerySchema, type InvoiceRow } from "../../core/invoice.ts";
import { shopDay } from "../../core/shop-time.ts";
import { requireBuyerApi } from "./auth-guards.ts";
import type { ApiPluginOptions } from "./plugin-options.ts";
import { apiRoute } from "./route.ts";

const invoiceRowSchema = z
  .object({
    invoiceNumber: z.string().meta({ description: "INV- and the order number's code." }),
    orderNumber: z.string(),
    totalCents: z.number().int().meta({ description: "What the invoice is for, in cents." }),
    balanceCents: z.number().int().meta({
      description: "What it still owes, in cents: its total less credit notes and payments.",
    }),
    status: z.enum(["pending", "overdue", "partially_paid", "paid"]).meta({
      description:
        "Paid once nothing is owed; overdue after its due day (the shop's calendar) while anything is owed; partially paid after a part payment; else pending.",
    }),
    customer: z.string().meta({ description: "Who the order is for (first and last name)." }),
    poNumber: z.string().meta({ description: "The buyer's PO number; empty when none." }),
    orderDate: z.string().meta({ description: "When the order was placed (ISO 8601)." }),
    issuedOn: z.string().meta({ description: "The invoice's day (YYYY-MM-DD)." }),
    dueOn: z.string().meta({ description: "The day payment is due (YYYY-MM-DD)." }),
    orderPath: z.string().meta({ description: "The order's page on the shop." }),
  })
  .meta({ id: "InvoiceRow" }) satisfies z.ZodType<InvoiceRow>;

const invoiceNumberParams = z.object({
  invoiceNumber: z.string().max(40).meta({ description: "INV- and up to 20 letters or digits." }),
});

/**
 * The signed-in company's invoices, for its buyers and its API keys (scope invoices:read): the list and
 * each invoice's PDF. Another company's invoice answers 404, as one that does not exist.
 */
export const companyInvoiceRoutes: FastifyPluginAsync<ApiPluginOptions> = async (app, options) => {
  const { invoices } = options.services.billing;

  apiRoute(
    app,
    options,
    {
      method: "GET",
      url: "/api/company/invoices",
      operationId: "listCompanyInvoices",
      tag: "Quotes and orders",
      summary: "The signed-in company's invoices",
      description:
        "Newest first, searched (q: order or invoice number, customer or PO number, case-insensitive) and a page at a time (page, size 20, 40 or 60). X-Total-Count gives the number of matching invoices. 401 when not signed in, 403 for staff.",
      query: invoiceListQuerySchema,
      response: {
        description: "One page of invoices.",
        schema: z.array(invoiceRowSchema),
        caching: { cacheControl: "private, no-store" },
      },
      errors: { 401: "Please sign in.", 403: "Only a company's buyers have invoices." },
    },
    async ({ query }, request, reply) => {
      const page = await invoices.list(requireBuyerApi(request), query, shopDay(new Date()));
      reply.header("x-total-count", String(page.total));
      return page.rows;
    },
  );

  apiRoute(
    app,
    options,
    {
      method: "GET",
      url: "/api/company/invoices/:invoiceNumber/pdf",
      operationId: "getCompanyInvoicePdf",
      tag: "Quotes and orders",
      summary: "One of the signed-in company's invoices as a PDF",
      description: "The same document the account area's Invoices pane downloads.",
      params: invoiceNumberParams,
      response: {
        description: "The invoice.",
        schema: z.string().meta({ format: "binary" }),
        contentType: "application/pdf",
        caching: { cacheControl: "private, no-store" },
        stream: true,
      },
      errors: {
        401: "Please sign in.",
        403: "Only a company's buyers have invoices.",
        404: "Invoice not found.",
      },
      compress: false,
    },
    async ({ params }, request) =>
      Readable.from([await invoices.pdf(requireBuyerApi(request), params.invoiceNumber)]),
  );
};
