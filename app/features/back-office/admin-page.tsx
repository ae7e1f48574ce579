import type { ReactNode } from "react";
import { STAFF_TIME_ZONE } from "../../../core/staff-time-zone.ts";

/** A back-office screen inside the /admin layout (its menu is the layout's): a title, actions, the content. */
export function AdminPage({
  title,
  actions,
  children,
}: {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <main>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
        {actions}
      </div>
      {children}
    </main>
  );
}

/** Staff pages hold customers' details: never cached anywhere. */
export const staffPageHeaders = () => ({ "Cache-Control": "private, no-store" });

const dateTime = new Intl.DateTimeFormat("en-US", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: STAFF_TIME_ZONE,
});
/** 'Nov 25, 2026, 7:30 AM PT' */
export const staffTime = (iso: string) => `${dateTime.format(new Date(iso))} PT`;

/** 'in_transit' → 'In transit'. */
export const statusWords = (status: string) => {
  const text = status.replaceAll("_", " ");
  return text.charAt(0).toUpperCase() + text.slice(1);
};
