import { ownerOnlyMessage } from "../../../core/shop-as.ts";
import type { BuyerViewer } from "../../../core/viewer.ts";
import { refused } from "../forms/form-action.server.ts";

/**
 * While a staff member shops as this buyer (ADR 0220), a change only the buyer may make (password,
 * payment methods, company members) is refused with a form answer naming `what`; null when the buyer is
 * themself.
 */
export function ownerOnlyRefusal(viewer: BuyerViewer, what: string) {
  return viewer.shopAs ? refused(403, ownerOnlyMessage(viewer.name, what), {}, {}) : null;
}
