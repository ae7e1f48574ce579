import { NavLink } from "react-router";
import type { CompanyRole } from "../../../core/viewer.ts";
import { SignOutButton } from "../identity/sign-out-button.tsx";
import { ACCOUNT_HOME_PANE, ACCOUNT_PANE_GROUPS } from "./panes.ts";

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-md px-3 py-2 text-sm ${
    isActive ? "bg-brand-50 font-semibold text-brand-800" : "text-slate-700 hover:bg-slate-100"
  }`;

function PaneLinks({ companyRole }: { companyRole: CompanyRole }) {
  return (
    <nav aria-label="Account sections" className="space-y-5">
      <NavLink to={ACCOUNT_HOME_PANE.to} end className={linkClass}>
        {ACCOUNT_HOME_PANE.label}
      </NavLink>
      {ACCOUNT_PANE_GROUPS.map((group) => (
        <div key={group.heading}>
          <p className="px-3 text-xs font-semibold tracking-wide text-slate-500 uppercase">{group.heading}</p>
          <ul className="mt-1 space-y-0.5">
            {group.panes
              .filter((pane) => !pane.roles || pane.roles.includes(companyRole))
              .map((pane) => (
                <li key={pane.to}>
                  <NavLink to={pane.to} className={linkClass}>
                    {pane.label}
                  </NavLink>
                </li>
              ))}
            {group.heading === "Account" ? (
              <li>
                <SignOutButton
                  label="Sign Out"
                  className="block w-full rounded-md px-3 py-2 text-left text-sm text-slate-700 hover:bg-slate-100"
                />
              </li>
            ) : null}
          </ul>
        </div>
      ))}
    </nav>
  );
}

/**
 * The sidebar: always open from 768 px; below that a disclosure (a native <details>, so it opens and
 * closes without JavaScript).
 */
export function AccountSidebar({ companyRole }: { companyRole: CompanyRole }) {
  return (
    <div className="md:w-56 md:shrink-0">
      <details className="rounded-lg border border-slate-200 bg-white p-2 md:hidden">
        <summary className="cursor-pointer px-3 py-2 text-sm font-semibold text-slate-800">
          Account menu
        </summary>
        <div className="mt-2">
          <PaneLinks companyRole={companyRole} />
        </div>
      </details>
      <div className="hidden md:block">
        <PaneLinks companyRole={companyRole} />
      </div>
    </div>
  );
}
