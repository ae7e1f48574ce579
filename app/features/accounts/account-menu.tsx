import { Link } from "react-router";
import { SignOutButton } from "./sign-out-button.tsx";

/** What the header shows of the signed-in account; null for an anonymous visitor (the cached header). */
export interface HeaderAccount {
  name: string;
  kind: "staff" | "buyer";
}

const itemClass =
  "block w-full rounded px-3 py-2 text-left text-sm text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-700";

/**
 * The header's account corner: 'Sign in' for anonymous visitors; otherwise the account's name opening a
 * menu with 'My account' (buyers) or 'Back office' (staff) and 'Sign out'. A <details> element, so it
 * opens without JavaScript too.
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
  const home =
    account.kind === "staff"
      ? { to: "/admin", label: "Back office" }
      : { to: "/commercial-view", label: "My account" };
  return (
    <details className="group relative" data-testid="account-menu">
      <summary className="flex h-11 cursor-pointer list-none items-center gap-1 rounded-md px-2 text-sm font-semibold text-slate-800 hover:bg-slate-100 [&::-webkit-details-marker]:hidden">
        <span className="max-w-[4.5rem] truncate sm:max-w-32">{account.name}</span>
        <span aria-hidden="true" className="text-xs transition group-open:rotate-180">
          ▾
        </span>
        <span className="sr-only">, account menu</span>
      </summary>
      <div className="absolute right-0 z-50 mt-1 w-48 rounded-md border border-slate-200 bg-white p-1 shadow-lg">
        <Link to={home.to} className={itemClass}>
          {home.label}
        </Link>
        <SignOutButton className={itemClass} />
      </div>
    </details>
  );
}
