import { CART_LINES_FIELD, parseCartLinesField } from "../../../core/cart-lines-field.ts";
import type { OrderSummary } from "../../../core/quote-summary.ts";
import type { FormFields } from "../forms/form-result.ts";

const SECTIONS = ["contact", "shipping", "card"] as const;

/** A checkout field's posted name (also its id): `shipping-zipCode` for checkoutSchema's `shipping.zipCode`. */
export function checkoutFieldName(section: (typeof SECTIONS)[number], key: string): string {
  return `${section}-${key}`;
}

/** The card fields a refused form never shows again (nor puts in a URL or a log line). */
const CARD_SECRETS = [checkoutFieldName("card", "cardNumber"), checkoutFieldName("card", "cvv")];

/** The checkout form's posted fields as checkoutSchema takes them: its sections, the Terms box, the cart's lines. */
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
    acceptTerms: fields.acceptTerms === "on",
    items: parseCartLinesField(fields[CART_LINES_FIELD]).map((line) =>
      line && typeof line === "object" && "sku" in line && "quantity" in line
        ? { sku: line.sku, quantity: line.quantity }
        : line,
    ),
    website: fields.website ?? "",
  };
}

/** The posted fields without the card number and CVV. */
export function withoutCardSecrets(fields: FormFields): FormFields {
  return Object.fromEntries(Object.entries(fields).filter(([name]) => !CARD_SECRETS.includes(name)));
}

/** The server's answer to an enhanced (JavaScript) checkout: the order spec §4 keeps, and where to go. */
export interface CheckoutAccepted {
  ok: true;
  message: string;
  order: OrderSummary;
  confirmationPath: string;
}
