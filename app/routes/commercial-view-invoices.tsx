import { shopDate, shopDay } from "../../core/shop-time.ts";
import { data, Form, Link, useActionData, useNavigation, useSubmit } from "react-router";
import {
  BILLING_CONTACT_ADDED_MESSAGE,
  BILLING_CONTACT_REMOVED_MESSAGE,
  billingContactActionSchema,
} from "../../core/billing-contacts.ts";
import {
  INVOICE_PAGE_SIZES,
  invoiceListQuerySchema,
  NO_INVOICES_TEXT,
  type InvoiceListQuery,
} from "../../core/invoice.ts";
import { formatMoney } from "../../core/money.ts";
import { Pager } from "../components/ui/pager.tsx";
import { requireBuyer, requireCompanyAdmin } from "../features/identity/guards.ts";
import { BillingContactsForm } from "../features/billing/billing-contacts-form.tsx";
import { FormBanner, inputClass, secondaryButtonClass } from "../features/forms/fields.tsx";
import { acceptForm, serviceRefusal } from "../features/forms/form-action.server.ts";
import type { FormResult } from "../features/forms/form-result.ts";
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
  const today = shopDay(args.context.services.clock.now());
  const payOnline = args.context.publicEnv.payments !== null;
  const contacts = {
    list: await args.context.services.billing.contacts.list(viewer.companyId),
    editable: viewer.companyRole === "admin",
  };
  const sites = await args.context.services.commercial.sites.visible(viewer);
  try {
    const list = await args.context.services.billing.invoices.list(viewer, query, today);
    // An invoice being paid online (a bank debit settling) says so beside its status.
    const paying = await args.context.services.sales.payments.invoicePaymentStates(
      list.rows.filter((r) => r.status !== "paid").map((r) => r.invoiceNumber),
    );
    return { query, list, paying, payOnline, contacts, error: null, sites };
  } catch {
    // A failed list shows the red box, not an error page.
    return { query, list: null, paying: {}, payOnline, contacts, error: UNKNOWN_ERROR, sites };
  }
}

/** A company admin adds or removes a billing contact (another buyer: 403); audited with who did it. */
export async function action(args: Route.ActionArgs) {
  const viewer = requireCompanyAdmin(args);
  const form = await acceptForm(args.request, args.context, {
    bucket: "billing-contacts",
    schema: billingContactActionSchema,
    input: (values) => values,
  });
  if (!form.ok) return form.response;
  const { contacts } = args.context.services.billing;
  const actor = viewer.shopAs ?? viewer;
  const request = form.data;
  try {
    if (request.intent === "add-contact")
      await contacts.add({ userId: actor.userId, email: actor.email }, viewer.companyId, request);
    else
      await contacts.remove(
        { userId: actor.userId, email: actor.email },
        viewer.companyId,
        request.contactId,
      );
  } catch (error) {
    return serviceRefusal(error, form.values);
  }
  const message =
    request.intent === "add-contact" ? BILLING_CONTACT_ADDED_MESSAGE : BILLING_CONTACT_REMOVED_MESSAGE;
  return data({ ok: true, message } satisfies FormResult);
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
  const { query, list, error, paying, payOnline, contacts, sites } = loaderData;
  const result = useActionData<typeof action>();
  const refused = result && !result.ok ? result : null;
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
      <section
        id="billing-contacts"
        aria-labelledby="billing-contacts-heading"
        className="mt-6 rounded-xl border border-slate-200 bg-white p-4"
      >
        <h2 id="billing-contacts-heading" className="text-lg font-semibold text-slate-900">
          Billing contacts
        </h2>
        {result ? (
          <div className="mt-2">
            <FormBanner tone={result.ok ? "success" : "error"}>{result.message}</FormBanner>
          </div>
        ) : null}
        <div className="mt-2">
          <BillingContactsForm
            key={result?.ok ? result.message + contacts.list.length : "contacts"}
            contacts={contacts.list}
            editable={contacts.editable}
            errors={refused?.fields}
            values={refused?.values}
          />
        </div>
      </section>
    </div>
  );
}
