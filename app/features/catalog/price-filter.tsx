import { useEffect, useState } from "react";
import { PRICE_FILTER_DEFAULT_MAX, PRICE_FILTER_DEFAULT_MIN } from "../../../core/constants.ts";
import { clampPriceMax, clampPriceMin, priceRangeQuery } from "../../../core/listing-filters.ts";
import type { ListingQuery } from "../../../core/listing-query.ts";

interface PriceFilterProps {
  min: number | undefined;
  max: number | undefined;
  /** Highest price in the category, whole dollars (a hint for the inputs). */
  suggestedMax: number;
  onApply: (range: Pick<ListingQuery, "min" | "max">) => void;
}

/** The specification: price inputs, applied with a button so typing does not reload the listing per keystroke. */
export function PriceFilter({ min, max, suggestedMax, onApply }: PriceFilterProps) {
  const [minText, setMinText] = useState(String(min ?? PRICE_FILTER_DEFAULT_MIN));
  const [maxText, setMaxText] = useState(String(max ?? PRICE_FILTER_DEFAULT_MAX));
  useEffect(() => setMinText(String(min ?? PRICE_FILTER_DEFAULT_MIN)), [min]);
  useEffect(() => setMaxText(String(max ?? PRICE_FILTER_DEFAULT_MAX)), [max]);

  const currentMin = clampPriceMin(minText, PRICE_FILTER_DEFAULT_MAX);
  const currentMax = clampPriceMax(maxText, currentMin);

  function apply(event: React.FormEvent) {
    event.preventDefault();
    const nextMin = clampPriceMin(minText, currentMax);
    const nextMax = clampPriceMax(maxText, nextMin);
    setMinText(String(nextMin));
    setMaxText(String(nextMax));
    onApply(priceRangeQuery(nextMin, nextMax));
  }

  const input =
    "h-10 w-full rounded-md border border-slate-300 px-2 text-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-200 focus:outline-none";
  return (
    <form onSubmit={apply} className="space-y-3" aria-label="Price range">
      <div className="grid grid-cols-2 gap-3">
        <label className="text-xs font-medium text-slate-700">
          Min ($)
          <input
            className={`${input} mt-1`}
            type="number"
            name="min"
            inputMode="numeric"
            min={0}
            max={currentMax}
            value={minText}
            onChange={(e) => setMinText(e.target.value)}
            onBlur={() => setMinText(String(clampPriceMin(minText, currentMax)))}
          />
        </label>
        <label className="text-xs font-medium text-slate-700">
          Max ($)
          <input
            className={`${input} mt-1`}
            type="number"
            name="max"
            inputMode="numeric"
            min={currentMin}
            max={PRICE_FILTER_DEFAULT_MAX}
            placeholder={String(suggestedMax)}
            value={maxText}
            onChange={(e) => setMaxText(e.target.value)}
            onBlur={() => setMaxText(String(clampPriceMax(maxText, currentMin)))}
          />
        </label>
      </div>
      <label className="block text-xs font-medium text-slate-700">
        <span className="sr-only">Maximum price slider</span>
        <input
          type="range"
          name="max-slider"
          className="w-full accent-brand-700"
          min={currentMin}
          max={PRICE_FILTER_DEFAULT_MAX}
          step={50}
          value={currentMax}
          onChange={(e) => setMaxText(e.target.value)}
        />
      </label>
      <button
        type="submit"
        className="h-9 w-full rounded-md border border-brand-700 text-sm font-semibold text-brand-700 hover:bg-brand-50"
      >
        Apply price
      </button>
    </form>
  );
}
