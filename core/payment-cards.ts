import { z } from "./zod.ts";

export const CARD_ADDED_MESSAGE = "Saved. You can pay with it from now on.";
export const CARD_DELETED_MESSAGE = "Payment method removed.";
export const CARD_PRIMARY_MESSAGE = "Primary payment method changed.";
export const CARD_NOT_FOUND_MESSAGE = "Payment method not found.";
export const SETUP_NOT_FINISHED_MESSAGE =
  "The payment method was not saved: the provider did not confirm it. Try adding it again.";

/**
 * A saved card or bank account as the account shows it: the payment provider's reference, with the
 * brand (or bank), last 4 and expiry the provider reports. Never a number.
 */
export interface SavedPaymentMethod {
  id: string;
  type: "card" | "us_bank_account";
  brand: string;
  last4: string;
  expMonth: number | null;
  expYear: number | null;
  isPrimary: boolean;
}

/** 'Visa ending in 4242', 'STRIPE TEST BANK account ending in 6789'. */
export const methodLabel = (m: Pick<SavedPaymentMethod, "type" | "brand" | "last4">) =>
  m.type === "card" ? `${m.brand} ending in ${m.last4}` : `${m.brand} account ending in ${m.last4}`;

/** 'MM/YY', or null for a bank account. */
export const expiryText = (m: Pick<SavedPaymentMethod, "expMonth" | "expYear">) =>
  m.expMonth && m.expYear
    ? `${String(m.expMonth).padStart(2, "0")}/${String(m.expYear % 100).padStart(2, "0")}`
    : null;

const methodId = z.string().trim().min(1, CARD_NOT_FOUND_MESSAGE).max(64, CARD_NOT_FOUND_MESSAGE);

/** The Payment Options forms: remove a method, or make it primary (adding happens in the provider's form). */
export const paymentCardSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("delete"), id: methodId }),
  z.object({ intent: z.literal("primary"), id: methodId }),
]);
export type PaymentCardRequest = z.infer<typeof paymentCardSchema>;
