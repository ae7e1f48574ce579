import { shopDate } from "../../../core/shop-time.ts";
import { useRef } from "react";
import { Form, Link, useLocation, useNavigation } from "react-router";
import {
  documentListHref,
  LIST_PAGE_SIZES,
  LIST_PAGER_WINDOW,
  sortedBy,
  type DocumentListParams,
  type DocumentSort,
} from "../../../core/company-documents.ts";
import { showsSites } from "../../../core/company-sites.ts";
import { formatMoney } from "../../../core/money.ts";
import { Pager } from "../../components/ui/pager.tsx";
import { inputClass, primaryButtonClass, secondaryButtonClass } from "../forms/fields.tsx";
import { FulfillmentBadge, StatusBadge } from "../sales/status-badge.tsx";
import type { DocumentListData } from "./document-list.server.ts";

/** 'Quotations list' texts. */
export const LIST_EMPTY_TEXT = "No orders found";

const COLUMNS: { label: string; sort?: DocumentSort }[] = [
  { label: "ID", sort: "id" },
  { label: "Total", sort: "total" },
  { label: "Status", sort: "status" },
  { label: "Fulfillment" },
  { label: "Customer", sort: "customer" },
  { label: "Customer Code", sort: "customerCode" },
  { label: "Date", sort: "date" },
  { label: "PDF" },
  { label: "Actions" },
];

/** The current params as hidden fields, so a GET form changes one of them and keeps the others. */
function KeptParams({ params, except }: { params: DocumentListParams; except: "q" | "size" }) {
  return (
    <>
      {except !== "q" && params.q ? <input type="hidden" name="q" value={params.q} /> : null}
      {except !== "q" && params.site ? <input type="hidden" name="site" value={params.site} /> : null}
      <input type="hidden" name="sort" value={params.sort} />
      <input type="hidden" name="dir" value={params.dir} />
      {except !== "size" ? <input type="hidden" name="size" value={params.size} /> : null}
    </>
  );
}

function SortHeader({
  label,
  sort,
  params,
  path,
}: {
  label: string;
  sort: DocumentSort;
  params: DocumentListParams;
  path: string;
}) {
  const active = params.sort === sort;
  return (
    <th
      scope="col"
      aria-sort={active ? (params.dir === "asc" ? "ascending" : "descending") : undefined}
      className="px-3 py-2"
    >
      <Link
        to={documentListHref(path, sortedBy(params, sort))}
        className="inline-flex min-h-6 items-center gap-1 hover:text-brand-800"
      >
        {label}
        <span aria-hidden="true">{active ? (params.dir === "asc" ? "▲" : "▼") : "↕"}</span>
        {active ? null : <span className="sr-only"> (sort)</span>}
      </Link>
    </th>
  );
}

