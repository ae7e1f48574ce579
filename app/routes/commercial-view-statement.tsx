import { Link } from "react-router";
import { requireBuyer } from "../features/identity/guards.ts";
import { loadStatement } from "../features/billing/statement.server.ts";
import { StatementView } from "../features/billing/statement-view.tsx";
import type { Route } from "./+types/commercial-view-statement";

export const meta: Route.MetaFunction = () => [
  { title: "Statement of account · Commercial Account" },
  { name: "robots", content: "noindex" },
];

/** The buyer's own company's statement only: the company comes from the session, never the URL. */
export async function loader(args: Route.LoaderArgs) {
  const viewer = requireBuyer(args);
  return loadStatement(args, viewer.companyId);
}

/** Payments → Invoices → Statement of account: what the company owes, how old it is, and its PDF. */
export default function StatementPane({ loaderData }: Route.ComponentProps) {
  return (
    <div>
      <p className="text-sm">
        <Link to="/commercial-view/invoices" className="font-medium text-brand-700 underline">
          Invoices
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-bold text-slate-900">Statement of account</h1>
      <p className="mt-1 text-sm text-slate-600">{loaderData.company.name}</p>
      <div className="mt-6">
        <StatementView
          statement={loaderData.statement}
          pdfHref="/commercial-view/statement/pdf"
          creditNoteHref={(number) => `/commercial-view/credit-notes/${encodeURIComponent(number)}/pdf`}
        />
      </div>
    </div>
  );
}
