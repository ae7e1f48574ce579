import { buyerFacingActor } from "../../core/document-status.ts";
import { shipmentsOf } from "./shipments.ts";
import type { OrderRequest } from "../../core/order-request.ts";
import {
  hasQuotePdf,
  QUOTE_NOT_PRICED_MESSAGE,
  quotationPath,
  quoteShowsStock,
  type QuotationDocument,
  type QuoteSummary,
} from "../../core/quote-summary.ts";
import type { OutgoingEmail } from "../email/outbox.ts";
import { confirmationAllowed } from "../email/recipient-limit.ts";
import { formatEmailDate } from "./format-date.ts";
import { requestHash } from "./identifiers.ts";
import { buyerSiteName, documentSite } from "./document-site.ts";
import { isCompanyBuyer, mayReadQuotation, type QuotationAccess } from "./document-access.ts";
import type { CreationOutcome, OnBehalf, SalesDocument } from "./document-store.ts";
import {
  addressOf,
  addressText,
  emailLine,
  lineSnapshot,
  ownerOf,
  type SalesDocumentDeps,
} from "./document-parts.ts";
import { assertWithinOrderLimit, buyerPricing, priceLines, pricedSubtotal } from "./pricing.ts";
import { accountName, type Viewer } from "../../core/viewer.ts";
import { onBehalfOf } from "./on-behalf.ts";
import type { PricedCartLine } from "../../core/cart-pricing.ts";
import { ConflictError, NotFoundError } from "../errors.ts";
import { renderQuotePdf } from "./quote-pdf.tsx";
import { linesStock } from "./line-stock.ts";

export type CreateQuoteResult = { quote: QuoteSummary } & CreationOutcome;

function toSummary({ document: d, lines, token }: SalesDocument): QuoteSummary {
  return {
    quoteNumber: d.number,
    token,
    requestedAt: new Date(d.createdAt).toISOString(),
    customerInfo: {
      firstName: d.firstName,
      lastName: d.lastName,
      email: d.email,
      phone: d.phone,
      company: d.companyName,
    },
    shipping: addressOf(d),
    items: lines.map((l) => ({
      ...lineSnapshot(l),
      unitPriceCents: l.unitPriceCents,
      available: l.available,
    })),
    itemCount: d.itemCount,
    subtotalCents: d.subtotalCents,
    additionalNotes: d.notes,
  };
}

const addressLine = (r: OrderRequest) => addressText({ ...r, address: r.streetAddress });

