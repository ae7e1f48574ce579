import { privatePageMeta } from "../components/seo.ts";
import { data, Form, Link } from "react-router";
import { formatMoney } from "../../core/money.ts";
import {
  RETURN_REASON_LABELS,
  RETURN_STATUS_LABELS,
  RETURN_STATUSES,
  returnReviewSchema,
  type ReturnStatus,
} from "../../core/returns.ts";
import {
  ReturnItems,
  ReturnStatusBadge,
  returnDay,
  type ListedReturn,
} from "../features/account-area/return-parts.tsx";
import { requireStaff } from "../features/identity/guards.ts";
import { AdminPage, staffPageHeaders } from "../features/back-office/admin-page.tsx";
import { FormBanner, secondaryButtonClass, TextField } from "../features/forms/fields.tsx";
import { acceptForm, serviceRefusal } from "../features/forms/form-action.server.ts";
import type { FormResult } from "../features/forms/form-result.ts";
import type { Route } from "./+types/admin-returns";

/** Staff review in bursts: a higher per-IP budget than the public forms. */
const REVIEWS_PER_MINUTE = 120;

export const meta: Route.MetaFunction = ({ matches }) => privatePageMeta(matches, "Returns · Back office");

export const headers: Route.HeadersFunction = staffPageHeaders;

const isStatus = (value: string | null): value is ReturnStatus =>
  (RETURN_STATUSES as readonly (string | null)[]).includes(value);

export async function loader(args: Route.LoaderArgs) {
  requireStaff(args);
  const status = new URL(args.request.url).searchParams.get("status");
  const filter = isStatus(status) ? status : undefined;
  return {
    returns: await args.context.services.account.returns.forStaff(filter),
    status: filter ?? null,
  };
}

const DONE: Record<"approve" | "reject" | "receive", string> = {
  approve: "approved; the buyer was emailed.",
  reject: "rejected; the buyer was emailed the reason.",
  receive: "marked received; the buyer was emailed.",
};

export async function action(args: Route.ActionArgs) {
  const staff = requireStaff(args);
  const form = await acceptForm(args.request, args.context, {
    bucket: "staff-review",
    schema: returnReviewSchema,
    input: (fields) => fields,
    perMinute: REVIEWS_PER_MINUTE,
  });
  if (!form.ok) return form.response;
  try {
    const { number } = await args.context.services.account.returns.review(form.data, staff);
    return data({ ok: true, message: `Return ${number} ${DONE[form.data.intent]}` } satisfies FormResult);
  } catch (error) {
    return serviceRefusal(error, form.values);
  }
}

function ReviewForms({ r, refusedReason }: { r: ListedReturn; refusedReason?: string }) {
  if (r.status === "approved") {
    return (
      <Form method="post">
        <input type="hidden" name="number" value={r.number} />
        <button type="submit" name="intent" value="receive" className={secondaryButtonClass}>
          Mark received<span className="sr-only"> {r.number}</span>
        </button>
      </Form>
    );
  }
  if (r.status !== "requested") return null;
  return (
    <div className="space-y-3">
      <Form method="post">
        <input type="hidden" name="number" value={r.number} />
        <button type="submit" name="intent" value="approve" className={secondaryButtonClass}>
          Approve<span className="sr-only"> {r.number}</span>
        </button>
      </Form>
      <Form method="post" className="flex flex-wrap items-end gap-2" aria-label={`Reject ${r.number}`}>
        <input type="hidden" name="number" value={r.number} />
        <TextField
          id={`reason-${r.number}`}
          name="reason"
          label="Reason for rejecting"
          maxLength={1000}
          error={refusedReason}
          className="min-w-48 flex-1"
        />
        <button type="submit" name="intent" value="reject" className={secondaryButtonClass}>
          Reject<span className="sr-only"> {r.number}</span>
        </button>
      </Form>
    </div>
  );
}

export default function AdminReturns({ loaderData, actionData }: Route.ComponentProps) {
  const { returns, status } = loaderData;
  const refused = actionData && !actionData.ok ? actionData : null;
  const filters = [
    { label: "All", value: null },
    ...RETURN_STATUSES.map((s) => ({ label: RETURN_STATUS_LABELS[s], value: s })),
  ];
  return (
    <AdminPage title="Returns">
      <nav aria-label="Filter returns" className="mt-4 flex flex-wrap gap-2 text-sm">
        {filters.map((f) => (
          <Link
            key={f.label}
            to={f.value ? `?status=${f.value}` : "."}
            aria-current={f.value === status ? "page" : undefined}
            className="rounded-full border border-slate-300 px-3 py-1 aria-[current=page]:border-brand-700 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-800"
          >
            {f.label}
          </Link>
        ))}
      </nav>
      {actionData ? (
        <div className="mt-4">
          <FormBanner tone={actionData.ok ? "success" : "error"}>{actionData.message}</FormBanner>
        </div>
      ) : null}
      {returns.length === 0 ? (
        <p className="mt-6 text-sm text-slate-600">No returns.</p>
      ) : (
        <ul className="mt-6 space-y-4">
          {returns.map((r) => (
            <li key={r.number} className="rounded-lg border border-slate-200 bg-white p-4">
              <div className="flex flex-wrap items-center justify-between gap-3">
                <h2 className="text-lg font-semibold text-slate-900">
                  {r.number} <span className="text-sm font-normal text-slate-600">· order </span>
                  <Link
                    to={`/admin/orders/${r.orderNumber}`}
                    className="text-sm font-normal text-brand-700 underline"
                  >
                    {r.orderNumber}
                  </Link>
                </h2>
                <ReturnStatusBadge status={r.status} />
              </div>
              <div className="mt-3 grid gap-4 text-sm md:grid-cols-[1fr_1fr_16rem]">
                <div>
                  <p className="text-slate-600">
                    {r.companyName} · requested {returnDay(r.createdAt)}
                  </p>
                  <p className="mt-1">
                    <span className="font-medium">Reason:</span> {RETURN_REASON_LABELS[r.reasonCode]}:{" "}
                    {r.reason}
                  </p>
                  {r.rejectionReason ? (
                    <p className="mt-1">
                      <span className="font-medium">Rejected:</span> {r.rejectionReason}
                    </p>
                  ) : null}
                </div>
                <div>
                  <ReturnItems lines={r.lines} />
                  <p className="mt-1 text-slate-600">
                    Refund {formatMoney(r.refundCents)} (items {formatMoney(r.subtotalCents)} less{" "}
                    {formatMoney(r.restockingFeeCents)} restocking fee, plus {formatMoney(r.taxCents)} tax)
                  </p>
                  {r.creditNoteNumber ? (
                    <p className="mt-1">
                      <a
                        href={`/admin/credit-notes/${r.creditNoteNumber}/pdf`}
                        className="inline-flex min-h-6 items-center font-medium text-brand-700 underline"
                      >
                        Credit note {r.creditNoteNumber} (PDF)
                      </a>
                    </p>
                  ) : null}
                </div>
                <ReviewForms
                  r={r}
                  refusedReason={refused?.values.number === r.number ? refused.fields.reason : undefined}
                />
              </div>
            </li>
          ))}
        </ul>
      )}
    </AdminPage>
  );
}
