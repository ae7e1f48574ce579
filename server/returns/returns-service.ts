import { and, asc, desc, eq, inArray, ne, sql, sum } from "drizzle-orm";
import {
  returnStatusMachine,
  refundEstimate,
  returnedTaxCents,
  type ReturnReason,
  returnDeadline,
  RETURN_NOT_FOUND_MESSAGE,
  RETURN_NOTHING_CHOSEN_MESSAGE,
  RETURN_ORDER_NOT_FOUND_MESSAGE,
  RETURN_WINDOW_CLOSED_MESSAGE,
  returnTooManyMessage,
  type ReturnRequestInput,
  type ReturnReview,
  type ReturnStatus,
} from "../../core/returns.ts";
import type { BuyerViewer } from "../../core/viewer.ts";
import { formatMoney } from "../../core/money.ts";
import { shopDay } from "../../core/shop-time.ts";
import { audit, type AuditActor } from "../audit/audit-log.ts";
import type { Db } from "../db/client.ts";
import { creditNotes, returnLines, returnRequests } from "../db/schema/returns.ts";
import { companies } from "../db/schema/companies.ts";
import { salesDocumentEvents, salesDocumentLines, salesDocuments } from "../db/schema/sales.ts";
import type { EmailService } from "../email/email-service.ts";
import { enqueueEmails } from "../email/outbox.ts";
import { ConflictError, NotFoundError, ValidationError } from "../errors.ts";
import { newReturnNumber } from "../sales/identifiers.ts";

/** A received return's credit note: 'CN-' and the return's code. */
const creditNoteNumberOf = (returnNumber: string) => `CN-${returnNumber.replace(/^R-/, "")}`;

export interface ReturnableLine {
  lineNo: number;
  sku: string;
  name: string;
  delivered: number;
  /** Already in returns that were not rejected. */
  returned: number;
  left: number;
  unitPriceCents: number;
}

export interface ReturnableOrder {
  number: string;
  deliveredAt: string;
  deadline: string;
  lines: ReturnableLine[];
}

export interface ReturnPreview {
  order: ReturnableOrder;
  reasonCode: ReturnReason;
  reason: string;
  lines: { lineNo: number; sku: string; name: string; quantity: number; unitPriceCents: number }[];
  subtotalCents: number;
  restockingFeeCents: number;
  /** The tax the order charged on the returned items, refunded with them. */
  taxCents: number;
  refundCents: number;
}

export interface ReturnDeps {
  db: Db;
  emails: EmailService;
  publicUrl: string;
  /** The server's clock: the day a credit note is issued on (a test may move it). */
  now?: () => Date;
  /** Refunds a credit note's amount to the card that paid its order (the payment provider, when configured). */
  refundCreditNote?: (creditNote: {
    number: string;
    orderId: number;
    amountCents: number;
  }) => Promise<unknown>;
}

/**
 * Returns of delivered order lines (ADR 0098): within 15 days of the order's delivered
 * event, at most what was delivered less what earlier returns (not rejected) took, priced at the order's
 * unit prices less the 15% restocking fee. Staff approve or reject, then receive; every step is audited
 * and mailed to the buyer through the outbox in its own transaction.
 */
