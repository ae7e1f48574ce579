import { invoicePaid } from "../webhooks/webhook-outbox.ts";
import { and, asc, desc, eq, inArray, lte, sql } from "drizzle-orm";
import {
  AUTHORIZATION_WARNING_DAYS,
  isPaidFor,
  isPayable,
  paymentMoveAllowed,
  PAYMENT_STATUS_LABELS,
  type PaymentStatus,
} from "../../core/payment-status.ts";
import type { AuditActor } from "../audit/audit-log.ts";
import { audit } from "../audit/audit-log.ts";
import type { Db } from "../db/client.ts";
import { invoices } from "../db/schema/billing.ts";
import {
  applyInvoicePayment,
  invoiceSettlement,
  markOrderPaidWhenSettled,
} from "../billing/invoice-settlement.ts";
import { shopDay } from "../../core/shop-time.ts";
import { UNPAYABLE_ORDER_STATUSES } from "../../core/document-status.ts";
import { paymentEvents, paymentRefunds, payments } from "../db/schema/payments.ts";
import { salesDocuments } from "../db/schema/sales.ts";
import { enqueueEmails, type OutgoingEmail } from "../email/outbox.ts";
import { ConflictError, NotFoundError, ValidationError } from "../errors.ts";
import type { DocumentRow, DocumentStore } from "../sales/document-store.ts";
import {
  ProviderRefusedError,
  ProviderUnavailableError,
  type PaymentProvider,
  type ProviderEvent,
  type ProviderPayment,
} from "./payment-provider.ts";

export type PaymentRow = typeof payments.$inferSelect;
export type RefundRow = typeof paymentRefunds.$inferSelect;

/** What the browser needs to confirm a payment in the provider's form (the amount is the server's). */
export interface PaymentStart {
  clientSecret: string;
  amountCents: number;
}

export interface PaymentsDeps {
  db: Db;
  /** Null when no provider is configured (the embedded default): nothing is ever charged online. */
  provider: PaymentProvider | null;
  documents: DocumentStore;
  /** The buyer's order confirmation, mailed once the buyer's money is on its way (rendered by the order service). */
  confirmationMails(orderId: number, status: PaymentStatus): Promise<OutgoingEmail[]>;
}

export interface WebhookLog {
  info(data: object, message: string): void;
  warn(data: object, message: string): void;
}

export const PROVIDER_DOWN_MESSAGE =
  "Our payment provider did not answer. Your order is saved and nothing was charged: try the payment again in a moment.";
export const PROVIDER_DOWN_ON_INVOICE_MESSAGE =
  "Our payment provider did not answer, and nothing was charged: try again in a moment.";
export const NO_PROVIDER_MESSAGE = "Online payment is not switched on in this shop.";

const SYSTEM = "system";

/**
 * Payments through the provider (ADR 0120): an order's or an invoice's payment for the server's amount,
 * the provider's events applied through the payment status table (core/payment-status.ts) with the order
 * and invoice they pay, capture on staff confirmation, and refunds recorded before they are asked for.
 */
