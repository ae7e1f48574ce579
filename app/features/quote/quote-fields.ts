import { CART_LINES_FIELD, parseCartLinesField } from "../../../core/cart-lines-field.ts";
import { orderRequestSchema } from "../../../core/order-request.ts";
import type { QuoteSummary } from "../../../core/quote-summary.ts";
import type { FormFields } from "../forms/form-result.ts";
import { validateWith } from "../forms/validate.ts";

/** The quote form's posted fields as orderRequestSchema takes them: its text fields and the cart's lines. */
export function quoteFormInput(fields: FormFields) {
  return { ...fields, products: parseCartLinesField(fields[CART_LINES_FIELD]) };
}

export const validateQuote = validateWith(orderRequestSchema, quoteFormInput);

/** The server's answer to an enhanced (JavaScript) quote request: what the specification keeps, and where to go. */
export interface QuoteAccepted {
  ok: true;
  message: string;
  email: string;
  confirmationPath: string;
  quote: QuoteSummary;
}

/** 'Quote form': what the form says when the server fails. */
export const QUOTE_SERVER_ERROR = "Server error. Please try again later or contact support.";
