import { data, Form, Link } from "react-router";
import { COMPANY_ROLE_LABELS } from "../../core/company-roles.ts";
import { formatMoney } from "../../core/money.ts";
import { shopDate, shopDay } from "../../core/shop-time.ts";
import { limitsWords } from "../../core/spending-limits.ts";
import { QUICK_ORDER_FIELDS } from "../../core/quick-order-fields.ts";
import { NO_STORE } from "../features/identity/auth-card.tsx";
import { requireBuyer } from "../features/identity/guards.ts";
import { DEFAULT_PANE_TEXT } from "../features/account-area/panes.ts";
import { ReorderResultNote } from "../features/account-area/reorder-panel.tsx";
import { reorderDocument, type ReorderResult } from "../features/account-area/reorder.server.ts";
import { readForm } from "../features/forms/form-action.server.ts";
import { primaryButtonClass, secondaryButtonClass } from "../features/forms/fields.tsx";
import { statusWords } from "../features/sales/status-badge.tsx";
import type { Route } from "./+types/commercial-view-home";

export const headers: Route.HeadersFunction = () => NO_STORE;

/** The account home: every figure from the server, for the buyer's company only; admins also see invitations. */
export async function loader(args: Route.LoaderArgs) {
  const buyer = requireBuyer(args);
  const { services } = args.context;
  const today = shopDay(services.clock.now());
  const { approvals } = services.sales.orders;
  const [home, members, spending, awaiting] = await Promise.all([
    services.account.home(buyer, today),
    buyer.companyRole === "admin" ? services.commercial.members.list(buyer) : null,
    approvals.spending(buyer),
    buyer.companyRole === "buyer" ? Promise.resolve([]) : approvals.awaiting(buyer),
  ]);
  return { home, today, invitations: members?.invitations ?? null, spending, awaitingCount: awaiting.length };
}

/** Reorder from the last orders: the order's lines go into the cart at today's company prices. */
export async function action({ request, context, ...rest }: Route.ActionArgs) {
  requireBuyer({ request, context, ...rest });
  const form = await readForm(request.clone());
  const number = form?.get("number");
  if (form?.get("intent") !== "reorder" || typeof number !== "string" || number.length > 40)
    return data(
      {
        form: "reorder",
        ok: false,
        message: "Choose an order to reorder.",
        fields: {},
        added: [],
        gone: [],
      } satisfies ReorderResult,
      { status: 400 },
    );
  return reorderDocument(request, context, number);
}

const cardClass = "rounded-xl border border-slate-200 bg-white p-5";
const linkClass = "inline-flex min-h-6 items-center font-medium whitespace-nowrap text-brand-800 underline";

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div className="flex items-baseline justify-between gap-3 sm:block">
      <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{label}</dt>
      <dd className="mt-0.5 text-lg font-bold text-slate-900" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

function Card({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className={cardClass}>
      <h2 id={id} className="text-base font-semibold text-slate-900">
        {title}
      </h2>
      <div className="mt-3 text-sm text-slate-700">{children}</div>
    </section>
  );
}

type Home = Route.ComponentProps["loaderData"]["home"];

function CreditCard({ credit }: { credit: Home["credit"] }) {
  return (
    <Card id="credit-heading" title="Credit on account">
      {credit ? (
        <>
          <dl className="grid gap-2 sm:grid-cols-3">
            <Figure
              label="Limit"
              value={credit.limitCents === null ? "Not set" : formatMoney(credit.limitCents)}
              testId="credit-limit"
            />
            <Figure label="Used" value={formatMoney(credit.usedCents)} testId="credit-used" />
            <Figure label="Left" value={formatMoney(credit.leftCents)} testId="credit-left" />
          </dl>
          <p className="mt-3 text-slate-600">
            Net 30: orders on account use credit until their invoice is paid.
          </p>
        </>
      ) : (
        <p>
          Your company pays by card or bank account. To buy on account (net 30),{" "}
          <Link to="/contact" className={linkClass}>
            ask us for terms
          </Link>
          .
        </p>
      )}
    </Card>
  );
}

