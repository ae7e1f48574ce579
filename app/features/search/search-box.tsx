import { useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import type { SearchHit } from "../../../core/catalog-types.ts";
import { SEARCH_MIN_CHARS } from "../../../core/constants.ts";
import { formatVoltage } from "../../components/format.ts";
import { SearchIcon } from "../../components/ui/icons.tsx";
import { useProductSearch } from "./use-product-search.ts";
import { useCompanyPricesOf } from "./use-company-prices-of.ts";
import { formatUsd } from "../../../core/money.ts";
import type { CompanyPriceView } from "../../../core/buyer-prices.ts";
import { shownSku } from "../../../core/sku.ts";

/**
 * 'Search box', with combobox semantics: arrows move, Enter chooses, Escape closes.
 * `id` prefixes the ids of its input, list and options (the header renders one box per layout, each
 * with its own prefix).
 */
export function SearchBox({
  id,
  label,
  autoFocus = false,
  onDone,
}: {
  id: string;
  label: string;
  autoFocus?: boolean;
  onDone?: () => void;
}) {
  const [query, setQuery] = useState("");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const rootRef = useRef<HTMLFormElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const navigate = useNavigate();
  const search = useProductSearch(query);
  const term = query.trim();
  const hits = search.hits;
  const companyPrices = useCompanyPricesOf(hits.map((hit) => hit.sku));

  useEffect(() => setActive(-1), [hits]);
  useEffect(() => {
    if (autoFocus) inputRef.current?.focus();
  }, [autoFocus]);

  // 'An outside click closes the dropdown.'
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open]);

  const showDropdown = open && term.length >= SEARCH_MIN_CHARS && search.status !== "idle";

  function choose(hit: SearchHit) {
    setQuery("");
    setOpen(false);
    onDone?.();
    navigate(`/product/${encodeURIComponent(hit.sku)}`);
  }

  function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    if (showDropdown && active >= 0 && hits[active]) return choose(hits[active]);
    // 'Submitting a non-empty trimmed query with at least one result goes to /search?q={query}.'
    if (term && hits.length > 0) {
      setOpen(false);
      onDone?.();
      navigate(`/search?q=${encodeURIComponent(term)}`);
    }
  }

  function onKeyDown(event: React.KeyboardEvent<HTMLInputElement>) {
    if (event.key === "ArrowDown" && hits.length > 0) {
      event.preventDefault();
      setOpen(true);
      setActive((i) => (showDropdown ? (i + 1) % hits.length : 0));
    } else if (event.key === "ArrowUp" && hits.length > 0) {
      event.preventDefault();
      setOpen(true);
      setActive((i) => (!showDropdown || i <= 0 ? hits.length - 1 : i - 1));
    } else if (event.key === "Escape") {
      // A search input clears itself on Escape; the first Escape should only close the dropdown.
      event.preventDefault();
      setActive(-1);
      if (showDropdown) setOpen(false);
      else setQuery("");
    }
  }

  return (
    <form
      ref={rootRef}
      role="search"
      aria-label={label}
      action="/search"
      onSubmit={onSubmit}
      className="relative w-full"
    >
      <label htmlFor={`${id}-input`} className="sr-only">
        Search products
      </label>
      <input
        ref={inputRef}
        id={`${id}-input`}
        name="q"
        type="search"
        autoComplete="off"
        placeholder="Search products..."
        value={query}
        onChange={(e) => {
          setQuery(e.target.value);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onKeyDown={onKeyDown}
        role="combobox"
        aria-expanded={showDropdown}
        aria-controls={`${id}-list`}
        aria-autocomplete="list"
        aria-activedescendant={showDropdown && active >= 0 ? `${id}-option-${active}` : undefined}
        className="h-11 w-full rounded-full border border-slate-300 bg-slate-50 pr-12 pl-4 text-sm text-slate-900 placeholder:text-slate-500 focus:border-brand-600 focus:bg-white focus:ring-2 focus:ring-brand-200 focus:outline-none"
      />
      <button
        type="submit"
        className="absolute top-1 right-1 inline-flex h-9 w-9 items-center justify-center rounded-full bg-brand-700 text-white hover:bg-brand-800"
        aria-label="Search"
      >
        <SearchIcon className="h-4 w-4" />
      </button>
      <div
        className={`absolute top-full right-0 left-0 z-50 mt-2 overflow-hidden rounded-lg border border-slate-200 bg-white shadow-xl ${showDropdown ? "" : "hidden"}`}
      >
        {search.status === "loading" && hits.length === 0 ? (
          <p className="px-4 py-3 text-sm text-slate-600" role="status">
            Searching...
          </p>
        ) : hits.length === 0 ? (
          <p className="px-4 py-3 text-sm text-slate-600" role="status">
            No products found
          </p>
        ) : null}
        <ul
          id={`${id}-list`}
          role="listbox"
          aria-label="Product suggestions"
          className="max-h-[70vh] overflow-y-auto"
        >
          {hits.map((hit, i) => (
            <SearchRow
              key={hit.sku}
              id={`${id}-option-${i}`}
              hit={hit}
              companyPrice={companyPrices?.[hit.sku]}
              active={i === active}
              onChoose={() => choose(hit)}
            />
          ))}
        </ul>
      </div>
    </form>
  );
}

function SearchRow({
  id,
  hit,
  companyPrice,
  active,
  onChoose,
}: {
  id: string;
  hit: SearchHit;
  /** The signed-in buyer's price; undefined for everyone else. */
  companyPrice?: CompanyPriceView;
  active: boolean;
  onChoose: () => void;
}) {
  const [imageFailed, setImageFailed] = useState(!hit.image);
  const power = [
    hit.wattage120v ? `${hit.wattage120v}W` : null,
    hit.ratedVoltage ? formatVoltage(hit.ratedVoltage) : null,
  ]
    .filter(Boolean)
    .join(" • ");
  return (
    <li
      id={id}
      role="option"
      aria-selected={active}
      onMouseDown={(e) => e.preventDefault()}
      onClick={onChoose}
      className={`flex cursor-pointer items-center gap-3 border-b border-slate-100 px-4 py-2.5 last:border-0 ${active ? "bg-brand-50" : "hover:bg-slate-50"}`}
    >
      {!imageFailed && (
        <img
          src={hit.image}
          alt=""
          width={44}
          height={44}
          loading="lazy"
          onError={() => setImageFailed(true)}
          className="h-11 w-11 flex-none rounded border border-slate-100 object-contain"
        />
      )}
      <span className="min-w-0 flex-1">
        <span className="block truncate text-sm font-medium text-slate-900">{hit.name}</span>
        <span className="block truncate text-xs text-slate-600">
          {shownSku(hit.sku) && `SKU: ${hit.sku} · `}
          {hit.brand} · {hit.category}
        </span>
        {power && <span className="block text-xs text-brand-700">{power}</span>}
        <span className="block text-xs text-slate-600" data-availability={hit.availability.kind}>
          {hit.availability.label}
        </span>
        {companyPrice && (
          <span className="block text-xs font-semibold text-brand-800">
            Commercial price: {formatUsd(companyPrice.unitPriceCents)}
          </span>
        )}
      </span>
    </li>
  );
}
