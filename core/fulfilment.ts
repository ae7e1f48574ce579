import { CHECKOUT_FLAT_SHIPPING_CENTS } from "./constants.ts";
import type { DocumentStatus } from "./document-status.ts";

/** Policy text: 'free cancellation within 12 hours' of placing the order. */
export const FREE_CANCELLATION_HOURS = 12;
/** Days after delivery the review request goes out (ADR 0088). */
export const FOLLOW_UP_DELAY_DAYS = 14;
/** Business days from shipping to the default estimated delivery ('Sample shipping estimate 3-5 business days'). */
export const DEFAULT_TRANSIT_BUSINESS_DAYS = 5;
/** A priced quote is valid this many days unless staff set another date. */
export const DEFAULT_QUOTE_VALID_DAYS = 30;
/** Freight staff start from on a quote: the checkout's flat $50, a default and not a rule. */
export const DEFAULT_QUOTE_FREIGHT_CENTS = CHECKOUT_FLAT_SHIPPING_CENTS;
/** Tracking lookups one client address may make per minute (ADR 0088). */
export const TRACKING_LOOKUPS_PER_MINUTE = 20;

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** True while an order placed at `placedAt` may still be cancelled free of charge. */
export function isFreeCancellation(placedAt: string | Date, now: Date = new Date()): boolean {
  return now.getTime() - new Date(placedAt).getTime() <= FREE_CANCELLATION_HOURS * HOUR_MS;
}

/** True once a quote's expiry moment has passed (a quote without one never expires on its own). */
export function isQuoteExpired(expiresAt: string | Date | null, now: Date = new Date()): boolean {
  return expiresAt !== null && new Date(expiresAt).getTime() <= now.getTime();
}

/** 'YYYY-MM-DD' of a date, in UTC. */
export const isoDay = (date: Date): string => date.toISOString().slice(0, 10);

/** The calendar day `days` days after `from` (UTC). */
export const addDays = (from: Date, days: number): Date => new Date(from.getTime() + days * DAY_MS);

/** The day `businessDays` working days (Monday to Friday) after `from`. */
export function addBusinessDays(from: Date, businessDays: number): Date {
  let date = from;
  for (let left = businessDays; left > 0;) {
    date = addDays(date, 1);
    const weekday = date.getUTCDay();
    if (weekday !== 0 && weekday !== 6) left--;
  }
  return date;
}

/** The steps of the tracking card ('Order tracking'), in order, with the status each one is. */
export const TRACKING_STEPS = [
  { label: "Order Placed", status: "pending" },
  { label: "Processing", status: "processing" },
  { label: "Shipped", status: "shipped" },
  { label: "In Transit", status: "in_transit" },
  { label: "Out for Delivery", status: "out_for_delivery" },
  { label: "Delivered", status: "delivered" },
] as const satisfies readonly { label: string; status: DocumentStatus<"order"> }[];

/** How the tracking card names an order's status (the specification tracking labels, plus the steps' own words). */
export const TRACKING_STATUS_LABELS: Record<DocumentStatus<"order">, string> = {
  awaiting_approval: "Awaiting Approval",
  rejected: "Rejected",
  held_for_rebate: "Held for Rebate Pre-approval",
  pending: "Order Placed",
  paid: "Order Placed",
  processing: "Processing",
  partly_shipped: "Partly Shipped",
  shipped: "Shipped",
  in_transit: "In Transit",
  out_for_delivery: "Out for Delivery",
  exception: "Delivery Exception",
  delivered: "Delivered",
  canceled: "Canceled",
};

export interface TrackingStep {
  label: string;
  completed: boolean;
  /** When the order reached this step (ISO); null for a step not reached, or passed without a scan. */
  at: string | null;
}

/**
 * The card's steps from an order's status history: a step is completed when the order reached it or a
 * later one; its time is the first time the order reached it (a skipped carrier step has none).
 */
export function trackingSteps(
  history: readonly { toStatus: string; at: string }[],
  current: string,
): TrackingStep[] {
  const reachedAt = new Map<string, string>();
  for (const event of history) {
    const step = event.toStatus === "paid" ? "pending" : event.toStatus;
    if (!reachedAt.has(step)) reachedAt.set(step, event.at);
  }
  const indexOf = (status: string) => TRACKING_STEPS.findIndex((s) => s.status === status);
  const furthest = Math.max(...[...reachedAt.keys(), current].map(indexOf));
  return TRACKING_STEPS.map((step, i) => ({
    label: step.label,
    completed: i <= furthest,
    at: reachedAt.get(step.status) ?? null,
  }));
}

/** A carrier tracking number as compared: letters upper-cased, spaces and dashes dropped. */
export const normalTrackingNumber = (value: string): string => value.toUpperCase().replace(/[\s-]+/g, "");

/** True when what a visitor typed reads as one of our order numbers rather than a carrier's number. */
export const looksLikeOrderNumber = (value: string): boolean => /^ORD-[A-Z0-9]{9}$/i.test(value.trim());

/** 'Tracking record' statuses and account-pane labels. */
export type TrackingRecordStatus = "delivered" | "in_transit" | "processing" | "exception" | "unknown";
export const TRACKING_RECORD_LABELS: Record<TrackingRecordStatus, string> = {
  delivered: "Delivered",
  in_transit: "In Transit",
  processing: "Processing",
  exception: "Delivery Exception",
  unknown: "Unknown",
};

/** An order's status as the Shipping Tracking pane names it: the carrier's steps are all 'in transit'. */
export function trackingRecordStatus(status: string): TrackingRecordStatus {
  switch (status) {
    case "delivered":
      return "delivered";
    case "partly_shipped":
    case "shipped":
    case "in_transit":
    case "out_for_delivery":
      return "in_transit";
    case "pending":
    case "paid":
    case "processing":
      return "processing";
    case "exception":
      return "exception";
    default:
      return "unknown";
  }
}

/** 'Tracking: account pane'. */
export const ACCOUNT_TRACKING_NOT_FOUND = "Tracking number not found. Please try again.";
