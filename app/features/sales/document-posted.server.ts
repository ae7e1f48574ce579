import { data, redirect } from "react-router";
import type { AppLoadContext } from "../../../server/app-context.ts";
import { planNoteCookie } from "../../../core/grower/plan-note.ts";
import { IDEMPOTENCY_KEY_PATTERN } from "../../../core/idempotency-key.ts";
import type { FormFields } from "../forms/form-result.ts";
import { keepCart, withCookies } from "../cart/cart-holder.server.ts";
import { ENHANCED_FIELD, IDEMPOTENCY_FIELD } from "./idempotency-field.ts";

/** The idempotency key a quote or checkout form posted, when it is one; else none. */
export function postedIdempotencyKey(values: FormFields): string | undefined {
  const value = values[IDEMPOTENCY_FIELD];
  return value && IDEMPOTENCY_KEY_PATTERN.test(value) ? value : undefined;
}

/**
 * How the quote and checkout actions answer once their document exists: the cart (its cookie, or a
 * buyer's account cart) and a grow-room plan's note are emptied (the cart is kept when the document
 * did not hold it: a grow-room plan's quote);
 * a browser without JavaScript is sent to the confirmation, the enhanced form gets `answer` and goes
 * there itself.
 */
export async function documentPosted<T>(
  context: AppLoadContext,
  values: FormFields,
  confirmationPath: string,
  answer: T,
  status: number,
  { keepsCart = false }: { keepsCart?: boolean } = {},
) {
  // An empty cart always fits the cookie.
  const headers = withCookies(keepsCart ? [] : ((await keepCart([], context)) ?? []));
  // A grow-room plan's note (ADR 0087) went with this document.
  headers.append("Set-Cookie", planNoteCookie(null));
  if (!values[ENHANCED_FIELD]) return redirect(confirmationPath, { headers });
  return data(answer, { status, headers });
}
