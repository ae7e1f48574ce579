import { activeFilterChips, clearFilters, removeChip } from "../../../core/listing-filters.ts";
import type { ListingQuery } from "../../../core/listing-query.ts";
import { categoryBySlug } from "../../../core/categories.ts";
import { CloseIcon } from "../../components/ui/icons.tsx";

interface ActiveFiltersProps {
  query: ListingQuery;
  onChange: (query: ListingQuery) => void;
}

/** 'Active Filters' area with removable chips and a 'Clear all' link. */
export function ActiveFilters({ query, onChange }: ActiveFiltersProps) {
  const chips = activeFilterChips(query, (slug) => categoryBySlug(slug)?.name);
  if (chips.length === 0) return null;
  return (
    <section
      aria-labelledby="active-filters-title"
      className="rounded-lg border border-brand-100 bg-brand-50 p-4"
    >
      <div className="flex items-center justify-between">
        <h2 id="active-filters-title" className="text-sm font-bold text-brand-900">
          Active Filters
        </h2>
        <button
          type="button"
          onClick={() => onChange(clearFilters(query))}
          className="text-sm font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
        >
          Clear all
        </button>
      </div>
      <ul className="mt-3 flex flex-wrap gap-2">
        {chips.map((chip) => (
          <li key={`${chip.key}:${chip.value}`}>
            <button
              type="button"
              onClick={() => onChange(removeChip(query, chip))}
              className="inline-flex items-center gap-1 rounded-full border border-brand-200 bg-white py-1 pr-2 pl-3 text-sm text-brand-900 hover:border-brand-600"
              aria-label={`Remove filter ${chip.label}`}
            >
              {chip.label}
              <CloseIcon className="h-3.5 w-3.5" />
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
