import { laterShipment } from "../../core/availability.ts";
import type { LineStock } from "../../core/quote-summary.ts";
import type { CatalogPrices } from "./pricing.ts";

/**
 * Each line's stock today as the cart says it (the catalogue's availability and what ships later), or
 * null for a line whose product the catalogue no longer lists.
 */
export async function linesStock(
  catalog: CatalogPrices,
  lines: readonly { sku: string; quantity: number }[],
): Promise<(LineStock | null)[]> {
  const products = await catalog.productsBySkus(lines.map((l) => l.sku));
  return lines.map((l) => {
    const availability = products.get(l.sku)?.availability;
    return availability ? { availability, later: laterShipment(l.quantity, availability) } : null;
  });
}
