import { Link } from "react-router";
import { SignOutButton } from "./sign-out-button.tsx";

/**
 * What the header knows of the signed-in account: its kind, nothing personal, so a buyer's catalogue page
 * can be kept for every buyer on the same price list (ADR 0102); null for an anonymous visitor.
 */
export interface HeaderAccount {
  kind: "staff" | "buyer";
}

export interface AccountLink {
  label: string;
  to: string;
}

/** The main places of each kind of account, the same for every account of the kind (nothing personal). */
export const ACCOUNT_LINKS: Record<HeaderAccount["kind"], AccountLink[]> = {
  buyer: [
    { label: "Account home", to: "/commercial-view" },
    { label: "Order History", to: "/commercial-view/orders" },
    { label: "My Quotes", to: "/commercial-view/quotes" },
    { label: "Invoices", to: "/commercial-view/invoices" },
    { label: "My Favorites", to: "/commercial-view/favorites" },
    { label: "Quick order", to: "/new-quotation" },
  ],
  staff: [
    { label: "Back office", to: "/admin" },
    { label: "Quotes", to: "/admin/quotes" },
    { label: "Orders", to: "/admin/orders" },
  ],
};

const itemClass =
  "block w-full rounded px-3 py-2 text-left text-sm text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-700";

/**
 * The header's account corner: 'Sign in' for anonymous visitors; otherwise 'Account' (buyers) or 'Staff'
 * opening a menu of the account's main places and 'Sign out'; buyers also get Quick order beside it on
 * wide screens. A <details> element, so it opens without JavaScript too.
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
  return (
    <>
      {account.kind === "buyer" ? (
        <Link
          to="/new-quotation"
          className="hidden h-11 items-center rounded-md px-2 text-sm font-semibold whitespace-nowrap text-slate-800 hover:bg-slate-100 lg:inline-flex"
        >
          Quick order
        </Link>
      ) : null}
      <details className="group relative" data-testid="account-menu">
        <summary className="flex h-11 cursor-pointer list-none items-center gap-1 rounded-md px-2 text-sm font-semibold text-slate-800 hover:bg-slate-100 [&::-webkit-details-marker]:hidden">
          <span>{account.kind === "staff" ? "Staff" : "Account"}</span>
          <span aria-hidden="true" className="text-xs transition group-open:rotate-180">
            ▾
          </span>
          <span className="sr-only">, account menu</span>
        </summary>
        <div className="absolute right-0 z-50 mt-1 w-52 rounded-md border border-slate-200 bg-white p-1 shadow-lg">
          {ACCOUNT_LINKS[account.kind].map((link) => (
            <Link key={link.to} to={link.to} className={itemClass}>
              {link.label}
            </Link>
          ))}
          <SignOutButton className={itemClass} />
        </div>
      </details>
    </>
  );
}

/** The account's places in the phone menu (under the categories), closing the menu when one is chosen. */
export function AccountMenuLinks({ account, onChoose }: { account: HeaderAccount; onChoose: () => void }) {
  const linkClass = "block px-5 py-3 text-base font-medium text-slate-800 hover:bg-slate-50";
  return (
    <nav
      aria-label={account.kind === "staff" ? "Staff" : "Your account"}
      className="border-t border-slate-200 py-2"
    >
      <p className="px-5 pt-2 text-xs font-semibold tracking-wide text-slate-500 uppercase">
        {account.kind === "staff" ? "Staff" : "Your account"}
      </p>
      <ul>
        {ACCOUNT_LINKS[account.kind].map((link) => (
          <li key={link.to}>
            <Link to={link.to} onClick={onChoose} className={linkClass}>
              {link.label}
            </Link>
          </li>
        ))}
        <li>
          <SignOutButton className={`${linkClass} w-full text-left`} />
        </li>
      </ul>
    </nav>
  );
}
