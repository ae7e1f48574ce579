import { formatMoney } from "./money.ts";

/** A member's spending limits, zod-free so that pages showing them load no form schema. */
export interface SpendingLimits {
  /** Per order; null means no limit. */
  orderLimitCents: number | null;
  /** Per calendar month (UTC); null means no budget. */
  monthlyBudgetCents: number | null;
}

/** How the account home and the users page say a member's limits. */
export function limitsWords(limits: SpendingLimits): string {
  const order =
    limits.orderLimitCents === null ? "No order limit" : `Order limit ${formatMoney(limits.orderLimitCents)}`;
  return limits.monthlyBudgetCents === null
    ? order
    : `${order} · monthly budget ${formatMoney(limits.monthlyBudgetCents)}`;
}
