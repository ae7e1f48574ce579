import type { DocumentEventRow } from "../../../server/sales/document-store.ts";
import { staffTime, statusWords } from "./admin-page.tsx";

/** A document's status history, oldest first: when, from → to, who and why. */
export function DocumentHistory({ events }: { events: DocumentEventRow[] }) {
  return (
    <section aria-labelledby="history-heading" className="rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="history-heading" className="text-lg font-semibold text-slate-900">
        History
      </h2>
      <ol className="mt-3 space-y-2 text-sm" data-testid="document-history">
        {events.map((e) => (
          <li key={e.id} className="border-l-2 border-brand-200 pl-3">
            <p className="font-medium text-slate-900">
              {e.fromStatus ? `${statusWords(e.fromStatus)} → ` : ""}
              {statusWords(e.toStatus)}
            </p>
            <p className="text-slate-600">
              {staffTime(e.at)} · {e.actor}
            </p>
            {e.reason ? <p className="text-slate-700">{e.reason}</p> : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
