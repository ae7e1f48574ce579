import type { ReactNode } from "react";

/**
 * A staff list as a table: its column headings, then its rows; under 640 px each row is a block of its
 * cells (a cell with a data-label shows its column's name).
 */
export function StaffTable({
  headings,
  children,
  framed = true,
  className = "",
}: {
  headings: readonly string[];
  children: ReactNode;
  /** Bordered on its own; unframed inside a panel that has its own border. */
  framed?: boolean;
  className?: string;
}) {
  return (
    <div
      className={`overflow-x-auto ${framed ? "rounded-lg border border-slate-200 bg-white" : ""} ${className}`}
    >
      <table className="stack-table min-w-full text-left text-sm">
        <thead className={framed ? "bg-slate-50 text-slate-600" : "text-slate-600"}>
          <tr>
            {headings.map((h) => (
              <th key={h} scope="col" className="px-3 py-2 font-semibold">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">{children}</tbody>
      </table>
    </div>
  );
}
