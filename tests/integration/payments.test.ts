import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { StaffViewer } from "../../core/viewer.ts";
import { sql, type Database } from "../../server/db/client.ts";
import { paymentEvents, paymentRefunds, payments } from "../../server/db/schema/payments.ts";
import { salesDocumentEvents, salesDocuments } from "../../server/db/schema/sales.ts";
import { users } from "../../server/db/schema/identity.ts";
import { PROVIDER_DOWN_MESSAGE } from "../../server/payments/payment-service.ts";
import { seedCatalog } from "../factories/catalog.ts";
import { queryRows } from "../support/query-rows.ts";
import { startStripeStandIn, type StripeStandIn } from "../support/stripe-stand-in.ts";
import { databaseTargets } from "../support/test-database.ts";
import { startTestServer } from "../support/test-server.ts";
import { checkoutPayload, IL_Q1_CENTS, postJson, salesCatalog, SPD_Q1_CENTS } from "./sales-fixtures.ts";

const staff: StaffViewer = {
  kind: "staff",
  userId: "staff-1",
  email: "ana@canopy.example",
  name: "Ana",
  staffRole: "sales",
};
const SUBTOTAL = IL_Q1_CENTS + 2 * SPD_Q1_CENTS;
const TOTAL = SUBTOTAL + 5_000 + Math.round(SUBTOTAL * 0.08);

