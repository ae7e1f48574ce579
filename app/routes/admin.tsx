import { privatePageMeta } from "../components/seo.ts";
import { NavLink, Outlet } from "react-router";
import { NO_STORE } from "../features/identity/auth-card.tsx";
import { requireStaff } from "../features/identity/guards.ts";
import { ADMIN_NAV } from "../features/back-office/admin-nav.ts";
import type { Route } from "./+types/admin";

export const meta: Route.MetaFunction = ({ matches }) => privatePageMeta(matches, "Back office");

export const headers: Route.HeadersFunction = () => NO_STORE;

/** The back office's layout: staff only (anonymous → /login, buyers → 403), never cached. */
export function loader(args: Route.LoaderArgs) {
  const staff = requireStaff(args);
  return { name: staff.name, role: staff.staffRole };
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto grid max-w-screen-2xl gap-6 px-4 py-8 grid-cols-1 md:grid-cols-[12rem_minmax(0,1fr)] lg:px-8">
      <nav aria-label="Back office" className="md:border-r md:border-slate-200 md:pr-4">
        <p className="mb-2 text-xs font-semibold tracking-wide text-slate-500 uppercase">Back office</p>
        <ul className="flex flex-wrap gap-1 md:flex-col">
          {ADMIN_NAV.map((item) => (
            <li key={item.to}>
              <NavLink
                to={item.to}
                end={item.to === "/admin"}
                className={({ isActive }) =>
                  `block rounded-md px-3 py-2 text-sm font-medium ${isActive ? "bg-brand-700 text-white" : "text-slate-700 hover:bg-slate-100"}`
                }
              >
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
        <p className="mt-4 hidden text-xs text-slate-500 md:block">
          {loaderData.name} · {loaderData.role}
        </p>
      </nav>
      <div className="min-w-0">
        <Outlet />
      </div>
    </div>
  );
}
