import { CART_LINES_FIELD, parseCartLinesField } from "../../../core/cart-lines-field.ts";
import type { OrderSummary } from "../../../core/quote-summary.ts";
import type { FormFields } from "../forms/form-result.ts";

const SECTIONS = ["contact", "shipping"] as const;

/** A checkout field's posted name (also its id): `shipping-zipCode` for checkoutSchema's `shipping.zipCode`. */
export function checkoutFieldName(section: (typeof SECTIONS)[number], key: string): string {
  return `${section}-${key}`;
}

/**
 * The checkout form's posted fields as checkoutSchema takes them: its sections, how to pay, the PO number
 * and job name, the Terms box, the cart's lines.
 */
export function checkoutFormInput(fields: FormFields) {
  const sections = Object.fromEntries(
    SECTIONS.map((section) => {
      const prefix = `${section}-`;
      const entries = Object.entries(fields)
        .filter(([name]) => name.startsWith(prefix))
        .map(([name, value]) => [name.slice(prefix.length), value]);
      return [section, Object.fromEntries(entries)];
    }),
  );
  return {
    ...sections,
    paymentMethod: fields.paymentMethod || "card",
    poNumber: fields.poNumber ?? "",
    jobName: fields.jobName ?? "",
    holdForRebate: fields.holdForRebate ?? "",
    // The chosen saved address's site (ADR 0270); the server checks it is one the buyer may use.
    siteId: fields.siteId || undefined,
    acceptTerms: fields.acceptTerms === "on",
    items: parseCartLinesField(fields[CART_LINES_FIELD]).map((line) =>
      line && typeof line === "object" && "sku" in line && "quantity" in line
        ? { sku: line.sku, quantity: line.quantity }
        : line,
    ),
    website: fields.website ?? "",
  };
}

/** What Save Quote's refusal says when the contact details or the address are missing or wrong. */
export const SAVE_QUOTE_MESSAGE = "Please fill in your contact details and shipping address to save a quote.";

/** Checkout's second submit button, Save Quote, posts the form with this name and value. */
export const INTENT_FIELD = "intent";
export const SAVE_QUOTE_INTENT = "quote";

/** The quote request's fields (orderRequestSchema) that Save Quote takes from checkout's sections. */
const QUOTE_FIELD_SOURCES = {
  firstName: ["shipping", "firstName"],
  lastName: ["shipping", "lastName"],
  email: ["contact", "email"],
  phone: ["contact", "phone"],
  streetAddress: ["shipping", "address"],
  apartment: ["shipping", "apartment"],
  city: ["shipping", "city"],
  state: ["shipping", "state"],
  zipCode: ["shipping", "zipCode"],
  country: ["shipping", "country"],
} as const;

/**
 * The checkout form's posted fields as orderRequestSchema takes them, for Save Quote: contact, address,
 * the cart's lines and the honeypot.
 */
export function checkoutQuoteInput(fields: FormFields) {
  const named = Object.entries(QUOTE_FIELD_SOURCES).map(([name, [section, key]]) => [
    name,
    fields[checkoutFieldName(section, key)] ?? "",
  ]);
  return {
    ...Object.fromEntries(named),
    companyName: "",
    specialRequirements: "Saved from checkout.",
    siteId: fields.siteId || undefined,
    products: parseCartLinesField(fields[CART_LINES_FIELD]),
    website: fields.website ?? "",
  };
}

/** A quote request's field errors under the checkout form's names (`streetAddress` → `shipping.address`). */
export function asCheckoutErrors(errors: Record<string, string>): Record<string, string> {
  const sources: Record<string, readonly [string, string]> = QUOTE_FIELD_SOURCES;
  return Object.fromEntries(
    Object.entries(errors).map(([name, message]) => {
      const source = sources[name];
      return [source ? `${source[0]}.${source[1]}` : name, message];
    }),
  );
}

/** The server's answer to an enhanced (JavaScript) checkout: the order the specification keeps, and where to go. */
export interface CheckoutAccepted {
  ok: true;
  message: string;
  order: OrderSummary;
  confirmationPath: string;
}
