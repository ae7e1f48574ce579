import { laterShipment, type Availability, type LaterShipment } from "./availability.ts";
import type { CartItem } from "./cart.ts";
import { tierPriceAt, type QuantityBreak } from "./price-rules.ts";

/** One line of POST /api/cart/price's answer. */
export interface PricedCartLine {
  sku: string;
  name: string;
  brand: string;
  image: string;
  category: string;
  subcategory: string;
  quantity: number;
  unitPriceCents: number | null;
  /**
   * The server's unit price for every quantity: ascending steps, the first from quantity 1 (the list
   * price, or the company's price and its volume breaks). Empty when the line is priced on request.
   */
  tiers: QuantityBreak[];
  available: boolean;
  /** What the feed says of its stock; null for a sku the catalogue no longer has. */
  availability: Availability | null;
}

export interface CartPriceResponse {
  lines: PricedCartLine[];
  subtotalCents: number;
}

/** A cart line as the cart, quote and checkout pages show it. */
export interface DisplayLine {
  sku: string;
  name: string;
  brand: string;
  image: string;
  quantity: number;
  unitPriceCents: number;
  /** False when the catalogue no longer has the sku (the specification: it keeps its own price, brand 'Unknown Brand'). */
  available: boolean;
  /** The stock the line's quantity meets; null until priced, or when the sku is gone. */
  availability: Availability | null;
  /** The part of the quantity that ships after the supplier's lead time; null when all ships now. */
  later: LaterShipment | null;
}

/**
 * Joins the stored cart with the server's prices. Without an answer (still loading, or the call failed)
 * the raw cart items are shown as they are ('wholesale failure uses raw cart items'). A line's unit
 * price follows the item's current quantity through the server's steps, so a quantity changed since the
 * answer never shows another volume tier's price.
 */
export function displayLines(
  items: readonly CartItem[],
  priced: readonly PricedCartLine[] | null,
): DisplayLine[] {
  const bySku = new Map((priced ?? []).map((l) => [l.sku, l]));
  return items.map((item) => {
    const line = bySku.get(item.sku);
    if (priced && line?.available && line.unitPriceCents !== null) {
      return {
        sku: item.sku,
        name: line.name,
        brand: line.brand,
        image: line.image,
        quantity: item.quantity,
        unitPriceCents: tierPriceAt(line.tiers, item.quantity) ?? line.unitPriceCents,
        available: true,
        availability: line.availability,
        later: line.availability ? laterShipment(item.quantity, line.availability) : null,
      };
    }
    return {
      sku: item.sku,
      name: item.name,
      brand: priced ? "Unknown Brand" : item.brand || "Unknown Brand",
      image: item.image,
      quantity: item.quantity,
      unitPriceCents: item.priceCents,
      available: priced ? false : true,
      availability: null,
      later: null,
    };
  });
}
