/** Who is making a request, as the server resolved it from the session cookie (never from the browser's word). */
export type StaffRole = "admin" | "sales";
/** An approver is a buyer who also decides on colleagues' orders over their spending limits (ADR 0180). */
export type CompanyRole = "admin" | "buyer" | "approver";

export interface StaffViewer {
  kind: "staff";
  userId: string;
  email: string;
  name: string;
  staffRole: StaffRole;
}

/** Who is really at the keyboard while staff shop as a buyer (resolved by the server from the staff session). */
export interface ShopAsStaff {
  userId: string;
  email: string;
  name: string;
  /** ISO time the session ends by itself. */
  endsAt: string;
}

export interface BuyerViewer {
  kind: "buyer";
  userId: string;
  email: string;
  name: string;
  companyId: string;
  companyName: string;
  companyRole: CompanyRole;
  /** The sites a member is limited to (ADR 0270); absent or empty works for every site of the company. */
  siteIds?: readonly string[];
  /** Set while a staff member shops as this buyer: who they are and when it ends (ADR 0220). */
  shopAs?: ShopAsStaff;
}

/** null is an anonymous visitor. */
export type Viewer = StaffViewer | BuyerViewer | null;

/** The signed-in buyer's account name, which their own mails greet; null for anyone else. */
export const accountName = (viewer: Viewer): string | null =>
  viewer?.kind === "buyer" && viewer.name.trim() ? viewer.name.trim() : null;
