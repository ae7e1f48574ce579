import { listingHref } from "../../../core/listing-href.ts";
import { useCallback, useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import type { FilterKind } from "../../../core/categories.ts";
import type { FacetValue, Facets } from "../../../core/catalog-types.ts";
import { VOLTAGE_OPTIONS, WATTAGE_RANGES } from "../../../core/constants.ts";
import { IN_STOCK_ONLY, toggleFilterValue } from "../../../core/listing-filters.ts";
import type { ListingQuery } from "../../../core/listing-query.ts";
import { ChevronDownIcon, CloseIcon } from "../../components/ui/icons.tsx";
import { PriceFilter } from "./price-filter.tsx";

export interface CategoryOption {
  slug: string;
  name: string;
}

interface FilterSidebarProps {
  query: ListingQuery;
  facets: Facets;
  filters: FilterKind[];
  /** The category's own lists, used when the loaded products offer none. */
  fallback: { subcategories: string[]; brands: string[] };
  /** On the all-products listing: a category filter. */
  categoryOptions?: CategoryOption[];
  pathname: string;
  onChange: (query: ListingQuery) => void;
  /** Products matching the current filters, for the drawer's 'Show N results'. */
  total: number;
}

/** Filters for listings that are not one category (/products, /search): those the results can use. */
export function filtersForFacets(facets: Facets): FilterKind[] {
  return [
    "categories",
    "brands",
    ...(facets.wattageRanges.length > 0 ? (["wattage"] as const) : []),
    ...(facets.voltages.length > 0 ? (["voltage"] as const) : []),
    "price",
  ];
}

const withFallback = (values: FacetValue[], fallback: readonly string[]): FacetValue[] =>
  values.length > 0 ? values : fallback.map((value) => ({ value, count: -1 }));

const FOCUSABLE = "a[href], button:not([disabled]), input:not([disabled]), select, summary, [tabindex]";

/**
 * The drawer's keyboard behaviour while open: focus moves into it, Tab cycles inside it, Escape
 * closes it and focus returns to the button that opened it; the page behind does not scroll.
 */
function useDrawer(open: boolean, close: () => void) {
  const panelRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    const panel = panelRef.current;
    panel?.querySelector<HTMLElement>("[data-drawer-close]")?.focus();
    const scrolling = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") close();
      if (event.key !== "Tab" || !panel) return;
      const focusable = [...panel.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((e) => e.offsetParent);
      const [first, last] = [focusable[0], focusable[focusable.length - 1]];
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first?.focus();
      }
    };
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.body.style.overflow = scrolling;
      toggleRef.current?.focus();
    };
  }, [open, close]);
  return { panelRef, toggleRef };
}

/**
 * The filter sidebar — a sticky 80-unit column at xl+; below xl a 'Filters' button opening a
 * drawer (dialog) that stays open while filters are ticked and closes with 'Show N results'.
 * Each section (subcategories, brands, wattage, voltage, price) collapses on its own, all open.
 */
