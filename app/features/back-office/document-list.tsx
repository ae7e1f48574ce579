import { Form, Link } from "react-router";
import { formatMoney } from "../../../core/money.ts";
import type { DocumentListRow } from "../../../server/sales/back-office-queries.ts";
import { inputClass, primaryButtonClass } from "../forms/fields.tsx";
import { StatusBadge } from "../sales/status-badge.tsx";
import { staffTime, statusWords } from "./admin-page.tsx";
import { Pager } from "./pager.tsx";

export interface ListFilters {
  status: string;
  company: string;
  q: string;
}

/** The GET filter form of a list: status, company, and a search by number, email or company. */
export function ListFilterForm({ statuses, filters }: { statuses: readonly string[]; filters: ListFilters }) {
  return (
    <Form
      method="get"
      className="mt-4 grid gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-[1fr_12rem_14rem_auto] sm:items-end"
    >
      <label className="text-sm font-medium text-slate-700">
        Search number, email or company
        <input name="q" type="search" defaultValue={filters.q} className={inputClass} maxLength={100} />
      </label>
      <label className="text-sm font-medium text-slate-700">
        Status
        <select name="status" defaultValue={filters.status} className={inputClass}>
          <option value="">All statuses</option>
          {statuses.map((s) => (
            <option key={s} value={s}>
              {statusWords(s)}
            </option>
          ))}
        </select>
      </label>
      <label className="text-sm font-medium text-slate-700">
        Company
        <input name="company" defaultValue={filters.company} className={inputClass} maxLength={100} />
      </label>
      <button type="submit" className={primaryButtonClass}>
        Filter
      </button>
    </Form>
  );
}

/** Quotes or orders as a table, each number linking to its screen. */
export function DocumentTable({
  rows,
  basePath,
  extra,
}: {
  rows: DocumentListRow[];
  basePath: string;
  extra: { heading: string; cell: (row: DocumentListRow) => string };
}) {
  if (rows.length === 0) return <p className="mt-6 text-slate-600">Nothing matches these filters.</p>;
  return (
    <div className="mt-6 overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table className="min-w-full text-left text-sm">
        <thead className="bg-slate-50 text-slate-600">
          <tr>
            {["Number", "Received", "Customer", "Company", "Status", "Items", "Total", extra.heading].map(
              (h) => (
                <th key={h} scope="col" className="px-3 py-2 font-semibold">
                  {h}
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((r) => (
            <tr key={r.id}>
              <td className="px-3 py-2 font-mono">
                <Link to={`${basePath}/${r.number}`} className="text-brand-700 underline">
                  {r.number}
                </Link>
              </td>
              <td className="px-3 py-2 whitespace-nowrap">{staffTime(r.createdAt)}</td>
              <td className="px-3 py-2">
                {r.firstName} {r.lastName}
                <br />
                <span className="text-slate-500">{r.email}</span>
              </td>
              <td className="px-3 py-2">{r.companyName || "—"}</td>
              <td className="px-3 py-2 whitespace-nowrap">
                <StatusBadge status={r.status} />
              </td>
              <td className="px-3 py-2">{r.itemCount}</td>
              <td className="px-3 py-2 whitespace-nowrap">{formatMoney(r.totalCents)}</td>
              <td className="px-3 py-2 whitespace-nowrap">{extra.cell(r)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The pages of a filtered quote or order list, each keeping the filters. */
export function DocumentPager({
  page,
  pageSize,
  total,
  filters,
}: {
  page: number;
  pageSize: number;
  total: number;
  filters: ListFilters;
}) {
  const { status, company, q } = filters;
  return <Pager page={page} more={page * pageSize < total} params={{ status, company, q }} />;
}
