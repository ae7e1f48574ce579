/**
 * Quote and checkout forms carry an idempotency key the server generated into the page, so a browser
 * without JavaScript that posts the same form twice gets one document. Editing the form (with JavaScript)
 * makes a new one, as a changed request must not replay the old answer.
 */
export const IDEMPOTENCY_FIELD = "idempotencyKey";

/** Only the enhanced (JavaScript) form sends this: it wants the answer as data, not a redirect. */
export const ENHANCED_FIELD = "enhanced";