/** The site a list shows, in its search form: only for a viewer who sees more than one site (ADR 0270). */
export function SiteFilter({
  sites,
  selected,
}: {
  sites: readonly { id: string; name: string }[];
  selected: string;
}) {
  if (!showsSites(sites)) return null;
  return (
    <div>
      <label htmlFor="list-site" className="block text-sm font-medium text-slate-700">
        Site
      </label>
      <select id="list-site" name="site" defaultValue={selected} className={inputClass}>
        <option value="">All sites</option>
        {sites.map((s) => (
          <option key={s.id} value={s.id}>
            {s.name}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * Order History and My Quotes ('Lists',): search, sortable columns, page sizes 20/40/60 and
 * the pager, all in the URL (GET forms and links), so they work without JavaScript and Back/reload keep them.
 */
export function DocumentList({
  title,
  tableLabel,
  data,
}: {
  title: string;
  tableLabel: string;
  data: DocumentListData;
}) {
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const sizeForm = useRef<HTMLFormElement>(null);
  const loading = navigation.state === "loading" && navigation.location?.pathname === pathname;
  const { params, rows, total, error, sites } = data;
  const pageCount = Math.max(1, Math.ceil(total / params.size));
  const from = total === 0 ? 0 : (params.page - 1) * params.size + 1;
  const to = Math.min(params.page * params.size, total);
  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
        <Link to="/new-quotation" className={primaryButtonClass}>
          Create Quotation
        </Link>
      </div>

      <div className="mt-5 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <Form
          method="get"
          role="search"
          aria-label={`Search ${tableLabel.toLowerCase()}`}
          className="flex flex-1 items-end gap-2"
        >
          <KeptParams params={params} except="q" />
          <div className="flex-1">
            <label htmlFor="list-q" className="block text-sm font-medium text-slate-700">
              Search by customer, ID or customer code
            </label>
            <input
              id="list-q"
              name="q"
              type="search"
              maxLength={100}
              defaultValue={params.q}
              className={inputClass}
            />
          </div>
          <SiteFilter sites={sites} selected={params.site} />
          <button type="submit" className={secondaryButtonClass}>
            Search
          </button>
        </Form>
        <Form method="get" ref={sizeForm} className="flex items-end gap-2">
          <KeptParams params={params} except="size" />
          <div>
            <label htmlFor="list-size" className="block text-sm font-medium text-slate-700">
              Per page
            </label>
            <select
              id="list-size"
              name="size"
              defaultValue={params.size}
              className={inputClass}
              onChange={() => sizeForm.current?.requestSubmit()}
            >
              {LIST_PAGE_SIZES.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </select>
          </div>
          <noscript>
            <button type="submit" className={secondaryButtonClass}>
              Show
            </button>
          </noscript>
        </Form>
      </div>

      {loading ? (
        <p role="status" className="mt-6 flex items-center gap-3 text-slate-600">
          <span
            aria-hidden="true"
            className="h-6 w-6 animate-spin rounded-full border-2 border-brand-200 border-t-brand-700"
          />
          Loading...
        </p>
      ) : error ? (
        <p role="alert" className="mt-6 rounded-lg border border-red-300 bg-red-50 p-4 text-sm text-red-800">
          <strong>Error!</strong> {error || "An unknown error occurred"}
        </p>
      ) : rows.length === 0 ? (
        <p className="mt-6 rounded-lg border border-slate-200 bg-slate-50 p-6 text-center text-slate-700">
          {LIST_EMPTY_TEXT}
        </p>
      ) : (
        <>
          <p className="mt-4 text-sm text-slate-600" aria-live="polite">
            Showing {from}-{to} of {total}
          </p>
          <div
            className="relative mt-2 overflow-x-auto rounded-xl border border-slate-200 bg-white"
            tabIndex={0}
            role="region"
            aria-label={tableLabel}
          >
            <table className="stack-table min-w-full text-left text-sm">
              <caption className="sr-only">{tableLabel}</caption>
              <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase">
                <tr>
                  {COLUMNS.map((c) =>
                    c.sort ? (
                      <SortHeader
                        key={c.label}
                        label={c.label}
                        sort={c.sort}
                        params={params}
                        path={pathname}
                      />
                    ) : (
                      <th key={c.label} scope="col" className="px-3 py-2">
                        {c.label}
                      </th>
                    ),
                  )}
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200">
                {rows.map((row) => (
                  <tr key={row.id} data-testid="document-row">
                    <td data-label="ID" className="px-3 py-2 font-mono whitespace-nowrap">
                      {row.id}
                    </td>
                    <td data-label="Total" className="px-3 py-2 whitespace-nowrap">
                      {formatMoney(row.totalCents)}
                    </td>
                    <td data-label="Status" className="px-3 py-2 whitespace-nowrap">
                      <StatusBadge status={row.status} />
                    </td>
                    <td data-label="Fulfillment" className="px-3 py-2 whitespace-nowrap">
                      <FulfillmentBadge fulfillment={row.fulfillment} />
                    </td>
                    <td data-label="Customer" className="px-3 py-2">
                      {row.customer}
                    </td>
                    <td data-label="Customer Code" className="px-3 py-2">
                      {row.customerCode || "-"}
                    </td>
                    <td data-label="Date" className="px-3 py-2 whitespace-nowrap">
                      <time dateTime={row.date}>{shopDate(row.date)}</time>
                    </td>
                    <td data-label="PDF" className="px-3 py-2">
                      {row.pdf_path ? <a href={row.pdf_path}>PDF</a> : "-"}
                    </td>
                    <td className="px-3 py-2">
                      <Link
                        to={`/quotations/${encodeURIComponent(row.id)}`}
                        className="inline-flex min-h-6 items-center font-medium text-brand-800 underline"
                      >
                        View<span className="sr-only"> {row.id}</span>
                      </Link>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager
            page={params.page}
            pageCount={pageCount}
            hrefFor={(page) => documentListHref(pathname, { ...params, page })}
            window={LIST_PAGER_WINDOW}
          />
        </>
      )}
    </div>
  );
}
