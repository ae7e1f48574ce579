import type { Database } from "../db/client.ts";
import { createEmailService } from "../email/email-service.ts";
import { stripeSettings, type Env } from "../env.ts";
import { createPaymentService } from "../payments/payment-service.ts";
import { createStripeProvider } from "../payments/stripe-provider.ts";
import { createFormService } from "../forms/form-service.ts";
import { createNewsletterService } from "../forms/newsletter-service.ts";
import { createBackOfficeQueries } from "./back-office-queries.ts";
import { siteName } from "./document-site.ts";
import { createCompanyDocuments } from "./company-documents.ts";
import { createDocumentStore } from "./document-store.ts";
import { createFulfilmentService } from "./fulfilment-service.ts";
import { createNegotiationService } from "./negotiation-service.ts";
import { createOrderService } from "./order-service.ts";
import {
  buyerPricing,
  priceLines,
  type CatalogPrices,
  type CompanyPriceSource,
  type LineRequest,
} from "./pricing.ts";
import type { Viewer } from "../../core/viewer.ts";
import type { CheckoutRequest } from "../../core/order-request.ts";
import { createQuoteService } from "./quote-service.ts";

/** Quotes, orders (both sales documents), forms and email rendering, wired to the database and configuration. */
export function createSalesServices(
  database: Database,
  env: Env,
  catalog: CatalogPrices,
  pricing: CompanyPriceSource,
) {
  const emails = createEmailService(env);
  const documents = createDocumentStore(database.db);
  const deps = {
    db: database.db,
    documents,
    catalog,
    pricing,
    emails,
    salesEmail: env.SALES_EMAIL,
    confirmationsPerHour: env.CONFIRMATIONS_PER_ADDRESS_PER_HOUR,
  };
  const stripe = stripeSettings(env);
  const orders = createOrderService({
    ...deps,
    publicUrl: emails.brand.publicUrl,
    onlinePayments: stripe !== null,
  });
  const provider = stripe ? createStripeProvider(stripe) : null;
  const payments = createPaymentService({
    db: database.db,
    provider,
    documents,
    confirmationMails: (orderId, status) => orders.paymentConfirmationMails(orderId, status),
  });
  return {
    catalog,
    /**
     * Cart lines re-priced from the catalogue, at the company's prices for a signed-in buyer (what
     * POST /api/cart/price and the cart pages show).
     */
    priceLines: (lines: readonly LineRequest[], viewer: Viewer) =>
      priceLines(catalog, lines, buyerPricing(pricing, viewer)),
    emails,
    quotes: createQuoteService(deps),
    orders,
    /**
     * Checkout: the order is placed (and committed) first, then its online payment is started for the
     * server's total, so a browser that dies mid-payment leaves an order awaiting payment, never nothing.
     */
    checkout: async (request: CheckoutRequest, idempotencyKey: string | undefined, viewer: Viewer) => {
      const created = await orders.create(request, idempotencyKey, viewer);
      return { ...created, payment: await payments.checkoutPayment(created.order.orderNumber) };
    },
    /** Card and bank payments through the provider, when one is configured (ADR 0120). */
    payments,
    /** The payment provider itself (saved payment methods use it); null when none is configured. */
    paymentProvider: provider,
    /** Any kind of sales document by id or number, its status changes and their history. */
    documents: {
      byId: documents.byId,
      byNumber: documents.byNumber,
      transition: documents.transition,
      history: documents.history,
      /** A document's site by name (ADR 0270), null for none. */
      siteName: (siteId: string | null) => siteName(database.db, siteId),
    },
    /** The back office's quote and order lists. */
    backOffice: createBackOfficeQueries(database.db),
    /** A company's own quotes and orders: the account area's lists and GET /api/quotations (ADR 0093). */
    company: createCompanyDocuments(database.db),
    /** Orders from placed to delivered or canceled, and tracking (ADR 0088). */
    fulfilment: createFulfilmentService({ ...deps, publicUrl: emails.brand.publicUrl, payments }),
    /** Quotes priced, sent, accepted into orders or declined (ADR 0089). */
    negotiation: createNegotiationService({
      ...deps,
      publicUrl: emails.brand.publicUrl,
      orders,
      onlinePayments: stripe !== null,
    }),
    forms: createFormService({ ...deps, salesPhone: env.SALES_PHONE }),
    newsletter: createNewsletterService(deps),
  };
}
