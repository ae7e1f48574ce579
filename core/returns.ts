import { z } from "./zod.ts";
import { RESTOCKING_FEE_PERCENT, RETURN_WINDOW_DAYS } from "./constants.ts";
import { statusMachine } from "./status-moves.ts";

/** A return's way (ADR 0098): requested → approved → received, or requested → rejected (with a reason). */
const RETURN_MOVES = {
  requested: ["approved", "rejected"],
  approved: ["received"],
  rejected: [],
  received: [],
} as const;
export type ReturnStatus = keyof typeof RETURN_MOVES;

export const RETURN_STATUS_LABELS: Record<ReturnStatus, string> = {
  requested: "Requested",
  approved: "Approved",
  rejected: "Rejected",
  received: "Received",
};

export const returnStatusMachine = statusMachine<ReturnStatus>(RETURN_MOVES, {
  noun: "return",
  labels: RETURN_STATUS_LABELS,
});
export const RETURN_STATUSES = returnStatusMachine.statuses;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The last moment a return may be requested: 15 days after the delivered event (policy text,). */
export const returnDeadline = (deliveredAt: Date) =>
  new Date(deliveredAt.getTime() + RETURN_WINDOW_DAYS * DAY_MS);

/** Why a buyer returns items: the shop's fault (damaged, wrong, defective) or the buyer's own choice. */
export const RETURN_REASONS = [
  "damaged_in_transit",
  "wrong_item",
  "defective",
  "no_longer_needed",
  "other",
] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];
export const RETURN_REASON_LABELS: Record<ReturnReason, string> = {
  damaged_in_transit: "Damaged in transit",
  wrong_item: "Wrong item shipped",
  defective: "Defective",
  no_longer_needed: "No longer needed",
  other: "Other",
};

/**
 * The policy's 15% restocking fee restocks goods the buyer chose to send back: it applies when the
 * items are no longer needed or returned for another reason of the buyer's, never when they arrived
 * damaged, were the wrong items or are defective (those refund in full).
 */
export const chargesRestockingFee = (reason: ReturnReason): boolean =>
  reason === "no_longer_needed" || reason === "other";

/**
 * The tax the order charged on the returned items (ADR 0251): the order's tax in proportion to their
 * share of its subtotal, rounded to the cent, and never more than the order's tax not yet credited by
 * its earlier returns. A tax-exempt order charged none, so credits none.
 */
export function returnedTaxCents(
  subtotalCents: number,
  order: { subtotalCents: number; taxCents: number; taxCreditedCents: number },
): number {
  if (order.subtotalCents <= 0 || order.taxCents <= 0) return 0;
  const share = Math.round((order.taxCents * subtotalCents) / order.subtotalCents);
  return Math.max(0, Math.min(share, order.taxCents - order.taxCreditedCents));
}

/**
 * The restocking fee on the returned items' value (when the reason carries one), the tax charged on those
 * items (refunded in full: the fee is a charge on the goods' price, not on their tax) and the refund:
 * items less fee plus tax.
 */
export function refundEstimate(subtotalCents: number, reason: ReturnReason, taxCents = 0) {
  const restockingFeeCents = chargesRestockingFee(reason)
    ? Math.round((subtotalCents * RESTOCKING_FEE_PERCENT) / 100)
    : 0;
  return {
    subtotalCents,
    restockingFeeCents,
    taxCents,
    refundCents: subtotalCents - restockingFeeCents + taxCents,
  };
}

export const RETURN_WINDOW_CLOSED_MESSAGE = `Returns are accepted within ${RETURN_WINDOW_DAYS} days of delivery; this order's window has closed.`;
export const RETURN_NOTHING_CHOSEN_MESSAGE = "Choose at least one item to return.";
export const RETURN_REASON_MESSAGE = "Please tell us why you are returning these items.";
export const RETURN_REASON_CODE_MESSAGE =
  "Choose why you are returning these items: damaged in transit, wrong item shipped, defective, no longer needed, or other.";
export const RETURN_ORDER_NOT_FOUND_MESSAGE = "Order not found.";
export const RETURN_NOT_FOUND_MESSAGE = "Return not found.";
export const returnTooManyMessage = (sku: string, left: number) =>
  `You can return at most ${left} of ${sku}.`;
export const returnRequestedMessage = (number: string) =>
  `Return ${number} requested. We will email you when it is reviewed.`;
export const REJECTION_REASON_NEEDED = "Please give the buyer a reason.";

const quantity = z.coerce.number().int("Enter a whole number.").min(0, "Enter 0 or more.").max(100_000);

/**
 * A return request as the Returns pane posts it: the order, a quantity per order line (`qty-<lineNo>`),
 * the reason, and whether it is the review (preview) or the confirmation.
 */
export const returnRequestSchema = z.object({
  intent: z.enum(["preview", "confirm"]),
  order: z.string().trim().min(1, RETURN_ORDER_NOT_FOUND_MESSAGE).max(40, RETURN_ORDER_NOT_FOUND_MESSAGE),
  reasonCode: z.enum(RETURN_REASONS, { error: RETURN_REASON_CODE_MESSAGE }),
  reason: z
    .string({ error: RETURN_REASON_MESSAGE })
    .trim()
    .min(1, RETURN_REASON_MESSAGE)
    .max(1000, "Please keep the reason under 1,000 characters."),
  lines: z.array(z.object({ lineNo: z.number().int().positive(), quantity })).max(500),
});
export type ReturnRequestInput = z.infer<typeof returnRequestSchema>;

/** The posted fields as the schema takes them: every `qty-N` field becomes a line. */
export function returnRequestInput(fields: Record<string, string>) {
  const lines = Object.entries(fields)
    .filter(([name]) => /^qty-\d{1,6}$/.test(name))
    .map(([name, value]) => ({ lineNo: Number(name.slice(4)), quantity: value.trim() || "0" }));
  return {
    intent: fields.intent,
    order: fields.order,
    reasonCode: fields.reasonCode,
    reason: fields.reason,
    lines,
  };
}

const returnNumber = z.string().trim().min(1, RETURN_NOT_FOUND_MESSAGE).max(40, RETURN_NOT_FOUND_MESSAGE);

/** /admin/returns: approve, reject with a reason, or mark received. */
export const returnReviewSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("approve"), number: returnNumber }),
  z.object({
    intent: z.literal("reject"),
    number: returnNumber,
    reason: z
      .string({ error: REJECTION_REASON_NEEDED })
      .trim()
      .min(1, REJECTION_REASON_NEEDED)
      .max(1000, "Please keep the reason under 1,000 characters."),
  }),
  z.object({ intent: z.literal("receive"), number: returnNumber }),
]);
export type ReturnReview = z.infer<typeof returnReviewSchema>;

/** The refund's parts as a document prints them: the returned items, the fee when one applies, their tax. */
export function refundRows(r: {
  subtotalCents: number;
  restockingFeeCents: number;
  taxCents: number;
}): [string, number][] {
  return [
    ["Returned items", r.subtotalCents],
    ...(r.restockingFeeCents > 0
      ? [[`Restocking fee (${RESTOCKING_FEE_PERCENT}%)`, -r.restockingFeeCents] as [string, number]]
      : []),
    ...(r.taxCents > 0 ? [["Tax on returned items", r.taxCents] as [string, number]] : []),
  ];
}
