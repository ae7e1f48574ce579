import { shopDate } from "../../core/shop-time.ts";
import { Form, Link, useNavigation, useSubmit } from "react-router";
import {
  INVOICE_PAGE_SIZES,
  invoiceListQuerySchema,
  NO_INVOICES_TEXT,
  type InvoiceListQuery,
} from "../../core/invoice.ts";
import { formatMoney } from "../../core/money.ts";
import { Pager } from "../components/ui/pager.tsx";
import { requireBuyer } from "../features/accounts/guards.ts";
import { inputClass, secondaryButtonClass } from "../features/forms/fields.tsx";
import { StatusBadge } from "../features/sales/status-badge.tsx";
import { SiteFilter } from "../features/account-area/document-list.tsx";
import type { Route } from "./+types/commercial-view-invoices";

export const meta: Route.MetaFunction = () => [
  { title: "Invoices · Commercial Account" },
  { name: "robots", content: "noindex" },
];

const UNKNOWN_ERROR = "An unknown error occurred";

export async function loader(args: Route.LoaderArgs) {
  const viewer = requireBuyer(args);
  const params = Object.fromEntries(new URL(args.request.url).searchParams);
  const query = invoiceListQuerySchema.parse(params);
  const today = new Date().toISOString().slice(0, 10);
  const payOnline = args.context.publicEnv.payments !== null;
  const sites = await args.context.services.commercial.sites.visible(viewer);
  try {
    const list = await args.context.services.billing.invoices.list(viewer, query, today);
    // An invoice being paid online (a bank debit settling) says so beside its status.
    const paying = await args.context.services.sales.payments.invoicePaymentStates(
      list.rows.filter((r) => r.status !== "paid").map((r) => r.invoiceNumber),
    );
    return { query, list, paying, payOnline, error: null, sites };
  } catch {
    // A failed list shows the red box, not an error page.
    return { query, list: null, paying: {}, payOnline, error: UNKNOWN_ERROR, sites };
  }
}

const hrefFor = (query: InvoiceListQuery, page: number) =>
  `?${new URLSearchParams({
    ...(query.q ? { q: query.q } : {}),
    ...(query.site ? { site: query.site } : {}),
    size: String(query.size),
    page: String(page),
  })}`;

const dateOf = (iso: string) => shopDate(iso);
const cell = "px-4 py-3 text-left";