export function createPaymentService({ db, provider, documents, confirmationMails }: PaymentsDeps) {
  function requireProvider(): PaymentProvider {
    if (!provider) throw new ConflictError(NO_PROVIDER_MESSAGE);
    return provider;
  }

  const orderPayment = async (documentId: number, tx: Db = db): Promise<PaymentRow | null> => {
    const [row] = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.documentId, documentId), eq(payments.purpose, "order")))
      .limit(1);
    return row ?? null;
  };

  /**
   * Applies the provider's word about a payment, in `tx` with the payment row locked: the status moves
   * only as the table allows (never backwards), the amounts and method follow, and the order or invoice
   * it pays follows the payment. Answers the refund to request after the commit, if any.
   */
  async function apply(
    tx: Db,
    paymentId: number,
    now: ProviderPayment,
    at: Date,
    mails: OutgoingEmail[] = [],
  ): Promise<string> {
    const [row] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for("update");
    const from = row.status;
    const to = now.status;
    const moves = to !== from && paymentMoveAllowed(from, to, at, new Date(row.statusAt));
    const refundGrew = to === from && now.refundedCents > row.refundedCents;
    await tx
      .update(payments)
      .set({
        providerPaymentId: now.id,
        methodLabel: now.methodLabel ?? row.methodLabel,
        failureMessage: to === "failed" ? now.failureMessage : row.failureMessage,
        capturedCents: Math.max(row.capturedCents, now.capturedCents),
        refundedCents: Math.max(row.refundedCents, now.refundedCents),
        authorizationExpiresAt: now.authorizationExpiresAt?.toISOString() ?? row.authorizationExpiresAt,
        ...(moves && { status: to, statusAt: at.toISOString() }),
        updatedAt: sql`now()`,
      })
      .where(eq(payments.id, row.id));
    if (!moves) return refundGrew ? `refunded ${now.refundedCents} cents` : `unchanged (${from})`;
    await followPayment(tx, row, from, to, now, mails);
    return `${from} → ${to}`;
  }

  /** Whether this word from the provider is the first that the buyer's money is on its way. */
  const firstMoney = (from: PaymentStatus, to: PaymentStatus) =>
    isPayable(from) && (to === "processing" || isPaidFor(to));

  /**
   * The buyer's confirmation mails, rendered before the transaction that may send them (rendering reads
   * the database, which a transaction on the embedded database must not wait for).
   */
  const mailsFor = async (row: PaymentRow | null, now: ProviderPayment) =>
    row?.purpose === "order" && firstMoney(row.status, now.status)
      ? confirmationMails(row.documentId, now.status)
      : [];

  /** Applies the provider's word in a transaction of its own, with the mails it may send. */
  async function applyNow(row: PaymentRow, now: ProviderPayment) {
    const mails = await mailsFor(row, now);
    return db.transaction((tx) => apply(tx, row.id, now, new Date(), mails));
  }

  /** The order (and invoice) a payment pays follow its move. */
  async function followPayment(
    tx: Db,
    row: PaymentRow,
    from: PaymentStatus,
    to: PaymentStatus,
    now: ProviderPayment,
    mails: OutgoingEmail[],
  ) {
    const [order] = await tx
      .select()
      .from(salesDocuments)
      .where(eq(salesDocuments.id, row.documentId))
      .for("update");
    if (row.purpose === "invoice") {
      if (to === "captured" && row.invoiceId) {
        const [unpaid] = await tx
          .select()
          .from(invoices)
          .where(and(eq(invoices.id, row.invoiceId), sql`${invoices.paidAt} is null`))
          .for("update");
        if (!unpaid) return;
        const reference = `Paid online: ${now.methodLabel ?? "card"} (${now.id})`;
        const left = await applyInvoicePayment(tx, unpaid.id, {
          amountCents: row.amountCents,
          receivedOn: shopDay(new Date()),
          reference,
          paidAt: new Date().toISOString(),
        });
        if (left > 0) return;
        await invoicePaid(tx, { ...unpaid, paidReference: reference }, order.number);
        await markOrderPaidWhenSettled(tx, order.id);
      }
      return;
    }
    await tx.update(salesDocuments).set({ paymentStatus: to }).where(eq(salesDocuments.id, order.id));
    const label = now.methodLabel ? ` (${now.methodLabel})` : "";
    if (isPaidFor(to) && order.status === "pending") {
      await documents.transition(order.id, "paid", SYSTEM, `${PAYMENT_STATUS_LABELS[to]}${label}`, {
        within: tx,
      });
    }
    // The buyer's confirmation goes out once their money is on its way, saying how it stands.
    if (firstMoney(from, to)) await enqueueEmails(tx, mails);
  }

  /** A canceled order whose payment settled later (a bank debit) is refunded in full. */
  async function refundIfCanceled(documentId: number) {
    const [order] = await db.select().from(salesDocuments).where(eq(salesDocuments.id, documentId));
    const row = await orderPayment(documentId);
    if (order?.status === "canceled" && row?.status === "captured") {
      await refund(order, row.capturedCents, `cancel:${order.number}`, "Order canceled");
    }
  }

  /** Reads the payment at the provider and applies what it says (the buyer's return from the payment form). */
  async function sync(row: PaymentRow): Promise<PaymentRow> {
    if (!provider || !row.providerPaymentId) return row;
    const now = await provider.retrievePayment(row.providerPaymentId);
    await applyNow(row, now);
    await refundIfCanceled(row.documentId);
    const [fresh] = await db.select().from(payments).where(eq(payments.id, row.id));
    return fresh;
  }

  /** The payment row for `key`, created when missing (a concurrent creation finds the first). */
  async function ensureRow(values: typeof payments.$inferInsert): Promise<PaymentRow> {
    await db.insert(payments).values(values).onConflictDoNothing();
    const [row] = await db.select().from(payments).where(eq(payments.idempotencyKey, values.idempotencyKey));
    return row;
  }

  /**
   * The provider's payment behind `row`: created once, with the row's key as the provider's idempotency
   * key, so a retried checkout, a lost answer or a second tab never makes a second charge.
   */
  async function start(row: PaymentRow, order: DocumentRow, description: string, card: "later" | "now") {
    const p = requireProvider();
    const now = row.providerPaymentId
      ? await p.retrievePayment(row.providerPaymentId)
      : await p.createPayment({
          amountCents: row.amountCents,
          idempotencyKey: row.idempotencyKey,
          description,
          metadata: { order_number: order.number, payment_key: row.idempotencyKey },
          captureCardLater: card === "later",
          // ACH debit is offered to business buyers: a company's orders and invoices.
          bankAccount: order.companyId !== null,
        });
    await applyNow(row, now);
    return { clientSecret: now.clientSecret, amountCents: row.amountCents } satisfies PaymentStart;
  }

  /**
   * Starts (or picks up again) an order's payment for its server-computed total. The order number is the
   * idempotency key. Throws ProviderUnavailableError when the provider does not answer: the order stays
   * awaiting payment and the same call later succeeds without charging twice.
   */
  async function startOrderPayment(order: DocumentRow): Promise<PaymentStart> {
    if (order.kind !== "order" || order.paymentMethod === "account") {
      throw new ConflictError("This order is paid on account.");
    }
    // An order takes no payment before its approver approves it, once rejected, or while held for a
    // rebate project's pre-approval.
    if (UNPAYABLE_ORDER_STATUSES.includes(order.status)) {
      throw new ConflictError(
        order.status === "held_for_rebate"
          ? "This order is held until its rebate project is pre-approved: it takes no payment yet."
          : "This order is not approved: it takes no payment.",
      );
    }
    const row = await ensureRow({
      purpose: "order",
      documentId: order.id,
      idempotencyKey: order.number,
      amountCents: order.totalCents,
    });
    if (!isPayable(row.status) || order.status === "canceled") {
      throw new ConflictError(`This order's payment is ${PAYMENT_STATUS_LABELS[row.status].toLowerCase()}.`);
    }
    return start(row, order, `Order ${order.number}`, "later");
  }

  /** A net 30 buyer pays an open invoice online (card or ACH, captured at once). */
  async function startInvoicePayment(invoiceNumber: string, companyId: string): Promise<PaymentStart> {
    const [found] = await db
      .select()
      .from(invoices)
      .innerJoin(salesDocuments, eq(salesDocuments.id, invoices.documentId))
      .where(and(eq(invoices.number, invoiceNumber), eq(invoices.companyId, companyId)))
      .limit(1);
    if (!found) throw new NotFoundError("Invoice not found.");
    const { invoices: invoice, sales_documents: order } = found;
    if (invoice.paidAt) throw new ConflictError(`Invoice ${invoice.number} is already paid.`);
    // What it still owes: its total less credit notes and the part payments recorded against it.
    const amount = (await invoiceSettlement(db, invoice.id)).balanceCents;
    if (amount <= 0) throw new ConflictError(`Invoice ${invoice.number} has nothing left to pay.`);
    const row = await ensureRow({
      purpose: "invoice",
      documentId: order.id,
      invoiceId: invoice.id,
      idempotencyKey: `${invoice.number}/${amount}`,
      amountCents: amount,
    });
    if (!isPayable(row.status)) {
      throw new ConflictError(
        `Invoice ${invoice.number}'s payment is ${PAYMENT_STATUS_LABELS[row.status].toLowerCase()}.`,
      );
    }
    return start(row, order, `Invoice ${invoice.number}`, "now");
  }

  /** The payment a provider id names, or the one its metadata's key names (an event before our write). */
  async function paymentFor(tx: Db, providerId: string, metadataKey?: string): Promise<PaymentRow | null> {
    const [byId] = await tx
      .select()
      .from(payments)
      .where(eq(payments.providerPaymentId, providerId))
      .limit(1);
    if (byId || !metadataKey) return byId ?? null;
    const [byKey] = await tx.select().from(payments).where(eq(payments.idempotencyKey, metadataKey)).limit(1);
    return byKey && (byKey.providerPaymentId === null || byKey.providerPaymentId === providerId)
      ? byKey
      : null;
  }

  /** A refund event: the refund's row follows the provider's state. */
  async function followRefund(tx: Db, event: ProviderEvent) {
    const refund = event.refund;
    if (!refund) return;
    const key = refund.metadata.source_key;
    await tx
      .update(paymentRefunds)
      .set({
        providerRefundId: refund.id,
        status: refund.status,
        failureMessage: refund.failureMessage,
        updatedAt: sql`now()`,
      })
      .where(key ? eq(paymentRefunds.sourceKey, key) : eq(paymentRefunds.providerRefundId, refund.id));
  }

  /**
   * One webhook delivery, after its signature verified: stored by the event's id in the same transaction
   * that acts on it, so a replayed or concurrent duplicate finds the id taken and changes nothing. An
   * event about no payment of ours is stored and logged, never an error; an unknown type is acknowledged.
   */
  async function handleEvent(event: ProviderEvent, log: WebhookLog): Promise<string> {
    const p = requireProvider();
    // Read the payment now (outside the transaction): the event may be late, the provider's state is not.
    let now: ProviderPayment | null = null;
    if (event.paymentId) {
      try {
        now = await p.retrievePayment(event.paymentId);
      } catch (error) {
        // A payment the provider does not know is no payment of ours; a provider that is down is retried.
        if (!(error instanceof ProviderRefusedError)) throw error;
      }
    }
    const candidate = now ? await paymentFor(db, now.id, now.metadata.payment_key) : null;
    const mails = now ? await mailsFor(candidate, now) : [];
    const result = await db.transaction(async (tx) => {
      const [stored] = await tx
        .insert(paymentEvents)
        .values({
          id: event.id,
          type: event.type,
          outcome: "received",
          occurredAt: event.occurredAt.toISOString(),
        })
        .onConflictDoNothing()
        .returning({ id: paymentEvents.id });
      if (!stored) return { outcome: "duplicate", documentId: null };
      const row = now ? await paymentFor(tx, now.id, now.metadata.payment_key) : null;
      let outcome: string;
      if (!event.paymentId) outcome = "ignored: not about a payment";
      else if (!now || !row) outcome = "unknown payment";
      else {
        await followRefund(tx, event);
        outcome = await apply(tx, row.id, now, event.occurredAt, mails);
      }
      await tx
        .update(paymentEvents)
        .set({ outcome, paymentId: row?.id ?? null })
        .where(eq(paymentEvents.id, event.id));
      return { outcome, documentId: row?.documentId ?? null };
    });
    if (result.outcome === "unknown payment") {
      log.warn(
        { event: event.id, type: event.type, payment: event.paymentId },
        "payment event for an unknown payment",
      );
    } else {
      log.info({ event: event.id, type: event.type, outcome: result.outcome }, "payment event");
    }
    if (result.documentId !== null) await refundIfCanceled(result.documentId);
    return result.outcome;
  }

  /**
   * Asks the provider to refund `amountCents` of an order's payment. The refund is written first under
   * `sourceKey` (one per cancellation or credit note), so asking again sends the same idempotency key and
   * never refunds twice; a provider that does not answer leaves it 'requested' with the reason, to retry.
   */
  async function refund(order: DocumentRow, amountCents: number, sourceKey: string, reason: string) {
    const row = await orderPayment(order.id);
    if (!row || !row.providerPaymentId || row.capturedCents === 0) {
      throw new ConflictError(`Order ${order.number} has no captured online payment to refund.`);
    }
    const refundable = row.capturedCents - row.refundedCents;
    await db
      .insert(paymentRefunds)
      .values({ paymentId: row.id, sourceKey, reason, amountCents: Math.min(amountCents, refundable) })
      .onConflictDoNothing();
    const [asked] = await db.select().from(paymentRefunds).where(eq(paymentRefunds.sourceKey, sourceKey));
    if (asked.status !== "requested" || asked.amountCents <= 0) return asked;
    try {
      const made = await requireProvider().refund(
        row.providerPaymentId,
        asked.amountCents,
        `refund:${sourceKey}`,
        {
          source_key: sourceKey,
          order_number: order.number,
        },
      );
      const [updated] = await db
        .update(paymentRefunds)
        .set({
          providerRefundId: made.id,
          status: made.status,
          failureMessage: made.failureMessage,
          updatedAt: sql`now()`,
        })
        .where(eq(paymentRefunds.id, asked.id))
        .returning();
      await sync(row);
      return updated;
    } catch (error) {
      if (!(error instanceof ProviderUnavailableError || error instanceof ProviderRefusedError)) throw error;
      const [updated] = await db
        .update(paymentRefunds)
        .set({ failureMessage: error.message, updatedAt: sql`now()` })
        .where(eq(paymentRefunds.id, asked.id))
        .returning();
      return updated;
    }
  }

  /**
   * A credit note's refund (a received return, in part or in full): the credit note's amount refunded to
   * the card or account that paid the order, once per credit note (its number is the refund's key). The
   * refund's state then shows on the staff order page and the buyer's order page.
   */
  async function refundCreditNote(creditNote: { number: string; orderId: number; amountCents: number }) {
    const [order] = await db.select().from(salesDocuments).where(eq(salesDocuments.id, creditNote.orderId));
    if (!order) throw new NotFoundError("Order not found.");
    return refund(
      order,
      creditNote.amountCents,
      `credit-note:${creditNote.number}`,
      `Credit note ${creditNote.number}`,
    );
  }

  /**
   * Before staff confirm an order for processing: an authorised card is captured for the order's total.
   * A provider that does not answer, or an authorisation that lapsed, refuses the move with the reason.
   */
  async function captureForOrder(documentId: number) {
    const row = await orderPayment(documentId);
    if (!row || row.status !== "authorized" || !row.providerPaymentId) return;
    try {
      const now = await requireProvider().capture(row.providerPaymentId, `capture:${row.idempotencyKey}`);
      await applyNow(row, now);
    } catch (error) {
      if (error instanceof ProviderUnavailableError) {
        throw new ConflictError(
          "The payment provider did not answer, so the card was not charged and the order did not move. Try again in a moment.",
        );
      }
      if (error instanceof ProviderRefusedError) {
        await sync(row).catch(() => row);
        throw new ConflictError(
          `The card could not be charged: ${error.message} Send the buyer a payment link, or cancel the order.`,
        );
      }
      throw error;
    }
  }

  /**
   * After an order is canceled: an open or authorised payment is canceled at the provider (the hold is
   * released and the payment link stops working), a captured one is refunded in full; a bank debit still
   * processing is refunded when it settles. A provider that does not answer leaves it for staff to retry.
   */
  async function settleCanceledOrder(documentId: number): Promise<string | null> {
    const row = await orderPayment(documentId);
    if (!row || !provider) return null;
    const [order] = await db.select().from(salesDocuments).where(eq(salesDocuments.id, documentId));
    try {
      if (row.providerPaymentId && (isPayable(row.status) || row.status === "authorized")) {
        const now = await provider.cancel(row.providerPaymentId, `cancel:${row.idempotencyKey}`);
        await applyNow(row, now);
        return row.status === "authorized" ? "The card authorisation was released." : null;
      }
      if (row.status === "captured" || row.status === "partially_refunded") {
        const asked = await refund(
          order,
          row.capturedCents - row.refundedCents,
          `cancel:${order.number}`,
          "Order canceled",
        );
        return asked.providerRefundId
          ? "The payment was refunded."
          : `The refund could not be sent yet (${asked.failureMessage}); retry it from the order.`;
      }
    } catch (error) {
      if (error instanceof ProviderUnavailableError)
        return "The payment provider did not answer; the payment was not released yet.";
      throw error;
    }
    return null;
  }

  /** The refunds of an order's payment, oldest first. */
  async function refundsFor(documentId: number): Promise<RefundRow[]> {
    const row = await orderPayment(documentId);
    if (!row) return [];
    return db
      .select()
      .from(paymentRefunds)
      .where(eq(paymentRefunds.paymentId, row.id))
      .orderBy(asc(paymentRefunds.id));
  }

  /** Staff ask again for the order's refunds the provider did not take. */
  async function retryRefunds(documentId: number) {
    const [order] = await db.select().from(salesDocuments).where(eq(salesDocuments.id, documentId));
    const waiting = (await refundsFor(documentId)).filter((r) => r.status === "requested");
    if (waiting.length === 0) throw new ValidationError("No refund of this order is waiting to be sent.");
    for (const r of waiting) await refund(order, r.amountCents, r.sourceKey, r.reason);
  }

  /**
   * Staff record a payment made outside the shop (a phoned-in card, a cheque) on an order awaiting
   * payment: the order is paid, in the audit log.
   */
  async function recordManualPayment(actor: AuditActor, documentId: number, reference: string) {
    await db.transaction(async (tx) => {
      const [order] = await tx
        .select()
        .from(salesDocuments)
        .where(eq(salesDocuments.id, documentId))
        .for("update");
      if (!order || order.kind !== "order") throw new NotFoundError("Order not found.");
      if (order.paymentMethod === "account")
        throw new ConflictError("Record an order on account's payment on its invoice.");
      const existing = await orderPayment(documentId, tx);
      if (existing && !isPayable(existing.status)) {
        throw new ConflictError(
          `This order's payment is already ${PAYMENT_STATUS_LABELS[existing.status].toLowerCase()}.`,
        );
      }
      if (order.status === "canceled") throw new ConflictError("A canceled order takes no payment.");
      if (UNPAYABLE_ORDER_STATUSES.includes(order.status))
        throw new ConflictError("This order takes no payment until it is approved or released.");
      const values = {
        provider: "manual",
        status: "captured" as const,
        methodLabel: reference,
        capturedCents: order.totalCents,
      };
      if (existing)
        await tx
          .update(payments)
          .set({ ...values, statusAt: sql`now()` })
          .where(eq(payments.id, existing.id));
      else {
        await tx.insert(payments).values({
          purpose: "order",
          documentId,
          idempotencyKey: order.number,
          amountCents: order.totalCents,
          ...values,
        });
      }
      await tx
        .update(salesDocuments)
        .set({ paymentStatus: "captured" })
        .where(eq(salesDocuments.id, documentId));
      if (order.status === "pending") {
        await documents.transition(order.id, "paid", actor, `Payment recorded: ${reference}`, { within: tx });
      } else {
        await audit.record(tx, {
          actor,
          action: "order.payment",
          subject: { type: "order", id: order.number },
          before: { paymentStatus: order.paymentStatus },
          after: { paymentStatus: "captured", reference },
        });
      }
    });
  }

  /** Card authorisations that lapse within the warning window, soonest first (the staff overview). */
  async function expiringAuthorizations(now: Date) {
    const horizon = new Date(now.getTime() + AUTHORIZATION_WARNING_DAYS * 86_400_000).toISOString();
    return db
      .select({
        orderNumber: salesDocuments.number,
        amountCents: payments.amountCents,
        expiresAt: payments.authorizationExpiresAt,
        methodLabel: payments.methodLabel,
      })
      .from(payments)
      .innerJoin(salesDocuments, eq(salesDocuments.id, payments.documentId))
      .where(and(eq(payments.status, "authorized"), lte(payments.authorizationExpiresAt, horizon)))
      .orderBy(asc(payments.authorizationExpiresAt));
  }

  /** The latest online payment of each of these invoices, by invoice number (a processing debit, say). */
  async function invoicePaymentStates(invoiceNumbers: string[]) {
    if (invoiceNumbers.length === 0) return {};
    const rows = await db
      .select({ number: invoices.number, status: payments.status })
      .from(payments)
      .innerJoin(invoices, eq(invoices.id, payments.invoiceId))
      .where(inArray(invoices.number, invoiceNumbers))
      .orderBy(asc(payments.id));
    return Object.fromEntries(rows.map((r) => [r.number, r.status])) as Record<string, PaymentStatus>;
  }

  /**
   * The invoice's Pay online page: the invoice, its latest online payment (read from the provider first
   * when the buyer is back from the form), and the form's secret when it can still be paid.
   */
  async function invoicePaymentPage(invoiceNumber: string, companyId: string, back: boolean) {
    const [found] = await db
      .select()
      .from(invoices)
      .innerJoin(salesDocuments, eq(salesDocuments.id, invoices.documentId))
      .where(and(eq(invoices.number, invoiceNumber), eq(invoices.companyId, companyId)))
      .limit(1);
    if (!found) throw new NotFoundError("Invoice not found.");
    const latest = async () => {
      const [row] = await db
        .select()
        .from(payments)
        .where(eq(payments.invoiceId, found.invoices.id))
        .orderBy(desc(payments.id))
        .limit(1);
      return row ?? null;
    };
    let payment = await latest();
    if (back && payment)
      payment = await sync(payment).catch((error: unknown) => {
        if (error instanceof ProviderUnavailableError) return payment!;
        throw error;
      });
    const [invoice] = await db.select().from(invoices).where(eq(invoices.id, found.invoices.id));
    const payable = !invoice.paidAt && (!payment || isPayable(payment.status));
    let start: PaymentStart | { error: string } | null = null;
    if (payable && provider) {
      try {
        start = await startInvoicePayment(invoiceNumber, companyId);
      } catch (error) {
        if (error instanceof ProviderUnavailableError) start = { error: PROVIDER_DOWN_ON_INVOICE_MESSAGE };
        else if (error instanceof ProviderRefusedError)
          start = { error: `The payment could not be started: ${error.message}` };
        else throw error;
      }
    }
    return {
      invoiceNumber: invoice.number,
      orderNumber: found.sales_documents.number,
      amountCents: invoice.paidAt
        ? invoice.totalCents
        : (await invoiceSettlement(db, invoice.id)).balanceCents,
      dueOn: invoice.dueOn,
      paid: invoice.paidAt !== null,
      paymentStatus: payment?.status ?? null,
      paidWith: payment?.methodLabel ?? null,
      start,
    };
  }

  /**
   * The payment start checkout answers with: the form's secret, or a sentence why it cannot open now (the
   * provider is down: the order stays awaiting payment, and the confirmation page retries); null when the
   * order is not paid online or is already paid (a replayed checkout).
   */
  async function checkoutPayment(orderNumber: string): Promise<PaymentStart | { error: string } | null> {
    const [order] = await db.select().from(salesDocuments).where(eq(salesDocuments.number, orderNumber));
    if (!provider || !order || order.paymentMethod === "account") return null;
    try {
      return await startOrderPayment(order);
    } catch (error) {
      if (error instanceof ProviderUnavailableError) return { error: PROVIDER_DOWN_MESSAGE };
      if (error instanceof ProviderRefusedError)
        return { error: `The payment could not be started: ${error.message}` };
      if (error instanceof ConflictError) return null;
      throw error;
    }
  }

  return {
    /** The provider's browser key, or null when online payment is off. */
    publishableKey: provider?.publishableKey ?? null,
    orderPayment,
    checkoutPayment,
    startOrderPayment,
    startInvoicePayment,
    /** The buyer is back from the payment form (or a 3-D Secure page): read the provider's state now. */
    refreshOrderPayment: async (documentId: number) => {
      const row = await orderPayment(documentId);
      if (!row) return null;
      return sync(row).catch((error: unknown) => {
        if (error instanceof ProviderUnavailableError) return row;
        throw error;
      });
    },
    verifyWebhook: (rawBody: string, signature: string | undefined) =>
      requireProvider().verifyEvent(rawBody, signature),
    handleEvent,
    refund,
    refundCreditNote,
    refundsFor,
    retryRefunds,
    captureForOrder,
    settleCanceledOrder,
    recordManualPayment,
    expiringAuthorizations,
    invoicePaymentStates,
    invoicePaymentPage,
  };
}

export type PaymentService = ReturnType<typeof createPaymentService>;
