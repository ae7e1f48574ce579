/**
 * How an order is paid: online by card or bank account through the payment provider ('card'), on the
 * company's account (net 30; the specification policy text), or by a payment link when no provider is configured.
 */
export const PAYMENT_METHODS = ["card", "account", "link"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
/** What a buyer chooses at checkout; 'link' is the server's when no provider is configured. */
export const CHOSEN_PAYMENT_METHODS = ["card", "account"] as const;

export const PAY_ON_ACCOUNT_LABEL = "Pay on account (net 30)";
export const PAY_BY_CARD_OR_BANK_LABEL = "Pay by card or bank account";
export const PAY_BY_LINK_LABEL = "Pay by payment link";

/** Policy text: net 30 payment terms, 1.5% monthly finance charge. */
export const NET_TERMS_DAYS = 30;
export const FINANCE_CHARGE_NOTE =
  "Payment terms: net 30. A finance charge of 1.5% per month is applied to balances not paid by the due date.";

export const OVER_CREDIT_MESSAGE =
  "This order is more than the credit left on your account. Pay by card, or ask us to raise your credit limit.";
export const NO_TERMS_MESSAGE = "Your company does not have payment terms. Pay by card.";

/** A company's terms as checkout reads them. */
export interface AccountTerms {
  paymentTerms: "card" | "net30";
  creditLimitCents: number | null;
  /** The total of the company's open, unpaid orders on account. */
  openCents: number;
}

/** The credit a net 30 company has left; 0 for a company paying by card or without a limit. */
export function creditLeftCents(terms: AccountTerms): number {
  if (terms.paymentTerms !== "net30" || terms.creditLimitCents === null) return 0;
  return Math.max(0, terms.creditLimitCents - terms.openCents);
}

/** Whether an order of `totalCents` may be paid on account: net 30 terms and enough credit left. */
export function mayPayOnAccount(terms: AccountTerms, totalCents: number): boolean {
  return terms.paymentTerms === "net30" && totalCents <= creditLeftCents(terms);
}

/** 'YYYY-MM-DD' `days` after a 'YYYY-MM-DD' day (UTC calendar days). */
export function dayPlus(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
