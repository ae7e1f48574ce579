import type { COUNTRIES } from "./constants.ts";

/** A ship-to address as the quote and checkout forms take it. */
export interface KnownAddress {
  address: string;
  apartment: string;
  city: string;
  state: string;
  zipCode: string;
  country: (typeof COUNTRIES)[number];
}

/**
 * What the shop already knows of a signed-in buyer, for the forms to start with: the name, the account's
 * email, the profile's phone, the company, and the company's default ship-to address (else the address on
 * the buyer's profile; null when neither has one).
 */
export interface BuyerDetails {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  companyName: string;
  address: KnownAddress | null;
  /** The site of the saved address the fields start with (ADR 0270); null for none or every site. */
  siteId?: string | null;
}

/** 'Maria de la Cruz' → first 'Maria', last 'de la Cruz'. */
export function splitName(name: string): { firstName: string; lastName: string } {
  const [firstName = "", ...rest] = name.trim().split(/\s+/);
  return { firstName, lastName: rest.join(" ") };
}

/** The profile's country ('USA' or 'Canada') as the address forms name it. */
export const addressCountryOf = (profileCountry: "USA" | "Canada"): KnownAddress["country"] =>
  profileCountry === "Canada" ? "Canada" : "United States";