export function FilterSidebar(props: FilterSidebarProps) {
  const { query, facets, filters, fallback, categoryOptions, pathname, onChange, total } = props;
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const { panelRef, toggleRef } = useDrawer(open, close);
  const toggle = (key: "sub" | "brand" | "watts" | "voltage", value: string) =>
    onChange(toggleFilterValue(query, key, value));
  const selectedCount =
    query.sub.length + query.brand.length + query.watts.length + query.voltage.length + (query.stock ? 1 : 0);

  return (
    <aside
      aria-label="Product filters"
      className="xl:sticky xl:top-44 xl:max-h-[calc(100vh-12rem)] xl:w-80 xl:flex-none xl:overflow-y-auto"
    >
      <button
        ref={toggleRef}
        type="button"
        className="flex h-11 w-full items-center justify-between rounded-md border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-800 xl:hidden"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls="filter-panel"
        onClick={() => setOpen(true)}
      >
        <span>Filters{selectedCount > 0 ? ` (${selectedCount})` : ""}</span>
        <ChevronDownIcon className="h-5 w-5 -rotate-90" />
      </button>
      <div
        ref={panelRef}
        id="filter-panel"
        {...(open ? { role: "dialog", "aria-modal": true, "aria-label": "Filters" } : {})}
        className={`${open ? "max-xl:fixed max-xl:inset-0 max-xl:z-50 max-xl:flex max-xl:flex-col" : "hidden"} bg-white xl:block`}
      >
        <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3 xl:hidden">
          <h2 className="text-lg font-bold text-slate-900">Filters</h2>
          <button
            type="button"
            data-drawer-close
            onClick={close}
            className="inline-flex h-10 w-10 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100"
            aria-label="Close filters"
          >
            <CloseIcon />
          </button>
        </div>
        <div className="divide-y divide-slate-200 max-xl:flex-1 max-xl:overflow-y-auto xl:rounded-lg xl:border xl:border-slate-200">
          {categoryOptions && (
            <FilterSection title="Category">
              <ul className="space-y-1.5">
                {categoryOptions.map((c) => {
                  const selected = query.category === c.slug;
                  return (
                    <li key={c.slug}>
                      <Link
                        to={listingHref(pathname, {
                          ...query,
                          category: selected ? undefined : c.slug,
                          page: 1,
                        })}
                        preventScrollReset
                        aria-current={selected ? "true" : undefined}
                        className={`block rounded px-2 py-1 text-sm ${selected ? "bg-brand-50 font-semibold text-brand-800" : "text-slate-700 hover:text-brand-700"}`}
                      >
                        {c.name}
                      </Link>
                    </li>
                  );
                })}
              </ul>
            </FilterSection>
          )}
          {filters.length > 0 && (
            <CheckboxSection
              title="Availability"
              name="stock"
              values={[{ value: IN_STOCK_ONLY, count: facets.inStock[0]?.count ?? 0 }]}
              selected={query.stock === "in" ? [IN_STOCK_ONLY] : []}
              onToggle={() => onChange({ ...query, stock: query.stock ? undefined : "in", page: 1 })}
            />
          )}
          {filters.includes("categories") && (
            <CheckboxSection
              title="Subcategories"
              name="sub"
              values={withFallback(facets.subcategories, fallback.subcategories)}
              selected={query.sub}
              onToggle={(v) => toggle("sub", v)}
            />
          )}
          {filters.includes("brands") && (
            <CheckboxSection
              title="Brands"
              name="brand"
              values={withFallback(facets.brands, fallback.brands)}
              selected={query.brand}
              onToggle={(v) => toggle("brand", v)}
            />
          )}
          {filters.includes("wattage") && (
            <CheckboxSection
              title="Wattage"
              name="watts"
              values={withFallback(
                facets.wattageRanges,
                WATTAGE_RANGES.map((r) => r.label),
              )}
              selected={query.watts}
              onToggle={(v) => toggle("watts", v)}
            />
          )}
          {filters.includes("voltage") && (
            <CheckboxSection
              title="Voltage"
              name="voltage"
              values={withFallback(facets.voltages, VOLTAGE_OPTIONS)}
              selected={query.voltage}
              onToggle={(v) => toggle("voltage", v)}
            />
          )}
          {filters.includes("price") && (
            <FilterSection title="Price">
              <PriceFilter
                min={query.min}
                max={query.max}
                suggestedMax={facets.price.max}
                onApply={(range) => onChange({ ...query, ...range, page: 1 })}
              />
            </FilterSection>
          )}
        </div>
        <div className="border-t border-slate-200 p-4 xl:hidden">
          <button
            type="button"
            onClick={close}
            className="flex h-12 w-full items-center justify-center rounded-md bg-brand-700 text-base font-bold text-white hover:bg-brand-800"
          >
            Show {total.toLocaleString("en-US")} {total === 1 ? "result" : "results"}
          </button>
        </div>
      </div>
    </aside>
  );
}

/** One filter's group; its summary, chevron and body are styled by `.filter-group` (app.css). */
function FilterSection({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <details open className="filter-group">
      <summary>
        {title}
        <ChevronDownIcon className="" />
      </summary>
      <div>{children}</div>
    </details>
  );
}

const VISIBLE_VALUES = 8;

interface CheckboxSectionProps {
  title: string;
  name: string;
  values: FacetValue[];
  selected: string[];
  onToggle: (value: string) => void;
}

function CheckboxSection({ title, name, values, selected, onToggle }: CheckboxSectionProps) {
  const [showAll, setShowAll] = useState(false);
  // Selected values stay visible even when the list is cut short.
  const shown = showAll ? values : values.filter((v, i) => i < VISIBLE_VALUES || selected.includes(v.value));
  return (
    <FilterSection title={title}>
      <fieldset>
        <legend className="sr-only">{title}</legend>
        <ul className="space-y-1">
          {shown.map((v) => {
            const id = `filter-${name}-${v.value.replace(/[^a-z0-9]+/gi, "-")}`;
            return (
              <li key={v.value} className="facet">
                <input
                  id={id}
                  type="checkbox"
                  checked={selected.includes(v.value)}
                  onChange={() => onToggle(v.value)}
                />
                <label htmlFor={id}>
                  <span>{v.value}</span>
                  {v.count >= 0 && <span>{`(${v.count})`}</span>}
                </label>
              </li>
            );
          })}
        </ul>
        {values.length > VISIBLE_VALUES && (
          <button
            type="button"
            onClick={() => setShowAll((s) => !s)}
            className="mt-2 text-sm font-semibold text-brand-700 hover:underline"
          >
            {showAll ? "Show fewer" : `Show all (${values.length})`}
          </button>
        )}
      </fieldset>
    </FilterSection>
  );
}
