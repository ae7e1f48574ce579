import { useCallback, useState, type ReactNode } from "react";
import { Link, useLocation } from "react-router";
import { HEADER_BANNER } from "../../../core/constants.ts";
import { CartIcon, CloseIcon, MenuIcon, PhoneIcon, PinIcon, SearchIcon } from "../../components/ui/icons.tsx";
import { Logo } from "./logo.tsx";
import { MobileMenu } from "./mobile-menu.tsx";
import { NAV_ITEMS, isActivePath } from "./nav-items.ts";
import { SocialLinks } from "./social-links.tsx";

interface SiteHeaderProps {
  salesPhone: string;
  companyAddress: string;
  cartCount: number;
  /** The search box (composed by the root route: features don't import each other). */
  /** `label` names the search landmark; the desktop and the menu's search need different names. */
  renderSearch: (options: {
    id: string;
    label: string;
    autoFocus: boolean;
    onDone?: () => void;
  }) => ReactNode;
  /** The account corner: 'Sign in', or the signed-in account's menu (composed by the root route). */
  renderAccount?: () => ReactNode;
  /** The signed-in account's places in the phone menu (composed by the root route). */
  renderMenuAccount?: (onChoose: () => void) => ReactNode;
}

export function SiteHeader({
  salesPhone,
  companyAddress,
  cartCount: count,
  renderSearch,
  renderAccount,
  renderMenuAccount,
}: SiteHeaderProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  const [searchOpen, setSearchOpen] = useState(false);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  const { pathname } = useLocation();

  return (
    <>
      <header className="sticky top-0 z-40 bg-white shadow-sm">
        <div className="bg-brand-900 text-xs text-white sm:text-sm">
          <div className="mx-auto flex max-w-screen-2xl items-center justify-between gap-4 px-4 py-1.5 lg:px-8">
            <p className="min-w-0">
              {HEADER_BANNER}{" "}
              <Link
                to="/contact"
                className="font-semibold text-white underline underline-offset-2 hover:text-brand-100"
              >
                Contact Us
              </Link>
              <span aria-hidden="true"> · </span>
              <Link
                to="/order-tracking"
                className="font-semibold text-white underline underline-offset-2 hover:text-brand-100"
              >
                Track Order
              </Link>
            </p>
            <div className="hidden items-center gap-5 md:flex">
              <a
                href={`tel:${salesPhone.replace(/[^+\d]/g, "")}`}
                className="flex items-center gap-1.5 hover:underline"
              >
                <PhoneIcon className="h-4 w-4" />
                {salesPhone}
              </a>
              <address className="hidden items-center gap-1.5 not-italic 2xl:flex">
                <PinIcon className="h-4 w-4" />
                {companyAddress}
              </address>
              <SocialLinks />
            </div>
          </div>
        </div>

        <div className="border-b border-slate-200">
          <div className="mx-auto flex h-16 max-w-screen-2xl items-center gap-2 px-3 sm:gap-3 sm:px-4 md:h-20 lg:gap-8 lg:px-8">
            <button
              type="button"
              className="inline-flex h-10 w-10 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 md:hidden"
              aria-label="Open menu"
              aria-expanded={menuOpen}
              aria-controls="mobile-menu"
              onClick={() => setMenuOpen(true)}
            >
              <MenuIcon className="h-6 w-6" />
            </button>
            <Logo />
            <div className="hidden max-w-2xl flex-1 md:block">
              {renderSearch({ id: "site-search", label: "Product search", autoFocus: false })}
            </div>
            <div className="ml-auto flex items-center gap-1">
              <button
                type="button"
                className="inline-flex h-10 w-10 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 md:hidden"
                aria-label={searchOpen ? "Close search" : "Open search"}
                aria-expanded={searchOpen}
                onClick={() => setSearchOpen((o) => !o)}
              >
                {searchOpen ? <CloseIcon className="h-6 w-6" /> : <SearchIcon className="h-6 w-6" />}
              </button>
              {renderAccount?.()}
              <Link
                to="/cart"
                className="relative inline-flex h-11 items-center gap-2 rounded-md px-2 text-slate-800 hover:bg-slate-100"
                aria-label={`Cart, ${count} ${count === 1 ? "item" : "items"}`}
              >
                <CartIcon className="h-7 w-7" />
                <span className="hidden text-sm font-semibold lg:inline">Cart</span>
                {/* Over the icon's corner, growing leftwards on phones; beside the word from 1024 px, never over it. */}
                <span
                  data-testid="cart-count"
                  className={`absolute top-0 right-0 min-w-5 rounded-full bg-accent-500 px-1.5 text-center text-xs leading-5 font-bold text-slate-950 lg:static ${count === 0 ? "invisible" : ""}`}
                >
                  {count}
                </span>
              </Link>
            </div>
          </div>
          {searchOpen && (
            <div className="px-4 pb-3 md:hidden">
              {renderSearch({
                id: "mobile-search",
                label: "Product search (menu)",
                autoFocus: true,
                onDone: () => setSearchOpen(false),
              })}
            </div>
          )}
        </div>

        {/* Styled by `.category-nav` (app.css), the current category by its aria-current. */}
        <nav aria-label="Categories" className="hidden bg-brand-700 md:block">
          <ul className="category-nav">
            {NAV_ITEMS.map((item) => {
              const active = isActivePath(pathname, item.path);
              return (
                <li key={item.path}>
                  <Link to={item.path} aria-current={active ? "page" : undefined}>
                    {item.label}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
      </header>
      <MobileMenu
        open={menuOpen}
        onClose={closeMenu}
        salesPhone={salesPhone}
        renderAccount={renderMenuAccount}
      />
    </>
  );
}
