import { Link } from "react-router";
import { formatMoney } from "../../core/money.ts";
import { limitsWords } from "../../core/order-approval.ts";
import { requireBuyer } from "../features/accounts/guards.ts";
import { DEFAULT_PANE_TEXT } from "../features/account-area/panes.ts";
import type { Route } from "./+types/commercial-view-home";

/** The buyer's spending against their limits, and for approvers how many orders wait for a decision. */
export async function loader(args: Route.LoaderArgs) {
  const viewer = requireBuyer(args);
  const { approvals } = args.context.services.sales.orders;
  const [spending, awaiting] = await Promise.all([
    approvals.spending(viewer),
    viewer.companyRole === "buyer" ? Promise.resolve([]) : approvals.awaiting(viewer),
  ]);
  return { spending, awaitingCount: awaiting.length };
}

export default function CommercialViewHome({ loaderData }: Route.ComponentProps) {
  const { spending, awaitingCount } = loaderData;
  const limited = spending && (spending.orderLimitCents !== null || spending.monthlyBudgetCents !== null);
  return (
    <section className="rounded-xl border border-slate-200 bg-slate-50 p-8 text-center">
      <h1 className="sr-only">Commercial Account</h1>
      <p className="text-lg text-slate-700">{DEFAULT_PANE_TEXT}</p>
      {limited ? (
        <p className="mt-4 text-sm text-slate-700" data-testid="spending">
          {limitsWords(spending)} · spent this month {formatMoney(spending.spentThisMonthCents)}
          {spending.monthlyBudgetCents !== null
            ? ` of ${formatMoney(spending.monthlyBudgetCents)} (${formatMoney(Math.max(0, spending.monthlyBudgetCents - spending.spentThisMonthCents))} left)`
            : ""}
        </p>
      ) : null}
      {awaitingCount > 0 ? (
        <p className="mt-4 text-sm">
          <Link to="/commercial-view/approvals" className="font-medium text-brand-800 underline">
            {awaitingCount === 1 ? "1 order awaits" : `${awaitingCount} orders await`} your approval
          </Link>
        </p>
      ) : null}
    </section>
  );
}
