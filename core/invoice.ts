import { z } from "./zod.ts";

/** The specification: list page sizes (default 20). */
export const INVOICE_PAGE_SIZES = [20, 40, 60] as const;
export const NO_INVOICES_TEXT = "No orders found";

export type InvoiceStatus = "pending" | "overdue" | "partially_paid" | "paid";

/** The pane's URL parameters: search text, page and page size; anything odd falls back to the default. */
export const invoiceListQuerySchema = z.object({
  // PostgreSQL text cannot hold NUL: such a search is no search.
  q: z
    .string()
    .trim()
    .max(100)
    .refine((q) => !q.includes("\0"))
    .catch(""),
  /** Only this site's invoices (ADR 0270); empty is every site the viewer may see. */
  site: z.string().trim().max(60).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(10_000).catch(1),
  size: z.coerce
    .number()
    .refine((n) => (INVOICE_PAGE_SIZES as readonly number[]).includes(n))
    .catch(20),
});
export type InvoiceListQuery = z.infer<typeof invoiceListQuerySchema>;

/** One row of the Invoices pane ('Quotation/invoice row'). */
export interface InvoiceRow {
  invoiceNumber: string;
  orderNumber: string;
  totalCents: number;
  /** What it still owes: its total less credit notes and payments. */
  balanceCents: number;
  status: InvoiceStatus;
  customer: string;
  poNumber: string;
  /** ISO timestamp the order was placed. */
  orderDate: string;
  issuedOn: string;
  dueOn: string;
  /** The order's page (its confirmation, with the order's token). */
  orderPath: string;
}

export interface InvoicePage {
  rows: InvoiceRow[];
  total: number;
  page: number;
  size: number;
}

/**
 * Paid when paid in full; overdue after the due day (the shop's calendar) while anything is owed; partially
 * paid once a part payment is recorded; else pending.
 */
export function invoiceStatus(
  paidAt: string | null,
  dueOn: string,
  today: string,
  paidCents = 0,
): InvoiceStatus {
  if (paidAt) return "paid";
  if (today > dueOn) return "overdue";
  return paidCents > 0 ? "partially_paid" : "pending";
}

/**
 * 'INV-' plus the order number's code for an order's first shipment, then '-2', '-3', … for the invoices of
 * its later shipments (ADR 0350): each found again from the order's number.
 */
export const invoiceNumberOf = (orderNumber: string, shipmentSeq = 1) =>
  `INV-${orderNumber.replace(/^ORD-/, "")}${shipmentSeq > 1 ? `-${shipmentSeq}` : ""}`;

/** What an invoice number looks like: one check for the pages and the API. */
export const INVOICE_NUMBER_PATTERN = /^INV-[A-Z0-9]{1,20}(-[1-9][0-9]{0,2})?$/;

/**
 * What an invoice asks of its reader, from its one settlement: paid (nothing owed, nothing to pay), the
 * balance after part payments, or the whole amount due. `dueOn` is the due day as the document prints it.
 */
export function invoicePayWords(s: {
  number: string;
  dueOn: string;
  paidCents: number;
  balanceCents: number;
  formatMoney: (cents: number) => string;
}): string {
  if (s.balanceCents <= 0)
    return s.paidCents > 0
      ? `Paid in full: ${s.formatMoney(s.paidCents)} received. Nothing is owed on invoice ${s.number}; thank you.`
      : `Nothing is owed on invoice ${s.number}: its credits cover it.`;
  if (s.paidCents > 0)
    return `Partially paid: ${s.formatMoney(s.paidCents)} received. Please pay the balance of ${s.formatMoney(s.balanceCents)} by ${s.dueOn} and quote invoice ${s.number}.`;
  return `Please pay ${s.formatMoney(s.balanceCents)} by ${s.dueOn} and quote invoice ${s.number}.`;
}
