import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { invoicePaymentSchema, priceQuoteSchema } from "../../core/back-office-forms.ts";
import { checkoutTotals } from "../../core/checkout-totals.ts";
import { checkoutSchema, orderRequestSchema } from "../../core/order-request.ts";
import { OVER_CREDIT_MESSAGE } from "../../core/payment-terms.ts";
import { returnRequestSchema } from "../../core/returns.ts";
import { seededRandom, type Random } from "../../core/seeded-random.ts";
import { shopDay } from "../../core/shop-time.ts";
import type { BuyerViewer, StaffViewer } from "../../core/viewer.ts";
import type { Database } from "../../server/db/client.ts";
import { companies, companyMembers } from "../../server/db/schema/companies.ts";
import { createServices, type Services } from "../../server/services.ts";
import { seedCatalog } from "../factories/catalog.ts";
import { databaseTargets } from "../support/test-database.ts";
import { testEnv } from "../support/test-server.ts";
import { checkoutPayload, quotePayload, salesCatalog } from "./sales-fixtures.ts";

const staff: StaffViewer = {
  kind: "staff",
  userId: "staff-1",
  email: "ana@canopy.example",
  name: "Ana",
  staffRole: "sales",
};
const LIMIT = 3_000_000;
const STEPS = 50;
const validUntil = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);

/** What the model knows of one order on account. */
interface ModelOrder {
  id: number;
  number: string;
  totalCents: number;
  creditedCents: number;
  /** What payments recorded against its invoice paid (part payments add up). */
  paidCents: number;
  state: "open" | "shipped" | "delivered" | "paid" | "canceled";
  returned: boolean;
}

/**
 * A model-based test: seeded random sequences of orders on account, quote acceptances, cancellations,
 * shipments (invoices), part and full payments and received returns (credit notes). After every step the
 * company's credit left is the limit less what it owes: the open invoices' balances (total less credit
 * notes and payments) plus the open orders on account not yet invoiced (none once canceled or paid), and
 * every order's and invoice's total and balance is the one settlement's.
 */
