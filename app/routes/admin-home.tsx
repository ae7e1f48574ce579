import { Link } from "react-router";
import { ADMIN_NAV } from "../features/admin/admin-nav.ts";

export default function AdminHome() {
  return (
    <main>
      <h1 className="text-2xl font-bold text-slate-900">Back office</h1>
      <p className="mt-2 text-slate-600">Choose a section.</p>
      <ul className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {ADMIN_NAV.filter((item) => item.to !== "/admin").map((item) => (
          <li key={item.to}>
            <Link
              to={item.to}
              className="block rounded-lg border border-slate-200 p-4 font-semibold text-brand-800 hover:border-brand-300 hover:bg-brand-50"
            >
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </main>
  );
}
