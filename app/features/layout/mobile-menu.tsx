import { useEffect, useRef, type ReactNode } from "react";
import { Link, useLocation } from "react-router";
import { CloseIcon, PhoneIcon } from "../../components/ui/icons.tsx";
import { NAV_ITEMS, isActivePath } from "./nav-items.ts";

interface MobileMenuProps {
  open: boolean;
  onClose: () => void;
  salesPhone: string;
  /** The signed-in account's places under the categories (composed by the root route). */
  renderAccount?: (onChoose: () => void) => ReactNode;
}

/** A slide-in menu with the nav list; closes on an outside click, Escape, or a chosen link. */
export function MobileMenu({ open, onClose, salesPhone, renderAccount }: MobileMenuProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();

  useEffect(() => {
    if (!open) return;
    panelRef.current?.querySelector<HTMLElement>("a, button")?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") onClose();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open, onClose]);

  return (
    <div className={`fixed inset-0 z-50 md:hidden ${open ? "" : "pointer-events-none"}`} inert={!open}>
      <div
        className={`absolute inset-0 bg-slate-900/50 transition-opacity motion-reduce:transition-none ${open ? "opacity-100" : "opacity-0"}`}
        onClick={onClose}
        data-testid="menu-backdrop"
      />
      <div
        ref={panelRef}
        id="mobile-menu"
        role="dialog"
        aria-modal="true"
        aria-label="Menu"
        // The shadow only while open: off-screen, a panel's shadow still falls on the page's left edge.
        className={`absolute inset-y-0 left-0 flex w-80 max-w-[85vw] flex-col bg-white transition-transform motion-reduce:transition-none ${open ? "translate-x-0 shadow-2xl" : "-translate-x-full"}`}
      >
        <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3">
          <span className="text-lg font-bold text-brand-800">Shop by Category</span>
          <button
            type="button"
            onClick={onClose}
            className="inline-flex h-10 w-10 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100"
            aria-label="Close menu"
          >
            <CloseIcon />
          </button>
        </div>
        <div className="flex-1 overflow-y-auto">
          <nav aria-label="Mobile categories" className="py-2">
            <ul className="mobile-nav">
              {NAV_ITEMS.map((item) => {
                const active = isActivePath(pathname, item.path);
                return (
                  <li key={item.path}>
                    <Link to={item.path} onClick={onClose} aria-current={active ? "page" : undefined}>
                      {item.label}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </nav>
          {renderAccount?.(onClose)}
        </div>
        <div className="border-t border-slate-200 px-5 py-4 text-sm">
          <a
            href={`tel:${salesPhone.replace(/[^+\d]/g, "")}`}
            className="flex items-center gap-2 font-semibold text-brand-800"
          >
            <PhoneIcon className="h-4 w-4" />
            {salesPhone}
          </a>
        </div>
      </div>
    </div>
  );
}
