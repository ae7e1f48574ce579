import type { ReactNode } from "react";
import { NavLink } from "react-router";

const SECTIONS = [
  { to: "/admin/quotes", label: "Quotes" },
  { to: "/admin/orders", label: "Orders" },
];

/** The frame of a back-office screen: its section links, a title and the content. */
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
    <main className="mx-auto max-w-screen-2xl px-4 py-8 lg:px-8">
      <nav aria-label="Back office" className="mb-6 flex flex-wrap gap-2 text-sm">
        {SECTIONS.map((s) => (
          <NavLink
            key={s.to}
            to={s.to}
            className={({ isActive }) =>
              `rounded-md px-3 py-1.5 font-medium ${isActive ? "bg-brand-700 text-white" : "bg-slate-100 text-slate-700 hover:bg-slate-200"}`
            }
          >
            {s.label}
          </NavLink>
        ))}
      </nav>
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
  timeZone: "America/Los_Angeles",
});
/** 'Nov 25, 2026, 7:30 AM PT' */
export const staffTime = (iso: string) => `${dateTime.format(new Date(iso))} PT`;

/** 'in_transit' → 'In transit'. */
export const statusWords = (status: string) => {
  const text = status.replaceAll("_", " ");
  return text.charAt(0).toUpperCase() + text.slice(1);
};
