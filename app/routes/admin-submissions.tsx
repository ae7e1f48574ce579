import { Link } from "react-router";
import {
  isSubmissionList,
  SUBMISSION_COLUMNS,
  SUBMISSION_LIST_TITLES,
  SUBMISSION_LISTS,
  type SubmissionList,
} from "../../core/submission-lists.ts";
import { pageMeta, publicUrlFrom } from "../components/seo.ts";
import { requireStaff } from "../features/identity/guards.ts";
import { AdminPage, staffPageHeaders } from "../features/back-office/admin-page.tsx";
import { Pager, pageFrom } from "../features/back-office/pager.tsx";
import { secondaryButtonClass } from "../features/forms/fields.tsx";
import type { Route } from "./+types/admin-submissions";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Submissions",
    description: "Back office: contact and rebate requests and the newsletter list.",
    url: `${publicUrlFrom(matches)}/admin/submissions`,
    noindex: true,
  });

export const headers: Route.HeadersFunction = staffPageHeaders;

/** The list a URL asks for (?list=), the contact requests by default. */
export function listFrom(request: Request): SubmissionList {
  const list = new URL(request.url).searchParams.get("list");
  return isSubmissionList(list) ? list : "contact";
}

export async function loader(args: Route.LoaderArgs) {
  requireStaff(args);
  const list = listFrom(args.request);
  const page = pageFrom(args.request);
  return { list, page, ...(await args.context.services.backOffice.submissions.page(list, page)) };
}

export default function AdminSubmissions({ loaderData }: Route.ComponentProps) {
  const { list, page, rows, more } = loaderData;
  const columns = SUBMISSION_COLUMNS[list];
  return (
    <AdminPage
      title={SUBMISSION_LIST_TITLES[list]}
      actions={
        <a href={`/admin/submissions/export?list=${list}`} download className={secondaryButtonClass}>
          Export CSV
        </a>
      }
    >
      <nav aria-label="Submission lists" className="mt-4 flex flex-wrap gap-2">
        {SUBMISSION_LISTS.map((l) => (
          <Link
            key={l}
            to={`?list=${l}`}
            aria-current={l === list ? "page" : undefined}
            className="rounded-full border border-slate-300 px-4 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-100 aria-[current=page]:border-brand-700 aria-[current=page]:bg-brand-700 aria-[current=page]:text-white"
          >
            {SUBMISSION_LIST_TITLES[l]}
          </Link>
        ))}
      </nav>
      {rows.length === 0 ? (
        <p className="mt-6 text-slate-600">Nothing here yet.</p>
      ) : (
        <div className="mt-6 overflow-x-auto rounded-lg border border-slate-200 bg-white">
          <table className="min-w-full text-left text-sm">
            <thead className="bg-slate-50 text-slate-600">
              <tr>
                {columns.map((c) => (
                  <th key={c.key} scope="col" className="px-3 py-2 font-semibold whitespace-nowrap">
                    {c.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {rows.map((row, i) => (
                <tr key={i}>
                  {columns.map((c) => (
                    <td key={c.key} className="px-3 py-2 break-words">
                      {row[c.key] || "—"}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pager page={page} more={more} params={{ list }} />
    </AdminPage>
  );
}
