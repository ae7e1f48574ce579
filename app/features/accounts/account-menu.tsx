import { Link } from "react-router";
import { SignOutButton } from "./sign-out-button.tsx";

/**
 * What the header knows of the signed-in account: its kind, nothing personal, so a buyer's catalogue page
 * can be kept for every buyer on the same price list (ADR 0102); null for an anonymous visitor.
 */
export interface HeaderAccount {
  kind: "staff" | "buyer";
}

const itemClass =
  "block w-full rounded px-3 py-2 text-left text-sm text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-700";

/**
 * The header's account corner: 'Sign in' for anonymous visitors; otherwise 'Account' (buyers) or 'Staff'
 * opening a menu with 'My account' or 'Back office' and 'Sign out'. A <details> element, so it opens
 * without JavaScript too.
 */
export function AccountMenu({ account }: { account: HeaderAccount | null }) {
  if (!account) {
    return (
      <Link
        to="/login"
        className="inline-flex h-11 items-center rounded-md px-2 text-sm font-semibold text-slate-800 hover:bg-slate-100"
      >
        Sign in
      </Link>
    );
  }
  const menu =
    account.kind === "staff"
      ? { label: "Staff", to: "/admin", home: "Back office" }
      : { label: "Account", to: "/commercial-view", home: "My account" };
  return (
    <details className="group relative" data-testid="account-menu">
      <summary className="flex h-11 cursor-pointer list-none items-center gap-1 rounded-md px-2 text-sm font-semibold text-slate-800 hover:bg-slate-100 [&::-webkit-details-marker]:hidden">
        <span>{menu.label}</span>
        <span aria-hidden="true" className="text-xs transition group-open:rotate-180">
          ▾
        </span>
        <span className="sr-only">, account menu</span>
      </summary>
      <div className="absolute right-0 z-50 mt-1 w-48 rounded-md border border-slate-200 bg-white p-1 shadow-lg">
        <Link to={menu.to} className={itemClass}>
          {menu.home}
        </Link>
        <SignOutButton className={itemClass} />
      </div>
    </details>
  );
}
