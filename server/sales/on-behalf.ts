import { placedOnBehalfText } from "../../core/shop-as.ts";
import type { Viewer } from "../../core/viewer.ts";
import type { OnBehalf } from "./document-store.ts";

/** What a document placed by this viewer records of the staff member shopping as the buyer, if any. */
export function onBehalfOf(viewer: Viewer | undefined): OnBehalf | undefined {
  if (viewer?.kind !== "buyer" || !viewer.shopAs) return undefined;
  const { shopAs } = viewer;
  return {
    staff: { userId: shopAs.userId, email: shopAs.email },
    text: placedOnBehalfText({ ...viewer, shopAs }),
  };
}