export function createReturnsService({
  db,
  emails,
  publicUrl,
  now: clockNow = () => new Date(),
  refundCreditNote,
}: ReturnDeps) {
  const returnsUrl = `${publicUrl}/commercial-view/returns`;

  /** The company's delivered order by number, locked when `lock` (a request in progress); 404 for anyone else's. */
  async function companyOrder(tx: Db, viewer: BuyerViewer, orderNumber: string, lock = false) {
    const query = tx
      .select()
      .from(salesDocuments)
      .where(
        and(
          eq(salesDocuments.kind, "order"),
          eq(salesDocuments.number, orderNumber.trim().toUpperCase()),
          eq(salesDocuments.companyId, viewer.companyId),
        ),
      );
    const [order] = await (lock ? query.for("update") : query);
    if (!order) throw new NotFoundError(RETURN_ORDER_NOT_FOUND_MESSAGE);
    return order;
  }

  async function deliveredAt(tx: Db, orderId: number): Promise<Date | null> {
    const [event] = await tx
      .select({ at: salesDocumentEvents.at })
      .from(salesDocumentEvents)
      .where(and(eq(salesDocumentEvents.documentId, orderId), eq(salesDocumentEvents.toStatus, "delivered")))
      .orderBy(desc(salesDocumentEvents.id))
      .limit(1);
    return event ? new Date(event.at) : null;
  }

  async function returnableLines(tx: Db, orderId: number): Promise<ReturnableLine[]> {
    const lines = await tx
      .select()
      .from(salesDocumentLines)
      .where(eq(salesDocumentLines.documentId, orderId))
      .orderBy(asc(salesDocumentLines.lineNo));
    const taken = await tx
      .select({ lineNo: returnLines.lineNo, quantity: sum(returnLines.quantity).mapWith(Number) })
      .from(returnLines)
      .innerJoin(returnRequests, eq(returnRequests.id, returnLines.returnId))
      .where(and(eq(returnRequests.orderId, orderId), ne(returnRequests.status, "rejected")))
      .groupBy(returnLines.lineNo);
    return lines
      .filter((l) => l.unitPriceCents !== null)
      .map((l) => {
        const returned = taken.find((t) => t.lineNo === l.lineNo)?.quantity ?? 0;
        return {
          lineNo: l.lineNo,
          sku: l.sku,
          name: l.name,
          delivered: l.quantity,
          returned,
          left: Math.max(0, l.quantity - returned),
          unitPriceCents: l.unitPriceCents ?? 0,
        };
      });
  }

  async function returnableOrder(tx: Db, viewer: BuyerViewer, orderNumber: string, now: Date, lock = false) {
    const order = await companyOrder(tx, viewer, orderNumber, lock);
    const delivered = order.status === "delivered" ? await deliveredAt(tx, order.id) : null;
    if (!delivered) throw new ValidationError("Only delivered orders can be returned.");
    const deadline = returnDeadline(delivered);
    if (now > deadline) throw new ValidationError(RETURN_WINDOW_CLOSED_MESSAGE);
    const result: ReturnableOrder = {
      number: order.number,
      deliveredAt: delivered.toISOString(),
      deadline: deadline.toISOString(),
      lines: await returnableLines(tx, order.id),
    };
    return { order, returnable: result };
  }

  async function previewIn(tx: Db, viewer: BuyerViewer, input: ReturnRequestInput, now: Date, lock = false) {
    const { order, returnable } = await returnableOrder(tx, viewer, input.order, now, lock);
    const chosen = input.lines.filter((l) => l.quantity > 0);
    if (chosen.length === 0) throw new ValidationError(RETURN_NOTHING_CHOSEN_MESSAGE);
    const lines = chosen.map((choice) => {
      const line = returnable.lines.find((l) => l.lineNo === choice.lineNo);
      if (!line) throw new ValidationError(RETURN_NOTHING_CHOSEN_MESSAGE);
      if (choice.quantity > line.left) {
        const message = returnTooManyMessage(line.sku, line.left);
        throw new ValidationError(message, { [`qty-${line.lineNo}`]: message });
      }
      const { lineNo, sku, name, unitPriceCents } = line;
      return { lineNo, sku, name, quantity: choice.quantity, unitPriceCents };
    });
    const subtotal = lines.reduce((total, l) => total + l.quantity * l.unitPriceCents, 0);
    // The tax its earlier returns (not rejected) already credited: the order's tax is refunded once.
    const [{ credited }] = await tx
      .select({ credited: sql<string>`coalesce(sum(${returnRequests.taxCents}), 0)` })
      .from(returnRequests)
      .where(and(eq(returnRequests.orderId, order.id), ne(returnRequests.status, "rejected")));
    const taxCents = returnedTaxCents(subtotal, { ...order, taxCreditedCents: Number(credited) });
    const preview: ReturnPreview = {
      order: returnable,
      reasonCode: input.reasonCode,
      reason: input.reason,
      lines,
      ...refundEstimate(subtotal, input.reasonCode, taxCents),
    };
    return { order, preview };
  }

  const mailLines = (lines: { sku: string; name: string; quantity: number; unitPriceCents: number }[]) =>
    lines.map(({ sku, name, quantity, unitPriceCents }) => ({ sku, name, quantity, unitPriceCents }));

  /** Mails the buyer each step of a return; a new request is also mailed to sales, who review it. */
  async function mailStep(tx: Db, returnId: number) {
    const [row] = await tx
      .select({
        ret: returnRequests,
        orderNumber: salesDocuments.number,
        firstName: salesDocuments.firstName,
        paymentMethod: salesDocuments.paymentMethod,
        companyName: companies.name,
      })
      .from(returnRequests)
      .innerJoin(salesDocuments, eq(salesDocuments.id, returnRequests.orderId))
      .innerJoin(companies, eq(companies.id, returnRequests.companyId))
      .where(eq(returnRequests.id, returnId));
    const [lines, [credit]] = await Promise.all([
      tx.select().from(returnLines).where(eq(returnLines.returnId, returnId)),
      tx.select().from(creditNotes).where(eq(creditNotes.returnId, returnId)),
    ]);
    const mail = await emails.render("return-update", {
      creditNote: credit
        ? `${credit.number}: ${formatMoney(credit.amountCents)} ${row.paymentMethod === "account" ? "off what your company owes on its account" : "to be refunded to the card or account you paid with"}`
        : "",
      returnNumber: row.ret.number,
      orderNumber: row.orderNumber,
      customerName: row.firstName,
      status: row.ret.status,
      rejectionReason: row.ret.rejectionReason,
      items: mailLines(lines),
      subtotalCents: row.ret.subtotalCents,
      restockingFeeCents: row.ret.restockingFeeCents,
      taxCents: row.ret.taxCents,
      refundCents: row.ret.refundCents,
      returnsUrl,
    });
    const ref = { refType: "return", refId: row.ret.number };
    const toSales =
      row.ret.status === "requested"
        ? [
            {
              ...(await emails.render("sales-notification", {
                subject: `Return ${row.ret.number} requested by ${row.companyName}`,
                title: `Return ${row.ret.number} requested`,
                intro: `${row.companyName} asks to return items of order ${row.orderNumber}. Approve or reject it in the back office.`,
                fields: [
                  ["Company", row.companyName],
                  ["Order", row.orderNumber],
                  ["Contact", row.ret.contactEmail],
                  ["Reason", row.ret.reason],
                  ["Review", `${publicUrl}/admin/returns?status=requested`],
                ],
                items: mailLines(lines),
                totalLabel: "Refund (items less any restocking fee, plus their tax)",
                totalCents: row.ret.refundCents,
              })),
              to: emails.brand.salesEmail,
              replyTo: row.ret.contactEmail,
              ...ref,
            },
          ]
        : [];
    await enqueueEmails(tx, [{ ...mail, to: row.ret.contactEmail, ...ref }, ...toSales]);
  }

  async function withLines<T extends { id: number }>(rows: T[]) {
    const ids = rows.map((r) => r.id);
    const lines = ids.length
      ? await db
          .select()
          .from(returnLines)
          .where(inArray(returnLines.returnId, ids))
          .orderBy(asc(returnLines.lineNo))
      : [];
    return rows.map((r) => ({ ...r, lines: lines.filter((l) => l.returnId === r.id) }));
  }

  const listed = {
    id: returnRequests.id,
    number: returnRequests.number,
    orderNumber: salesDocuments.number,
    companyName: companies.name,
    status: returnRequests.status,
    reasonCode: returnRequests.reasonCode,
    reason: returnRequests.reason,
    rejectionReason: returnRequests.rejectionReason,
    subtotalCents: returnRequests.subtotalCents,
    restockingFeeCents: returnRequests.restockingFeeCents,
    taxCents: returnRequests.taxCents,
    refundCents: returnRequests.refundCents,
    createdAt: returnRequests.createdAt,
    updatedAt: returnRequests.updatedAt,
    /** The credit note issued when the return was received (none before). */
    creditNoteNumber: sql<
      string | null
    >`(select ${creditNotes.number} from ${creditNotes} where ${creditNotes.returnId} = ${returnRequests.id})`,
  };
  const listQuery = () =>
    db
      .select(listed)
      .from(returnRequests)
      .innerJoin(salesDocuments, eq(salesDocuments.id, returnRequests.orderId))
      .innerJoin(companies, eq(companies.id, returnRequests.companyId));

  return {
    /** The company's delivered orders still inside the 15-day window, newest delivery first. */
    async returnableOrders(viewer: BuyerViewer, now = new Date()) {
      const rows = await db
        .select({ number: salesDocuments.number, at: sql<string>`max(${salesDocumentEvents.at})` })
        .from(salesDocuments)
        .innerJoin(
          salesDocumentEvents,
          and(
            eq(salesDocumentEvents.documentId, salesDocuments.id),
            eq(salesDocumentEvents.toStatus, "delivered"),
          ),
        )
        .where(
          and(
            eq(salesDocuments.companyId, viewer.companyId),
            eq(salesDocuments.kind, "order"),
            eq(salesDocuments.status, "delivered"),
          ),
        )
        .groupBy(salesDocuments.id)
        .orderBy(desc(sql`max(${salesDocumentEvents.at})`));
      return rows
        .map((r) => ({
          number: r.number,
          deliveredAt: new Date(r.at),
          deadline: returnDeadline(new Date(r.at)),
        }))
        .filter((r) => r.deadline >= now)
        .map((r) => ({
          number: r.number,
          deliveredAt: r.deliveredAt.toISOString(),
          deadline: r.deadline.toISOString(),
        }));
    },

    /** One returnable order with what may still be returned of each line; 404 for another company's. */
    async returnableOrder(viewer: BuyerViewer, orderNumber: string, now = new Date()) {
      return (await returnableOrder(db, viewer, orderNumber, now)).returnable;
    },

    /** What a request would return and refund, before the buyer confirms it. */
    async preview(viewer: BuyerViewer, input: ReturnRequestInput, now = new Date()) {
      return (await previewIn(db, viewer, input, now)).preview;
    },

    /** Records the request (the order locked, so two at once cannot both take the same items) and mails the buyer. */
    async request(viewer: BuyerViewer, input: ReturnRequestInput, now = new Date()) {
      return db.transaction(async (tx) => {
        const { order, preview } = await previewIn(tx, viewer, input, now, true);
        const [saved] = await tx
          .insert(returnRequests)
          .values({
            number: newReturnNumber(),
            orderId: order.id,
            companyId: viewer.companyId,
            requestedBy: viewer.userId,
            contactEmail: viewer.email,
            reasonCode: input.reasonCode,
            reason: input.reason,
            subtotalCents: preview.subtotalCents,
            restockingFeeCents: preview.restockingFeeCents,
            taxCents: preview.taxCents,
            refundCents: preview.refundCents,
          })
          .returning({ id: returnRequests.id, number: returnRequests.number });
        await tx.insert(returnLines).values(preview.lines.map((line) => ({ returnId: saved.id, ...line })));
        await mailStep(tx, saved.id);
        return { number: saved.number, ...preview };
      });
    },

    /** The company's returns, newest first, with their lines. */
    async forCompany(viewer: BuyerViewer) {
      const rows = await listQuery()
        .where(eq(returnRequests.companyId, viewer.companyId))
        .orderBy(desc(returnRequests.createdAt), desc(returnRequests.id))
        .limit(200);
      return withLines(rows);
    },

    /** The back office's list: requested first (oldest waiting first), then the rest newest first. */
    async forStaff(status?: ReturnStatus) {
      const rows = await listQuery()
        .where(status ? eq(returnRequests.status, status) : undefined)
        .orderBy(sql`${returnRequests.status} = 'requested' desc`, desc(returnRequests.createdAt))
        .limit(200);
      return withLines(rows);
    },

    /** Staff's step on a return: approve, reject (with the reason mailed to the buyer) or receive. */
    async review(review: ReturnReview, actor: AuditActor) {
      const to: ReturnStatus =
        review.intent === "approve" ? "approved" : review.intent === "reject" ? "rejected" : "received";
      let cardRefund: { number: string; orderId: number; amountCents: number } | null = null;
      const reviewed = await db.transaction(async (tx) => {
        const [current] = await tx
          .select()
          .from(returnRequests)
          .where(eq(returnRequests.number, review.number.trim().toUpperCase()))
          .for("update");
        if (!current) throw new NotFoundError(RETURN_NOT_FOUND_MESSAGE);
        const refusal = returnStatusMachine.refusal(current.status, to);
        if (refusal) throw new ConflictError(refusal);
        const rejectionReason = review.intent === "reject" ? review.reason : "";
        await tx
          .update(returnRequests)
          .set({ status: to, rejectionReason, updatedAt: sql`now()` })
          .where(eq(returnRequests.id, current.id));
        if (to === "received") {
          const creditNote = {
            number: creditNoteNumberOf(current.number),
            orderId: current.orderId,
            amountCents: current.refundCents,
          };
          await tx.insert(creditNotes).values({
            ...creditNote,
            returnId: current.id,
            companyId: current.companyId,
            issuedOn: shopDay(clockNow()),
          });
          const [order] = await tx
            .select({ paymentMethod: salesDocuments.paymentMethod })
            .from(salesDocuments)
            .where(eq(salesDocuments.id, current.orderId));
          if (order?.paymentMethod === "card" && current.refundCents > 0) cardRefund = creditNote;
        }
        await audit.record(tx, {
          actor,
          action: `return.${review.intent}`,
          subject: { type: "return", id: current.number },
          before: { status: current.status },
          after: { status: to, ...(rejectionReason ? { reason: rejectionReason } : {}) },
        });
        await mailStep(tx, current.id);
        return { number: current.number, status: to };
      });
      // Once the credit note is committed, a card order's money goes back to the card, once per credit
      // note. A refund the provider refuses or does not answer stays on the order for staff to retry.
      if (cardRefund && refundCreditNote) await refundCreditNote(cardRefund).catch(() => undefined);
      return reviewed;
    },
  };
}
