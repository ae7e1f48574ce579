import { STATUS_TRANSITIONS } from "../../core/document-status.ts";
import { pageMeta, publicUrlFrom } from "../components/seo.ts";
import { requireStaff } from "../features/identity/guards.ts";
import { AdminPage, staffPageHeaders } from "../features/back-office/admin-page.tsx";
import { DocumentPager, DocumentTable, ListFilterForm } from "../features/back-office/document-list.tsx";
import { listQuery } from "../features/back-office/list-query.ts";
import type { Route } from "./+types/admin-orders";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Orders",
    description: "Back office: orders.",
    url: `${publicUrlFrom(matches)}/admin/orders`,
    noindex: true,
  });

export const headers: Route.HeadersFunction = staffPageHeaders;

const ORDER_STATUSES = Object.keys(STATUS_TRANSITIONS.order);

export async function loader(args: Route.LoaderArgs) {
  requireStaff(args);
  const query = listQuery(args.request);
  const result = await args.context.services.sales.backOffice.list("order", query);
  return { ...result, filters: query };
}

export default function AdminOrders({ loaderData }: Route.ComponentProps) {
  const { rows, total, page, pageSize, filters } = loaderData;
  return (
    <AdminPage title={`Orders (${total})`}>
      <ListFilterForm statuses={ORDER_STATUSES} filters={filters} />
      <DocumentTable
        rows={rows}
        basePath="/admin/orders"
        extra={{ heading: "Tracking", cell: (r) => r.trackingNumber ?? "—" }}
      />
      <DocumentPager page={page} pageSize={pageSize} total={total} filters={filters} />
    </AdminPage>
  );
}
