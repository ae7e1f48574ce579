import { Link } from "react-router";
import { formatMoney } from "../../core/money.ts";
import { pageMeta, publicUrlFrom } from "../components/seo.ts";
import { requireStaff } from "../features/identity/guards.ts";
import { AdminPage, staffPageHeaders, staffTime } from "../features/back-office/admin-page.tsx";
import { DayChart } from "../features/back-office/day-chart.tsx";
import type { DashboardOverview, PeriodFigures } from "../../server/back-office/dashboard.ts";
import type { Route } from "./+types/admin-home";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Overview",
    description: "Back office: today's figures and what needs someone.",
    url: `${publicUrlFrom(matches)}/admin`,
    noindex: true,
  });

export const headers: Route.HeadersFunction = staffPageHeaders;

/** The back office's overview: figures, 30 days of orders and quote value, what waits. */
export async function loader(args: Route.LoaderArgs) {
  requireStaff(args);
  const { services } = args.context;
  const now = services.clock.now();
  const [overview, expiringAuthorizations] = await Promise.all([
    services.backOffice.dashboard.overview(now),
    services.sales.payments.expiringAuthorizations(now),
  ]);
  return { ...overview, expiringAuthorizations };
}

const FIGURES: { key: keyof PeriodFigures; label: string; money?: boolean }[] = [
  { key: "quotes", label: "Quotes" },
  { key: "orders", label: "Orders" },
  { key: "applications", label: "Applications" },
  { key: "revenueCents", label: "Revenue", money: true },
];

