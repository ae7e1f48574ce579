import { Link } from "react-router";
import { pageMeta, publicUrlFrom } from "../components/seo.ts";
import { requireStaff } from "../features/identity/guards.ts";
import { AdminPage, staffPageHeaders } from "../features/back-office/admin-page.tsx";
import { loadStatement } from "../features/billing/statement.server.ts";
import { StatementView } from "../features/billing/statement-view.tsx";
import type { Route } from "./+types/admin-company-statement";

export const meta: Route.MetaFunction = ({ matches, params }) =>
  pageMeta(matches, {
    title: "Statement of account",
    description: "Back office: a company's statement of account.",
    url: `${publicUrlFrom(matches)}/admin/companies/${params.id}/statement`,
    noindex: true,
  });

export const headers: Route.HeadersFunction = staffPageHeaders;

export async function loader(args: Route.LoaderArgs) {
  requireStaff(args);
  return loadStatement(args, args.params.id);
}

/** A company's statement of account for staff: the figures its buyers see, from the same computation. */
export default function AdminCompanyStatement({ loaderData, params }: Route.ComponentProps) {
  const { company, statement } = loaderData;
  return (
    <AdminPage
      title={`Statement · ${company.name}`}
      actions={
        <Link to={`/admin/companies/${params.id}`} className="font-medium text-brand-700 underline">
          Back to the company
        </Link>
      }
    >
      <div className="mt-6">
        <StatementView
          statement={statement}
          pdfHref={`/admin/companies/${encodeURIComponent(params.id)}/statement/pdf`}
        />
      </div>
    </AdminPage>
  );
}
