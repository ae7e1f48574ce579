import { z } from "./zod.ts";

/** The My Favorites pane's Remove button. */
export const favoriteRemoveSchema = z.object({
  intent: z.literal("remove"),
  sku: z.string().trim().min(1, "Choose a product.").max(100),
});

export const FAVORITE_REMOVED_MESSAGE = "Removed from My Favorites.";
