import { z } from "./zod.ts";

/** the specification, the tracking screen's one error: said alike for a wrong order number, email or tracking number. */
export const TRACKING_NOT_FOUND = "Tracking number not found. Please check your order number and try again.";
export const TRACKING_EMAIL_NEEDED = "Enter the email address the order was placed with.";

const trimmed = (label: string, max: number) =>
  z
    .string(`${label} is required.`)
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} is at most ${max} characters.`);

/** /order-tracking and POST /api/order-tracking: an order number with its email, or a carrier's number. */
export const trackingLookupSchema = z.object({
  number: trimmed("Tracking number", 64),
  email: z.string().trim().max(254).optional().default(""),
});
export type TrackingLookup = z.output<typeof trackingLookupSchema>;

const isoDate = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Enter a date as YYYY-MM-DD.")
  .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)), "Enter a real date.");

/**
 * Staff ship an order, whole or in part: the carrier, its tracking number, (optionally) the estimated
 * delivery day and how many of each line go in this shipment (none given: everything that remains; ADR 0350).
 */
export const shipOrderSchema = z.object({
  carrier: trimmed("Carrier", 60),
  trackingNumber: trimmed("Tracking number", 40).regex(
    /^[A-Za-z0-9][A-Za-z0-9 -]*$/,
    "A tracking number has letters, digits, spaces and dashes only.",
  ),
  estimatedDelivery: z
    .union([z.literal(""), isoDate])
    .optional()
    .default(""),
  lines: z
    .array(
      z.object({
        lineNo: z.number().int().positive(),
        quantity: z
          .number("Each quantity to ship is a whole number, 0 or more.")
          .int("Each quantity to ship is a whole number, 0 or more.")
          .min(0, "Each quantity to ship is a whole number, 0 or more."),
      }),
    )
    .max(500)
    .optional(),
});
export type ShipOrder = z.output<typeof shipOrderSchema>;

/**
 * The back office's ship form as posted: `qty-{lineNo}` per line (blank is 0) beside the carrier fields.
 * No `qty-` field at all ships everything that remains.
 */
export function shipFormInput(fields: Record<string, string>) {
  const lines = Object.entries(fields)
    .filter(([name]) => /^qty-[1-9][0-9]{0,3}$/.test(name))
    .map(([name, value]) => ({
      lineNo: Number(name.slice(4)),
      quantity: value.trim() === "" ? 0 : Number(value.trim()),
    }));
  return {
    carrier: fields.carrier,
    trackingNumber: fields.trackingNumber,
    estimatedDelivery: fields.estimatedDelivery,
    ...(lines.length > 0 ? { lines } : {}),
  };
}

/** Dollars and cents as staff type a payment ('1,299.50', '$45'): more than zero, at most two decimals. */
const paymentCents = z
  .string("Amount is required.")
  .trim()
  .transform((text, ctx) => {
    const plain = text.replace(/^\$/, "").replace(/,(?=\d{3}(\D|$))/g, "");
    const cents = /^\d{1,9}(\.\d{1,2})?$/.test(plain) ? Math.round(Number(plain) * 100) : NaN;
    if (!(cents > 0)) {
      ctx.addIssue({ code: "custom", message: "Amount: enter dollars and cents above zero, e.g. 1299.50." });
      return z.NEVER;
    }
    return cents;
  });

/**
 * Staff record a payment against an invoice, in part or in full: the amount (blank: what it still owes), the
 * day it was received and its cheque or transfer reference.
 */
export const invoicePaymentSchema = z.object({
  amountCents: z
    .union([z.literal(""), paymentCents])
    .optional()
    .transform((cents) => (typeof cents === "number" ? cents : null)),
  receivedOn: isoDate,
  reference: trimmed("Reference", 100),
  /** Which of the order's invoices (one per shipment); none: its oldest unpaid one. */
  invoiceNumber: z.string().trim().max(40).optional(),
});
export type InvoicePayment = z.output<typeof invoicePaymentSchema>;

/** Staff record an order's payment taken outside the shop (a phoned-in card, a cheque): its reference. */
export const orderPaymentSchema = z.object({ reference: trimmed("Reference", 100) });

/** Why staff cancel an order or a buyer declines a quote: always said, and kept in the history. */
export const reasonSchema = z.object({ reason: trimmed("Reason", 500) });

/** Dollars typed by staff ('1,299.00', '$45') to integer cents; refuses negatives and junk. */
const dollars = (label: string) =>
  z
    .string(`${label} is required.`)
    .trim()
    .transform((text, ctx) => {
      const value = Number(text.replace(/[$,\s]/g, ""));
      if (text === "" || !Number.isFinite(value) || value < 0 || value > 100_000_000) {
        ctx.addIssue({ code: "custom", message: `${label}: enter an amount in dollars, e.g. 1299.00.` });
        return z.NEVER;
      }
      return Math.round(value * 100);
    });

/** One line of a quote as staff price it; a line is removed by leaving it out. */
export const quoteLineSchema = z.object({
  sku: trimmed("SKU", 80),
  /** Blank: the catalogue's name for the sku (or the sku itself). */
  name: z.string().trim().max(300, "Name is at most 300 characters.").optional().default(""),
  quantity: z.coerce
    .number("Quantity must be a whole number.")
    .int("Quantity must be a whole number.")
    .min(1, "Quantity must be at least 1.")
    .max(100_000, "Quantity is at most 100,000."),
  unitPrice: dollars("Unit price"),
});

/** Staff price and send a quote. */
export const priceQuoteSchema = z.object({
  lines: z.array(quoteLineSchema).min(1, "A quote needs at least one line.").max(200),
  freight: dollars("Freight"),
  note: z.string().trim().max(2000, "The note is at most 2,000 characters.").optional().default(""),
  validUntil: isoDate,
});
export type PriceQuote = z.output<typeof priceQuoteSchema>;

/**
 * Staff make a quote for a company's buyer from the back office: lines by SKU and quantity, each at the
 * company's price unless staff type one (blank: the company's price), freight, expiry and a note.
 */
export const staffQuoteSchema = z.object({
  buyerUserId: trimmed("Buyer", 100),
  lines: z
    .array(
      z.object({
        sku: trimmed("SKU", 80),
        quantity: quoteLineSchema.shape.quantity,
        unitPrice: z.union([z.literal("").transform(() => null), dollars("Unit price")]).default(null),
      }),
    )
    .min(1, "A quote needs at least one line.")
    .max(200),
  freight: dollars("Freight"),
  note: z.string().trim().max(2000, "The note is at most 2,000 characters.").optional().default(""),
  validUntil: isoDate,
});
export type StaffQuote = z.output<typeof staffQuoteSchema>;

/**
 * The back office's quote lines as typed in one box, a line each: "SKU quantity" or "SKU quantity price"
 * (spaces or commas between). What does not read as such is passed on for the schema to refuse.
 */
export function staffQuoteLinesFrom(text: string) {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .slice(0, 201)
    .map((line) => {
      const [sku = "", quantity = "", unitPrice = ""] = line.split(/[\s,;]+/);
      return { sku, quantity, unitPrice };
    });
}
