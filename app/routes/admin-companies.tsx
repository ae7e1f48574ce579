import { Form, Link } from "react-router";
import { termsWords } from "../../core/company-admin-forms.ts";
import { pageMeta, publicUrlFrom } from "../components/seo.ts";
import { requireStaff } from "../features/identity/guards.ts";
import { AdminPage, staffPageHeaders, statusWords } from "../features/back-office/admin-page.tsx";
import { listQuery } from "../features/back-office/list-query.ts";
import { StaffTable } from "../features/back-office/staff-table.tsx";
import { inputClass, primaryButtonClass } from "../features/forms/fields.tsx";
import type { Route } from "./+types/admin-companies";

const PAGE_SIZE = 25;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Companies",
    description: "Back office: approved companies.",
    url: `${publicUrlFrom(matches)}/admin/companies`,
    noindex: true,
  });

export const headers: Route.HeadersFunction = staffPageHeaders;

/** Approved companies: search by name or a buyer's email, filter by status, 25 a page. */
export async function loader(args: Route.LoaderArgs) {
  requireStaff(args);
  const query = listQuery(args.request);
  const page = Math.max(1, query.page);
  const found = await args.context.services.commercial.companies.page({
    ...query,
    page,
    pageSize: PAGE_SIZE,
  });
  return { ...found, filters: { ...query, page }, pages: Math.max(1, Math.ceil(found.total / PAGE_SIZE)) };
}

function pageHref(filters: { q: string; status: string }, page: number) {
  const params = new URLSearchParams();
  if (filters.q) params.set("q", filters.q);
  if (filters.status) params.set("status", filters.status);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `?${query}` : ".";
}

export default function AdminCompanies({ loaderData }: Route.ComponentProps) {
  const { rows, total, filters, pages } = loaderData;
  return (
    <AdminPage title={`Companies (${total})`}>
      <Form
        method="get"
        className="mt-4 grid gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-[1fr_12rem_auto] sm:items-end"
      >
        <label className="text-sm font-medium text-slate-700">
          Search company name or buyer email
          <input name="q" type="search" defaultValue={filters.q} className={inputClass} maxLength={100} />
        </label>
        <label className="text-sm font-medium text-slate-700">
          Status
          <select name="status" defaultValue={filters.status} className={inputClass}>
            <option value="">All statuses</option>
            <option value="active">Active</option>
            <option value="deactivated">Deactivated</option>
          </select>
        </label>
        <button type="submit" className={primaryButtonClass}>
          Filter
        </button>
      </Form>
      {rows.length === 0 ? (
        <p className="mt-6 text-slate-600">No company matches these filters.</p>
      ) : (
        <StaffTable
          headings={["Company", "Buyers", "Price list", "Payment terms", "Status"]}
          className="mt-6"
        >
          {rows.map((c) => (
            <tr key={c.id} className="align-top">
              <td className="px-3 py-2">
                <Link to={`/admin/companies/${c.id}`} className="font-medium text-brand-700 underline">
                  {c.name}
                </Link>
              </td>
              <td className="min-w-56 px-3 py-2">
                {c.members.length === 0 ? (
                  <span className="text-slate-500">No buyers yet</span>
                ) : (
                  <ul className="space-y-1">
                    {c.members.map((m) => (
                      <li key={m.userId}>
                        {m.name} <span className="text-slate-500">({m.role})</span>
                        <br />
                        <span className="break-words text-slate-500">{m.email}</span>
                      </li>
                    ))}
                  </ul>
                )}
              </td>
              <td className="px-3 py-2 whitespace-nowrap">{c.priceListName}</td>
              <td className="px-3 py-2 whitespace-nowrap">{termsWords(c)}</td>
              <td className="px-3 py-2 whitespace-nowrap">{statusWords(c.status)}</td>
            </tr>
          ))}
        </StaffTable>
      )}
      {pages > 1 ? (
        <nav aria-label="Pages" className="mt-6 flex items-center justify-between text-sm">
          {filters.page > 1 ? (
            <Link className="text-brand-700 underline" to={pageHref(filters, filters.page - 1)}>
              Previous
            </Link>
          ) : (
            <span />
          )}
          <span className="text-slate-600">
            Page {filters.page} of {pages}
          </span>
          {filters.page < pages ? (
            <Link className="text-brand-700 underline" to={pageHref(filters, filters.page + 1)}>
              Next
            </Link>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </AdminPage>
  );
}