function InvoicesCard({ invoices }: { invoices: Home["invoices"] }) {
  return (
    <Card id="invoices-heading" title="Open invoices">
      {invoices.openCount === 0 ? (
        <p>No open invoices.</p>
      ) : (
        <>
          <p data-testid="open-invoices">
            <span className="text-lg font-bold text-slate-900">{formatMoney(invoices.openCents)}</span> in{" "}
            {invoices.openCount} {invoices.openCount === 1 ? "invoice" : "invoices"}
            {invoices.overdueCount > 0 ? (
              <span className="ml-2 rounded-full bg-red-100 px-2 py-0.5 font-medium text-red-900">
                {invoices.overdueCount} past due
              </span>
            ) : null}
          </p>
          {invoices.next ? (
            <p className="mt-2" data-testid="next-invoice">
              Next due {shopDate(invoices.next.dueOn)}: {formatMoney(invoices.next.totalCents)} (
              {invoices.next.invoiceNumber})
            </p>
          ) : null}
        </>
      )}
      <p className="mt-3">
        <Link to="/commercial-view/invoices" className={linkClass}>
          All invoices
        </Link>
      </p>
    </Card>
  );
}

function QuotesCard({ quotes, total }: { quotes: Home["quotesAwaiting"]; total: number }) {
  return (
    <Card id="quotes-heading" title="Quotes awaiting your answer">
      {quotes.length === 0 ? (
        <p>No quotes are waiting for you.</p>
      ) : (
        <ul className="divide-y divide-slate-100" data-testid="quotes-awaiting">
          {quotes.map((q) => (
            <li key={q.number} className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 py-2">
              <Link to={`/quotations/${q.number}`} className={linkClass}>
                {q.number}
              </Link>
              <span className="font-semibold text-slate-900">{formatMoney(q.totalCents)}</span>
              <span className="w-full text-slate-600">
                {q.expiresAt ? `Valid until ${shopDate(q.expiresAt)}` : "No expiry date"}
              </span>
            </li>
          ))}
        </ul>
      )}
      {total > quotes.length ? (
        <p className="mt-2">
          <Link to="/commercial-view/quotes" className={linkClass}>
            All {total} quotes awaiting an answer
          </Link>
        </p>
      ) : null}
    </Card>
  );
}

