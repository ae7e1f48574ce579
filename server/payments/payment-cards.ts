import { and, asc, desc, eq } from "drizzle-orm";
import {
  CARD_NOT_FOUND_MESSAGE,
  SETUP_NOT_FINISHED_MESSAGE,
  type SavedPaymentMethod,
} from "../../core/payment-cards.ts";
import type { Db } from "../db/client.ts";
import { paymentCards, paymentCustomers } from "../db/schema/payments.ts";
import { ConflictError, NotFoundError, ValidationError } from "../errors.ts";
import { ProviderRefusedError, ProviderUnavailableError, type PaymentProvider } from "./payment-provider.ts";

/** The provider's refusals and silences, as the refusal the page shows. */
async function asked<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof ProviderUnavailableError) {
      throw new ConflictError(
        "Our payment provider did not answer. Nothing was changed: try again in a moment.",
      );
    }
    if (error instanceof ProviderRefusedError) throw new ConflictError(error.message);
    throw error;
  }
}

const shown = {
  id: paymentCards.id,
  type: paymentCards.type,
  brand: paymentCards.brand,
  last4: paymentCards.last4,
  expMonth: paymentCards.expMonth,
  expYear: paymentCards.expYear,
  isPrimary: paymentCards.isPrimary,
};

/**
 * A user's saved cards and bank accounts (ADRs 0097, 0120): the payment provider's customer and
 * payment-method references, with what the provider reports of each (brand or bank, last 4, expiry).
 * Added through the provider's form (a setup), removed at the provider too. Methods are the user's own:
 * another user's id answers 404 like one that does not exist. Without a provider nothing can be added.
 */
export function createPaymentCards(db: Db, provider: PaymentProvider | null) {
  const mine = (userId: string, id: string) => and(eq(paymentCards.userId, userId), eq(paymentCards.id, id));

  function requireProvider() {
    if (!provider)
      throw new ConflictError("Saving a payment method needs online payment, which is not switched on.");
    return provider;
  }

  async function owned(tx: Db, userId: string, id: string) {
    const [card] = await tx
      .select({ ...shown, providerId: paymentCards.providerPaymentMethodId })
      .from(paymentCards)
      .where(mine(userId, id))
      .for("update");
    if (!card) throw new NotFoundError(CARD_NOT_FOUND_MESSAGE);
    return card;
  }

  /** The oldest remaining method becomes primary when there is none (after a delete). */
  async function keepOnePrimary(tx: Db, userId: string) {
    const cards = await tx
      .select({ id: paymentCards.id, isPrimary: paymentCards.isPrimary })
      .from(paymentCards)
      .where(eq(paymentCards.userId, userId))
      .orderBy(asc(paymentCards.createdAt));
    if (cards.length > 0 && !cards.some((c) => c.isPrimary))
      await tx.update(paymentCards).set({ isPrimary: true }).where(eq(paymentCards.id, cards[0].id));
  }

  /** The user's customer at the provider, created once (keyed by the user, so a retry finds the same). */
  async function customerOf(user: { userId: string; email: string; name: string }): Promise<string> {
    const [known] = await db.select().from(paymentCustomers).where(eq(paymentCustomers.userId, user.userId));
    if (known) return known.providerCustomerId;
    const id = await requireProvider().createCustomer(user.email, user.name, `customer:${user.userId}`);
    await db
      .insert(paymentCustomers)
      .values({ userId: user.userId, providerCustomerId: id })
      .onConflictDoNothing();
    const [row] = await db.select().from(paymentCustomers).where(eq(paymentCustomers.userId, user.userId));
    return row.providerCustomerId;
  }

  return {
    /** Primary first, then newest first. */
    list(userId: string): Promise<SavedPaymentMethod[]> {
      return db
        .select(shown)
        .from(paymentCards)
        .where(eq(paymentCards.userId, userId))
        .orderBy(desc(paymentCards.isPrimary), desc(paymentCards.createdAt));
    },

    /** Opens the provider's form to save a card (or, for a company's buyer, a US bank account). */
    async startSetup(user: { userId: string; email: string; name: string }) {
      const setup = await asked(async () => requireProvider().createSetup(await customerOf(user), true));
      return { clientSecret: setup.clientSecret };
    },

    /**
     * The buyer is back from the provider's form: the setup is read from the provider, checked to be this
     * user's, and its method saved with what the provider reports. Saving the same setup twice saves once.
     */
    async finishSetup(user: { userId: string; email: string; name: string }, setupId: string) {
      const p = requireProvider();
      const setup = await asked(() => p.retrieveSetup(setupId));
      const customer = await asked(() => customerOf(user));
      if (setup.customerId !== customer) throw new NotFoundError(CARD_NOT_FOUND_MESSAGE);
      if (setup.status !== "succeeded" || !setup.paymentMethodId)
        throw new ValidationError(SETUP_NOT_FINISHED_MESSAGE);
      const methodId = setup.paymentMethodId;
      const method = await asked(() => p.retrievePaymentMethod(methodId));
      await db.transaction(async (tx) => {
        const existing = await tx
          .select({ id: paymentCards.id })
          .from(paymentCards)
          .where(eq(paymentCards.userId, user.userId))
          .for("update");
        await tx
          .insert(paymentCards)
          .values({
            userId: user.userId,
            providerPaymentMethodId: method.id,
            type: method.type,
            brand: method.brand,
            last4: method.last4,
            expMonth: method.expMonth,
            expYear: method.expYear,
            isPrimary: existing.length === 0,
          })
          .onConflictDoNothing();
      });
    },

    /** Removes a method here and detaches it at the provider. */
    async remove(userId: string, id: string) {
      const card = await db.transaction((tx) => owned(tx, userId, id));
      await asked(() => requireProvider().detachPaymentMethod(card.providerId));
      await db.transaction(async (tx) => {
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
