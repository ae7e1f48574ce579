import { MAX_LINE_QUANTITY } from "./order-request.ts";
import { z } from "./zod.ts";

const sku = z.string().trim().min(1, "Choose a product.").max(100);

/** The My Favorites pane's Remove button. */
export const favoriteRemoveSchema = z.object({ intent: z.literal("remove"), sku });

/** The My Favorites pane's quantity and Add to cart. */
export const favoriteAddSchema = z.object({
  intent: z.literal("add"),
  sku,
  quantity: z.coerce
    .number({ error: "Quantity must be a whole number." })
    .int("Quantity must be a whole number.")
    .min(1, "Quantity must be at least 1.")
    .max(MAX_LINE_QUANTITY, `Quantity must be at most ${MAX_LINE_QUANTITY}.`),
});

/** What a row of My Favorites posts. */
export const favoriteActionSchema = z.discriminatedUnion("intent", [favoriteRemoveSchema, favoriteAddSchema]);

export const FAVORITE_REMOVED_MESSAGE = "Removed from My Favorites.";
export const FAVORITE_GONE_MESSAGE = "This product is no longer sold.";
export const favoriteAddedMessage = (quantity: number, name: string) =>
  `Added ${quantity} × ${name} to your cart.`;
