/**
 * What a shipment may hold (ADR 0350): of each order line, at most what remains of it after the earlier
 * shipments; whole, non-negative quantities; more than nothing in all. The service asks this, under the
 * order's row lock, before it writes anything.
 */

export interface LineToShip {
  lineNo: number;
  sku: string;
  /** What the order has of the line, and what earlier shipments took of it. */
  ordered: number;
  shipped: number;
}

export interface ShipmentQuantity {
  lineNo: number;
  quantity: number;
}

export const NOTHING_CHOSEN = "Choose at least one item to ship: every quantity is 0.";
export const NOTHING_LEFT = "Everything on this order has shipped already.";

export const remainingOf = (line: LineToShip) => line.ordered - line.shipped;

/**
 * The shipment's lines (only those with a quantity) or, when refused, the one sentence saying why. No
 * `requested` ships everything that remains.
 */
export function planShipment(
  lines: readonly LineToShip[],
  requested?: readonly ShipmentQuantity[],
): { lines: ShipmentQuantity[]; completes: boolean } | { refusal: string } {
  if (lines.every((l) => remainingOf(l) <= 0)) return { refusal: NOTHING_LEFT };
  const wanted = new Map<number, number>();
  for (const r of requested ?? lines.map((l) => ({ lineNo: l.lineNo, quantity: remainingOf(l) }))) {
    if (!Number.isSafeInteger(r.quantity) || r.quantity < 0) {
      return { refusal: "Each quantity to ship is a whole number, 0 or more." };
    }
    const line = lines.find((l) => l.lineNo === r.lineNo);
    if (!line) return { refusal: `Line ${r.lineNo} is not a line of this order.` };
    wanted.set(r.lineNo, (wanted.get(r.lineNo) ?? 0) + r.quantity);
  }
  for (const line of lines) {
    const quantity = wanted.get(line.lineNo) ?? 0;
    if (quantity > remainingOf(line)) {
      return {
        refusal: `Only ${remainingOf(line)} of ${line.sku} remain to ship; ${quantity} is more than that.`,
      };
    }
  }
  const chosen = lines
    .map((l) => ({ lineNo: l.lineNo, quantity: wanted.get(l.lineNo) ?? 0 }))
    .filter((l) => l.quantity > 0);
  if (chosen.length === 0) return { refusal: NOTHING_CHOSEN };
  const completes = lines.every((l) => remainingOf(l) === (wanted.get(l.lineNo) ?? 0));
  return { lines: chosen, completes };
}

/** One shipment of an order as pages, mails' readers and the API show it. */
export interface ShipmentView {
  seq: number;
  shippedOn: string;
  carrier: string;
  trackingNumber: string;
  estimatedDelivery: string | null;
  lines: { lineNo: number; sku: string; name: string; quantity: number }[];
  /** The shipment's invoice (orders on account), else null; never shown to whoever only tracks a number. */
  invoiceNumber: string | null;
  invoiceTotalCents: number | null;
}
