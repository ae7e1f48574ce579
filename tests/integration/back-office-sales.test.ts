import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { priceQuoteSchema, shipOrderSchema, TRACKING_NOT_FOUND } from "../../core/back-office-forms.ts";
import { checkoutSchema, orderRequestSchema } from "../../core/order-request.ts";
import { sql, type Database } from "../../server/db/client.ts";
import { queryRows } from "../support/query-rows.ts";
import { createOutboxWorker } from "../../server/email/outbox-worker.ts";
import { smtpTransport } from "../../server/email/transport.ts";
import { ConflictError, NotFoundError, ValidationError } from "../../server/errors.ts";
import { createServices, type Services } from "../../server/services.ts";
import { startSmtpSink } from "../e2e/support/smtp-sink.ts";
import { seedCatalog } from "../factories/catalog.ts";
import { databaseTargets } from "../support/test-database.ts";
import { testEnv } from "../support/test-server.ts";
import { checkoutPayload, quotePayload, salesCatalog } from "./sales-fixtures.ts";

const DAY_MS = 86_400_000;
const day = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY_MS).toISOString().slice(0, 10);

interface OutboxRow {
  template: string;
  to_address: string;
  subject: string;
  text_body: string;
  status: string;
  due: boolean;
}

describe.each(databaseTargets())("back office: quotes and orders on $name", (target) => {
  let database: Database;
  let sales: Services["sales"];
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;

  beforeAll(async () => {
    database = await target.open();
    await seedCatalog(database.db, salesCatalog);
    sales = createServices(database, testEnv()).sales;
    smtp = await startSmtpSink();
  });
  afterAll(async () => {
    await smtp?.close();
    await database?.close();
  });

  const mails = (refId: string) =>
    queryRows<OutboxRow>(
      database.db,
      sql`select template, to_address, subject, text_body, status, next_attempt_at <= now() as due
          from outbox_emails where ref_id = ${refId} order by id`,
    );

  const newOrder = async (email = "maria@greenleaf.example") => {
    const { order } = await sales.orders.create(
      checkoutSchema.parse(checkoutPayload({ contact: { email, phone: "(831) 555-0142" } })),
    );
    const found = await sales.documents.byNumber(order.orderNumber);
    return found!.document;
  };

  const newQuote = async () => {
    const { quote } = await sales.quotes.create(orderRequestSchema.parse(quotePayload()));
    return (await sales.documents.byNumber(quote.quoteNumber))!;
  };

  const pricing = (overrides: Record<string, unknown> = {}) =>
    priceQuoteSchema.parse({
      lines: [
        { sku: "IL-Q1", name: "Light", quantity: "4", unitPrice: "1,150.00" },
        { sku: "CUSTOM-1", name: "Installation kit", quantity: "1", unitPrice: "85" },
      ],
      freight: "120.00",
      note: "Pallet delivery; liftgate included.",
      validUntil: day(30),
      ...overrides,
    });

  it("ships an order with carrier and tracking number and mails the tracking link", async () => {
    const order = await newOrder();
    await sales.fulfilment.process(order.id, "staff:ana");
    await sales.fulfilment.ship(
      order.id,
      shipOrderSchema.parse({ carrier: "FedEx Freight", trackingNumber: "7712 3456 9012" }),
      "staff:ana",
    );
    const shipped = (await sales.documents.byId(order.id))!.document;
    expect(shipped).toMatchObject({
      status: "shipped",
      carrier: "FedEx Freight",
      trackingNumber: "7712 3456 9012",
    });
    expect(shipped.estimatedDelivery! > day(0)).toBe(true);
    const shippedMail = (await mails(order.number)).find((m) => m.template === "order-shipped");
    expect(shippedMail).toMatchObject({ to_address: "maria@greenleaf.example", due: true });
    expect(shippedMail!.subject).toBe(`Your order ${order.number} has shipped`);
    expect(shippedMail!.text_body).toContain("/order-tracking?number=7712%203456%209012");
    const history = await sales.documents.history(order.id);
    expect(history.map((e) => [e.fromStatus, e.toStatus, e.actor])).toEqual([
      [null, "pending", "customer"],
      ["pending", "processing", "staff:ana"],
      ["processing", "shipped", "staff:ana"],
    ]);
  });

  it("refuses illegal moves (shipping a pending order with a 400, others with a 409) and leaves the order as it was", async () => {
    const order = await newOrder();
    const ship = sales.fulfilment.ship(
      order.id,
      shipOrderSchema.parse({ carrier: "UPS", trackingNumber: "1Z999" }),
      "staff:ana",
    );
    await expect(ship).rejects.toMatchObject({
      status: 400,
      message: `Order ${order.number} is pending: only an order in processing or partly shipped can ship.`,
    });
    await expect(sales.fulfilment.deliver(order.id, "staff:ana")).rejects.toThrow(
      "An order that is pending cannot become delivered: it can become paid, processing, canceled.",
    );
    const unchanged = (await sales.documents.byId(order.id))!.document;
    expect(unchanged).toMatchObject({ status: "pending", carrier: null, trackingNumber: null });
    expect(await mails(order.number)).toHaveLength(2);
  });

  it("tracks by order number with the buyer's email, or by carrier number, with dated steps", async () => {
    const order = await newOrder("Tracker@Greenleaf.example");
    await sales.fulfilment.process(order.id, "staff:ana");
    await sales.fulfilment.ship(
      order.id,
      shipOrderSchema.parse({ carrier: "UPS", trackingNumber: `1Z-${order.number.slice(4)}` }),
      "staff:ana",
    );
    const byEmail = await sales.fulfilment.track({
      number: order.number.toLowerCase(),
      email: "tracker@greenleaf.example ",
    });
    expect(byEmail).toMatchObject({
      orderNumber: order.number,
      status: "shipped",
      statusLabel: "Shipped",
      carrier: "UPS",
    });
    expect(byEmail.steps.map((s) => [s.label, s.completed, s.at !== null])).toEqual([
      ["Order Placed", true, true],
      ["Processing", true, true],
      ["Shipped", true, true],
      ["In Transit", false, false],
      ["Out for Delivery", false, false],
      ["Delivered", false, false],
    ]);
    const byCarrier = await sales.fulfilment.track({
      number: ` 1z ${order.number.slice(4).toLowerCase()}`,
      email: "",
    });
    expect(byCarrier.orderNumber).toBe(order.number);

    // A wrong email, an unknown order and an unknown carrier number all say the same.
    for (const lookup of [
      { number: order.number, email: "someone@else.example" },
      { number: "ORD-ZZZZZZZZZ", email: "tracker@greenleaf.example" },
      { number: "NOPE12345", email: "" },
    ]) {
      await expect(sales.fulfilment.track(lookup)).rejects.toThrow(new NotFoundError(TRACKING_NOT_FOUND));
    }
    await expect(sales.fulfilment.track({ number: order.number, email: "" })).rejects.toThrow(
      ValidationError,
    );
  });

  it("delivers: the delivered mail at once, the review request scheduled days later and sent once its time passes", async () => {
    const order = await newOrder("delivered@greenleaf.example");
    await sales.fulfilment.process(order.id, "staff:ana");
    await sales.fulfilment.ship(
      order.id,
      shipOrderSchema.parse({ carrier: "UPS", trackingNumber: "1ZDELIVER1" }),
      "staff:ana",
    );
    await sales.fulfilment.carrierUpdate(order.id, "out_for_delivery", "staff:ana");
    await sales.fulfilment.deliver(order.id, "staff:ana");
    const queued = await mails(order.number);
    const delivered = queued.find((m) => m.template === "order-delivered");
    expect(delivered).toMatchObject({ due: true });
    // It links to the order; a guest's order has no account returns page, so it says to reply.
    expect(delivered?.text_body).toContain(`/order-confirmation?order=${order.number}&token=`);
    expect(delivered?.text_body).toContain("Reply to this mail within 15 days");
    expect(queued.find((m) => m.template === "follow-up")).toMatchObject({ due: false, status: "pending" });
    const [delay] = await queryRows<{ days: number }>(
      database.db,
      sql`select round(extract(epoch from (next_attempt_at - now())) / 86400)::int as days
          from outbox_emails where ref_id = ${order.number} and template = 'follow-up'`,
    );
    expect(delay.days).toBe(14);

    const worker = createOutboxWorker({
      db: database.db,
      transport: smtpTransport(smtp.url),
      from: "Canopy <sales@canopy.example>",
      log: pino({ level: "silent" }),
      batchSize: 100,
    });
    const followUps = () => smtp.received.filter((m) => m.raw.includes(`How is your order ${order.number}`));
    while ((await worker.runOnce()) > 0);
    expect(followUps()).toHaveLength(0);
    expect(smtp.received.some((m) => m.raw.includes(`Your order ${order.number} has arrived`))).toBe(true);

    // The clock passes the follow-up's time: the row's due moment is moved into the past.
    await database.db.execute(
      sql`update outbox_emails set next_attempt_at = now() - interval '1 minute'
          where ref_id = ${order.number} and template = 'follow-up'`,
    );
    while ((await worker.runOnce()) > 0);
    while ((await worker.runOnce()) > 0);
    await worker.stop();
    expect(followUps()).toHaveLength(1);
    const steps = (await sales.fulfilment.track({ number: "1ZDELIVER1", email: "" })).steps;
    expect(steps.map((s) => [s.completed, s.at !== null])).toEqual([
      [true, true],
      [true, true],
      [true, true],
      [true, false],
      [true, true],
      [true, true],
    ]);
  });

  it("cancels free within 12 hours and with the reason after that; a shipped order cannot be cancelled", async () => {
    const fresh = await newOrder();
    await sales.fulfilment.cancel(fresh.id, "Customer ordered twice", "staff:ana");
    const older = await newOrder();
    await database.db.execute(
      sql`update sales_documents set created_at = now() - interval '13 hours' where id = ${older.id}`,
    );
    await sales.fulfilment.cancel(older.id, "Out of stock at supplier", "staff:ana");
    const reasons = async (id: number) => (await sales.documents.history(id)).at(-1)?.reason;
    expect(await reasons(fresh.id)).toBe("Customer ordered twice (free cancellation within 12 hours)");
    expect(await reasons(older.id)).toBe(
      "Out of stock at supplier (after the 12-hour free cancellation window)",
    );

    const shipped = await newOrder();
    await sales.fulfilment.process(shipped.id, "staff:ana");
    await sales.fulfilment.ship(
      shipped.id,
      shipOrderSchema.parse({ carrier: "UPS", trackingNumber: "1ZSHIP2" }),
      "staff:ana",
    );
    await expect(sales.fulfilment.cancel(shipped.id, "Too late", "staff:ana")).rejects.toThrow(ConflictError);

    // The buyer is mailed each cancellation, with the reason and whether it was free.
    const canceledMail = async (number: string) =>
      (await mails(number)).find((m) => m.template === "order-canceled");
    expect(await canceledMail(fresh.number)).toMatchObject({
      to_address: "maria@greenleaf.example",
      subject: `Your order ${fresh.number} was canceled`,
      due: true,
    });
    expect((await canceledMail(fresh.number))?.text_body).toContain("at no charge");
    expect((await canceledMail(older.number))?.text_body).toContain("Out of stock at supplier");
    expect((await canceledMail(older.number))?.text_body).toContain("after the 12-hour free cancellation");
    expect(await canceledMail(shipped.number)).toBeUndefined();
  });

  it("prices and sends a quote, revises it, and the token holder accepts it into a linked order", async () => {
    const { document: quote, token } = await newQuote();
    await sales.negotiation.priceAndSend(quote.id, pricing(), "staff:ana");
    const priced = (await sales.documents.byId(quote.id))!;
    expect(priced.document).toMatchObject({
      status: "priced",
      subtotalCents: 4 * 115_000 + 8_500,
      shippingCents: 12_000,
      taxCents: Math.round((4 * 115_000 + 8_500) * 0.08),
      salesNote: "Pallet delivery; liftgate included.",
    });
    expect(priced.lines.map((l) => [l.sku, l.quantity, l.unitPriceCents])).toEqual([
      ["IL-Q1", 4, 115_000],
      ["CUSTOM-1", 1, 8_500],
    ]);
    const [sent] = (await mails(quote.number)).filter((m) => m.template === "quote-priced");
    expect(sent.subject).toBe(`Your quote ${quote.number} is ready`);
    expect(sent.text_body).toContain(`/quotations/${quote.number}?token=${encodeURIComponent(token)}`);

    await sales.negotiation.priceAndSend(
      quote.id,
      pricing({ lines: [{ sku: "IL-Q1", name: "Light", quantity: "5", unitPrice: "1100" }], freight: "0" }),
      "staff:ana",
    );
    const revised = (await sales.documents.byId(quote.id))!;
    expect(revised.document).toMatchObject({ status: "revised", subtotalCents: 550_000, shippingCents: 0 });
    expect((await mails(quote.number)).at(-1)?.subject).toBe(`Your revised quote ${quote.number}`);

    await expect(sales.negotiation.acceptByToken(quote.number, "wrong-token")).rejects.toThrow(NotFoundError);
    const accepted = await sales.negotiation.acceptByToken(quote.number, token);
    const order = (await sales.documents.byId(accepted.orderId))!;
    expect(order.document).toMatchObject({
      kind: "order",
      status: "pending",
      sourceDocumentId: quote.id,
      subtotalCents: 550_000,
      shippingCents: 0,
      totalCents: 550_000 + 44_000,
      paymentStatus: "awaiting",
      cardBrand: null,
    });
    expect(order.lines.map((l) => [l.sku, l.quantity, l.unitPriceCents])).toEqual([["IL-Q1", 5, 110_000]]);
    expect((await sales.documents.history(quote.id)).map((e) => e.toStatus)).toEqual([
      "pending",
      "priced",
      "revised",
      "accepted",
      "converted",
    ]);
    expect((await mails(order.document.number)).map((m) => m.template)).toEqual([
      "order-confirmation",
      "sales-notification",
    ]);
    // Accepting twice is refused by the status machine: one quote, one order.
    await expect(sales.negotiation.acceptByToken(quote.number, token)).rejects.toThrow(ConflictError);
  });

  it("refuses an expired quote and marks it expired; a declined quote keeps its reason", async () => {
    const { document: quote, token } = await newQuote();
    await sales.negotiation.priceAndSend(quote.id, pricing({ validUntil: day(0) }), "staff:ana");
    await database.db.execute(
      sql`update sales_documents set expires_at = now() - interval '1 second' where id = ${quote.id}`,
    );
    await expect(sales.negotiation.acceptByToken(quote.number, token)).rejects.toThrow(
      /expired on .* can no longer be accepted/,
    );
    expect((await sales.documents.byId(quote.id))!.document.status).toBe("expired");
    const [orders] = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from sales_documents where source_document_id = ${quote.id}`,
    );
    expect(orders.n).toBe(0);

    const other = await newQuote();
    await expect(
      sales.negotiation.priceAndSend(other.document.id, pricing({ validUntil: day(-1) }), "staff:ana"),
    ).rejects.toThrow(ValidationError);
    await sales.negotiation.priceAndSend(other.document.id, pricing(), "staff:ana");
    await sales.negotiation.declineByToken(other.document.number, other.token, "Found it cheaper locally");
    expect((await sales.documents.history(other.document.id)).at(-1)).toMatchObject({
      toStatus: "declined",
      actor: "customer",
      reason: "Found it cheaper locally",
    });
    const [declined] = (await mails(other.document.number)).filter(
      (m) => m.template === "sales-notification" && m.subject.includes("declined"),
    );
    expect(declined).toMatchObject({
      to_address: sales.emails.brand.salesEmail,
      subject: `Quote ${other.document.number} declined`,
    });
    expect(declined.text_body).toContain("Found it cheaper locally");
  });

  it("expires priced quotes past their date by the timer, not only when someone tries to accept", async () => {
    const due = await newQuote();
    const valid = await newQuote();
    const accepted = await newQuote();
    for (const q of [due, valid, accepted]) {
      await sales.negotiation.priceAndSend(q.document.id, pricing(), "staff:ana");
    }
    await sales.negotiation.acceptByToken(accepted.document.number, accepted.token);
    const later = new Date(Date.now() + 31 * 86_400_000);
    await database.db.execute(
      sql`update sales_documents set expires_at = now() + interval '40 days' where id = ${valid.document.id}`,
    );

    expect(await sales.negotiation.expireDue(later)).toBeGreaterThanOrEqual(1);
    const status = async (id: number) => (await sales.documents.byId(id))!.document.status;
    expect(await status(due.document.id)).toBe("expired");
    expect(await status(valid.document.id)).toBe("priced");
    expect(await status(accepted.document.id)).toBe("converted");
    expect((await sales.documents.history(due.document.id)).at(-1)).toMatchObject({
      toStatus: "expired",
      actor: "system",
    });
    // A second pass finds nothing left to do for these quotes.
    await sales.negotiation.expireDue(later);
    expect(await status(valid.document.id)).toBe("priced");
  });
});
