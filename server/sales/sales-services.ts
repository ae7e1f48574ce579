import type { Database } from "../db/client.ts";
import { createEmailService } from "../email/email-service.ts";
import type { Env } from "../env.ts";
import { createFormService } from "../forms/form-service.ts";
import { createNewsletterService } from "../forms/newsletter-service.ts";
import { createBackOfficeQueries } from "./back-office-queries.ts";
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
    orders: createOrderService({ ...deps, publicUrl: emails.brand.publicUrl }),
    /** Any kind of sales document by id or number, its status changes and their history. */
    documents: {
      byId: documents.byId,
      byNumber: documents.byNumber,
      transition: documents.transition,
      history: documents.history,
    },
    /** The back office's quote and order lists. */
    backOffice: createBackOfficeQueries(database.db),
    /** A company's own quotes and orders: the account area's lists and GET /api/quotations (ADR 0093). */
    company: createCompanyDocuments(database.db),
    /** Orders from placed to delivered or canceled, and tracking (ADR 0088). */
    fulfilment: createFulfilmentService({ ...deps, publicUrl: emails.brand.publicUrl }),
    /** Quotes priced, sent, accepted into orders or declined (ADR 0089). */
    negotiation: createNegotiationService({ ...deps, publicUrl: emails.brand.publicUrl }),
    forms: createFormService({ ...deps, salesPhone: env.SALES_PHONE }),
    newsletter: createNewsletterService(deps),
  };
}

export type SalesServices = ReturnType<typeof createSalesServices>;
