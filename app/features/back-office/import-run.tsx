import type { ImportRun } from "../../../server/catalog/import/import-desk.ts";

const STATUS_STYLES: Record<string, string> = {
  running: "bg-amber-100 text-amber-900",
  succeeded: "bg-green-100 text-green-900",
  failed: "bg-red-100 text-red-800",
};

export function RunStatus({ status }: { status: string }) {
  return (
    <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_STYLES[status] ?? ""}`}>
      {status.charAt(0).toUpperCase() + status.slice(1)}
    </span>
  );
}

type Counted = Pick<
  ImportRun,
  "readCount" | "insertedCount" | "updatedCount" | "unchangedCount" | "rejectedCount" | "discontinuedCount"
>;

/** A run's counts in one line: read, new, updated, unchanged, rejected, discontinued. */
export function ImportCounts({ run }: { run: Counted }) {
  const counts: [string, number][] = [
    ["read", run.readCount],
    ["new", run.insertedCount],
    ["updated", run.updatedCount],
    ["unchanged", run.unchangedCount],
    ["rejected", run.rejectedCount],
    ["discontinued", run.discontinuedCount],
  ];
  return (
    <span className="text-slate-700">
      {counts.map(([label, n]) => `${n.toLocaleString("en-US")} ${label}`).join(" · ")}
    </span>
  );
}
