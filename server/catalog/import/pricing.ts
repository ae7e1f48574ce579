import type { Provider } from "../../../core/catalog-types.ts";

/** A record's money fields in integer cents; null when the feed left them out. */
export interface FeedMoney {
  msrpCents: number | null;
  mapCents: number | null;
  costCents: number | null;
  priceCents: number | null;
}

const cents = (value: number | null) => value ?? 0;

/** The distributor feed's lighting categories ('Grow Lights', 'lighting', 'grow-lights' or containing 'light'). */
export function isSpdLightingCategory(category: string): boolean {
  const c = category.trim().toLowerCase();
  return c === "grow lights" || c === "lighting" || c === "grow-lights" || c.includes("light");
}

/** The third feed prices at msrp 'when category is 'lighting' or contains 'grow' or 'light''. */
export function isHydrofarmLightingCategory(category: string): boolean {
  const c = category.trim().toLowerCase();
  return c === "lighting" || c.includes("grow") || c.includes("light");
}

/**
 * The one list price of a product, in cents: the reading, never below the supplier's minimum
 * advertised price when the feed gives one (ADR 0055). Every public price is this one.
 */
export function listPriceCents(provider: Provider, category: string, money: FeedMoney): number {
  return Math.max(specListPriceCents(provider, category, money), cents(money.mapCents));
}

/**
 * 'Pricing', category-page reading, in cents. Missing numbers count as 0; a 0 falls through to the
 * next source, as the feeds' `a || b` reading does.
 */
function specListPriceCents(provider: Provider, category: string, money: FeedMoney): number {
  const msrp = cents(money.msrpCents);
  const map = cents(money.mapCents);
  switch (provider) {
    case "iluminar":
      return msrp || cents(money.priceCents);
    case "spd":
      return isSpdLightingCategory(category) ? msrp : map || msrp;
    case "hydrofarm": {
      if (isHydrofarmLightingCategory(category)) return msrp;
      // 'cost times 1.18 rounded': rounded to whole dollars (ADR 0002), kept in cents.
      const marked = Math.round((cents(money.costCents) * 118) / 10_000) * 100;
      return marked || map || msrp;
    }
  }
}