describe.each(databaseTargets())("credit left follows every step ($name)", (target) => {
  let database: Database;
  let services: Services;
  /** Part payments the seeds made between them (each seed's path depends on its credit). */
  let partPayments = 0;

  beforeAll(async () => {
    database = await target.open();
    await seedCatalog(database.db, salesCatalog);
    services = createServices(database, testEnv());
  });
  afterAll(() => database?.close());

  async function netThirtyBuyer(seed: number): Promise<BuyerViewer> {
    const email = `model${seed}@growers.example`;
    const { id: userId } = await services.accounts.createUser({ email, name: `Model ${seed}` });
    const [company] = await database.db
      .insert(companies)
      .values({ name: `Model Growers ${seed}`, paymentTerms: "net30", creditLimitCents: LIMIT })
      .returning();
    await database.db.insert(companyMembers).values({ userId, companyId: company.id, role: "buyer" });
    return {
      kind: "buyer",
      userId,
      email,
      name: `Model ${seed}`,
      companyId: company.id,
      companyName: company.name,
      companyRole: "buyer",
    };
  }

  it.each([1, 2, 3])("seed %i", async (seed) => {
    const random: Random = seededRandom(seed);
    const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)];
    const buyer = await netThirtyBuyer(seed);
    const orders: ModelOrder[] = [];
    const balance = (o: ModelOrder) => o.totalCents - o.creditedCents - o.paidCents;
    const owed = () =>
      orders
        .filter((o) => o.state !== "canceled" && o.state !== "paid")
        .reduce((sum, o) => sum + balance(o), 0);
    const creditLeft = async () =>
      (await services.billing.checkoutAccount(buyer, null)).onAccount!.creditLeftCents;
    const where = (state: ModelOrder["state"]) => orders.filter((o) => o.state === state);

    const actions = {
      async placeOnAccount() {
        const items = [
          { sku: "IL-Q1", quantity: 1 + Math.floor(random() * 3) },
          { sku: "SPD-Q1", quantity: 1 + Math.floor(random() * 12) },
        ];
        const priced = await services.sales.priceLines(items, buyer);
        const expected = checkoutTotals(priced.map((l) => ({ ...l, unitPriceCents: l.unitPriceCents! })));
        const attempt = services.sales.orders.create(
          checkoutSchema.parse(checkoutPayload({ items, paymentMethod: "account", card: undefined })),
          undefined,
          buyer,
        );
        if (expected.totalCents > LIMIT - owed()) {
          await expect(attempt).rejects.toMatchObject({ message: OVER_CREDIT_MESSAGE });
          return;
        }
        const { order } = await attempt;
        expect(order.totalCents).toBe(expected.totalCents);
        const { id } = (await services.sales.documents.byNumber(order.orderNumber))!.document;
        orders.push({
          id,
          number: order.orderNumber,
          totalCents: order.totalCents,
          creditedCents: 0,
          paidCents: 0,
          state: "open",
          returned: false,
        });
      },
      async acceptQuote() {
        const { quote } = await services.sales.quotes.create(
          orderRequestSchema.parse(quotePayload({ email: buyer.email })),
          { viewer: buyer },
        );
        const { document } = (await services.sales.documents.byNumber(quote.quoteNumber))!;
        const quantity = 1 + Math.floor(random() * 15);
        const unitPrice = 500 + Math.floor(random() * 1_500);
        await services.sales.negotiation.priceAndSend(
          document.id,
          priceQuoteSchema.parse({
            lines: [
              { sku: "IL-Q1", name: "Light", quantity: String(quantity), unitPrice: String(unitPrice) },
            ],
            freight: "75",
            note: "",
            validUntil,
          }),
          staff,
        );
        const total = (await services.sales.documents.byId(document.id))!.document.totalCents;
        const attempt = services.sales.negotiation.acceptAs(quote.quoteNumber, {
          token: null,
          viewer: buyer,
        });
        if (total > LIMIT - owed()) {
          await expect(attempt).rejects.toMatchObject({ status: 409 });
          return;
        }
        const { orderId, orderNumber } = await attempt;
        const order = (await services.sales.documents.byId(orderId))!.document;
        expect(order).toMatchObject({ paymentMethod: "account", totalCents: total });
        orders.push({
          id: orderId,
          number: orderNumber,
          totalCents: total,
          creditedCents: 0,
          paidCents: 0,
          state: "open",
          returned: false,
        });
      },
      async cancel() {
        const order = pick(where("open"));
        if (!order) return;
        await services.sales.documents.transition(order.id, "canceled", staff, "Changed plans");
        order.state = "canceled";
      },
      async ship() {
        const order = pick(where("open"));
        if (!order) return;
        await services.sales.fulfilment.process(order.id, staff);
        await services.sales.fulfilment.ship(
          order.id,
          { carrier: "UPS", trackingNumber: "1Z999AA10123456784", estimatedDelivery: "" },
          staff,
        );
        const [invoice] = (
          await services.billing.invoices.list(
            buyer,
            { q: order.number, page: 1, size: 20 },
            shopDay(new Date()),
          )
        ).rows;
        expect(invoice.totalCents).toBe(order.totalCents);
        order.state = "shipped";
      },
      async partPay() {
        const order = pick([...where("shipped"), ...where("delivered")].filter((o) => balance(o) >= 2));
        if (!order) return;
        const today = shopDay(new Date());
        const cents = 1 + Math.floor(random() * (balance(order) - 1));
        const paid = await services.billing.invoices.recordPayment(
          staff,
          order.id,
          invoicePaymentSchema.parse({
            amountCents: (cents / 100).toFixed(2),
            receivedOn: today,
            reference: "Part",
          }),
          today,
        );
        order.paidCents += cents;
        partPayments += 1;
        expect(paid).toMatchObject({ amountCents: cents, balanceCents: balance(order) });
        const [invoice] = (
          await services.billing.invoices.list(buyer, { q: order.number, page: 1, size: 20 }, today)
        ).rows;
        expect(invoice).toMatchObject({ status: "partially_paid", balanceCents: balance(order) });
      },
      async pay() {
        const order = pick([...where("shipped"), ...where("delivered")].filter((o) => balance(o) > 0));
        if (!order) return;
        const today = shopDay(new Date());
        await services.billing.invoices.recordPayment(
          staff,
          order.id,
          { receivedOn: today, reference: "CHK" },
          today,
        );
        order.paidCents += balance(order);
        order.state = "paid";
      },
      async returnDamaged() {
        const shipped = where("shipped").find((o) => !o.returned);
        if (shipped) {
          await services.sales.fulfilment.deliver(shipped.id, staff);
          shipped.state = "delivered";
        }
        const order = where("delivered").find((o) => !o.returned);
        if (!order) return;
        const { returns } = services.account;
        const { number, refundCents } = await returns.request(
          buyer,
          returnRequestSchema.parse({
            intent: "confirm",
            order: order.number,
            reasonCode: pick(["damaged_in_transit", "defective", "no_longer_needed"] as const),
            reason: "Model return",
            lines: [{ lineNo: 1, quantity: 1 }],
          }),
        );
        await returns.review({ intent: "approve", number }, staff);
        await returns.review({ intent: "receive", number }, staff);
        order.creditedCents += refundCents;
        order.returned = true;
      },
    };
    const names = Object.keys(actions) as (keyof typeof actions)[];

    expect(await creditLeft()).toBe(LIMIT);
    for (let step = 0; step < STEPS; step++) {
      const action = pick(names);
      await actions[action]();
      expect(await creditLeft(), `after step ${step + 1} (${action})`).toBe(Math.max(0, LIMIT - owed()));
    }
    // The sequence reached every kind of state it is about.
    expect(orders.length).toBeGreaterThan(2);
  });

  it("the seeds made part payments", () => {
    expect(partPayments).toBeGreaterThan(0);
  });
});
