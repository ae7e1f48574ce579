import { Link } from "react-router";
import { useShopName } from "./shop-name.ts";

/** The mark and the shop's one name (SHOP_NAME), linking home. */
export function Logo({ className = "" }: { className?: string }) {
  const shopName = useShopName();
  return (
    <Link
      to="/"
      className={`inline-flex items-center gap-2 rounded-md ${className}`}
      aria-label={`${shopName} home`}
    >
      <svg viewBox="0 0 32 32" className="h-9 w-9 flex-none" aria-hidden="true" focusable="false">
        <circle cx="16" cy="16" r="16" className="fill-brand-700" />
        <path d="M16 25V13" stroke="#fff" strokeWidth="2" strokeLinecap="round" />
        <path d="M16 16c-5 0-7.5-3-7.5-7 4.5 0 7.5 2.5 7.5 7z" fill="#b9d9c2" />
        <path d="M16 19c5 0 7.5-3 7.5-7-4.5 0-7.5 2.5-7.5 7z" fill="#fff" />
      </svg>
      {/* The word mark leaves room for the header's buttons on the narrowest phones (the link keeps its name). */}
      <span className="leading-none max-[359px]:hidden">
        <span className="block text-xl font-extrabold tracking-tight text-brand-800">{shopName}</span>
      </span>
    </Link>
  );
}
