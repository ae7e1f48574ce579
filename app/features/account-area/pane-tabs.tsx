import { Link } from "react-router";

/** Tabs that are links (each its own URL), so they work without JavaScript and Back returns to the last tab. */
export function PaneTabs({
  label,
  tabs,
  current,
}: {
  label: string;
  tabs: readonly { id: string; label: string }[];
  current: string;
}) {
  return (
    <nav aria-label={label} className="mt-4 border-b border-slate-200">
      <ul className="-mb-px flex flex-wrap gap-x-6">
        {tabs.map((tab) => (
          <li key={tab.id}>
            <Link
              to={`?tab=${tab.id}`}
              aria-current={tab.id === current ? "page" : undefined}
              className={`inline-block border-b-2 px-1 py-3 text-sm font-medium ${
                tab.id === current
                  ? "border-brand-700 text-brand-800"
                  : "border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900"
              }`}
            >
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
