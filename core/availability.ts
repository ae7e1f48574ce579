import type { Provider } from "./providers.ts";

/** A supplier's lead time in business days, from the order to dispatch when it has no stock. */
export interface LeadTime {
  min: number;
  max: number;
}

/**
 * How the shop turns a feed's quantity into what a buyer is told: quantities above `shownUpTo` read
 * "50+", at or below `lowAt` read Low stock, and each supplier has its lead time.
 */
export interface StockPolicy {
  shownUpTo: number;
  lowAt: number;
  leadTimes: Record<Provider, LeadTime>;
}

/** The policy's sample shipping estimate, 3–5 business days, for every supplier unless configured. */
export const DEFAULT_LEAD_TIME: LeadTime = { min: 3, max: 5 };

export const DEFAULT_STOCK_POLICY: StockPolicy = {
  shownUpTo: 50,
  lowAt: 10,
  leadTimes: { iluminar: DEFAULT_LEAD_TIME, spd: DEFAULT_LEAD_TIME, hydrofarm: DEFAULT_LEAD_TIME },
};

/**
 * - in_stock / low_stock: the feed reports a quantity above 0 (`quantity` is it).
 * - backorder: the feed reports 0 or less; it ships after the supplier's lead time.
 * - ships_in: the feed carries no quantity; it ships after the supplier's lead time.
 * - discontinued: no supplier lists it any more.
 */
export type AvailabilityKind = "in_stock" | "low_stock" | "backorder" | "ships_in" | "discontinued";

export interface Availability {
  kind: AvailabilityKind;
  /** The feed's quantity when above 0, else null. Never "in stock" without it. */
  quantity: number | null;
  /** What the buyer reads: "In stock: 37", "In stock: 50+", "Low stock: 4 left", … */
  label: string;
  /** The supplier's lead time for what is not on hand; null when discontinued. */
  leadTime: LeadTime | null;
}

/** "3–5 business days", or "2 business days" when both ends agree. */
export function leadTimeText({ min, max }: LeadTime): string {
  const days = min === max ? `${min}` : `${min}–${max}`;
  return `${days} business day${max === 1 ? "" : "s"}`;
}

export interface Stock {
  provider: Provider;
  /** The feed's quantity; null when the feed has none. */
  qty: number | null;
  discontinued?: boolean;
}

/** What a product's feed quantity tells a buyer under `policy`. */
export function availabilityOf(stock: Stock, policy: StockPolicy): Availability {
  const leadTime = policy.leadTimes[stock.provider];
  if (stock.discontinued) {
    return { kind: "discontinued", quantity: null, label: "Discontinued", leadTime: null };
  }
  if (stock.qty === null) {
    return { kind: "ships_in", quantity: null, label: `Ships in ${leadTimeText(leadTime)}`, leadTime };
  }
  if (stock.qty <= 0) {
    return {
      kind: "backorder",
      quantity: null,
      label: `Out of stock — backorder, ships in ${leadTimeText(leadTime)}`,
      leadTime,
    };
  }
  if (stock.qty <= policy.lowAt) {
    return { kind: "low_stock", quantity: stock.qty, label: `Low stock: ${stock.qty} left`, leadTime };
  }
  const shown = stock.qty > policy.shownUpTo ? `${policy.shownUpTo}+` : `${stock.qty}`;
  return { kind: "in_stock", quantity: stock.qty, label: `In stock: ${shown}`, leadTime };
}

/** How much of a line ships now and how much later, when the quantity wanted exceeds what is on hand. */
export interface LaterShipment {
  now: number;
  later: number;
  /** "2 ship now, 38 ship in 3–5 business days" or "Ships in 3–5 business days". */
  message: string;
}

/**
 * The part of `quantity` that waits for the supplier: null when all of it is on hand (or the product is
 * discontinued, which the cart reports on its own).
 */
export function laterShipment(quantity: number, availability: Availability): LaterShipment | null {
  const { leadTime } = availability;
  if (!leadTime) return null;
  const now = Math.min(availability.quantity ?? 0, quantity);
  const later = quantity - now;
  if (later <= 0) return null;
  const when = leadTimeText(leadTime);
  const message = now > 0 ? `${now} ship now, ${later} ship in ${when}` : `Ships in ${when}`;
  return { now, later, message };
}

/** The schema.org availability that agrees with the page. */
export function schemaOrgAvailability(availability: Availability): string {
  switch (availability.kind) {
    case "in_stock":
    case "low_stock":
      return "https://schema.org/InStock";
    case "backorder":
    case "ships_in":
      return "https://schema.org/BackOrder";
    case "discontinued":
      return "https://schema.org/Discontinued";
  }
}

/** "3-5" or "4" as a lead time (whole business days, min ≤ max); null when malformed. */
export function parseLeadTime(text: string): LeadTime | null {
  const match = /^\s*(\d{1,3})\s*(?:[-–]\s*(\d{1,3}))?\s*$/.exec(text);
  if (!match) return null;
  const min = Number(match[1]);
  const max = match[2] === undefined ? min : Number(match[2]);
  return min <= max ? { min, max } : null;
}
