import { privatePageMeta } from "../components/seo.ts";
import { data, Form, Link, useActionData } from "react-router";
import { REBATE_STAGE_LABELS, REBATE_STAGES, utilityNoteSchema } from "../../core/grower/rebate-projects.ts";
import { formatMoney } from "../../core/money.ts";
import { requireStaff } from "../features/identity/guards.ts";
import { AdminPage, staffPageHeaders } from "../features/back-office/admin-page.tsx";
import { FormBanner, secondaryButtonClass, TextAreaField, TextField } from "../features/forms/fields.tsx";
import { acceptForm, serviceRefusal } from "../features/forms/form-action.server.ts";
import type { FormResult } from "../features/forms/form-result.ts";
import type { Route } from "./+types/admin-rebates";

export const meta: Route.MetaFunction = ({ matches }) =>
  privatePageMeta(matches, "Rebate desk · Back office");

export const headers: Route.HeadersFunction = staffPageHeaders;

/** The rebate desk: projects by stage with days in stage, expected payout and next action; overdue steps; the year's totals. */
export async function loader(args: Route.LoaderArgs) {
  requireStaff(args);
  const { rebates, clock } = args.context.services;
  const [desk, notes] = await Promise.all([rebates.desk(clock.now().toISOString()), rebates.utilityNotes()]);
  return { ...desk, notes };
}

/** A utility's note: what its programme wants. */
export async function action(args: Route.ActionArgs) {
  const staff = requireStaff(args);
  const form = await acceptForm(args.request, args.context, {
    bucket: "rebate-projects",
    schema: utilityNoteSchema,
    input: (fields) => fields,
  });
  if (!form.ok) return form.response;
  try {
    await args.context.services.rebates.setUtilityNote(staff, form.data.utilityName, form.data.note);
  } catch (error) {
    return serviceRefusal(error, form.values);
  }
  return data({ ok: true, message: `Note for ${form.data.utilityName} saved.` } satisfies FormResult);
}

const CELL = "px-3 py-2 text-left align-top";

export default function RebateDesk({ loaderData }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  const { queue, totals, notes } = loaderData;
  const overdue = queue.filter((p) => p.overdue);
  const refused = result && !result.ok ? result : null;
  return (
    <AdminPage title="Rebate desk">
      <dl className="mt-4 grid gap-4 sm:grid-cols-3">
        <div className="rounded-lg border border-slate-200 bg-white p-4">
          <dt className="text-sm text-slate-600">Claimed this year</dt>
          <dd className="text-xl font-semibold text-slate-900">{formatMoney(totals.claimedCents)}</dd>
        </div>
        <div className="rounded-lg border border-slate-200 bg-white p-4">
          <dt className="text-sm text-slate-600">Paid this year</dt>
          <dd className="text-xl font-semibold text-slate-900">{formatMoney(totals.paidCents)}</dd>
        </div>
        <div className="rounded-lg border border-slate-200 bg-white p-4">
          <dt className="text-sm text-slate-600">Average days from purchase to payout</dt>
          <dd className="text-xl font-semibold text-slate-900">
            {totals.averageDaysToPayout === null ? "No payouts yet" : `${totals.averageDaysToPayout} days`}
          </dd>
        </div>
      </dl>

      <section aria-labelledby="overdue" className="mt-8">
        <h2 id="overdue" className="text-lg font-semibold text-slate-900">
          Overdue steps
        </h2>
        {overdue.length === 0 ? (
          <p className="mt-2 text-slate-700">Nothing is overdue.</p>
        ) : (
          <ul className="mt-2 list-disc pl-6 text-sm">
            {overdue.map((p) => (
              <li key={p.id}>
                <Link to={`/admin/rebates/${p.id}`} className="text-brand-800 underline">
                  {p.companyName} — {p.site}
                </Link>
                : {p.overdue}
              </li>
            ))}
          </ul>
        )}
      </section>

      {REBATE_STAGES.map((stage) => {
        const projects = queue.filter((p) => p.stage === stage);
        if (projects.length === 0) return null;
        return (
          <section key={stage} aria-labelledby={`stage-${stage}`} className="mt-8">
            <h2 id={`stage-${stage}`} className="text-lg font-semibold text-slate-900">
              {REBATE_STAGE_LABELS[stage]} ({projects.length})
            </h2>
            <div className="mt-2 overflow-x-auto rounded-lg border border-slate-200 bg-white">
              <table className="min-w-full divide-y divide-slate-200 text-sm">
                <thead className="bg-slate-50 text-slate-700">
                  <tr>
                    <th scope="col" className={CELL}>
                      Project
                    </th>
                    <th scope="col" className={CELL}>
                      Utility
                    </th>
                    <th scope="col" className={CELL}>
                      Days in stage
                    </th>
                    <th scope="col" className={CELL}>
                      Expected payout
                    </th>
                    <th scope="col" className={CELL}>
                      Next action
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-200">
                  {projects.map((p) => (
                    <tr key={p.id}>
                      <td className={CELL}>
                        <Link to={`/admin/rebates/${p.id}`} className="text-brand-800 underline">
                          {p.companyName} — {p.site}
                        </Link>
                      </td>
                      <td className={CELL}>{p.utilityName}</td>
                      <td className={CELL}>{p.daysInStage}</td>
                      <td className={CELL}>
                        {formatMoney(p.expectedPayoutCents)}
                        {p.expectedIsEstimate ? " (estimate)" : ""}
                      </td>
                      <td className={CELL}>{p.nextAction}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </section>
        );
      })}

      <section aria-labelledby="utility-notes" className="mt-10">
        <h2 id="utility-notes" className="text-lg font-semibold text-slate-900">
          What each utility wants
        </h2>
        {notes.length > 0 ? (
          <dl className="mt-2 text-sm">
            {notes.map((n) => (
              <div key={n.utilityName} className="mt-2">
                <dt className="font-semibold">{n.utilityName}</dt>
                <dd className="whitespace-pre-line text-slate-700">{n.note}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        {result ? (
          <div className="mt-3">
            <FormBanner tone={result.ok ? "success" : "error"}>{result.message}</FormBanner>
          </div>
        ) : null}
        <Form method="post" noValidate aria-label="Utility note" className="mt-3 grid max-w-2xl gap-3">
          <TextField
            id="utilityName"
            label="Utility"
            required
            maxLength={120}
            defaultValue={refused?.values.utilityName}
            error={refused?.fields.utilityName}
          />
          <TextAreaField
            id="note"
            label="What its programme wants"
            maxLength={2000}
            defaultValue={refused?.values.note}
            error={refused?.fields.note}
          />
          <div>
            <button type="submit" className={secondaryButtonClass}>
              Save the note
            </button>
          </div>
        </Form>
      </section>
    </AdminPage>
  );
}
