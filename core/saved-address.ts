import type { COUNTRIES } from "./constants.ts";

/** A saved address as the pane and checkout show it. */
export interface CompanyAddress {
  id: string;
  label: string;
  firstName: string;
  lastName: string;
  address: string;
  apartment: string;
  city: string;
  state: string;
  zipCode: string;
  country: (typeof COUNTRIES)[number];
  isDefault: boolean;
  /** The site it ships to, or null for the company's (ADR 0270). */
  siteId: string | null;
}

/** One line: 'Greenhouse 2 — 1450 Orchard Rd, Salinas, California 93901'. */
export const addressLine = (a: CompanyAddress) =>
  `${a.label ? `${a.label} — ` : ""}${[a.address, a.apartment, a.city, `${a.state} ${a.zipCode}`].filter(Boolean).join(", ")}`;
