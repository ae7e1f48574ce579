import type { CompanyRole } from "./viewer.ts";

/** A company's roles and their labels, zod-free so that pages showing them load no form schema. */
export const COMPANY_ROLES = ["buyer", "approver", "admin"] as const satisfies CompanyRole[];
export const COMPANY_ROLE_LABELS: Record<CompanyRole, string> = {
  admin: "Admin",
  buyer: "Buyer",
  approver: "Approver",
};
