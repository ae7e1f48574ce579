import { SORT_OPTIONS, type SortOption } from "../../../core/constants.ts";

export function SortSelect({ value, onChange }: { value: SortOption; onChange: (sort: SortOption) => void }) {
  return (
    <div className="flex items-center gap-2">
      <label htmlFor="listing-sort" className="text-sm font-medium whitespace-nowrap text-slate-700">
        Sort by
      </label>
      <select
        id="listing-sort"
        value={value}
        onChange={(e) => onChange(e.target.value as SortOption)}
        className="h-10 rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900 focus:border-brand-600 focus:ring-2 focus:ring-brand-200 focus:outline-none"
      >
        {SORT_OPTIONS.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}
