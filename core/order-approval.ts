import { formatMoney } from "./money.ts";
import type { SpendingLimits } from "./spending-limits.ts";
import { z } from "./zod.ts";

/**
 * Spending limits and order approvals (ADR 0180): a company admin gives a member an order limit (per
 * order) and optionally a monthly budget; an order above either waits for an approver.
 */

/** The largest limit or budget a company admin may set: $10,000,000.00. */
export const SPENDING_LIMIT_MAX_CENTS = 1_000_000_000;
/** The longest note an approver writes with a decision. */
export const DECISION_NOTE_MAX = 500;

export interface Spending extends SpendingLimits {
  /** What the member's orders placed this month (not rejected, canceled or still awaiting approval) total. */
  spentThisMonthCents: number;
}

/**
 * Why an order of `totalCents` needs an approver's decision, in the buyer's words; null when the member's
 * limits allow it. An order exactly at the limit or using the budget up is within it.
 */
export function approvalReason(spending: Spending, totalCents: number): string | null {
  const { orderLimitCents, monthlyBudgetCents, spentThisMonthCents } = spending;
  if (orderLimitCents !== null && totalCents > orderLimitCents) {
    return `The order total ${formatMoney(totalCents)} is above your order limit of ${formatMoney(orderLimitCents)}.`;
  }
  if (monthlyBudgetCents !== null && spentThisMonthCents + totalCents > monthlyBudgetCents) {
    const left = Math.max(0, monthlyBudgetCents - spentThisMonthCents);
    return `The order total ${formatMoney(totalCents)} is above the ${formatMoney(left)} left of your monthly budget.`;
  }
  return null;
}

export const LIMIT_AMOUNT_MESSAGE = `Enter an amount in dollars from 0 to ${formatMoney(SPENDING_LIMIT_MAX_CENTS)}, or leave it blank for no limit.`;
export const LIMITS_SAVED_MESSAGE = "Spending limits saved. They apply to the member's next order.";
/** A member with a limit needs someone else to approve their orders above it. */
export const OWN_ONLY_APPROVER_MESSAGE =
  "This member would be their own only approver. Give another member the Approver or Admin role first.";
/** A member limited by spending and to sites needs, for each of their sites, someone else who approves there. */
export const NO_SITE_APPROVER_MESSAGE =
  "This member would have no approver for one of their sites. Give a member who works for that site, or for every site, the Approver or Admin role first.";

/** A company member as the approval rule sees them: who, whether they may approve, and their limits. */
export interface ApprovalMember {
  userId: string;
  approves: boolean;
  /** Has an order limit or a monthly budget, so their larger orders wait for an approver. */
  limited: boolean;
  /** The sites they work for; empty is every site (and orders without a site). */
  siteIds: readonly string[];
}

/**
 * Why a company's members leave someone's orders with nobody to approve them, or null. A member with
 * a limit needs another approver for every order they can place: one who works for every site when
 * they do (an approver limited to sites sees only those sites' orders), else for each of their sites.
 */
export function strandedApprovalMessage(members: readonly ApprovalMember[]): string | null {
  for (const member of members.filter((m) => m.limited)) {
    const others = members.filter((m) => m.approves && m.userId !== member.userId);
    if (others.length === 0) return OWN_ONLY_APPROVER_MESSAGE;
    const approvesAt = (siteId: string | null) =>
      others.some((o) => o.siteIds.length === 0 || (siteId !== null && o.siteIds.includes(siteId)));
    const needed = member.siteIds.length === 0 ? [null] : member.siteIds;
    if (!needed.every(approvesAt)) return NO_SITE_APPROVER_MESSAGE;
  }
  return null;
}

export const AWAITING_APPROVAL_MESSAGE =
  "Your order is awaiting approval. Nothing has been charged; your approvers have been mailed.";
export const APPROVED_MESSAGE = "Order approved. The buyer has been mailed.";
export const REJECTED_MESSAGE = "Order rejected. The buyer has been mailed the reason.";
export const REJECT_REASON_MESSAGE = "Please give the buyer a reason for the rejection.";
export const NOT_APPROVER_MESSAGE =
  "Only your company's admins and approvers decide on orders awaiting approval.";
export const OWN_ORDER_OVER_LIMIT_MESSAGE =
  "You cannot approve your own order above your own limit; another approver must decide.";
export const NOT_AWAITING_MESSAGE = "This order is not awaiting approval any more.";

/** '1000', '$1,000.00' or blank (no limit) into cents, or an issue on `path`. */
const amount = z
  .string()
  .trim()
  .max(20, LIMIT_AMOUNT_MESSAGE)
  .optional()
  .default("")
  .transform((text, ctx): number | null => {
    if (text === "") return null;
    const cleaned = text.replace(/[$,\s]/g, "");
    const cents = /^\d+(\.\d{1,2})?$/.test(cleaned) ? Math.round(Number(cleaned) * 100) : -1;
    if (cents < 0 || cents > SPENDING_LIMIT_MAX_CENTS) {
      ctx.addIssue({ code: "custom", message: LIMIT_AMOUNT_MESSAGE });
      return z.NEVER;
    }
    return cents;
  });

const memberId = z.string().trim().min(1).max(100);

/** A company admin sets one member's limits (the users page's Limits form). */
export const spendingLimitsSchema = z
  .object({ userId: memberId, orderLimit: amount, monthlyBudget: amount })
  .transform(({ userId, orderLimit, monthlyBudget }) => ({
    userId,
    limits: { orderLimitCents: orderLimit, monthlyBudgetCents: monthlyBudget } satisfies SpendingLimits,
  }));

/** An approver's decision on an order awaiting approval; a rejection carries the buyer's reason. */
export const approvalDecisionSchema = z
  .object({
    decision: z.enum(["approve", "reject"], "Choose approve or reject."),
    note: z
      .string()
      .trim()
      .max(DECISION_NOTE_MAX, `Keep the note under ${DECISION_NOTE_MAX} characters.`)
      .default(""),
  })
  .check((ctx) => {
    if (ctx.value.decision === "reject" && ctx.value.note === "")
      ctx.issues.push({ code: "custom", message: REJECT_REASON_MESSAGE, input: ctx.value, path: ["note"] });
  });
export type ApprovalDecision = z.infer<typeof approvalDecisionSchema>;