function Figures({ title, figures }: { title: string; figures: PeriodFigures }) {
  return (
    <section aria-labelledby={`${title}-figures`} className="rounded-lg border border-slate-200 bg-white p-4">
      <h2 id={`${title}-figures`} className="text-sm font-semibold tracking-wide text-slate-500 uppercase">
        {title}
      </h2>
      <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
        {FIGURES.map((f) => (
          <div key={f.key}>
            <dt className="text-sm text-slate-600">{f.label}</dt>
            <dd className="text-2xl font-bold text-slate-900" data-testid={`${title}-${f.key}`}>
              {f.money ? formatMoney(figures[f.key]) : figures[f.key]}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function Waiting<T>({
  title,
  total,
  rows,
  more,
  empty,
  row,
}: {
  title: string;
  total: number;
  rows: T[];
  more: string;
  empty: string;
  row: (item: T) => { key: string; to: string; label: string; detail: string };
}) {
  const id = title.toLowerCase().replaceAll(/[^a-z0-9]+/g, "-");
  return (
    <section aria-labelledby={id} className="rounded-lg border border-slate-200 bg-white p-4">
      <h2 id={id} className="font-semibold text-slate-900">
        {title} <span className="text-slate-500">({total})</span>
      </h2>
      {rows.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{empty}</p>
      ) : (
        <ul className="mt-2 divide-y divide-slate-100 text-sm">
          {rows.map((item) => {
            const r = row(item);
            return (
              <li key={r.key} className="py-2">
                <Link to={r.to} className="font-medium text-brand-700 underline">
                  {r.label}
                </Link>
                <span className="block text-slate-600">{r.detail}</span>
              </li>
            );
          })}
        </ul>
      )}
      {total > rows.length ? (
        <Link to={more} className="mt-2 inline-block text-sm text-brand-700 underline">
          All {total}
        </Link>
      ) : null}
    </section>
  );
}

type DocumentRow = DashboardOverview["unansweredQuotes"]["rows"][number];
const documentRow = (base: string) => (d: DocumentRow) => ({
  key: d.number,
  to: `${base}/${d.number}`,
  label: d.number,
  detail: `${d.companyName || d.email} · ${formatMoney(d.totalCents)} · since ${staffTime(d.createdAt)}`,
});

export default function AdminHome({ loaderData }: Route.ComponentProps) {
  const { today, week, chart, unansweredQuotes, unshippedOrders, pendingApplications, overdueInvoices } =
    loaderData;
  const { expiringAuthorizations, quotesRefusedForCredit, pendingReturns, overdueRebates } = loaderData;
  return (
    <AdminPage title="Overview">
      <div className="mt-4 grid gap-4 xl:grid-cols-2">
        <Figures title="Today" figures={today} />
        <Figures title="This week" figures={week} />
      </div>
      <h2 className="mt-8 text-lg font-semibold text-slate-900">Last 30 days</h2>
      <div className="mt-3 grid gap-4 xl:grid-cols-2">
        <DayChart
          title="Orders per day"
          days={chart.map((d) => ({ day: d.day, value: d.orders }))}
          format={String}
          colour="#15803d"
        />
        <DayChart
          title="Quote value per day"
          days={chart.map((d) => ({ day: d.day, value: d.quoteValueCents }))}
          format={formatMoney}
          colour="#1d4ed8"
        />
      </div>
      <h2 className="mt-8 text-lg font-semibold text-slate-900">Needs someone</h2>
      <div className="mt-3 grid gap-4 lg:grid-cols-2">
        <Waiting
          title="Quotes unanswered after 24 hours"
          total={unansweredQuotes.total}
          rows={unansweredQuotes.rows}
          more="/admin/quotes?status=pending"
          empty="Every quote request has had an answer within 24 hours."
          row={documentRow("/admin/quotes")}
        />
        <Waiting
          title="Pending applications"
          total={pendingApplications.total}
          rows={pendingApplications.rows}
          more="/admin/applications?status=pending"
          empty="No application waits for review."
          row={(a) => ({
            key: String(a.id),
            to: "/admin/applications?status=pending",
            label: a.companyName,
            detail: `${a.workEmail} · since ${staffTime(a.createdAt)}`,
          })}
        />
        <Waiting
          title="Orders not shipped after 2 days"
          total={unshippedOrders.total}
          rows={unshippedOrders.rows}
          more="/admin/orders"
          empty="Every order placed more than 2 days ago has shipped."
          row={documentRow("/admin/orders")}
        />
        <Waiting
          title="Invoices past their due day"
          total={overdueInvoices.total}
          rows={overdueInvoices.rows}
          more="/admin/orders"
          empty="No invoice is overdue."
          row={(i) => ({
            key: i.invoiceNumber,
            to: `/admin/orders/${i.orderNumber}`,
            label: i.invoiceNumber,
            detail: `${i.companyName} · ${formatMoney(i.totalCents)} · due ${i.dueOn}`,
          })}
        />
        <Waiting
          title="Quotes refused for lack of credit"
          total={quotesRefusedForCredit.total}
          rows={quotesRefusedForCredit.rows}
          more="/admin/quotes"
          empty="No buyer was refused a quote for lack of credit."
          row={(q) => ({
            key: q.number,
            to: `/admin/quotes/${q.number}`,
            label: q.number,
            detail: `${q.companyName || q.email} · ${formatMoney(q.totalCents)} · refused ${staffTime(q.refusedAt ?? "")}: the credit left did not cover it`,
          })}
        />
        <Waiting
          title="Returns waiting for approval"
          total={pendingReturns.total}
          rows={pendingReturns.rows}
          more="/admin/returns?status=requested"
          empty="No return waits for approval."
          row={(r) => ({
            key: r.number,
            to: "/admin/returns?status=requested",
            label: r.number,
            detail: `${r.companyName} · order ${r.orderNumber} · refund ${formatMoney(r.refundCents)} · since ${staffTime(r.createdAt)}`,
          })}
        />
        <Waiting
          title="Rebate steps overdue"
          total={overdueRebates.total}
          rows={overdueRebates.rows}
          more="/admin/rebates"
          empty="No rebate pre-approval is expiring and no claim is late."
          row={(p) => ({
            key: String(p.id),
            to: `/admin/rebates/${p.id}`,
            label: `${p.companyName} · ${p.site}`,
            detail: `${p.utilityName} · ${p.reason}`,
          })}
        />
        <Waiting
          title="Card authorisations lapsing within 2 days"
          total={expiringAuthorizations.length}
          rows={expiringAuthorizations}
          more="/admin/orders?status=paid"
          empty="No card authorisation lapses within 2 days."
          row={(a) => ({
            key: a.orderNumber,
            to: `/admin/orders/${a.orderNumber}`,
            label: a.orderNumber,
            detail: `${a.methodLabel ?? "Card"} · ${formatMoney(a.amountCents)} · lapses ${staffTime(a.expiresAt ?? "")}: start processing to charge it`,
          })}
        />
      </div>
    </AdminPage>
  );
}
