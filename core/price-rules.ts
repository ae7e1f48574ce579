/**
 * Company prices from a price list's rules (docs/decisions/0076). Pure: the server feeds it the rules of
 * the buyer's list and the products' list price, cost and wholesale; the browser never runs it with real
 * figures. Percentages are basis points (300 = 3%); money is integer cents.
 */

/** One rule of a price list. */
export type PriceRule =
  | { kind: "list"; percentOffBp: number }
  | { kind: "category"; category: string; percentOffBp: number }
  | { kind: "brand"; brand: string; percentOffBp: number }
  | { kind: "sku"; sku: string; fixedPriceCents: number }
  | { kind: "break"; minQuantity: number; percentOffBp: number };

export type PriceRuleKind = PriceRule["kind"];

export interface PriceListRules {
  /** The supplier's trade price (`wholesale`) caps the rule price when the feed gives one. */
  capsAtWholesale: boolean;
  rules: readonly PriceRule[];
}

/** What a company price is computed from; cost and wholesale never leave the server (ADR 0050). */
export interface PricedProduct {
  sku: string;
  brand: string;
  /** Storefront category slugs the product is listed in. */
  categorySlugs: readonly string[];
  listPriceCents: number;
  costCents: number | null;
  wholesaleCents: number | null;
}

/** Which rule set the one-unit price (most specific first). */
export type PriceBasis = "sku" | "brand" | "category" | "list" | "wholesale" | "list price";

export interface QuantityBreak {
  minQuantity: number;
  unitPriceCents: number;
}

export interface CompanyPrice {
  /** The price of one unit (quantity below the first break). */
  unitPriceCents: number;
  basis: PriceBasis;
  /** Lower unit prices from a quantity on, ascending; only breaks that lower the price. */
  breaks: QuantityBreak[];
}

/** Without a known cost, discounts stop at this share of the list price (at most 40% off). */
export const UNKNOWN_COST_FLOOR_BP = 6000;

const BP = 10_000;

function percentOff(cents: number, bp: number): number {
  return Math.round((cents * (BP - bp)) / BP);
}

/** The lowest price a company may pay: cost when the feed gives one, else 60% of the list price. */
export function priceFloorCents(product: PricedProduct): number {
  if (product.costCents !== null && product.costCents > 0) return product.costCents;
  return Math.ceil((product.listPriceCents * UNKNOWN_COST_FLOOR_BP) / BP);
}

/** The rule that priced one unit, and its price before the wholesale cap. */
interface RuleChoice {
  cents: number;
  basis: PriceBasis;
  /** The rule itself; null at list price. */
  rule: PriceRule | null;
}

/** The rule price before the cap: sku fixed > brand % > category % (largest) > list-wide %. */
function chosenRule(product: PricedProduct, list: PriceListRules): RuleChoice {
  const listCents = product.listPriceCents;
  const fixed = list.rules.find((r) => r.kind === "sku" && r.sku === product.sku);
  if (fixed?.kind === "sku") return { cents: fixed.fixedPriceCents, basis: "sku", rule: fixed };
  const brand = product.brand.trim().toLowerCase();
  const byBrand = list.rules.find((r) => r.kind === "brand" && r.brand.trim().toLowerCase() === brand);
  if (byBrand?.kind === "brand")
    return { cents: percentOff(listCents, byBrand.percentOffBp), basis: "brand", rule: byBrand };
  const byCategory = list.rules
    .filter((r) => r.kind === "category" && product.categorySlugs.includes(r.category))
    .reduce<PriceRule | null>(
      (best, r) =>
        r.kind === "category" && (best?.kind !== "category" || r.percentOffBp > best.percentOffBp) ? r : best,
      null,
    );
  if (byCategory?.kind === "category")
    return { cents: percentOff(listCents, byCategory.percentOffBp), basis: "category", rule: byCategory };
  const wide = list.rules.find((r) => r.kind === "list");
  return wide?.kind === "list"
    ? { cents: percentOff(listCents, wide.percentOffBp), basis: "list", rule: wide }
    : { cents: listCents, basis: "list price", rule: null };
}

/** The rule price before quantity breaks; a percentage is capped at wholesale when the list says so. */
function rulePrice(product: PricedProduct, list: PriceListRules): RuleChoice {
  const choice = chosenRule(product, list);
  const wholesale = product.wholesaleCents;
  if (choice.basis === "sku") return choice;
  if (list.capsAtWholesale && wholesale !== null && wholesale > 0 && wholesale < choice.cents) {
    return { cents: wholesale, basis: "wholesale", rule: choice.rule };
  }
  return choice;
}

