import { asc, eq } from "drizzle-orm";
import { timingSafeEqual } from "node:crypto";
import { cardBrand, cardLast4 } from "../../core/card.ts";
import { checkoutTotals } from "../../core/checkout-totals.ts";
import type { CheckoutRequest } from "../../core/order-request.ts";
import type { OrderSummary } from "../../core/quote-summary.ts";
import type { Db } from "../db/client.ts";
import { orderLines, orders } from "../db/schema/sales.ts";
import type { EmailService } from "../email/email-service.ts";
import { enqueueEmails, type OutgoingEmail } from "../email/outbox.ts";
import { confirmationAllowed } from "../email/recipient-limit.ts";
import { ConflictError, ValidationError } from "../errors.ts";
import { formatEmailDate } from "./format-date.ts";
import { newOrderNumber, requestHash, sha256 } from "./identifiers.ts";
import { assertWithinOrderLimit, priceLines, type CatalogPrices } from "./pricing.ts";
import { IDEMPOTENCY_CONFLICT_MESSAGE } from "./quote-service.ts";
import { serverSecret } from "./server-secret.ts";
import { accessToken, confirmationPath } from "./access-token.ts";
import { isPricedOnRequest } from "../../core/money.ts";

export interface OrderServiceDeps {
  db: Db;
  catalog: CatalogPrices;
  emails: EmailService;
  salesEmail: string;
  publicUrl: string;
  /** Confirmations one address may receive per hour (CONFIRMATIONS_PER_ADDRESS_PER_HOUR). */
  confirmationsPerHour: number;
}

export interface CreateOrderResult {
  order: OrderSummary;
  /** False when an earlier submission with the same Idempotency-Key was returned instead. */
  created: boolean;
  /** The reload-safe confirmation page: /order-confirmation?order={number}&token={token}. */
  confirmationPath: string;
}

const orderResult = (order: OrderSummary, isNew: boolean): CreateOrderResult => ({
  order,
  created: isNew,
  confirmationPath: confirmationPath("order", order.orderNumber, order.token),
});

type OrderRow = typeof orders.$inferSelect;
type OrderLineRow = typeof orderLines.$inferSelect;

function toSummary(row: OrderRow, lines: OrderLineRow[], token: string): OrderSummary {
  return {
    orderNumber: row.orderNumber,
    token,
    createdAt: new Date(row.createdAt).toISOString(),
    status: "pending",
    paymentStatus: "awaiting",
    email: row.email,
    phone: row.phone,
    shipping: {
      firstName: row.firstName,
      lastName: row.lastName,
      address: row.address,
      apartment: row.apartment,
      city: row.city,
      state: row.state,
      zipCode: row.zipCode,
      country: row.country,
    },
    card: { brand: row.cardBrand, last4: row.cardLast4 },
    items: lines.map((l) => ({
      sku: l.sku,
      name: l.name,
      brand: l.brand,
      image: l.image,
      quantity: l.quantity,
      unitPriceCents: l.unitPriceCents,
    })),
    subtotalCents: row.subtotalCents,
    shippingCents: row.shippingCents,
    taxCents: row.taxCents,
    totalCents: row.totalCents,
  };
}

