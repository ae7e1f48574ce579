import { STATUS_TRANSITIONS } from "../../core/document-status.ts";
import { pageMeta, publicUrlFrom } from "../components/seo.ts";
import { requireStaff } from "../features/identity/guards.ts";
import { AdminPage, staffPageHeaders } from "../features/back-office/admin-page.tsx";
import { DocumentPager, DocumentTable, ListFilterForm } from "../features/back-office/document-list.tsx";
import { listQuery } from "../features/back-office/list-query.ts";
import type { Route } from "./+types/admin-quotes";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Quotes",
    description: "Back office: quotes.",
    url: `${publicUrlFrom(matches)}/admin/quotes`,
    noindex: true,
  });

export const headers: Route.HeadersFunction = staffPageHeaders;

const QUOTE_STATUSES = Object.keys(STATUS_TRANSITIONS.quote);

export async function loader(args: Route.LoaderArgs) {
  requireStaff(args);
  const query = listQuery(args.request);
  const result = await args.context.services.sales.backOffice.list("quote", query);
  return { ...result, filters: query };
}

export default function AdminQuotes({ loaderData }: Route.ComponentProps) {
  const { rows, total, page, pageSize, filters } = loaderData;
  return (
    <AdminPage title={`Quotes (${total})`}>
      <ListFilterForm statuses={QUOTE_STATUSES} filters={filters} />
      <DocumentTable
        rows={rows}
        basePath="/admin/quotes"
        extra={{ heading: "Valid until", cell: (r) => r.expiresAt?.slice(0, 10) ?? "—" }}
      />
      <DocumentPager page={page} pageSize={pageSize} total={total} filters={filters} />
    </AdminPage>
  );
}