/**
 * A company's price for a product under its list, with its quantity breaks; null when the product has no
 * list price (priced by sales on a quote). Never above the list price, never below the floor.
 */
export function companyPrice(product: PricedProduct, list: PriceListRules): CompanyPrice | null {
  if (product.listPriceCents <= 0) return null;
  const floor = Math.min(priceFloorCents(product), product.listPriceCents);
  const bounded = (cents: number) => Math.min(product.listPriceCents, Math.max(floor, cents));
  const base = rulePrice(product, list);
  const unitPriceCents = bounded(base.cents);
  const breaks: QuantityBreak[] = [];
  const breakRules = list.rules
    .flatMap((r) => (r.kind === "break" ? [r] : []))
    .sort((a, b) => a.minQuantity - b.minQuantity);
  for (const rule of breakRules) {
    const cents = bounded(percentOff(unitPriceCents, rule.percentOffBp));
    const previous = breaks.at(-1)?.unitPriceCents ?? unitPriceCents;
    if (cents < previous) breaks.push({ minQuantity: rule.minQuantity, unitPriceCents: cents });
  }
  return { unitPriceCents, basis: base.basis, breaks };
}

/** A company price as steps of unit prices, the first from quantity 1, then its volume breaks. */
export function priceTiers(price: CompanyPrice): QuantityBreak[] {
  return [{ minQuantity: 1, unitPriceCents: price.unitPriceCents }, ...price.breaks];
}

/**
 * The unit price a line of `quantity` units pays under ascending steps: the last step whose minimum
 * quantity the line reaches. Null without steps (priced on request).
 */
export function tierPriceAt(tiers: readonly QuantityBreak[], quantity: number): number | null {
  let cents: number | null = null;
  for (const step of tiers) if (cents === null || quantity >= step.minQuantity) cents = step.unitPriceCents;
  return cents;
}

/** What bound a price: the floor (cost, or 60% of list without one), the list price, or nothing. */
export type PriceBound = "cost floor" | "list floor" | "list price" | null;

/** Why a company pays what it pays for a quantity of a product under a list: each step, in order. */
export interface PriceExplanation {
  listPriceCents: number;
  /** The rule that priced one unit (null: no rule, list price) and its price before cap and floor. */
  rule: PriceRule | null;
  rulePriceCents: number;
  /** The supplier's wholesale price capped the rule price. */
  cappedAtWholesaleCents: number | null;
  floorCents: number;
  /** What bound the one-unit price after the rule (and cap). */
  unitBound: PriceBound;
  unitPriceCents: number;
  /** The volume break the quantity reaches, the price it gives and what bound it. */
  quantityBreak: {
    rule: Extract<PriceRule, { kind: "break" }>;
    unitPriceCents: number;
    bound: PriceBound;
  } | null;
  /** The unit price the line pays: what every page and document charges (tierPriceAt of companyPrice). */
  paysCents: number;
}

/**
 * The company price of `quantity` units, step by step, for staff asking "why this price". The figures are
 * companyPrice's own (the steps recompute nothing else); null when the product is priced on request.
 */
export function explainPrice(
  product: PricedProduct,
  list: PriceListRules,
  quantity: number,
): PriceExplanation | null {
  const price = companyPrice(product, list);
  if (!price) return null;
  const listCents = product.listPriceCents;
  const floor = Math.min(priceFloorCents(product), listCents);
  const floorKind: PriceBound =
    product.costCents !== null && product.costCents > 0 ? "cost floor" : "list floor";
  const boundOf = (wanted: number): PriceBound =>
    wanted < floor ? floorKind : wanted > listCents ? "list price" : null;
  const choice = chosenRule(product, list);
  const capped = rulePrice(product, list);
  const reached = price.breaks.filter((b) => quantity >= b.minQuantity).at(-1) ?? null;
  const breakRule =
    list.rules
      .flatMap((r) => (r.kind === "break" && r.minQuantity <= quantity ? [r] : []))
      .sort((a, b) => a.minQuantity - b.minQuantity)
      .at(-1) ?? null;
  return {
    listPriceCents: listCents,
    rule: choice.rule,
    rulePriceCents: choice.cents,
    cappedAtWholesaleCents: capped.basis === "wholesale" ? capped.cents : null,
    floorCents: floor,
    unitBound: boundOf(capped.cents),
    unitPriceCents: price.unitPriceCents,
    quantityBreak:
      breakRule === null
        ? null
        : {
            rule: breakRule,
            unitPriceCents: reached?.unitPriceCents ?? price.unitPriceCents,
            bound: boundOf(percentOff(price.unitPriceCents, breakRule.percentOffBp)),
          },
    paysCents: tierPriceAt(priceTiers(price), quantity) ?? price.unitPriceCents,
  };
}
