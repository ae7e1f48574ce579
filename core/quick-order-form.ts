import { z } from "./zod.ts";

export { QUICK_ORDER_FIELDS } from "./quick-order-fields.ts";

export const QUICK_ORDER_INTENTS = ["quote", "cart"] as const;
export const quickOrderIntent = z.enum(QUICK_ORDER_INTENTS).catch("cart");

/** Rows the page shows at first (JavaScript adds more; the server takes up to the cart's line limit). */
export const QUICK_ORDER_ROWS = 5;
