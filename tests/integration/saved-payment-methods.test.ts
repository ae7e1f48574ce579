import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SETUP_NOT_FINISHED_MESSAGE } from "../../core/payment-cards.ts";
import { sql, type Database } from "../../server/db/client.ts";
import { ConflictError, NotFoundError } from "../../server/errors.ts";
import { createServices, type Services } from "../../server/services.ts";
import { queryRows } from "../support/query-rows.ts";
import { startStripeStandIn, type StripeStandIn } from "../support/stripe-stand-in.ts";
import { databaseTargets } from "../support/test-database.ts";
import { testEnv } from "../support/test-server.ts";

describe.each(databaseTargets())("saved payment methods at the provider on $name", (target) => {
  let database: Database;
  let stripe: StripeStandIn;
  let services: Services;
  let maria: { userId: string; email: string; name: string };
  let sam: { userId: string; email: string; name: string };

  const user = async (email: string, name: string) => {
    const { id } = await services.accounts.createUser({ email, name });
    return { userId: id, email, name };
  };
  const setupIdOf = (clientSecret: string) => clientSecret.split("_secret_")[0];

  beforeAll(async () => {
    database = await target.open();
    stripe = await startStripeStandIn();
    services = createServices(database, testEnv(stripe.env));
    maria = await user("maria@greenleaf.example", "Maria Lopez");
    sam = await user("sam@hilltop.example", "Sam Hill");
  });
  afterAll(async () => {
    await stripe?.close();
    await database?.close();
  });

  it("keeps the provider's reference with the brand, last 4 and expiry the provider reports; the first is primary", async () => {
    const { cards } = services.account;
    const card = await cards.startSetup(maria);
    const pm = stripe.saveMethod(setupIdOf(card.clientSecret), "card");
    await cards.finishSetup(maria, setupIdOf(card.clientSecret));
    // Back twice from the same setup (a reload) saves it once.
    await cards.finishSetup(maria, setupIdOf(card.clientSecret));
    const bank = await cards.startSetup(maria);
    stripe.saveMethod(setupIdOf(bank.clientSecret), "bank");
    await cards.finishSetup(maria, setupIdOf(bank.clientSecret));

    const listed = await cards.list(maria.userId);
    expect(listed).toEqual([
      expect.objectContaining({
        type: "card",
        brand: "Visa",
        last4: "4242",
        expMonth: 12,
        expYear: 2039,
        isPrimary: true,
      }),
      expect.objectContaining({
        type: "us_bank_account",
        brand: "STRIPE TEST BANK",
        last4: "6789",
        expMonth: null,
        isPrimary: false,
      }),
    ]);
    const stored = await queryRows<Record<string, unknown>>(database.db, sql`select * from payment_cards`);
    expect(stored.map((r) => r.provider_payment_method_id)).toContain(pm);
    expect(JSON.stringify(stored)).not.toContain("4242424242424242");

    await cards.makePrimary(maria.userId, listed[1].id);
    expect((await cards.list(maria.userId)).map((c) => [c.last4, c.isPrimary])).toEqual([
      ["6789", true],
      ["4242", false],
    ]);
    await cards.remove(maria.userId, listed[1].id);
    expect(await cards.list(maria.userId)).toEqual([
      expect.objectContaining({ last4: "4242", isPrimary: true }),
    ]);
    // One customer per user at the provider.
    const customers = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from payment_customers`,
    );
    expect(customers[0].n).toBe(1);
  });

  it("answers another user's method or setup as not found, and an unfinished setup saves nothing", async () => {
    const { cards } = services.account;
    const [mine] = await cards.list(maria.userId);
    await expect(cards.remove(sam.userId, mine.id)).rejects.toBeInstanceOf(NotFoundError);
    await expect(cards.makePrimary(sam.userId, mine.id)).rejects.toBeInstanceOf(NotFoundError);
    const marias = await cards.startSetup(maria);
    stripe.saveMethod(setupIdOf(marias.clientSecret));
    await expect(cards.finishSetup(sam, setupIdOf(marias.clientSecret))).rejects.toBeInstanceOf(
      NotFoundError,
    );
    const open = await cards.startSetup(sam);
    await expect(cards.finishSetup(sam, setupIdOf(open.clientSecret))).rejects.toThrow(
      SETUP_NOT_FINISHED_MESSAGE,
    );
    expect(await cards.list(sam.userId)).toEqual([]);
  });

  it("the provider down: a clear refusal and nothing changed", async () => {
    const { cards } = services.account;
    const [mine] = await cards.list(maria.userId);
    stripe.setDown(true);
    try {
      await expect(cards.remove(maria.userId, mine.id)).rejects.toBeInstanceOf(ConflictError);
      await expect(cards.startSetup(maria)).rejects.toThrow(/did not answer/);
    } finally {
      stripe.setDown(false);
    }
    expect((await cards.list(maria.userId)).map((c) => c.id)).toEqual([mine.id]);
  });
});
