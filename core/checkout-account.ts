import type { CompanyAddress } from "./saved-address.ts";

/** What checkout knows about a signed-in buyer's company; null for anyone else. */
export interface CheckoutAccount {
  email: string;
  addresses: CompanyAddress[];
  /** The address the form starts with: the one chosen (?address=…), else the default. */
  selected: CompanyAddress | null;
  /** Net 30 terms and the credit left; null when the company pays by card. */
  onAccount: { creditLeftCents: number } | null;
  /** US states where a verified certificate makes the company's purchases tax exempt. */
  exemptStates: string[];
}

/** Whether the account's verified certificates make an order shipped to this region tax free. */
export function isTaxExempt(account: CheckoutAccount | null, country: string, state: string): boolean {
  return country === "United States" && (account?.exemptStates.includes(state) ?? false);
}