/** Checkout orders: server-priced, status pending, payment awaiting; the card leaves only brand and last 4. */
export function createOrderService({
  db,
  catalog,
  emails,
  salesEmail,
  publicUrl,
  confirmationsPerHour,
}: OrderServiceDeps) {
  const tokenKey = serverSecret(db, "order-token");

  async function load(row: OrderRow, token: string, tx: Db = db) {
    const lines = await tx
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, row.id))
      .orderBy(asc(orderLines.lineNo));
    return toSummary(row, lines, token);
  }

  async function replay(idempotencyKey: string, hash: string, tx: Db = db): Promise<OrderSummary | null> {
    const [row] = await tx.select().from(orders).where(eq(orders.idempotencyKey, idempotencyKey)).limit(1);
    if (!row) return null;
    if (row.requestHash !== hash) throw new ConflictError(IDEMPOTENCY_CONFLICT_MESSAGE);
    return load(row, accessToken(await tokenKey(), "order", row.orderNumber), tx);
  }

  async function renderMails(summary: OrderSummary, confirm: boolean): Promise<OutgoingEmail[]> {
    const s = summary.shipping;
    const address = [s.address, s.apartment, s.city, `${s.state} ${s.zipCode}`, s.country]
      .filter(Boolean)
      .join(", ");
    const items = summary.items.map((l) => ({
      name: l.name,
      sku: l.sku,
      quantity: l.quantity,
      unitPriceCents: l.unitPriceCents,
    }));
    const date = formatEmailDate(summary.createdAt);
    const payment = `${summary.card.brand} ending in ${summary.card.last4} (awaiting payment)`;
    const ref = { refType: "order", refId: summary.orderNumber };
    const url = `${publicUrl}${confirmationPath("order", summary.orderNumber, summary.token)}`;
    const customer = await emails.render("order-confirmation", {
      orderNumber: summary.orderNumber,
      date,
      shipping: address,
      payment,
      items,
      subtotalCents: summary.subtotalCents,
      shippingCents: summary.shippingCents,
      taxCents: summary.taxCents,
      totalCents: summary.totalCents,
      orderUrl: url,
    });
    const sales = await emails.render("sales-notification", {
      subject: `New order ${summary.orderNumber}`,
      title: `Order ${summary.orderNumber}`,
      intro: "A customer placed an order; payment is awaiting confirmation.",
      fields: [
        ["Placed", date],
        ["Name", `${s.firstName} ${s.lastName}`],
        ["Email", summary.email],
        ["Phone", summary.phone],
        ["Ship to", address],
        ["Payment", payment],
      ],
      items,
      totalLabel: "Order total",
      totalCents: summary.totalCents,
    });
    const toSales = { ...sales, to: salesEmail, replyTo: summary.email, ...ref };
    return confirm ? [{ ...customer, to: summary.email, ...ref }, toSales] : [toSales];
  }

  async function create(request: CheckoutRequest, idempotencyKey?: string): Promise<CreateOrderResult> {
    const card = { brand: cardBrand(request.card.cardNumber), last4: cardLast4(request.card.cardNumber) };
    // The fingerprint holds the card's brand and last 4 only, never its number or CVV.
    const hash = requestHash({
      contact: request.contact,
      shipping: request.shipping,
      items: request.items,
      card,
    });
    if (idempotencyKey) {
      const earlier = await replay(idempotencyKey, hash);
      if (earlier) return orderResult(earlier, false);
    }
    const lines = await priceLines(catalog, request.items);
    const unavailable = lines.filter((l) => !l.available).map((l) => l.sku);
    if (unavailable.length > 0) {
      throw new ValidationError(
        `Some items are no longer available: ${unavailable.join(", ")}. Remove them from your cart or request a quote.`,
        { items: "unavailable" },
      );
    }
    const onRequest = lines.filter((l) => isPricedOnRequest(l.unitPriceCents)).map((l) => l.sku);
    if (onRequest.length > 0) {
      throw new ValidationError(
        `Some items are priced on request and cannot be bought by card: ${onRequest.join(", ")}. Request a quote for them or remove them from your cart.`,
        { items: "price_on_request" },
      );
    }
    const priced = lines.map((l) => ({ ...l, unitPriceCents: l.unitPriceCents ?? 0 }));
    const totals = checkoutTotals(priced);
    assertWithinOrderLimit(totals.totalCents);
    const key = await tokenKey();
    const confirm = await confirmationAllowed(db, request.contact.email, confirmationsPerHour);

    for (let attempt = 0; attempt < 5; attempt++) {
      const createdAt = new Date().toISOString();
      const orderNumber = newOrderNumber();
      const token = accessToken(key, "order", orderNumber);
      const values = {
        orderNumber,
        accessTokenHash: sha256(token),
        idempotencyKey: idempotencyKey ?? null,
        requestHash: hash,
        email: request.contact.email,
        phone: request.contact.phone,
        ...request.shipping,
        cardBrand: card.brand,
        cardLast4: card.last4,
        ...totals,
        createdAt,
      };
      const lineRows = priced.map((l, i) => ({
        lineNo: i + 1,
        sku: l.sku,
        name: l.name,
        brand: l.brand,
        image: l.image,
        quantity: l.quantity,
        unitPriceCents: l.unitPriceCents,
      }));
      const draft = toSummary(
        { ...values, id: 0, status: "pending", paymentStatus: "awaiting" },
        lineRows.map((l) => ({ ...l, orderId: 0 })),
        token,
      );
      const mails = await renderMails(draft, confirm);
      const result = await db.transaction(async (tx): Promise<OrderSummary | "number-taken"> => {
        const [inserted] = await tx
          .insert(orders)
          .values(values)
          .onConflictDoNothing()
          .returning({ id: orders.id });
        if (!inserted) {
          const earlier = idempotencyKey ? await replay(idempotencyKey, hash, tx as unknown as Db) : null;
          return earlier ?? "number-taken";
        }
        await tx.insert(orderLines).values(lineRows.map((l) => ({ ...l, orderId: inserted.id })));
        await enqueueEmails(tx as unknown as Db, mails);
        return draft;
      });
      if (result !== "number-taken") return orderResult(result, result === draft);
    }
    throw new Error("Could not allocate a unique order number.");
  }

  /** The order behind a confirmation link, or null when the number or token does not match. */
  async function find(orderNumber: string, token: string): Promise<OrderSummary | null> {
    const [row] = await db.select().from(orders).where(eq(orders.orderNumber, orderNumber)).limit(1);
    if (!row) return null;
    const expected = Buffer.from(row.accessTokenHash, "hex");
    const given = Buffer.from(sha256(token), "hex");
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
    return load(row, token);
  }

  return { create, find };
}

export type OrderService = ReturnType<typeof createOrderService>;
