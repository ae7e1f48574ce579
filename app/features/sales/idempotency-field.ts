/**
 * Quote and checkout forms carry an idempotency key the server generated into the page, so a browser
 * without JavaScript that posts the same form twice gets one document. Editing the form (with JavaScript)
 * makes a new one, as a changed request must not replay the old answer.
 */
export const IDEMPOTENCY_FIELD = "idempotencyKey";

/** Only the enhanced (JavaScript) form sends this: it wants the answer as data, not a redirect. */
export const ENHANCED_FIELD = "enhanced";

const KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,128}$/;

/** The posted key when it is one (server/sales/identifiers.ts's pattern), else none. */
export function postedIdempotencyKey(value: string | undefined): string | undefined {
  return value && KEY_PATTERN.test(value) ? value : undefined;
}