/** Quote requests (from /quote and checkout's Save Quote): re-priced, stored with line snapshots and emails. */
export function createQuoteService({
  db,
  documents,
  catalog,
  pricing,
  emails,
  salesEmail,
  confirmationsPerHour,
}: SalesDocumentDeps) {
  const { publicUrl } = emails.brand;
  async function renderMails(
    request: OrderRequest,
    quoteNumber: string,
    createdAt: string,
    token: string,
    lines: PricedCartLine[],
    subtotal: number,
    confirm: boolean,
    greetName: string | null,
  ): Promise<OutgoingEmail[]> {
    const emailLines = lines.map(emailLine);
    const date = formatEmailDate(createdAt);
    const ref = { refType: "quote", refId: quoteNumber };
    const documentUrl = `${publicUrl}${quotationPath(quoteNumber, token)}`;
    const customer = await emails.render("quote-received", {
      quoteNumber,
      date,
      customer: {
        firstName: request.firstName,
        lastName: request.lastName,
        email: request.email,
        phone: request.phone,
        company: request.companyName,
      },
      shipping: addressLine(request),
      items: emailLines,
      estimatedValueCents: subtotal,
      additionalNotes: request.specialRequirements,
      documentUrl,
      greetName,
    });
    const sales = await emails.render("sales-notification", {
      subject: `New quote request ${quoteNumber}`,
      title: `Quote request ${quoteNumber}`,
      intro: "A customer asked for a quote. Reply within 24 hours.",
      fields: [
        ["Submitted", date],
        ["Name", `${request.firstName} ${request.lastName}`],
        ["Company", request.companyName],
        ["Email", request.email],
        ["Phone", request.phone],
        ["Deliver to", addressLine(request)],
        ["Notes", request.specialRequirements],
      ],
      items: emailLines,
      fullList: { href: documentUrl, label: "See the whole quote" },
      totalLabel: "Estimated value",
      totalCents: subtotal,
    });
    const toSales = { ...sales, to: salesEmail, replyTo: request.email, ...ref };
    return confirm ? [{ ...customer, to: request.email, ...ref }, toSales] : [toSales];
  }

  /**
   * Creates a quote, or returns the one an earlier call with the same Idempotency-Key created. The quote,
   * its lines, its first history entry and its two emails commit together.
   */
  async function create(
    request: OrderRequest,
    options: {
      idempotencyKey?: string;
      source?: "quote" | "checkout";
      viewer?: Viewer;
      /** Sales made it in the back office for the viewer: the history says so, and no request mails go out. */
      madeBySales?: OnBehalf;
    } = {},
  ): Promise<CreateQuoteResult> {
    const { idempotencyKey, source = "quote", viewer = null, madeBySales } = options;
    const { website: _honeypot, ...fields } = request;
    const hash = requestHash({ ...fields, source, owner: ownerOf(viewer) });
    const { document, ...outcome } = await documents.create({
      kind: "quote",
      idempotencyKey,
      requestHash: hash,
      actor: "customer",
      onBehalf: madeBySales ?? onBehalfOf(viewer),
      reason: madeBySales
        ? "Quote made by sales in the back office"
        : source === "checkout"
          ? "Quote saved at checkout"
          : "Quote request submitted",
      prepare: async () => {
        const siteId = await documentSite(db, viewer, request.siteId || null);
        const lines = await priceLines(
          catalog,
          request.products.map((p) => ({ sku: p.sku, quantity: p.quantity, name: p.name, image: p.image })),
          buyerPricing(pricing, viewer, siteId),
        );
        const subtotal = pricedSubtotal(lines);
        assertWithinOrderLimit(subtotal);
        const confirm = await confirmationAllowed(db, request.email, confirmationsPerHour);
        return {
          fields: {
            ...ownerOf(viewer),
            submittedFrom: source,
            firstName: request.firstName,
            lastName: request.lastName,
            email: request.email,
            phone: request.phone,
            companyName: request.companyName,
            streetAddress: request.streetAddress,
            apartment: request.apartment,
            city: request.city,
            state: request.state,
            zipCode: request.zipCode,
            country: request.country,
            notes: request.specialRequirements,
            siteId,
            itemCount: lines.reduce((n, l) => n + l.quantity, 0),
            subtotalCents: subtotal,
            // A quote's total is its estimated value: shipping and tax come with the priced quote.
            totalCents: subtotal,
          },
          lines: lines.map((l) => ({
            ...lineSnapshot(l),
            unitPriceCents: l.unitPriceCents,
            available: l.available,
          })),
          emails: async ({ number, createdAt, token }) =>
            madeBySales
              ? []
              : renderMails(request, number, createdAt, token, lines, subtotal, confirm, accountName(viewer)),
        };
      },
    });
    return { quote: toSummary(document), ...outcome };
  }

  /** The quote behind a thank-you link, or null when the number or token does not match. */
  async function find(quoteNumber: string, token: string): Promise<QuoteSummary | null> {
    const found = await documents.findByToken("quote", quoteNumber, token);
    return found ? toSummary(found) : null;
  }

  /**
   * A quote's or order's full document with its status history, or null when there is none by that number or
   * `access` may not read it (ADR 0093: one page for both kinds).
   */
  async function document(
    documentNumber: string,
    access: QuotationAccess,
  ): Promise<QuotationDocument | null> {
    const found = await documents.byNumber(documentNumber);
    if (!found || !mayReadQuotation(found, access)) return null;
    const d = found.document;
    const history = await documents.history(d.id);
    return {
      ...toSummary(found),
      kind: d.kind,
      status: d.status,
      totalCents: d.totalCents,
      shippingCents: d.shippingCents,
      taxCents: d.taxCents,
      expiresAt: d.expiresAt ? new Date(d.expiresAt).toISOString() : null,
      salesNote: d.salesNote,
      poNumber: d.poNumber,
      jobName: d.jobName,
      site: await buyerSiteName(db, d.companyId, d.siteId),
      shipment: d.trackingNumber
        ? {
            carrier: d.carrier ?? "",
            trackingNumber: d.trackingNumber,
            estimatedDelivery: d.estimatedDelivery,
          }
        : null,
      shipments: (await shipmentsOf(db, d.id)).map((s) =>
        isCompanyBuyer(found, access.viewer) ? s : { ...s, invoiceNumber: null, invoiceTotalCents: null },
      ),
      mayReorder: isCompanyBuyer(found, access.viewer),
      stock: quoteShowsStock(d.kind, d.status) ? await linesStock(catalog, found.lines) : [],
      history: history.map((e) => ({
        fromStatus: e.fromStatus,
        toStatus: e.toStatus,
        actor: buyerFacingActor(e.actor, emails.brand.shopName),
        reason: e.reason,
        at: new Date(e.at).toISOString(),
      })),
    };
  }

  /**
   * A priced quote as a PDF, for the signed-in buyers of its company and for staff; anyone else is told
   * it is not found. A quote sales has not priced yet has no PDF.
   */
  async function pdf(number: string, viewer: Viewer): Promise<Buffer> {
    const found = await documents.byNumber(number);
    if (
      !found ||
      found.document.kind !== "quote" ||
      !(viewer?.kind === "staff" || isCompanyBuyer(found, viewer))
    )
      throw new NotFoundError("Quote not found.");
    const d = found.document;
    if (!hasQuotePdf(d.status, d.expiresAt)) throw new ConflictError(QUOTE_NOT_PRICED_MESSAGE);
    const stock = quoteShowsStock(d.kind, d.status) ? await linesStock(catalog, found.lines) : [];
    return renderQuotePdf(db, found, emails.brand, stock);
  }

  return { create, find, document, pdf };
}
