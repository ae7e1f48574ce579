import { Link } from "react-router";
import { requireStaff } from "../features/accounts/guards.ts";
import type { Route } from "./+types/admin-audit";

const PAGE_SIZE = 100;

/** What changed, in one line: the fields whose values differ, 'field: before → after'. */
function changes(before: unknown, after: unknown): string {
  const was = (before ?? {}) as Record<string, unknown>;
  const is = (after ?? {}) as Record<string, unknown>;
  const show = (value: unknown) => (value === null || value === undefined ? "—" : String(value));
  return [...new Set([...Object.keys(was), ...Object.keys(is)])]
    .filter((key) => JSON.stringify(was[key]) !== JSON.stringify(is[key]))
    .map((key) => `${key}: ${show(was[key])} → ${show(is[key])}`)
    .join("; ");
}

/** The staff audit trail, newest first, read-only; admins only. */
export async function loader(args: Route.LoaderArgs) {
  requireStaff(args, "admin");
  const before = Number(new URL(args.request.url).searchParams.get("before"));
  const entries = await args.context.services.commercial.auditTrail({
    limit: PAGE_SIZE,
    beforeId: Number.isSafeInteger(before) && before > 0 ? before : undefined,
  });
  return {
    entries: entries.map((e) => ({
      id: e.id,
      at: e.at,
      actor: e.actorEmail,
      action: e.action,
      subject: `${e.subjectType} ${e.subjectId}`,
      change: changes(e.before, e.after),
    })),
    older: entries.length === PAGE_SIZE ? entries[entries.length - 1].id : null,
  };
}

export default function AdminAudit({ loaderData }: Route.ComponentProps) {
  const { entries, older } = loaderData;
  return (
    <main>
      <h1 className="text-2xl font-bold text-slate-900">Audit log</h1>
      <p className="mt-1 text-sm text-slate-600">Every staff action: who, what, before → after, when.</p>
      {entries.length === 0 ? (
        <p className="mt-6 text-slate-600">No staff actions yet.</p>
      ) : (
        <div className="mt-6 overflow-x-auto rounded-lg border border-slate-200">
          <table className="w-full text-left text-sm">
            <thead className="bg-slate-50 text-slate-600">
              <tr>
                {["When (UTC)", "Who", "Action", "Subject", "Change"].map((heading) => (
                  <th key={heading} scope="col" className="px-3 py-2 font-semibold">
                    {heading}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {entries.map((entry) => (
                <tr key={entry.id} className="align-top">
                  <td className="px-3 py-2 whitespace-nowrap text-slate-600">
                    {entry.at.slice(0, 19).replace("T", " ")}
                  </td>
                  <td className="px-3 py-2 break-all">{entry.actor}</td>
                  <td className="px-3 py-2 whitespace-nowrap">{entry.action}</td>
                  <td className="px-3 py-2 whitespace-nowrap">{entry.subject}</td>
                  <td className="px-3 py-2 break-words text-slate-700">{entry.change}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {older ? (
        <Link className="mt-4 inline-block text-sm text-brand-700 underline" to={`?before=${older}`}>
          Older
        </Link>
      ) : null}
    </main>
  );
}
