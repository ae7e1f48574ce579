import type { LineStock } from "./quote-summary.ts";
import { z } from "./zod.ts";

export const QUICK_ORDER_INTENTS = ["preview", "cart", "quote"] as const;
/** Enter in a field, or anything unknown, previews: nothing is added unseen. */
export const quickOrderIntent = z.enum(QUICK_ORDER_INTENTS).catch("preview");

export const QUICK_ORDER_PREVIEW_MESSAGE =
  "Check the lines and your prices, then add them to the cart or send them as a quote request.";
export const QUICK_ORDER_FIX_BEFORE_QUOTE_MESSAGE =
  "A quote request goes as one document: fix the lines below, or clear both of a line's fields to leave it out.";
export const QUICK_ORDER_NOTHING_TO_ADD_MESSAGE = "No line could be added yet: fix the lines below.";
export const quickOrderAddedMessage = (count: number) =>
  `Added ${count} ${count === 1 ? "line" : "lines"} to your cart. Fix the lines below and add them too, or clear both of a line's fields to leave it out.`;

/** A line that matched, priced for the buyer's company by the server, with the stock it meets. */
export interface QuickOrderPreviewLine extends LineStock {
  where: string;
  sku: string;
  name: string;
  quantity: number;
  /** Null when the product is priced on request. */
  unitPriceCents: number | null;
  lineTotalCents: number | null;
}

/** A line to fix: where it was, what is wrong, and what was written (its fields start with it). */
export interface QuickOrderFix {
  where: string;
  message: string;
  sku: string;
  quantity: string;
}

/** What the quick order's action answers with when it does not move on to the cart or the quote. */
export interface QuickOrderAnswer {
  ok: boolean;
  message: string;
  /** How many lines this post put in the cart. */
  added: number;
  preview: QuickOrderPreviewLine[];
  subtotalCents: number;
  fixes: QuickOrderFix[];
  fields: Record<string, string>;
  values: Record<string, string>;
  /** The fresh rows as typed, when the order was not read (a refused post). */
  rows: { sku: string; quantity: string }[];
}

/** Rows the page shows at first (JavaScript adds more; the server takes up to the cart's line limit). */
export const QUICK_ORDER_ROWS = 5;
