import { FAVORITE_BACK_FIELD, FAVORITE_SKU_FIELD, FAVORITE_STATE_FIELD } from "./favorite-fields.ts";
import { z } from "./zod.ts";

/** Only a path on this site is a place to come back to; anything else goes to the favourites pane. */
const localPath = z
  .string()
  .max(2000)
  .refine((p) => p.startsWith("/") && !p.startsWith("//") && !p.includes("\\"))
  .catch("/commercial-view/favorites");

/** The heart's form: which product, saved or removed (saved when not said), and the page to come back to. */
export const favoriteToggleSchema = z.object({
  [FAVORITE_SKU_FIELD]: z.string().trim().min(1, "Choose a product.").max(100),
  [FAVORITE_STATE_FIELD]: z
    .enum(["true", "false"])
    .catch("true")
    .transform((state) => state === "true"),
  [FAVORITE_BACK_FIELD]: localPath,
});
