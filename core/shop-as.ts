import { z } from "zod";
import type { BuyerViewer, ShopAsStaff, StaffRole } from "./viewer.ts";

/** How long a staff member shops as a buyer; the end is fixed when it starts and never extended. */
export const SHOP_AS_MINUTES = 30;

/** The staff roles that may shop as a buyer. */
export const SHOP_AS_STAFF_ROLES: readonly StaffRole[] = ["sales", "admin"];

export const mayShopAs = (role: StaffRole): boolean => SHOP_AS_STAFF_ROLES.includes(role);

export const SHOP_AS_ROLE_MESSAGE = "Only sales and admin staff may shop as a buyer.";
export const SHOP_AS_INACTIVE_MESSAGE =
  "This company is not active, so nobody can shop as its buyers. Reactivate the company first.";
export const SHOP_AS_NOT_MEMBER_MESSAGE = "That person is not a buyer of this company.";
export const SHOP_AS_ENDED_MESSAGE = "You stopped shopping as the buyer.";

/** The words the document history, the audit log and the mails use for a document staff placed. */
export const placedOnBehalfText = (viewer: BuyerViewer & { shopAs: ShopAsStaff }): string =>
  `Placed by ${viewer.shopAs.name} (${viewer.shopAs.email}) for ${viewer.name} (${viewer.email})`;

/** What a staff member shopping as a buyer may not change: it stays the buyer's own. */
export const ownerOnlyMessage = (buyerName: string, what: string): string =>
  `While you shop as ${buyerName}, ${what} stays theirs: only ${buyerName} can change it.`;

/** The company screen's "Shop as" form: which member. */
export const shopAsSchema = z.object({
  buyerUserId: z.string().trim().min(1, SHOP_AS_NOT_MEMBER_MESSAGE).max(100, SHOP_AS_NOT_MEMBER_MESSAGE),
});
