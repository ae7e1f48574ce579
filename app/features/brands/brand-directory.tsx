import { useState } from "react";
import { Link } from "react-router";
import type { BrandEntry } from "../../../core/catalog-types.ts";
import { BrandLogo } from "./brand-logo.tsx";
import { brandCategoryLabel } from "./brand-category-label.ts";
import { LETTERS, brandCountText, brandLetter, letterCounts } from "./brand-letters.ts";

/** 'Shop by brand': A–Z plus All with count badges (disabled at zero); a letter toggles. */
export function BrandDirectory({ brands }: { brands: BrandEntry[] }) {
  const [letter, setLetter] = useState<string | null>(null);
  const counts = letterCounts(brands.map((b) => b.name));
  const shown = letter ? brands.filter((b) => brandLetter(b.name) === letter) : brands;

  if (brands.length === 0) {
    return (
      <p className="rounded-lg border border-slate-200 px-6 py-12 text-center text-slate-600">
        No brands available
      </p>
    );
  }
  const letterButton =
    "inline-flex h-10 min-w-10 items-center justify-center gap-1 rounded-md border px-2 text-sm font-semibold";
  return (
    <div>
      <div role="group" aria-label="Filter brands by letter" className="flex flex-wrap gap-1.5">
        <button
          type="button"
          aria-pressed={letter === null}
          onClick={() => setLetter(null)}
          className={`${letterButton} ${letter === null ? "border-brand-700 bg-brand-700 text-white" : "border-slate-300 bg-white text-slate-800 hover:border-brand-600"}`}
        >
          All <span className="text-xs font-medium opacity-80">{brands.length}</span>
        </button>
        {LETTERS.map((l) => {
          const count = counts[l];
          const active = letter === l;
          return (
            <button
              key={l}
              type="button"
              disabled={count === 0}
              aria-pressed={active}
              aria-label={`${l}, ${count} ${count === 1 ? "brand" : "brands"}`}
              onClick={() => setLetter(active ? null : l)}
              className={`${letterButton} ${active ? "border-brand-700 bg-brand-700 text-white" : count === 0 ? "cursor-not-allowed border-slate-200 bg-slate-50 text-slate-400" : "border-slate-300 bg-white text-slate-800 hover:border-brand-600"}`}
            >
              {l}
              <span
                className={`rounded-full px-1.5 text-[0.7rem] leading-4 ${active ? "bg-white/20" : count === 0 ? "" : "bg-brand-50 text-brand-800"}`}
              >
                {count}
              </span>
            </button>
          );
        })}
      </div>
      {letter && (
        <p className="mt-5 text-sm font-medium text-slate-700" role="status">
          {shown.length === 0
            ? `No brands found starting with "${letter}"`
            : brandCountText(shown.length, letter)}
        </p>
      )}
      <ul
        aria-label="Brands"
        className="mt-6 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5"
      >
        {shown.map((brand) => (
          <li key={brand.name} className="flex">
            <BrandCard brand={brand} />
          </li>
        ))}
      </ul>
    </div>
  );
}

export function BrandCard({ brand }: { brand: BrandEntry }) {
  return (
    <Link
      to={brand.href}
      className="flex w-full flex-col items-center rounded-lg border border-slate-200 bg-white p-4 text-center transition-shadow hover:border-brand-300 hover:shadow-md"
    >
      <BrandLogo name={brand.name} logo={brand.logo} size={72} />
      <span className="mt-3 text-xs font-semibold tracking-wide text-brand-700 uppercase">
        {brandCategoryLabel(brand)}
      </span>
      <span className="mt-1 text-sm font-bold text-slate-900">{brand.name}</span>
    </Link>
  );
}
