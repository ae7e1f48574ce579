import { z } from "./zod.ts";
import { REQUIRED_FIELDS_MESSAGE } from "./form-messages.ts";
import {
  cardBrand,
  cardDigits,
  cardLast4,
  isFutureExpiry,
  isValidCardNumber,
  type CardBrand,
} from "./card.ts";

export const CARD_NUMBER_INVALID_MESSAGE = "Please enter a valid card number.";
export const CARD_EXPIRY_INVALID_MESSAGE = "Please enter an expiry date in the future (MM/YY).";
export const CARD_ADDED_MESSAGE = "Card saved.";
export const CARD_UPDATED_MESSAGE = "Card updated.";
export const CARD_DELETED_MESSAGE = "Card deleted.";
export const CARD_PRIMARY_MESSAGE = "Primary card changed.";
export const CARD_NOT_FOUND_MESSAGE = "Card not found.";

/** A saved card as the account shows it: never the number. */
export interface SavedCard {
  id: string;
  brand: CardBrand;
  last4: string;
  expMonth: number;
  expYear: number;
  holderName: string;
  isPrimary: boolean;
}

/** 'MM/YY' → month and four-digit year (the schema has checked the form). */
export function parseExpiry(input: string): { expMonth: number; expYear: number } {
  const [month, year] = input.split("/").map((part) => part.trim());
  return { expMonth: Number(month), expYear: year.length === 2 ? 2000 + Number(year) : Number(year) };
}

export const expiryText = (card: Pick<SavedCard, "expMonth" | "expYear">) =>
  `${String(card.expMonth).padStart(2, "0")}/${String(card.expYear % 100).padStart(2, "0")}`;

const expiry = z
  .string({ error: REQUIRED_FIELDS_MESSAGE })
  .trim()
  .min(1, REQUIRED_FIELDS_MESSAGE)
  .refine((v) => isFutureExpiry(v), CARD_EXPIRY_INVALID_MESSAGE)
  .transform(parseExpiry);

const cardId = z.string().trim().min(1, CARD_NOT_FOUND_MESSAGE).max(64, CARD_NOT_FOUND_MESSAGE);

/**
 * The Payment Options forms. Adding takes the number only to read its brand and last 4 digits; the
 * number goes no further than this schema's output (no CVV is asked: nothing is charged here).
 */
export const paymentCardSchema = z.discriminatedUnion("intent", [
  z
    .object({
      intent: z.literal("add"),
      cardNumber: z
        .string({ error: REQUIRED_FIELDS_MESSAGE })
        .trim()
        .min(1, REQUIRED_FIELDS_MESSAGE)
        .max(40, CARD_NUMBER_INVALID_MESSAGE)
        .refine(isValidCardNumber, CARD_NUMBER_INVALID_MESSAGE),
      cardName: z.string({ error: REQUIRED_FIELDS_MESSAGE }).trim().min(1, REQUIRED_FIELDS_MESSAGE).max(100),
      expiryDate: expiry,
    })
    .transform(({ cardNumber, cardName, expiryDate }) => ({
      intent: "add" as const,
      brand: cardBrand(cardDigits(cardNumber)),
      last4: cardLast4(cardNumber),
      holderName: cardName,
      ...expiryDate,
    })),
  z.object({ intent: z.literal("edit"), id: cardId, expiryDate: expiry }),
  z.object({ intent: z.literal("delete"), id: cardId }),
  z.object({ intent: z.literal("primary"), id: cardId }),
]);
export type PaymentCardRequest = z.infer<typeof paymentCardSchema>;
export type NewCard = Extract<PaymentCardRequest, { intent: "add" }>;
