import { Form } from "react-router";
import { staffTime } from "../back-office/admin-page.tsx";
import { APPLICATION_STATUS_LABELS, type ApplicationStatus } from "../../../core/commercial-application.ts";
import { inputClass, primaryButtonClass, secondaryButtonClass } from "../forms/fields.tsx";

/** An application as the review screen shows it (dates as ISO strings from the loader). */
export interface ApplicationView {
  id: number;
  fullName: string;
  companyName: string;
  workEmail: string;
  phone: string;
  country: string;
  state: string;
  companyDescription: string;
  status: ApplicationStatus;
  reason: string | null;
  reviewedAt: string | null;
  createdAt: string;
}

const STATUS_STYLES: Record<ApplicationStatus, string> = {
  pending: "bg-amber-100 text-amber-900",
  approved: "bg-green-100 text-green-900",
  rejected: "bg-red-100 text-red-900",
};

const dateTime = staffTime;

/** One application with, while pending, Approve and Reject (a reason first); plain forms, no JavaScript needed. */
export function ApplicationRow({ application: a }: { application: ApplicationView }) {
  return (
    <li className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 className="text-lg font-semibold text-slate-900">{a.companyName}</h2>
          <p className="text-sm text-slate-600">
            {a.fullName} ·{" "}
            <a className="text-brand-700 underline" href={`mailto:${a.workEmail}`}>
              {a.workEmail}
            </a>{" "}
            · {a.phone} · {a.state}, {a.country}
          </p>
          <p className="mt-1 text-xs text-slate-500">Applied {dateTime(a.createdAt)}</p>
        </div>
        <span className={`rounded-full px-3 py-1 text-sm font-medium ${STATUS_STYLES[a.status]}`}>
          {APPLICATION_STATUS_LABELS[a.status]}
        </span>
      </div>
      <p className="mt-3 text-sm text-slate-800">
        <span className="font-medium">Urgent Needs:</span> {a.companyDescription}
      </p>
      {a.status !== "pending" && a.reviewedAt ? (
        <p className="mt-2 text-sm text-slate-600">
          Reviewed {dateTime(a.reviewedAt)}
          {a.reason ? ` · Reason: ${a.reason}` : ""}
        </p>
      ) : null}
      {a.status === "pending" ? (
        <div className="mt-4 flex flex-wrap items-start gap-3">
          <Form method="post">
            <input type="hidden" name="id" value={a.id} />
            <button type="submit" name="intent" value="approve" className={primaryButtonClass}>
              Approve<span className="sr-only"> {a.companyName}</span>
            </button>
          </Form>
          <details className="min-w-0 flex-1">
            <summary className={`${secondaryButtonClass} cursor-pointer list-none`}>
              Reject<span className="sr-only"> {a.companyName}</span>
            </summary>
            <Form method="post" className="mt-3 space-y-2">
              <input type="hidden" name="id" value={a.id} />
              <label htmlFor={`reason-${a.id}`} className="block text-sm font-medium text-slate-700">
                Reason (emailed to the applicant)
              </label>
              <textarea id={`reason-${a.id}`} name="reason" rows={3} required className={inputClass} />
              <button type="submit" name="intent" value="reject" className={secondaryButtonClass}>
                Reject application
              </button>
            </Form>
          </details>
        </div>
      ) : null}
    </li>
  );
}
