import { data, Link } from "react-router";
import { pageMeta, publicUrlFrom } from "../components/seo.ts";
import { requireStaff } from "../features/identity/guards.ts";
import { orNotFound } from "../components/service-refusal.server.ts";
import { AdminPage, staffPageHeaders, staffTime } from "../features/back-office/admin-page.tsx";
import { ImportCounts, RunStatus } from "../features/back-office/import-run.tsx";
import type { Route } from "./+types/admin-import";

/** While the run is running the page reloads itself, with or without JavaScript. */
const REFRESH_SECONDS = 2;

const PHASES: Record<string, string> = {
  read: "Reading the feed",
  write: "Writing products",
  derive: "Rebuilding the listings and search",
};

export const meta: Route.MetaFunction = ({ matches, params, loaderData }) => [
  ...pageMeta(matches, {
    title: `Import #${params.id}`,
    description: "Back office: one import run.",
    url: `${publicUrlFrom(matches)}/admin/imports/${params.id}`,
    noindex: true,
  }),
  ...(loaderData?.run.status === "running"
    ? [{ httpEquiv: "refresh", content: String(REFRESH_SECONDS) }]
    : []),
];

export const headers: Route.HeadersFunction = staffPageHeaders;

export async function loader(args: Route.LoaderArgs) {
  requireStaff(args, "admin");
  const id = Number(args.params.id);
  if (!Number.isSafeInteger(id) || id < 1) throw data({ message: "Import run not found." }, { status: 404 });
  return orNotFound(args.context.services.backOffice.imports.run(id));
}

export default function AdminImport({ loaderData }: Route.ComponentProps) {
  const { run, progress } = loaderData;
  const percent = progress && progress.total > 0 ? Math.round((progress.done / progress.total) * 100) : null;
  return (
    <AdminPage
      title={`Import #${run.id}: ${run.provider}`}
      actions={
        <Link to="/admin/imports" className="text-sm text-brand-700 underline">
          All imports
        </Link>
      }
    >
      <div className="mt-4 space-y-4 rounded-lg border border-slate-200 bg-white p-4">
        <p className="flex flex-wrap items-center gap-3">
          <span data-testid="run-status">
            <RunStatus status={run.status} />
          </span>
          <span className="text-sm text-slate-600">
            Started {staffTime(run.startedAt.toISOString())}
            {run.finishedAt ? ` · finished ${staffTime(run.finishedAt.toISOString())}` : ""}
            {run.seconds !== null ? ` · ${run.seconds.toFixed(1)} s` : ""}
          </span>
        </p>
        <p className="text-sm break-all text-slate-700">Source: {run.source}</p>
        {run.status === "running" ? (
          <div role="status" aria-live="polite">
            <p className="text-sm font-medium text-slate-800">
              {progress ? PHASES[progress.phase] : "Running"}
              {progress && progress.total > 0
                ? `: ${progress.done.toLocaleString("en-US")} of ${progress.total.toLocaleString("en-US")} records`
                : ""}
              …
            </p>
            <progress
              className="mt-2 h-2 w-full"
              max={100}
              value={percent ?? undefined}
              aria-label="Import progress"
            />
            <p className="mt-1 text-xs text-slate-500">
              This page refreshes every {REFRESH_SECONDS} seconds.
            </p>
          </div>
        ) : (
          <ImportCounts run={run} />
        )}
        {run.error ? (
          <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
            {run.error}. The catalogue was left as it was.
          </p>
        ) : null}
        {run.rejectedReasons.length > 0 ? (
          <div>
            <h2 className="font-semibold text-slate-900">Top rejection reasons</h2>
            <ul className="mt-2 list-disc pl-5 text-sm text-slate-700">
              {run.rejectedReasons.map((r) => (
                <li key={r.reason}>
                  {r.reason}: {r.count.toLocaleString("en-US")}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
    </AdminPage>
  );
}