/** Payments → Invoices: the company's invoices for shipped orders on account, each with its PDF. */
export default function InvoicesPane({ loaderData }: Route.ComponentProps) {
  const { query, list, error, paying, payOnline, sites } = loaderData;
  const navigation = useNavigation();
  const submit = useSubmit();
  const loading =
    navigation.state === "loading" && navigation.location.pathname === "/commercial-view/invoices";
  const pageCount = list ? Math.ceil(list.total / list.size) : 0;
  return (
    <div>
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">Invoices</h1>
        <Link
          to="/commercial-view/statement"
          className="inline-flex min-h-6 items-center font-medium text-brand-700 underline"
        >
          Statement of account
        </Link>
      </div>
      <section
        aria-labelledby="orders-list-heading"
        className="mt-6 rounded-xl border border-slate-200 bg-white"
      >
        <div className="flex flex-col gap-4 border-b border-slate-200 p-4 sm:flex-row sm:items-end sm:justify-between">
          <h2 id="orders-list-heading" className="text-lg font-semibold text-slate-900">
            Orders List
          </h2>
          {/* A GET form: the search and page size live in the URL, so Back and reload keep them. */}
          <Form method="get" role="search" className="flex flex-wrap items-end gap-3">
            <label className="text-sm text-slate-700">
              <span className="sr-only">Search invoices</span>
              <input
                type="search"
                name="q"
                defaultValue={query.q}
                placeholder="Search by customer, order or PO"
                className={`${inputClass} mt-0 w-64`}
              />
            </label>
            <label className="text-sm text-slate-700">
              Show{" "}
              <select
                name="size"
                defaultValue={query.size}
                className={`${inputClass} mt-0 inline-block w-auto`}
                onChange={(e) => void submit(e.currentTarget.form)}
              >
                {INVOICE_PAGE_SIZES.map((n) => (
                  <option key={n} value={n}>
                    {n}
                  </option>
                ))}
              </select>
            </label>
            <SiteFilter sites={sites} selected={query.site ?? ""} />
            <button type="submit" className={secondaryButtonClass}>
              Search
            </button>
          </Form>
        </div>
        {loading ? (
          <p role="status" className="flex items-center justify-center gap-3 py-12 text-slate-600">
            <span
              aria-hidden="true"
              className="h-6 w-6 animate-spin rounded-full border-2 border-slate-300 border-t-brand-700"
            />
            Loading...
          </p>
        ) : error || !list ? (
          <p
            role="alert"
            className="m-4 rounded-md border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-800"
          >
            <strong>Error!</strong> {error ?? UNKNOWN_ERROR}
          </p>
        ) : list.rows.length === 0 ? (
          <p className="py-12 text-center text-slate-600">{NO_INVOICES_TEXT}</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="stack-table w-full text-sm sm:min-w-[760px]">
              <thead className="bg-slate-50 text-slate-700">
                <tr>
                  {["Order ID", "Total", "Status", "Customer", "Order Date", "PDF", "Actions"].map((h) => (
                    <th key={h} scope="col" className={`${cell} font-semibold`}>
                      {h}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200">
                {list.rows.map((r) => (
                  <tr key={r.invoiceNumber}>
                    <td data-label="Order ID" className={cell}>
                      <span className="font-medium text-slate-900">{r.orderNumber}</span>
                      <span className="block text-xs text-slate-500">
                        {r.invoiceNumber}
                        {r.poNumber ? ` · PO ${r.poNumber}` : ""}
                      </span>
                    </td>
                    <td data-label="Total" className={cell}>
                      {formatMoney(r.totalCents)}
                      {r.status !== "paid" && r.balanceCents !== r.totalCents ? (
                        <span className="block text-xs text-slate-600">
                          Balance {formatMoney(r.balanceCents)}
                        </span>
                      ) : null}
                    </td>
                    <td data-label="Status" className={cell}>
                      <StatusBadge status={r.status} />
                      <span className="mt-1 block text-xs text-slate-500">Due {dateOf(r.dueOn)}</span>
                    </td>
                    <td data-label="Customer" className={cell}>
                      {r.customer}
                    </td>
                    <td data-label="Order Date" className={cell}>
                      {dateOf(r.orderDate)}
                    </td>
                    <td data-label="PDF" className={cell}>
                      <a
                        href={`/commercial-view/invoices/${encodeURIComponent(r.invoiceNumber)}/pdf`}
                        download={`${r.invoiceNumber}.pdf`}
                        className="inline-flex min-h-6 items-center font-medium text-brand-700 underline"
                      >
                        PDF<span className="sr-only"> of invoice {r.invoiceNumber}</span>
                      </a>
                    </td>
                    <td data-label="Actions" className={cell}>
                      <Link
                        to={r.orderPath}
                        className="inline-flex min-h-6 items-center font-medium text-brand-700 underline"
                      >
                        View<span className="sr-only"> order {r.orderNumber}</span>
                      </Link>
                      {r.status === "paid" ? null : paying[r.invoiceNumber] === "processing" ? (
                        <span className="mt-1 block text-xs text-slate-600">Payment processing</span>
                      ) : payOnline ? (
                        <Link
                          to={`/commercial-view/invoices/${encodeURIComponent(r.invoiceNumber)}/pay`}
                          className="mt-1 flex min-h-6 items-center font-medium text-brand-700 underline"
                        >
                          Pay online<span className="sr-only"> invoice {r.invoiceNumber}</span>
                        </Link>
                      ) : null}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {list && !loading ? (
          <div className="px-4 pb-4">
            <Pager page={list.page} pageCount={pageCount} hrefFor={(p) => hrefFor(query, p)} window={1} />
          </div>
        ) : null}
      </section>
    </div>
  );
}