function ShipmentsCard({ orders }: { orders: Home["onTheWay"] }) {
  return (
    <Card id="shipments-heading" title="On the way">
      {orders.length === 0 ? (
        <p>No orders in transit.</p>
      ) : (
        <ul className="divide-y divide-slate-100" data-testid="orders-on-the-way">
          {orders.map((o) => (
            <li key={o.number} className="py-2">
              <div className="flex flex-wrap items-center justify-between gap-x-3">
                <Link to={`/quotations/${o.number}`} className={linkClass}>
                  {o.number}
                </Link>
                <span>{statusWords(o.status)}</span>
              </div>
              <p className="text-slate-600">
                {o.carrier}{" "}
                <Link
                  to={`/commercial-view/tracking?${new URLSearchParams({ number: o.trackingNumber })}`}
                  className={linkClass}
                  aria-label={`Track ${o.trackingNumber}`}
                >
                  {o.trackingNumber}
                </Link>
                {o.estimatedDelivery ? ` · expected ${shopDate(o.estimatedDelivery)}` : ""}
              </p>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

function LastOrders({ orders }: { orders: Home["lastOrders"] }) {
  return (
    <section aria-labelledby="last-orders-heading" className={cardClass}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="last-orders-heading" className="text-base font-semibold text-slate-900">
          Last orders
        </h2>
        <Link to="/commercial-view/orders" className={`${linkClass} text-sm`}>
          Order History
        </Link>
      </div>
      {orders.length === 0 ? (
        <p className="mt-3 text-sm text-slate-700">No orders yet.</p>
      ) : (
        <ul className="mt-2 divide-y divide-slate-100 text-sm" data-testid="last-orders">
          {orders.map((o) => (
            <li
              key={o.number}
              className="grid items-center gap-x-3 gap-y-1 py-3 sm:grid-cols-[10rem_1fr_6rem_11rem_auto]"
            >
              <Link to={`/quotations/${o.number}`} className={linkClass}>
                {o.number}
              </Link>
              <span className="text-slate-600">
                {shopDate(o.createdAt)}
                {o.poNumber ? ` · PO ${o.poNumber}` : ""}
              </span>
              <span className="text-slate-700">{statusWords(o.status)}</span>
              <span className="font-semibold whitespace-nowrap text-slate-900 sm:text-right">
                {formatMoney(o.totalCents)} · {o.itemCount} {o.itemCount === 1 ? "item" : "items"}
              </span>
              <Form method="post">
                <input type="hidden" name="intent" value="reorder" />
                <input type="hidden" name="number" value={o.number} />
                <button
                  type="submit"
                  className={`${secondaryButtonClass} px-3 py-1.5`}
                  aria-label={`Reorder ${o.number}`}
                >
                  Reorder
                </button>
              </Form>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function QuickOrderCard() {
  return (
    <Card id="quick-order-heading" title="Quick order">
      <p>Know your SKUs? Type them, paste lines of sku,quantity or upload a CSV, at your company's prices.</p>
      <Form method="get" action="/new-quotation" className="mt-3 space-y-2">
        <label htmlFor="home-quick-lines" className="block font-medium text-slate-700">
          Lines of sku,quantity
        </label>
        <textarea
          id="home-quick-lines"
          name={QUICK_ORDER_FIELDS.csv}
          rows={3}
          maxLength={4000}
          placeholder={"LED-1000,4\nNUT-250,12"}
          className="block w-full rounded-md border border-slate-300 px-3 py-2 font-mono text-sm"
        />
        <button type="submit" className={primaryButtonClass}>
          Continue to Quick order
        </button>
      </Form>
    </Card>
  );
}

type Invitations = NonNullable<Route.ComponentProps["loaderData"]["invitations"]>;

function InvitationsCard({ invitations }: { invitations: Invitations }) {
  return (
    <Card id="invitations-heading" title="Pending invitations">
      {invitations.length === 0 ? (
        <p>No pending invitations.</p>
      ) : (
        <ul className="divide-y divide-slate-100" data-testid="pending-invitations">
          {invitations.map((i) => (
            <li key={i.id} className="flex flex-wrap justify-between gap-x-3 py-2">
              <span className="font-medium break-all text-slate-900">{i.email}</span>
              <span className="text-slate-600">
                {COMPANY_ROLE_LABELS[i.role]} · expires {shopDate(i.expiresAt)}
              </span>
            </li>
          ))}
        </ul>
      )}
      <p className="mt-2">
        <Link to="/commercial-view/users" className={linkClass}>
          Company Users
        </Link>
      </p>
    </Card>
  );
}

/**
 * The account home: credit, open invoices, quotes awaiting an answer, orders on the way, the last orders
 * with Reorder and Quick order. A company with no documents yet keeps the spec's welcome line.
 */
export default function CommercialViewHome({ loaderData, actionData }: Route.ComponentProps) {
  const { home, invitations, spending, awaitingCount } = loaderData;
  const limited = spending && (spending.orderLimitCents !== null || spending.monthlyBudgetCents !== null);
  const reorder = actionData as ReorderResult | undefined;
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold text-slate-900">Account home</h1>
      {home.hasDocuments ? null : (
        <section className="rounded-xl border border-slate-200 bg-slate-50 p-6 text-center">
          <p className="text-lg text-slate-700">{DEFAULT_PANE_TEXT}</p>
          <p className="mt-2 text-sm text-slate-600">
            Nothing here yet:{" "}
            <Link to="/products" className={linkClass}>
              browse products
            </Link>{" "}
            or start a quick order below; your orders, quotes and invoices will show here.
          </p>
        </section>
      )}
      {reorder ? <ReorderResultNote result={reorder} /> : null}
      {limited ? (
        <p className="text-sm text-slate-700" data-testid="spending">
          {limitsWords(spending)} · spent this month {formatMoney(spending.spentThisMonthCents)}
          {spending.monthlyBudgetCents !== null
            ? ` of ${formatMoney(spending.monthlyBudgetCents)} (${formatMoney(Math.max(0, spending.monthlyBudgetCents - spending.spentThisMonthCents))} left)`
            : ""}
        </p>
      ) : null}
      {awaitingCount > 0 ? (
        <p className="text-sm">
          <Link to="/commercial-view/approvals" className={linkClass}>
            {awaitingCount === 1 ? "1 order awaits" : `${awaitingCount} orders await`} your approval
          </Link>
        </p>
      ) : null}
      <div className="grid gap-4 lg:grid-cols-2">
        <CreditCard credit={home.credit} />
        <InvoicesCard invoices={home.invoices} />
        <QuotesCard quotes={home.quotesAwaiting} total={home.quotesAwaitingCount} />
        <ShipmentsCard orders={home.onTheWay} />
      </div>
      <LastOrders orders={home.lastOrders} />
      <div className="grid gap-4 lg:grid-cols-2">
        <QuickOrderCard />
        {invitations ? <InvitationsCard invitations={invitations} /> : null}
      </div>
    </div>
  );
}
