import { z } from "./zod.ts";
import { MAX_LINE_QUANTITY } from "./order-request.ts";

const quantity = z.coerce
  .number({ error: "Quantity must be a whole number." })
  .int("Quantity must be a whole number.")
  .max(MAX_LINE_QUANTITY, `Quantity must be at most ${MAX_LINE_QUANTITY}.`);

/** What the cart page's action does: the specification's add, set quantity (below 1 removes), remove and clear. */
export const cartChangeSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("add"),
    sku: z.string().min(1).max(100),
    quantity: quantity.min(1, "Quantity must be at least 1."),
  }),
  z.object({
    intent: z.literal("set"),
    sku: z.string().min(1).max(100),
    // Below 1 removes the line.
    quantity,
  }),
  z.object({ intent: z.literal("remove"), sku: z.string().min(1).max(100) }),
  z.object({ intent: z.literal("clear") }),
]);
export type CartChange = z.infer<typeof cartChangeSchema>;

export const CART_TOO_LARGE_MESSAGE =
  "Your cart is too large to keep without JavaScript. Turn JavaScript on, or request a quote for what is in it.";
export const CART_PRODUCT_GONE_MESSAGE = "This product is no longer in the catalogue.";
