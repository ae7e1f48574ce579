import { NET_TERMS_DAYS } from "./payment-terms.ts";

/**
 * A payment's states and the moves between them, as a table like the sales document's: a payment waits
 * for the buyer (awaiting), a bank debit settles over days (processing), a card is authorised at checkout
 * and captured when staff confirm the order (authorized → captured), and a captured payment may be
 * refunded in part or in full. Nothing moves a payment backwards: an event that arrives late or twice
 * finds its move missing from the table and changes nothing.
 */
export const PAYMENT_TRANSITIONS = {
  awaiting: ["processing", "authorized", "captured", "failed", "canceled"],
  processing: ["authorized", "captured", "failed", "canceled"],
  // A failed attempt leaves the payment open: the buyer may try another card or account.
  failed: ["processing", "authorized", "captured", "canceled"],
  authorized: ["captured", "canceled"],
  captured: ["partially_refunded", "refunded"],
  // Each further partial refund is the same status with a larger refunded amount.
  partially_refunded: ["partially_refunded", "refunded"],
  refunded: [],
  canceled: [],
} as const;

export type PaymentStatus = keyof typeof PAYMENT_TRANSITIONS;
export const PAYMENT_STATUSES = Object.keys(PAYMENT_TRANSITIONS) as [PaymentStatus, ...PaymentStatus[]];

/**
 * Whether a payment in `from` may move to `to`. Only a failed attempt and the attempt after it can come
 * round again (processing → failed → processing), so those two moves alone also need the event that asks
 * for them to be no older than the one that set the current status (to the second: the provider stamps
 * its events in whole seconds).
 */
export function paymentMoveAllowed(
  from: PaymentStatus,
  to: PaymentStatus,
  eventAt: Date,
  statusAt: Date,
): boolean {
  const allowed: readonly PaymentStatus[] = PAYMENT_TRANSITIONS[from];
  if (!allowed.includes(to)) return false;
  const retryCycle = to === "failed" || from === "failed";
  const seconds = (at: Date) => Math.floor(at.getTime() / 1000);
  return !retryCycle || seconds(eventAt) >= seconds(statusAt);
}

/** How pages and mails name a payment's state. */
export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  awaiting: "Awaiting payment",
  processing: "Payment processing",
  authorized: "Payment authorised",
  captured: "Paid",
  failed: "Payment failed",
  canceled: "Payment canceled",
  partially_refunded: "Partially refunded",
  refunded: "Refunded",
};

/** A buyer may (still) pay online: nothing is held or taken yet. */
export const isPayable = (status: PaymentStatus) => status === "awaiting" || status === "failed";

/** The buyer's money is held or taken: the order counts as paid. */
export const isPaidFor = (status: PaymentStatus) => status === "authorized" || status === "captured";

/** How long a card authorisation holds before the provider releases it (online card payments). */
export const AUTHORIZATION_DAYS = 7;
/** The staff overview lists an authorisation this many days before it lapses. */
export const AUTHORIZATION_WARNING_DAYS = 2;

/** A refund's states at the provider; 'requested' is ours: asked for, no answer yet. */
export const REFUND_STATUSES = ["requested", "pending", "succeeded", "failed", "canceled"] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];
export const REFUND_STATUS_LABELS: Record<RefundStatus, string> = {
  requested: "Refund requested",
  pending: "Refund on its way",
  succeeded: "Refunded",
  failed: "Refund failed",
  canceled: "Refund canceled",
};

/** What the buyer is told about an order's payment, on the confirmation page and in its mail. */
export function paymentNote(method: "card" | "account" | "link", status: PaymentStatus): string {
  if (method === "account")
    return `Your order is on your company's account (net ${NET_TERMS_DAYS}): nothing is charged now; we invoice your company when it ships, and the invoice is due ${NET_TERMS_DAYS} days from its date.`;
  switch (status) {
    case "processing":
      return "Your bank payment is processing; a bank debit usually settles within 4 business days.";
    case "authorized":
      return "Your payment is authorised for the total; it is charged when we confirm stock and lead times.";
    case "captured":
      return "Your payment was received. Thank you.";
    case "failed":
      return "Your payment did not go through, and nothing was charged. Try again with another card or account.";
    case "canceled":
      return "The payment was canceled; nothing is charged for this order.";
    case "partially_refunded":
      return "Part of your payment was refunded to the card or account you paid with.";
    case "refunded":
      return "Your payment was refunded to the card or account you paid with.";
    default:
      return method === "link"
        ? "We will email you a secure link to pay for this order (or call you to take payment). Nothing has been charged."
        : "Your order is saved and awaiting payment. Nothing has been charged yet.";
  }
}
