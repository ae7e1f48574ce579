import { Link } from "react-router";

export function Logo({ className = "" }: { className?: string }) {
  return (
    <Link
      to="/"
      className={`inline-flex items-center gap-2 rounded-md ${className}`}
      aria-label="Canopy home"
    >
      <svg viewBox="0 0 32 32" className="h-9 w-9 flex-none" aria-hidden="true" focusable="false">
        <circle cx="16" cy="16" r="16" className="fill-brand-700" />
        <path d="M16 25V13" stroke="#fff" strokeWidth="2" strokeLinecap="round" />
        <path d="M16 16c-5 0-7.5-3-7.5-7 4.5 0 7.5 2.5 7.5 7z" fill="#b9d9c2" />
        <path d="M16 19c5 0 7.5-3 7.5-7-4.5 0-7.5 2.5-7.5 7z" fill="#fff" />
      </svg>
      {/* The word mark leaves room for the header's buttons on the narrowest phones (the link keeps its name). */}
      <span className="leading-none max-[359px]:hidden">
        <span className="block text-xl font-extrabold tracking-tight text-brand-800">Canopy</span>
        <span className="hidden text-[0.65rem] font-semibold tracking-[0.18em] text-slate-600 uppercase sm:block">
          Commercial Grow Supply
        </span>
      </span>
    </Link>
  );
}
