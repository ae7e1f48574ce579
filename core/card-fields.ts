/**
 * No card number, expiry or CVV is ever sent to, stored, logged or rendered by the shop: a card is typed
 * into the payment provider's own frame. These name what the shop refuses and checks for.
 */
export const CARD_DATA_REFUSED_MESSAGE =
  "We never take card details here: pay in the secure payment form, which sends them to our payment provider only.";

/** A form field or input named like card data (card number, expiry, CVV/CVC, security code). */
export const CARD_FIELD_NAME =
  /card.?(number|num|no)|cc.?(number|num|exp|csc)|cvv|cvc|csc|expiry|exp.?date|security.?code/i;

/** The posted fields without any named like card data, for what a refused form shows again. */
export function withoutCardFields<T extends Record<string, string>>(fields: T): T {
  return Object.fromEntries(Object.entries(fields).filter(([name]) => !CARD_FIELD_NAME.test(name))) as T;
}
