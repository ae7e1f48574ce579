import { z } from "./zod.ts";

/** The quick order's fields (app/routes/new-quotation.tsx): repeated sku/quantity rows, a pasted CSV, a file. */
export const QUICK_ORDER_FIELDS = {
  sku: "sku",
  quantity: "quantity",
  csv: "csv",
  file: "csvFile",
  intent: "intent",
} as const;

export const QUICK_ORDER_INTENTS = ["quote", "cart"] as const;
export const quickOrderIntent = z.enum(QUICK_ORDER_INTENTS).catch("cart");

/** Rows the page shows at first (JavaScript adds more; the server takes up to the cart's line limit). */
export const QUICK_ORDER_ROWS = 5;
