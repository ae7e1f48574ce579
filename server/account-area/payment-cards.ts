import { and, asc, desc, eq } from "drizzle-orm";
import { CARD_NOT_FOUND_MESSAGE, type NewCard, type SavedCard } from "../../core/payment-cards.ts";
import type { Db } from "../db/client.ts";
import { paymentCards } from "../db/schema/account-area.ts";
import { NotFoundError } from "../errors.ts";

const shown = {
  id: paymentCards.id,
  brand: paymentCards.brand,
  last4: paymentCards.last4,
  expMonth: paymentCards.expMonth,
  expYear: paymentCards.expYear,
  holderName: paymentCards.holderName,
  isPrimary: paymentCards.isPrimary,
};

/**
 * A user's saved cards (ADR 0097): brand, last 4 digits and expiry only. Cards are the user's own, not
 * the company's: another user's card id answers 404 like one that does not exist.
 */
export function createPaymentCards(db: Db) {
  const mine = (userId: string, id: string) => and(eq(paymentCards.userId, userId), eq(paymentCards.id, id));

  async function owned(tx: Db, userId: string, id: string) {
    const [card] = await tx.select(shown).from(paymentCards).where(mine(userId, id)).for("update");
    if (!card) throw new NotFoundError(CARD_NOT_FOUND_MESSAGE);
    return card;
  }

  /** The oldest remaining card becomes primary when there is none (after a delete). */
  async function keepOnePrimary(tx: Db, userId: string) {
    const cards = await tx
      .select({ id: paymentCards.id, isPrimary: paymentCards.isPrimary })
      .from(paymentCards)
      .where(eq(paymentCards.userId, userId))
      .orderBy(asc(paymentCards.createdAt));
    if (cards.length > 0 && !cards.some((c) => c.isPrimary))
      await tx.update(paymentCards).set({ isPrimary: true }).where(eq(paymentCards.id, cards[0].id));
  }

  return {
    /** Primary first, then newest first. */
    list(userId: string): Promise<SavedCard[]> {
      return db
        .select(shown)
        .from(paymentCards)
        .where(eq(paymentCards.userId, userId))
        .orderBy(desc(paymentCards.isPrimary), desc(paymentCards.createdAt));
    },

    /** Saves a card; the user's first card is primary. */
    async add(userId: string, card: Omit<NewCard, "intent">): Promise<SavedCard> {
      return db.transaction(async (tx) => {
        const existing = await tx
          .select({ id: paymentCards.id })
          .from(paymentCards)
          .where(eq(paymentCards.userId, userId))
          .for("update");
        const [saved] = await tx
          .insert(paymentCards)
          .values({ userId, ...card, isPrimary: existing.length === 0 })
          .returning(shown);
        return saved;
      });
    },

    async updateExpiry(userId: string, id: string, expiry: { expMonth: number; expYear: number }) {
      await db.transaction(async (tx) => {
        await owned(tx, userId, id);
        await tx.update(paymentCards).set(expiry).where(mine(userId, id));
      });
    },

    async remove(userId: string, id: string) {
      await db.transaction(async (tx) => {
        await owned(tx, userId, id);
        await tx.delete(paymentCards).where(mine(userId, id));
        await keepOnePrimary(tx, userId);
      });
    },

    async makePrimary(userId: string, id: string) {
      await db.transaction(async (tx) => {
        await owned(tx, userId, id);
        await tx.update(paymentCards).set({ isPrimary: false }).where(eq(paymentCards.userId, userId));
        await tx.update(paymentCards).set({ isPrimary: true }).where(mine(userId, id));
      });
    },
  };
}

export type PaymentCards = ReturnType<typeof createPaymentCards>;
