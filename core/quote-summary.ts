import type { ShipmentView } from "./shipment-plan.ts";
import type { Availability, LaterShipment } from "./availability.ts";
import type { PaymentMethod } from "./payment-terms.ts";
import type { DocumentKind, DocumentStatus } from "./document-status.ts";
import type { PaymentStatus } from "./payment-status.ts";

/** What a created quote answers with, and what /thankyou shows ('Quote details passed to the thank-you page'). */
export interface QuoteLineSummary {
  sku: string;
  name: string;
  brand: string;
  image: string;
  quantity: number;
  /** Catalogue price at submission; null when the sku is no longer sold (priced by sales). */
  unitPriceCents: number | null;
  available: boolean;
}

/** Where a quote's or order's goods go. */
export interface DeliveryAddress {
  address: string;
  apartment: string;
  city: string;
  state: string;
  zipCode: string;
  country: string;
}

export interface QuoteSummary {
  quoteNumber: string;
  /** Opens /thankyou for this quote (with the number); signed by the server, never stored. */
  token: string;
  requestedAt: string;
  customerInfo: { firstName: string; lastName: string; email: string; phone: string; company: string };
  shipping: DeliveryAddress;
  items: QuoteLineSummary[];
  itemCount: number;
  subtotalCents: number;
  additionalNotes: string;
}

export interface OrderSummary {
  orderNumber: string;
  token: string;
  createdAt: string;
  status: DocumentStatus<"order">;
  paymentStatus: PaymentStatus;
  email: string;
  phone: string;
  shipping: { firstName: string; lastName: string } & DeliveryAddress;
  /** How it was paid, as the provider tells ('Visa ending in 4242'); null until then, and on account. */
  paidWith: string | null;
  paymentMethod: PaymentMethod;
  poNumber: string;
  jobName: string;
  items: {
    sku: string;
    name: string;
    brand: string;
    image: string;
    quantity: number;
    unitPriceCents: number;
  }[];
  subtotalCents: number;
  shippingCents: number;
  taxCents: number;
  totalCents: number;
}

/** The specification: thank-you: at most 3 items, then '+N more item(s)'. */
export function thankYouItems<T>(items: readonly T[]): { shown: T[]; moreText: string | null } {
  const shown = items.slice(0, 3);
  const more = items.length - shown.length;
  return { shown, moreText: more > 0 ? `+${more} more item${more === 1 ? "" : "s"}` : null };
}

/** One entry of a document's status history: who moved it from which status to which, when and why. */
export interface DocumentHistoryEntry {
  fromStatus: DocumentStatus | null;
  toStatus: DocumentStatus;
  actor: string;
  reason: string;
  at: string;
}

/** A quote's or order's full document (/quotations/{number}): every line, the totals, the status and its history. */
export interface QuotationDocument extends QuoteSummary {
  kind: DocumentKind;
  status: DocumentStatus;
  totalCents: number;
  /** Freight and tax once sales priced the quote (0 before). */
  shippingCents: number;
  taxCents: number;
  /** The end of the last day a priced quote may be accepted (ISO), null before pricing. */
  expiresAt: string | null;
  /** What sales wrote to the buyer with the priced quote. */
  salesNote: string;
  /** The buyer's PO number and job name (empty when none). */
  poNumber: string;
  jobName: string;
  /** The company's site it is for (ADR 0270), shown when the company has more than one; null when none. */
  site: string | null;
  /** Carrier and tracking number once the order shipped. */
  shipment: { carrier: string; trackingNumber: string; estimatedDelivery: string | null } | null;
  /** An order's shipments, first first (ADR 0350); invoices only for the company's own buyers. */
  shipments: ShipmentView[];
  /** True for a signed-in buyer of the document's company: Reorder is theirs (ADR 0093). */
  mayReorder: boolean;
  history: DocumentHistoryEntry[];
  /**
   * An open quote's lines' stock today, in the cart's words, by line (null for a line the catalogue no
   * longer lists); empty for an order and for a quote that is closed.
   */
  stock: (LineStock | null)[];
}

/** The stock a document's line meets, as the cart says it, and how much of it ships later. */
export interface LineStock {
  availability: Availability;
  later: LaterShipment | null;
}

/** A quote the buyer may still act on shows its lines' stock; an order and a closed quote do not. */
export const quoteShowsStock = (kind: DocumentKind, status: string): boolean =>
  kind === "quote" && ["pending", "priced", "revised", "accepted"].includes(status);

/** The quote's full document, opened with its access token (the same token as its thank-you link). */
export const quotationPath = (quoteNumber: string, token: string): string =>
  `/quotations/${encodeURIComponent(quoteNumber)}?token=${encodeURIComponent(token)}`;

/** A quote has a PDF once sales priced it (it carries an expiry), until it is declined, expired or canceled. */
export const hasQuotePdf = (status: string, expiresAt: string | null): boolean =>
  expiresAt !== null && ["priced", "revised", "accepted", "converted"].includes(status);
export const QUOTE_NOT_PRICED_MESSAGE = "This quote has no PDF yet: sales has not priced it.";
