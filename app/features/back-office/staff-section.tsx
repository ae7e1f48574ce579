import type { ReactNode } from "react";

/** One titled panel of a staff screen (a form or a list), labelled by its heading. */
export function StaffSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-lg border border-slate-200 bg-white p-4">
      <h2 id={`${id}-heading`} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      <div className="mt-2">{children}</div>
    </section>
  );
}
