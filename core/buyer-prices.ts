import type { QuantityBreak } from "./price-rules.ts";

/** What a page or the buyer's API read shows of one company price: the unit price and its breaks. */
export interface CompanyPriceView {
  unitPriceCents: number;
  breaks: QuantityBreak[];
}

/** Company prices by sku; a sku without an entry is priced on request. */
export type CompanyPrices = Record<string, CompanyPriceView>;

/** 'Quantity' column of the product page's break table: '1–4', '5–9', '25+'. */
export function breakRanges(price: CompanyPriceView): { label: string; unitPriceCents: number }[] {
  const steps = [{ minQuantity: 1, unitPriceCents: price.unitPriceCents }, ...price.breaks];
  return steps.map((step, i) => {
    const next = steps[i + 1];
    const label =
      next === undefined
        ? `${step.minQuantity}+`
        : next.minQuantity - 1 === step.minQuantity
          ? String(step.minQuantity)
          : `${step.minQuantity}–${next.minQuantity - 1}`;
    return { label, unitPriceCents: step.unitPriceCents };
  });
}
