import type { OrderRequestInput } from "../../../core/order-request.ts";
import type { QuoteSummary } from "../../../core/quote-summary.ts";
import { NETWORK_ERROR_MESSAGE } from "../../../core/form-messages.ts";
import { postJson } from "../forms/post-json.ts";

export const QUOTE_ERROR_DEFAULT = "There was an error submitting your quote request. Please try again.";
export const QUOTE_SERVER_ERROR = "Server error. Please try again later or contact support.";

export type QuoteSubmitResult =
  | { ok: true; quote: QuoteSummary; confirmationPath: string }
  | { ok: false; message: string; fields: Record<string, string> };

/** POST /api/contact/order-request with the submission's Idempotency-Key; errors in spec §8's words. */
export async function submitQuote(
  payload: OrderRequestInput,
  idempotencyKey: string,
  source: "quote" | "checkout" = "quote",
): Promise<QuoteSubmitResult> {
  const result = await postJson<{ quote: QuoteSummary; confirmationPath: string }>(
    `/api/contact/order-request?source=${source}`,
    payload,
    {
      "idempotency-key": idempotencyKey,
    },
  );
  if (result.ok) return { ok: true, ...result.data };
  if (result.kind === "network") return { ok: false, message: NETWORK_ERROR_MESSAGE, fields: {} };
  if (result.status === 400 && Object.keys(result.fields).length > 0) {
    return { ok: false, message: result.message ?? QUOTE_ERROR_DEFAULT, fields: result.fields };
  }
  if (result.status === 429 && result.message) return { ok: false, message: result.message, fields: {} };
  return {
    ok: false,
    message: result.status >= 500 ? QUOTE_SERVER_ERROR : (result.message ?? QUOTE_ERROR_DEFAULT),
    fields: {},
  };
}
