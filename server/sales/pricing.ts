import type { ProductSummary } from "../../core/catalog-types.ts";
import type { PricedCartLine } from "../../core/cart-pricing.ts";
import { subtotalCents } from "../../core/checkout-totals.ts";
import { formatMoney, isPricedOnRequest } from "../../core/money.ts";
import type { CatalogService } from "../catalog/queries/catalog-service.ts";
import { priceTiers, tierPriceAt, type CompanyPrice, type QuantityBreak } from "../../core/price-rules.ts";
import type { Viewer } from "../../core/viewer.ts";
import { ValidationError } from "../errors.ts";

/** The most one quote or order may be worth online ($100,000,000.00); money is stored as 64-bit cents. */
export const MAX_ORDER_VALUE_CENTS = 10_000_000_000;

/** Refuses a quote or order worth more than MAX_ORDER_VALUE_CENTS with a 400 the customer can act on. */
export function assertWithinOrderLimit(cents: number) {
  if (cents <= MAX_ORDER_VALUE_CENTS) return;
  throw new ValidationError(
    `Orders over ${formatMoney(MAX_ORDER_VALUE_CENTS)} cannot be placed online. Please call sales or lower the quantities.`,
    { items: "too_large" },
  );
}

export type CatalogPrices = Pick<CatalogService, "productsBySkus">;

/** Where company prices come from (services.pricing). */
export interface CompanyPriceSource {
  companyPrices(
    companyId: string,
    skus: readonly string[],
    siteId?: string | null,
  ): Promise<Map<string, CompanyPrice>>;
}

/** A signed-in buyer's company prices, which price the lines (docs/decisions/0076). */
export interface BuyerPricing {
  prices(skus: readonly string[]): Promise<Map<string, CompanyPrice>>;
}

/**
 * The buyer's pricing for a request: only a signed-in buyer has one; anonymous visitors and staff do not.
 * A document for a site with its own price list is priced from it (ADR 0270).
 */
export function buyerPricing(
  source: CompanyPriceSource,
  viewer: Viewer,
  siteId: string | null = null,
): BuyerPricing | null {
  if (viewer?.kind !== "buyer") return null;
  const { companyId } = viewer;
  return { prices: (skus) => source.companyPrices(companyId, skus, siteId) };
}

export interface LineRequest {
  sku: string;
  quantity: number;
  /** Display fallbacks for a sku the catalogue no longer has; never a price. */
  name?: string;
  image?: string;
}

/** Merges repeated skus (quantities add up) and keeps first-seen order. */
function mergeLines(lines: readonly LineRequest[]): LineRequest[] {
  const bySku = new Map<string, LineRequest>();
  for (const line of lines) {
    const existing = bySku.get(line.sku);
    if (existing) existing.quantity += line.quantity;
    else bySku.set(line.sku, { ...line });
  }
  return [...bySku.values()];
}

function pricedFrom(
  line: LineRequest,
  product: ProductSummary | undefined,
  company: CompanyPrice | undefined,
): PricedCartLine {
  if (!product) {
    return {
      sku: line.sku,
      name: line.name?.trim() || line.sku,
      brand: "Unknown Brand",
      image: line.image ?? "",
      category: "",
      subcategory: "",
      quantity: line.quantity,
      unitPriceCents: null,
      tiers: [],
      available: false,
      availability: null,
    };
  }
  // A product without a usable price is priced by sales on a quote, never at $0.
  const tiers: QuantityBreak[] = isPricedOnRequest(product.priceCents)
    ? []
    : company
      ? priceTiers(company)
      : [{ minQuantity: 1, unitPriceCents: product.priceCents }];
  return {
    sku: product.sku,
    name: product.name,
    brand: product.brand,
    image: product.image,
    category: product.category,
    subcategory: product.subcategory,
    quantity: line.quantity,
    unitPriceCents: tierPriceAt(tiers, line.quantity),
    tiers,
    available: true,
    availability: product.availability,
  };
}

/**
 * Re-prices every line from the catalogue (and, for a signed-in buyer, the company's price list at the
 * line's quantity) on every call; whatever price the client sent is ignored.
 */
export async function priceLines(
  catalog: CatalogPrices,
  lines: readonly LineRequest[],
  buyer: BuyerPricing | null = null,
): Promise<PricedCartLine[]> {
  const merged = mergeLines(lines);
  const skus = merged.map((l) => l.sku);
  const [products, companyPrices] = await Promise.all([
    catalog.productsBySkus(skus),
    buyer ? buyer.prices(skus) : new Map<string, CompanyPrice>(),
  ]);
  return merged.map((line) => pricedFrom(line, products.get(line.sku), companyPrices.get(line.sku)));
}

/** Sum of known prices times quantities (unavailable lines are priced by sales and left out). */
export function pricedSubtotal(lines: readonly PricedCartLine[]): number {
  return subtotalCents(lines.map((l) => ({ unitPriceCents: l.unitPriceCents ?? 0, quantity: l.quantity })));
}