describe.each(databaseTargets())("card and bank payments through the provider on $name", (target) => {
  let database: Database;
  let stripe: StripeStandIn;
  let server: Awaited<ReturnType<typeof startTestServer>>;

  const place = async (body: unknown = checkoutPayload(), key = randomUUID()) => {
    const res = await postJson(`${server.baseUrl}/api/orders`, body, { "idempotency-key": key });
    expect(res.status).toBeLessThan(300);
    return res.json();
  };
  const document = async (orderNumber: string) =>
    (await server.services.sales.documents.byNumber(orderNumber))!.document;
  const paymentOf = async (orderNumber: string) =>
    server.services.sales.payments.orderPayment((await document(orderNumber)).id);
  const intentOf = (orderNumber: string) => {
    const found = stripe.intentFor(orderNumber);
    expect(found).toHaveLength(1);
    return found[0];
  };
  const lastEvent = (type: string, intentId: string) => {
    const found = stripe.events.filter(
      (e) =>
        e.type === type &&
        ((e.data as { object: { id: string; payment_intent?: string } }).object.id === intentId ||
          (e.data as { object: { payment_intent?: string } }).object.payment_intent === intentId),
    );
    return found.at(-1)!;
  };
  const deliver = (event: object, signature?: string | null) => {
    const { payload, signature: good } = stripe.signed(event as Record<string, unknown>);
    const headers: Record<string, string> = { "content-type": "application/json; charset=utf-8" };
    if (signature !== null) headers["stripe-signature"] = signature ?? good;
    return fetch(`${server.baseUrl}/api/payments/webhook`, { method: "POST", headers, body: payload });
  };
  const history = async (orderNumber: string) =>
    database.db
      .select({ to: salesDocumentEvents.toStatus, reason: salesDocumentEvents.reason })
      .from(salesDocumentEvents)
      .where(eq(salesDocumentEvents.documentId, (await document(orderNumber)).id));
  const mailsTo = async (orderNumber: string) =>
    queryRows<{ template: string; to_address: string }>(
      database.db,
      sql`select template, to_address from outbox_emails where ref_type = 'order' and ref_id = ${orderNumber} order by id`,
    );

  beforeAll(async () => {
    database = await target.open();
    await seedCatalog(database.db, salesCatalog);
    stripe = await startStripeStandIn();
    server = await startTestServer(database, {
      ...stripe.env,
      RATE_LIMIT_WRITES_PER_MINUTE: "1000",
      // Every order here is placed by the same buyer; the per-address cap on confirmations is tested elsewhere.
      CONFIRMATIONS_PER_ADDRESS_PER_HOUR: "1000",
    });
  });
  afterAll(async () => {
    await server?.close();
    await stripe?.close();
    await database?.close();
  });
  beforeEach(() => stripe.setDown(false));

  it("creates the payment for the server's total with the order number as the idempotency key; the amount never comes from the browser", async () => {
    const { order, payment } = await place({
      ...checkoutPayload(),
      totalCents: 1,
      subtotalCents: 1,
      amount: 1,
    });
    expect(order).toMatchObject({ paymentMethod: "card", paymentStatus: "awaiting", totalCents: TOTAL });
    expect(payment.amountCents).toBe(TOTAL);
    expect(payment.clientSecret).toMatch(/^pi_\w+_secret_/);
    const intent = intentOf(order.orderNumber);
    expect(intent).toMatchObject({
      amount: TOTAL,
      currency: "usd",
      metadata: { order_number: order.orderNumber },
    });
    // Authorise at checkout, capture on staff confirmation; a guest is offered cards only.
    expect(intent.payment_method_options).toEqual({ card: { capture_method: "manual" } });
    expect(intent.allowed_payment_method_types).toEqual(["card"]);
    const created = stripe.requests.filter((r) => r.method === "POST" && r.path === "/v1/payment_intents");
    expect(created.at(-1)!.idempotencyKey).toBe(order.orderNumber);
    // The order exists before the buyer confirms; the buyer's mail waits for the payment, sales is told now.
    expect((await paymentOf(order.orderNumber))!.status).toBe("awaiting");
    expect((await mailsTo(order.orderNumber)).map((m) => m.to_address)).toEqual(["sales@canopy.example"]);
  });

  it("a retried checkout (same key) answers the same payment and never creates a second", async () => {
    const key = randomUUID();
    const first = await place(checkoutPayload(), key);
    const again = await place(checkoutPayload(), key);
    expect(again.order.orderNumber).toBe(first.order.orderNumber);
    expect(again.payment.clientSecret).toBe(first.payment.clientSecret);
    intentOf(first.order.orderNumber);
  });

  it("checkout → authorised by webhook → order paid → staff capture → a partial refund: the whole journey", async () => {
    const { order } = await place();
    const intent = intentOf(order.orderNumber);
    await stripe.payWithCard(intent.id);
    const res = await deliver(lastEvent("payment_intent.amount_capturable_updated", intent.id));
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ received: true, outcome: "awaiting → authorized" });

    const paid = await document(order.orderNumber);
    expect(paid).toMatchObject({ status: "paid", paymentStatus: "authorized" });
    const payment = (await paymentOf(order.orderNumber))!;
    expect(payment).toMatchObject({ status: "authorized", methodLabel: "Visa ending in 4242" });
    expect(new Date(payment.authorizationExpiresAt!).getTime()).toBeGreaterThan(Date.now() + 6 * 86_400_000);
    // Now the buyer is mailed the confirmation, saying the payment is authorised.
    expect((await mailsTo(order.orderNumber)).map((m) => m.template)).toEqual([
      "sales-notification",
      "order-confirmation",
    ]);
    const summary = await server.services.sales.orders.find(order.orderNumber, order.token);
    expect(summary).toMatchObject({ paymentStatus: "authorized", paidWith: "Visa ending in 4242" });

    await server.services.sales.fulfilment.process(paid.id, staff);
    expect(intent.status).toBe("succeeded");
    expect(await document(order.orderNumber)).toMatchObject({
      status: "processing",
      paymentStatus: "captured",
    });
    // The provider's own word about the capture, arriving after, changes nothing more.
    const late = await deliver(lastEvent("payment_intent.succeeded", intent.id));
    expect((await late.json()).outcome).toBe("unchanged (captured)");

    // A received return's credit note refunds its amount (partially): recorded first, asked of the provider once.
    const creditNote = { number: "CN-TEST-1", orderId: paid.id, amountCents: 10_000 };
    const asked = await server.services.sales.payments.refundCreditNote(creditNote);
    expect(asked).toMatchObject({
      status: "succeeded",
      amountCents: 10_000,
      reason: "Credit note CN-TEST-1",
    });
    const again = await server.services.sales.payments.refundCreditNote(creditNote);
    expect(again.id).toBe(asked.id);
    expect(stripe.requests.filter((r) => r.path === "/v1/refunds")).toHaveLength(1);
    expect(await paymentOf(order.orderNumber)).toMatchObject({
      status: "partially_refunded",
      refundedCents: 10_000,
    });
    expect(await document(order.orderNumber)).toMatchObject({ paymentStatus: "partially_refunded" });
    const refundEvent = await deliver(lastEvent("charge.refunded", intent.id));
    expect((await refundEvent.json()).outcome).toBe("unchanged (partially_refunded)");
  });

  it("the confirmation sent once a card payment is on its way greets the account that placed the order by name", async () => {
    const { order } = await place();
    const userId = randomUUID();
    await database.db
      .insert(users)
      .values({ id: userId, name: "Dana Reyes", email: `${userId}@example.com` });
    await database.db
      .update(salesDocuments)
      .set({ placedBy: userId })
      .where(eq(salesDocuments.number, order.orderNumber));
    const intent = intentOf(order.orderNumber);
    await stripe.payWithCard(intent.id);
    expect((await deliver(lastEvent("payment_intent.amount_capturable_updated", intent.id))).status).toBe(
      200,
    );
    const [mail] = await queryRows<{ text_body: string; html: string }>(
      database.db,
      sql`select text_body, html from outbox_emails where ref_type = 'order' and ref_id = ${order.orderNumber} and template = 'order-confirmation'`,
    );
    expect(mail.text_body).toContain("Hi Dana Reyes,");
    expect(mail.text_body).not.toContain("Hello,");
    expect(mail.html).toContain("Hi Dana Reyes,");
  });

  it("the same webhook delivered 10 times at once changes the order once", async () => {
    const { order } = await place();
    const intent = intentOf(order.orderNumber);
    await stripe.payWithCard(intent.id);
    const event = lastEvent("payment_intent.amount_capturable_updated", intent.id);
    const answers = await Promise.all(Array.from({ length: 10 }, () => deliver(event)));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    const outcomes = (await Promise.all(answers.map((a) => a.json()))).map((b) => b.outcome);
    expect(outcomes.filter((o) => o === "awaiting → authorized")).toHaveLength(1);
    expect((await history(order.orderNumber)).filter((h) => h.to === "paid")).toHaveLength(1);
    const stored = await database.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.id, String(event.id)));
    expect(stored).toHaveLength(1);
    expect(
      (await mailsTo(order.orderNumber)).filter((m) => m.template === "order-confirmation"),
    ).toHaveLength(1);
  });

  it("a bank debit's 'succeeded' delivered before its 'processing' ends captured, never back at processing", async () => {
    const buyerBody = checkoutPayload();
    const { order } = await place(buyerBody);
    const intent = intentOf(order.orderNumber);
    await stripe.payWithBank(intent.id);
    const processing = lastEvent("payment_intent.processing", intent.id);
    const succeeded = stripe.settle(intent.id);
    expect((await (await deliver(succeeded)).json()).outcome).toBe("awaiting → captured");
    expect((await (await deliver(processing)).json()).outcome).toBe("unchanged (captured)");
    expect(await document(order.orderNumber)).toMatchObject({ status: "paid", paymentStatus: "captured" });
    expect((await paymentOf(order.orderNumber))!.methodLabel).toBe("STRIPE TEST BANK ending in 6789");
  });

  it("a bad or missing signature answers 400 and changes nothing", async () => {
    const { order } = await place();
    const intent = intentOf(order.orderNumber);
    await stripe.payWithCard(intent.id);
    const event = lastEvent("payment_intent.amount_capturable_updated", intent.id);
    const forged = stripe.signed(event, "whsec_someone_else").signature;
    expect((await deliver(event, forged)).status).toBe(400);
    expect((await deliver(event, null)).status).toBe(400);
    expect((await deliver(event, "t=1,v1=00")).status).toBe(400);
    expect(await document(order.orderNumber)).toMatchObject({ status: "pending", paymentStatus: "awaiting" });
    expect(
      await database.db
        .select()
        .from(paymentEvents)
        .where(eq(paymentEvents.id, String(event.id))),
    ).toEqual([]);
  });

  it("acknowledges an unknown event type, and logs (never 500s on) an event for a payment that is not ours", async () => {
    const other = {
      id: `evt_${randomUUID()}`,
      object: "event",
      type: "customer.created",
      created: 1,
      data: { object: { id: "cus_1", object: "customer" } },
    };
    const ignored = await deliver(other);
    expect(ignored.status).toBe(200);
    expect((await ignored.json()).outcome).toBe("ignored: not about a payment");
    const stranger = {
      id: `evt_${randomUUID()}`,
      object: "event",
      type: "payment_intent.succeeded",
      created: 1,
      data: { object: { id: "pi_not_ours", object: "payment_intent" } },
    };
    const unknown = await deliver(stranger);
    expect(unknown.status).toBe(200);
    expect((await unknown.json()).outcome).toBe("unknown payment");
  });

  it("the provider down at checkout: a clear message, the order kept awaiting payment, and the retry charges once", async () => {
    stripe.setDown(true);
    const { order, payment } = await place();
    expect(payment).toEqual({ error: PROVIDER_DOWN_MESSAGE });
    expect(await document(order.orderNumber)).toMatchObject({ status: "pending", paymentStatus: "awaiting" });
    stripe.setDown(false);
    const retried = await server.services.sales.payments.startOrderPayment(await document(order.orderNumber));
    const again = await server.services.sales.payments.startOrderPayment(await document(order.orderNumber));
    expect(again.clientSecret).toBe(retried.clientSecret);
    const intent = intentOf(order.orderNumber);
    await stripe.payWithCard(intent.id);
    await deliver(lastEvent("payment_intent.amount_capturable_updated", intent.id));
    expect(await document(order.orderNumber)).toMatchObject({ status: "paid", paymentStatus: "authorized" });
    expect(stripe.intentFor(order.orderNumber)).toHaveLength(1);
  });

  it("a declined card leaves the order awaiting a new try; the next card pays", async () => {
    const { order } = await place();
    const intent = intentOf(order.orderNumber);
    await stripe.payWithCard(intent.id, "4000000000000002");
    await deliver(lastEvent("payment_intent.payment_failed", intent.id));
    expect(await paymentOf(order.orderNumber)).toMatchObject({
      status: "failed",
      failureMessage: "Your card was declined.",
    });
    await stripe.payWithCard(intent.id);
    await deliver(lastEvent("payment_intent.amount_capturable_updated", intent.id));
    expect(await document(order.orderNumber)).toMatchObject({ status: "paid", paymentStatus: "authorized" });
  });

  it("canceling an order releases an authorisation and refunds a captured payment in full", async () => {
    const authorised = await place();
    const held = intentOf(authorised.order.orderNumber);
    await stripe.payWithCard(held.id);
    await deliver(lastEvent("payment_intent.amount_capturable_updated", held.id));
    const released = await server.services.sales.fulfilment.cancel(
      (await document(authorised.order.orderNumber)).id,
      "Out of stock",
      staff,
    );
    expect(released).toBe("The card authorisation was released.");
    expect(held.status).toBe("canceled");
    expect(await document(authorised.order.orderNumber)).toMatchObject({
      status: "canceled",
      paymentStatus: "canceled",
    });

    const captured = await place();
    const taken = intentOf(captured.order.orderNumber);
    await stripe.payWithCard(taken.id);
    await deliver(lastEvent("payment_intent.amount_capturable_updated", taken.id));
    const id = (await document(captured.order.orderNumber)).id;
    await server.services.sales.fulfilment.process(id, staff);
    expect(await server.services.sales.fulfilment.cancel(id, "Buyer changed plans", staff)).toBe(
      "The payment was refunded.",
    );
    expect(await paymentOf(captured.order.orderNumber)).toMatchObject({
      status: "refunded",
      refundedCents: TOTAL,
    });
    const refunds = await database.db
      .select()
      .from(paymentRefunds)
      .where(eq(paymentRefunds.sourceKey, `cancel:${captured.order.orderNumber}`));
    expect(refunds).toMatchObject([{ status: "succeeded", amountCents: TOTAL, reason: "Order canceled" }]);
  });

  it("staff confirming an order whose card authorisation lapsed are told why, and the order stays", async () => {
    const { order } = await place();
    const intent = intentOf(order.orderNumber);
    await stripe.payWithCard(intent.id);
    await deliver(lastEvent("payment_intent.amount_capturable_updated", intent.id));
    intent.status = "canceled"; // the provider released the hold after its window
    const id = (await document(order.orderNumber)).id;
    await expect(server.services.sales.fulfilment.process(id, staff)).rejects.toThrow(/could not be charged/);
    expect(await document(order.orderNumber)).toMatchObject({ status: "paid", paymentStatus: "canceled" });
    const unpaid = await database.db.select().from(payments).where(eq(payments.documentId, id));
    expect(unpaid[0].status).toBe("canceled");
  });

  it("lists card authorisations that lapse within two days for the staff overview", async () => {
    const { order } = await place();
    const intent = intentOf(order.orderNumber);
    await stripe.payWithCard(intent.id);
    await deliver(lastEvent("payment_intent.amount_capturable_updated", intent.id));
    const soon = await server.services.sales.payments.expiringAuthorizations(
      new Date(Date.now() + 6 * 86_400_000),
    );
    expect(soon.map((a) => a.orderNumber)).toContain(order.orderNumber);
    const today = await server.services.sales.payments.expiringAuthorizations(new Date());
    expect(today.map((a) => a.orderNumber)).not.toContain(order.orderNumber);
  });

  it("the order summary and status table never hold a card number", async () => {
    const rows = await database.db.select().from(salesDocuments);
    expect(JSON.stringify(rows)).not.toMatch(/4242424242424242|4000000000000002/);
    expect(JSON.stringify(await database.db.select().from(payments))).not.toMatch(/4242424242424242/);
  });
});
