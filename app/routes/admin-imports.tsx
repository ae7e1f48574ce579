import { data, Form, Link, redirect, useActionData } from "react-router";
import { PROVIDERS } from "../../core/catalog-types.ts";
import {
  FEED_FILE_NEEDED,
  FEED_FILE_TOO_LARGE,
  IMPORT_UPLOAD_MAX_BYTES,
  importUploadSchema,
} from "../../core/import-upload.ts";
import { pageMeta, publicUrlFrom } from "../components/seo.ts";
import { requireStaff } from "../features/identity/guards.ts";
import { AdminPage, staffPageHeaders, staffTime } from "../features/back-office/admin-page.tsx";
import { ActionNote } from "../features/back-office/action-note.tsx";
import { notAForm, runForm, type FormRunResult } from "../features/back-office/form-run.server.ts";
import { ImportCounts, RunStatus } from "../features/back-office/import-run.tsx";
import { Pager, pageFrom } from "../features/back-office/pager.tsx";
import { inputClass, primaryButtonClass } from "../features/forms/fields.tsx";
import { readForm } from "../features/forms/form-action.server.ts";
import type { Route } from "./+types/admin-imports";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Imports",
    description: "Back office: supplier feed imports.",
    url: `${publicUrlFrom(matches)}/admin/imports`,
    noindex: true,
  });

export const headers: Route.HeadersFunction = staffPageHeaders;

/** Catalogue imports are an admin's (sales handle quotes, orders, applications, companies). */
export async function loader(args: Route.LoaderArgs) {
  requireStaff(args, "admin");
  const page = pageFrom(args.request);
  return { ...(await args.context.services.backOffice.imports.runs(page)), page };
}

export async function action(args: Route.ActionArgs) {
  const staff = requireStaff(args, "admin");
  const form = await readForm(args.request);
  if (!form) return notAForm("upload");
  const file = form.get("feed");
  const refusal = (message: string) =>
    data<FormRunResult>({ ok: false, form: "upload", message, fields: { feed: message } }, { status: 400 });
  if (!(file instanceof File) || file.size === 0) return refusal(FEED_FILE_NEEDED);
  if (file.size > IMPORT_UPLOAD_MAX_BYTES) return refusal(FEED_FILE_TOO_LARGE);
  let runId = 0;
  const answer = await runForm(
    "upload",
    importUploadSchema,
    {
      provider: form.get("provider"),
      allowDiscontinue: form.get("allowDiscontinue") === "on",
      allowProviderMismatch: form.get("allowProviderMismatch") === "on",
    },
    async ({ provider, allowDiscontinue, allowProviderMismatch }) => {
      runId = await args.context.services.backOffice.imports.upload(
        {
          provider,
          allowDiscontinue,
          allowProviderMismatch,
          fileName: file.name,
          text: await file.text(),
        },
        { userId: staff.userId, email: staff.email },
      );
      return "";
    },
  );
  return runId ? redirect(`/admin/imports/${runId}`) : answer;
}

export default function AdminImports({ loaderData }: Route.ComponentProps) {
  const { rows, more, page } = loaderData;
  const result = useActionData<typeof action>() ?? null;
  return (
    <AdminPage title="Imports">
      <Form
        method="post"
        encType="multipart/form-data"
        className="mt-4 grid gap-3 rounded-lg border border-slate-200 bg-white p-4 lg:grid-cols-[12rem_1fr_auto] lg:items-end"
      >
        <label className="text-sm font-medium text-slate-700">
          Supplier
          <select name="provider" required className={inputClass} defaultValue="">
            <option value="" disabled>
              Choose…
            </option>
            {PROVIDERS.map((p) => (
              <option key={p} value={p}>
                {p}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm font-medium text-slate-700">
          Feed file (JSON or CSV, up to {IMPORT_UPLOAD_MAX_BYTES / 1024 / 1024} MB)
          <input
            name="feed"
            type="file"
            required
            accept=".json,.csv,application/json,text/csv"
            className={`${inputClass} file:mr-3 file:rounded file:border-0 file:bg-slate-100 file:px-3 file:py-1`}
          />
        </label>
        <button type="submit" className={primaryButtonClass}>
          Upload and import
        </button>
        <label className="flex items-center gap-2 text-sm text-slate-700 lg:col-span-3">
          <input type="checkbox" name="allowDiscontinue" className="size-4" />
          The supplier really dropped the products this feed leaves out (allow discontinuing more than the
          usual share)
        </label>
        <label className="flex items-center gap-2 text-sm text-slate-700 lg:col-span-3">
          <input type="checkbox" name="allowProviderMismatch" className="size-4" />
          This file is this supplier's, though most of its skus are listed under another supplier or few under
          this one (override the supplier check)
        </label>
        <p className="text-sm text-slate-600 lg:col-span-3">
          The same importer and safeguards as <code>npm run import</code>: a feed with more than 20% bad
          records, one that would discontinue too much, or one whose skus are another supplier's, changes
          nothing.
        </p>
      </Form>
      <ActionNote result={result} />
      {rows.length === 0 ? (
        <p className="mt-6 text-slate-600">No imports yet.</p>
      ) : (
        <div className="mt-6 overflow-x-auto rounded-lg border border-slate-200 bg-white">
          <table className="min-w-full text-left text-sm">
            <thead className="bg-slate-50 text-slate-600">
              <tr>
                {["Run", "Started", "Supplier", "Source", "Status", "Counts", "Top rejection reasons"].map(
                  (h) => (
                    <th key={h} scope="col" className="px-3 py-2 font-semibold">
                      {h}
                    </th>
                  ),
                )}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {rows.map((run) => (
                <tr key={run.id} className="align-top">
                  <td className="px-3 py-2">
                    <Link to={`/admin/imports/${run.id}`} className="text-brand-700 underline">
                      #{run.id}
                    </Link>
                  </td>
                  <td className="px-3 py-2 whitespace-nowrap">{staffTime(run.startedAt.toISOString())}</td>
                  <td className="px-3 py-2">{run.provider}</td>
                  <td className="max-w-48 px-3 py-2 break-all text-slate-600">{run.source}</td>
                  <td className="px-3 py-2 whitespace-nowrap">
                    <RunStatus status={run.status} />
                  </td>
                  <td className="px-3 py-2">
                    <ImportCounts run={run} />
                  </td>
                  <td className="px-3 py-2 text-slate-700">
                    {run.rejectedReasons.length === 0
                      ? "—"
                      : run.rejectedReasons
                          .slice(0, 3)
                          .map((r) => `${r.reason} (${r.count})`)
                          .join("; ")}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pager page={page} more={more} />
    </AdminPage>
  );
}
