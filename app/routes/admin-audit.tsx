import { Link } from "react-router";
import { shopDateTime } from "../../core/shop-time.ts";
import { auditChanges, auditSentence } from "../../core/audit-sentence.ts";
import { requireStaff } from "../features/identity/guards.ts";
import type { Route } from "./+types/admin-audit";

const PAGE_SIZE = 100;

/** The staff audit trail, newest first, as sentences with what changed; admins only. */
export async function loader(args: Route.LoaderArgs) {
  requireStaff(args, "admin");
  const before = Number(args.url.searchParams.get("before"));
  const entries = await args.context.services.commercial.auditTrail({
    limit: PAGE_SIZE,
    beforeId: Number.isSafeInteger(before) && before > 0 ? before : undefined,
  });
  return {
    entries: entries.map((e) => ({
      id: e.id,
      at: e.at,
      sentence: auditSentence(e),
      changes: auditChanges(e.before, e.after),
    })),
    older: entries.length === PAGE_SIZE ? entries[entries.length - 1].id : null,
  };
}

export default function AdminAudit({ loaderData }: Route.ComponentProps) {
  const { entries, older } = loaderData;
  return (
    <main>
      <h1 className="text-2xl font-bold text-slate-900">Audit log</h1>
      <p className="mt-1 text-sm text-slate-600">Every staff action: who did what, what changed, when.</p>
      {entries.length === 0 ? (
        <p className="mt-6 text-slate-600">No staff actions yet.</p>
      ) : (
        <ol className="mt-6 divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
          {entries.map((entry) => (
            <li key={entry.id} className="px-4 py-3">
              <p className="text-slate-900">{entry.sentence}</p>
              {entry.changes.length > 0 ? (
                <ul className="mt-1 text-sm break-words text-slate-700">
                  {entry.changes.map((change) => (
                    <li key={change}>{change}</li>
                  ))}
                </ul>
              ) : null}
              <p className="mt-1 text-xs text-slate-600">
                <time dateTime={entry.at}>{shopDateTime(entry.at)}</time>
              </p>
            </li>
          ))}
        </ol>
      )}
      {older ? (
        <Link
          className="mt-4 inline-flex min-h-6 items-center text-sm text-brand-700 underline"
          to={`?before=${older}`}
        >
          Older
        </Link>
      ) : null}
    </main>
  );
}
