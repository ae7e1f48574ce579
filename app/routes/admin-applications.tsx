import { privatePageMeta } from "../components/seo.ts";
import { data, Link, useActionData } from "react-router";
import {
  APPLICATION_STATUS_LABELS,
  APPLICATION_STATUSES,
  approvedMessage,
  rejectedMessage,
  reviewSchema,
  type ApplicationStatus,
} from "../../core/commercial-application.ts";
import { requireStaff } from "../features/identity/guards.ts";
import { ApplicationRow } from "../features/companies/application-row.tsx";
import { FormBanner } from "../features/forms/fields.tsx";
import { acceptForm, serviceRefusal } from "../features/forms/form-action.server.ts";
import type { FormResult } from "../features/forms/form-result.ts";
import { pageHref, Pager } from "../features/back-office/pager.tsx";
import type { Route } from "./+types/admin-applications";

const PAGE_SIZE = 50;
/** Staff review in bursts: a higher per-IP budget than the public forms. */
const REVIEWS_PER_MINUTE = 120;

export const meta: Route.MetaFunction = ({ matches }) =>
  privatePageMeta(matches, "Applications · Back office");

const isStatus = (value: string | null): value is ApplicationStatus =>
  (APPLICATION_STATUSES as readonly (string | null)[]).includes(value);

export async function loader(args: Route.LoaderArgs) {
  requireStaff(args);
  const url = new URL(args.request.url);
  const status = url.searchParams.get("status");
  const page = Math.max(1, Math.floor(Number(url.searchParams.get("page"))) || 1);
  const found = await args.context.services.commercial.applications.page({
    status: isStatus(status) ? status : undefined,
    page,
    pageSize: PAGE_SIZE,
  });
  return data({ ...found, status: isStatus(status) ? status : null, page });
}

export async function action(args: Route.ActionArgs) {
  const actor = requireStaff(args);
  const form = await acceptForm(args.request, args.context, {
    bucket: "staff-review",
    schema: reviewSchema,
    input: (fields) => fields,
    perMinute: REVIEWS_PER_MINUTE,
  });
  if (!form.ok) return form.response;
  const { review } = args.context.services.commercial;
  try {
    const message =
      form.data.intent === "approve"
        ? approvedMessage((await review.approve(actor, form.data.id)).application.companyName)
        : rejectedMessage((await review.reject(actor, form.data.id, form.data.reason)).companyName);
    return data({ ok: true, message } satisfies FormResult);
  } catch (error) {
    return serviceRefusal(error, form.values);
  }
}

const FILTERS: { label: string; status: ApplicationStatus | null }[] = [
  { label: "All", status: null },
  ...APPLICATION_STATUSES.map((status) => ({ label: APPLICATION_STATUS_LABELS[status], status })),
];

export default function AdminApplications({ loaderData }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  const { rows, more, status, page } = loaderData;
  return (
    <main>
      <h1 className="text-2xl font-bold text-slate-900">Commercial applications</h1>
      <nav aria-label="Filter by status" className="mt-4 flex flex-wrap gap-2">
        {FILTERS.map((filter) => (
          <Link
            key={filter.label}
            to={pageHref({ status: filter.status ?? "" }, 1)}
            aria-current={filter.status === status ? "page" : undefined}
            className="rounded-full border border-slate-300 px-4 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-100 aria-[current=page]:border-brand-700 aria-[current=page]:bg-brand-700 aria-[current=page]:text-white"
          >
            {filter.label}
          </Link>
        ))}
      </nav>
      {result ? (
        <div className="mt-4">
          <FormBanner tone={result.ok ? "success" : "error"}>{result.message}</FormBanner>
        </div>
      ) : null}
      {rows.length === 0 ? (
        <p className="mt-8 text-slate-600">No applications{status ? ` with status ${status}` : ""}.</p>
      ) : (
        <ul className="mt-6 space-y-4">
          {rows.map((application) => (
            <ApplicationRow key={application.id} application={application} />
          ))}
        </ul>
      )}
      <Pager page={page} more={more} params={{ status: status ?? "" }} />
    </main>
  );
}
