/**
 * 'Same spec from other suppliers': products of the same kind from the other feeds,
 * wattage within ±10% and a rated voltage they share (docs/decisions/0085).
 */

/** A candidate's wattage may differ from the product's by this share of the product's. */
export const SAME_SPEC_WATTAGE_TOLERANCE = 0.1;
/** How many alternatives a product page shows. */
export const SAME_SPEC_MAX = 4;

/**
 * Subcategories that name the same kind of product in different feeds. The lights feed files its LED
 * fixtures by application (top lighting, inter-canopy, vertical farming); the distributors call them
 * all 'LED Grow Lights'. Every other subcategory is its own kind, compared without case.
 */
const KIND_GROUPS: readonly (readonly string[])[] = [
  ["led grow lights", "top lighting", "inter-canopy lighting", "vertical farming"],
];

/** The lower-cased subcategory names of the product's kind (its own first). */
export function sameKindSubcategories(subcategory: string): string[] {
  const own = subcategory.trim().toLowerCase();
  const group = KIND_GROUPS.find((names) => names.includes(own));
  return group ? [own, ...group.filter((name) => name !== own)] : [own];
}

/** The wattage a fixture is sold as: its 120 V figure, else its 240 V, else its 277 V one. */
export function fixtureWattage(p: {
  wattage120v: number | null;
  wattage240v?: number | null;
  wattage277v?: number | null;
}): number | null {
  const watts = p.wattage120v ?? p.wattage240v ?? p.wattage277v ?? null;
  return watts !== null && watts > 0 ? watts : null;
}

/** The inclusive wattage window of the same spec: ±10% of `watts`. */
export function sameSpecWattageBounds(watts: number): { min: number; max: number } {
  return {
    min: watts * (1 - SAME_SPEC_WATTAGE_TOLERANCE),
    max: watts * (1 + SAME_SPEC_WATTAGE_TOLERANCE),
  };
}

/** The alternative's list price minus the product's, in cents; null when either is priced on request. */
export function priceDifferenceCents(productCents: number, alternativeCents: number): number | null {
  return productCents > 0 && alternativeCents > 0 ? alternativeCents - productCents : null;
}
