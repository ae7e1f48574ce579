import { and, asc, desc, eq, or, sql } from "drizzle-orm";
import {
  TRACKING_EMAIL_NEEDED,
  TRACKING_NOT_FOUND,
  type ShipOrder,
  type TrackingLookup,
} from "../../core/back-office-forms.ts";
import { transitionRefusal, type DocumentStatus } from "../../core/document-status.ts";
import {
  ACCOUNT_TRACKING_NOT_FOUND,
  addBusinessDays,
  addDays,
  DEFAULT_TRANSIT_BUSINESS_DAYS,
  FOLLOW_UP_DELAY_DAYS,
  FREE_CANCELLATION_HOURS,
  isFreeCancellation,
  isoDay,
  looksLikeOrderNumber,
  normalTrackingNumber,
  TRACKING_STATUS_LABELS,
  trackingSteps,
  type TrackingStep,
} from "../../core/fulfilment.ts";
import type { Db } from "../db/client.ts";
import { salesDocumentEvents, salesDocumentLines, salesDocuments } from "../db/schema/sales.ts";
import type { EmailService } from "../email/email-service.ts";
import { enqueueEmails } from "../email/outbox.ts";
import { ConflictError, NotFoundError, ValidationError } from "../errors.ts";
import { addressOf, addressText, emailLine } from "./document-parts.ts";
import { confirmationPath } from "./access-token.ts";
import {
  actorName,
  type Actor,
  type DocumentRow,
  type DocumentStore,
  type SalesDocument,
} from "./document-store.ts";
import { formatEmailDate } from "./format-date.ts";
import { issueInvoice } from "../billing/invoice-issue.ts";
import { planShipment, remainingOf, type ShipmentView } from "../../core/shipment-plan.ts";
import { shipmentShare } from "../../core/shipment-shares.ts";
import { enqueueWebhook } from "../webhooks/webhook-outbox.ts";
import { linesToShip, recordShipment, shipmentsOf } from "./shipments.ts";
import { formatDay } from "./format-date.ts";
import { shopDay } from "../../core/shop-time.ts";

export interface TrackingResult {
  orderNumber: string;
  status: DocumentStatus<"order">;
  statusLabel: string;
  carrier: string | null;
  trackingNumber: string | null;
  /** 'YYYY-MM-DD', or null before the order ships. */
  estimatedDelivery: string | null;
  steps: TrackingStep[];
  /** Its shipments: dates, lines, carriers and tracking numbers (no invoices: anyone with the number reads it). */
  shipments: ShipmentView[];
}

/** What an order's online payment does when staff confirm or cancel the order (server/payments/). */
export interface OrderPaymentSteps {
  /** An authorised card is captured before the order moves to processing; a refusal stops the move. */
  captureForOrder(orderId: number): Promise<void>;
  /** After a cancellation: the hold released or the payment refunded; says what happened, if anything. */
  settleCanceledOrder(orderId: number): Promise<string | null>;
}

export interface FulfilmentDeps {
  db: Db;
  documents: DocumentStore;
  emails: EmailService;
  publicUrl: string;
  payments: OrderPaymentSteps;
}

/** The stored tracking number equals `typed`, both compared without spaces and dashes (an expression index). */
const sameTrackingNumber = (typed: string) =>
  sql`(upper(regexp_replace(${salesDocuments.trackingNumber}, '[\\s-]+', '', 'g')) = ${normalTrackingNumber(typed)} or exists (select 1 from shipments tracked where tracked.document_id = "sales_documents"."id" and upper(regexp_replace(tracked.tracking_number, '[\\s-]+', '', 'g')) = ${normalTrackingNumber(typed)}))`;

/** The link in the shipped mail: the tracking page, already asked about this carrier number. */
export const trackingLink = (publicUrl: string, trackingNumber: string) =>
  `${publicUrl}/order-tracking?number=${encodeURIComponent(trackingNumber)}`;

/** "1 item still to ship", "3 items still to ship". */
const itemsStillToShip = (n: number) => `${n} ${n === 1 ? "item" : "items"} still to ship`;

/**
 * Orders from placed to the buyer's door (ADR 0088): each step is a status change of the
 * sales document, stamped with time and actor, and the mails it sends go into the outbox in the same
 * transaction. Tracking reads the same history for anyone who holds the number.
 */
export function createFulfilmentService({ db, documents, emails, publicUrl, payments }: FulfilmentDeps) {
  async function order(orderId: number): Promise<SalesDocument> {
    const found = await documents.byId(orderId);
    if (!found || found.document.kind !== "order") throw new NotFoundError("Order not found.");
    return found;
  }

  const linesOf = (tx: Db, documentId: number) =>
    tx
      .select()
      .from(salesDocumentLines)
      .where(eq(salesDocumentLines.documentId, documentId))
      .orderBy(asc(salesDocumentLines.lineNo));

  const ref = (d: DocumentRow) => ({ refType: "order", refId: d.number, to: d.email });

  /** Staff confirm the order: its authorised card is captured first (authorise at checkout, ADR 0120). */
  async function process(orderId: number, actor: Actor, reason = "") {
    const found = await order(orderId);
    // A move the status table refuses is refused before anything is charged.
    const refusal = transitionRefusal("order", found.document.status, "processing");
    if (refusal) throw new ConflictError(refusal);
    await payments.captureForOrder(orderId);
    return documents.transition(orderId, "processing", actor, reason || "Order confirmed for processing");
  }

  /**
   * Staff ship an order, whole or in part (ADR 0350): under the order's row lock, the shipment may hold at
   * most what remains of each line; it is recorded with its lines, the order moves to partly shipped (or
   * shipped, when nothing remains), the buyer is mailed what it holds and what is still to come, the
   * company's webhooks hear of it, and an order on account gets the shipment's invoice. No lines: all that
   * remains. A refusal writes nothing.
   */
  async function ship(orderId: number, shipment: ShipOrder, actor: Actor, now = new Date()) {
    await order(orderId);
    const estimated =
      shipment.estimatedDelivery || isoDay(addBusinessDays(now, DEFAULT_TRANSIT_BUSINESS_DAYS));
    if (estimated < isoDay(now)) {
      throw new ValidationError("The estimated delivery cannot be before today.", {
        estimatedDelivery: "The estimated delivery cannot be before today.",
      });
    }
    return db.transaction(async (tx) => {
      const [current] = await tx
        .select()
        .from(salesDocuments)
        .where(eq(salesDocuments.id, orderId))
        .for("update");
      if (transitionRefusal("order", current.status, "shipped")) {
        throw new ValidationError(
          `Order ${current.number} is ${current.status.replaceAll("_", " ")}: only an order in processing or partly shipped can ship.`,
        );
      }
      const lines = await linesToShip(tx, orderId);
      const plan = planShipment(lines, shipment.lines);
      if ("refusal" in plan) throw new ValidationError(plan.refusal, { lines: plan.refusal });
      const shippedOn = shopDay(now);
      const recorded = await recordShipment(
        tx,
        orderId,
        {
          carrier: shipment.carrier,
          trackingNumber: shipment.trackingNumber,
          shippedOn,
          estimatedDelivery: estimated,
          actor: actorName(actor),
        },
        plan.lines,
      );
      const qty = new Map(plan.lines.map((l) => [l.lineNo, l.quantity]));
      const priced = (l: (typeof lines)[number], quantity: number) => ({
        unitPriceCents: l.unitPriceCents ?? 0,
        quantity,
      });
      const thisShipment = lines.filter((l) => qty.has(l.lineNo));
      const share = shipmentShare(
        current,
        lines.filter((l) => l.shipped > 0).map((l) => priced(l, l.shipped)),
        thisShipment.map((l) => priced(l, qty.get(l.lineNo)!)),
        plan.completes,
      );
      const stillToCome = lines
        .map((l) => ({ ...l, quantity: remainingOf(l) - (qty.get(l.lineNo) ?? 0) }))
        .filter((l) => l.quantity > 0);
      const items = lines
        .filter((l) => qty.has(l.lineNo))
        .map((l) => emailLine({ ...l, quantity: qty.get(l.lineNo)! }));
      return documents.transition(
        orderId,
        plan.completes ? "shipped" : "partly_shipped",
        actor,
        `Shipment ${recorded.seq} with ${shipment.carrier}, tracking ${shipment.trackingNumber}` +
          (plan.completes ? "" : ` (${itemsStillToShip(stillToCome.reduce((n, l) => n + l.quantity, 0))})`),
        {
          within: tx,
          set: {
            carrier: shipment.carrier,
            trackingNumber: shipment.trackingNumber,
            estimatedDelivery: estimated,
          },
          after: async (tx, { document: d }) => {
            const mail = await emails.render("order-shipped", {
              orderNumber: d.number,
              customerName: d.firstName,
              carrier: shipment.carrier,
              trackingNumber: shipment.trackingNumber,
              trackingLink: trackingLink(publicUrl, shipment.trackingNumber),
              estimatedDays: formatDay(estimated),
              address: addressText(addressOf(d)),
              items,
              shipmentSeq: recorded.seq,
              stillToCome: stillToCome.map(emailLine),
            });
            await enqueueEmails(tx, [{ ...mail, ...ref(d) }]);
            await enqueueWebhook(tx, {
              event: "shipment.created",
              refType: "order",
              refId: d.number,
              data: {
                orderNumber: d.number,
                companyId: d.companyId,
                shipment: recorded.seq,
                shippedOn,
                carrier: shipment.carrier,
                trackingNumber: shipment.trackingNumber,
                estimatedDelivery: estimated,
                lines: thisShipment.map((l) => ({ sku: l.sku, quantity: qty.get(l.lineNo)! })),
                complete: plan.completes,
              },
            });
            await issueInvoice(tx, d, recorded, share, emails);
          },
        },
      );
    });
  }

  /** A carrier step after shipping: in transit, out for delivery, or a delivery exception. */
  async function carrierUpdate(
    orderId: number,
    to: "in_transit" | "out_for_delivery" | "exception",
    actor: Actor,
    reason = "",
  ) {
    await order(orderId);
    return documents.transition(orderId, to, actor, reason);
  }

  async function deliver(orderId: number, actor: Actor, now = new Date()) {
    await order(orderId);
    return documents.transition(orderId, "delivered", actor, "Delivered", {
      after: async (tx, { document: d, token }) => {
        const lines = await linesOf(tx, d.id);
        const items = lines.map(emailLine);
        const delivered = await emails.render("order-delivered", {
          orderNumber: d.number,
          customerName: d.firstName,
          deliveredOn: formatEmailDate(now.toISOString()),
          address: addressText(addressOf(d)),
          items,
          orderUrl: `${publicUrl}${confirmationPath("order", d.number, token)}`,
          ...(d.companyId ? { returnsUrl: `${publicUrl}/commercial-view/returns` } : {}),
        });
        const followUp = await emails.render("follow-up", {
          orderNumber: d.number,
          customerName: d.firstName,
          items,
          reviewUrl: `${publicUrl}/product/${encodeURIComponent(lines[0]?.sku ?? "")}`,
        });
        await enqueueEmails(tx, [
          { ...delivered, ...ref(d) },
          { ...followUp, ...ref(d), notBefore: addDays(now, FOLLOW_UP_DELAY_DAYS).toISOString() },
        ]);
      },
    });
  }

  /**
   * Cancels an order that has not shipped. Within 12 hours of placing it the cancellation is free (policy
   * text); after that staff may still cancel, and the history says it was outside the free window. The
   * buyer is mailed either way, with the reason. Its online payment is then released or refunded; the
   * answer says how (null when there was nothing to settle).
   */
  async function cancel(orderId: number, reason: string, actor: Actor, now = new Date()) {
    const found = await order(orderId);
    const free = isFreeCancellation(found.document.createdAt, now);
    const terms = free
      ? `free cancellation within ${FREE_CANCELLATION_HOURS} hours`
      : `after the ${FREE_CANCELLATION_HOURS}-hour free cancellation window`;
    await documents.transition(orderId, "canceled", actor, `${reason} (${terms})`, {
      after: async (tx, { document: d }) => {
        const lines = await linesOf(tx, d.id);
        const mail = await emails.render("order-canceled", {
          orderNumber: d.number,
          customerName: d.firstName,
          canceledOn: formatEmailDate(now.toISOString()),
          reason,
          free,
          items: lines.map(emailLine),
        });
        await enqueueEmails(tx, [{ ...mail, ...ref(d) }]);
      },
    });
    return payments.settleCanceledOrder(orderId);
  }

  async function result(d: DocumentRow): Promise<TrackingResult> {
    const history = await db
      .select({ toStatus: salesDocumentEvents.toStatus, at: salesDocumentEvents.at })
      .from(salesDocumentEvents)
      .where(eq(salesDocumentEvents.documentId, d.id))
      .orderBy(asc(salesDocumentEvents.id));
    const status = d.status as DocumentStatus<"order">;
    return {
      orderNumber: d.number,
      status,
      statusLabel: TRACKING_STATUS_LABELS[status],
      carrier: d.carrier,
      trackingNumber: d.trackingNumber,
      estimatedDelivery: d.estimatedDelivery,
      steps: trackingSteps(
        history.map((e) => ({ toStatus: e.toStatus, at: new Date(e.at).toISOString() })),
        status,
      ),
      shipments: (await shipmentsOf(db, d.id)).map((s) => ({
        ...s,
        invoiceNumber: null,
        invoiceTotalCents: null,
      })),
    };
  }

  /**
   * The tracking card for an order number with the email it was placed with, or for a carrier's
   * tracking number. A wrong pair and an unknown number say the same thing.
   */
  async function track(lookup: TrackingLookup): Promise<TrackingResult> {
    const number = lookup.number.trim();
    let found: DocumentRow | undefined;
    if (looksLikeOrderNumber(number)) {
      if (!lookup.email) throw new ValidationError(TRACKING_EMAIL_NEEDED, { email: TRACKING_EMAIL_NEEDED });
      [found] = await db
        .select()
        .from(salesDocuments)
        .where(
          and(
            eq(salesDocuments.kind, "order"),
            eq(salesDocuments.number, number.toUpperCase()),
            sql`lower(${salesDocuments.email}) = ${lookup.email.trim().toLowerCase()}`,
          ),
        )
        .limit(1);
    } else {
      [found] = await db
        .select()
        .from(salesDocuments)
        .where(
          and(
            sql`${salesDocuments.trackingNumber} is not null`,
            sameTrackingNumber(number),
            eq(salesDocuments.kind, "order"),
          ),
        )
        .orderBy(desc(salesDocuments.createdAt))
        .limit(1);
    }
    if (!found) throw new NotFoundError(TRACKING_NOT_FOUND);
    return result(found);
  }

  /** The Shipping Tracking pane's box: one of the company's orders by its number or carrier tracking number. */
  async function trackForCompany(companyId: string, number: string): Promise<TrackingResult> {
    const typed = number.trim();
    const [found] = await db
      .select()
      .from(salesDocuments)
      .where(
        and(
          eq(salesDocuments.companyId, companyId),
          eq(salesDocuments.kind, "order"),
          or(
            eq(salesDocuments.number, typed.toUpperCase()),
            and(sql`${salesDocuments.trackingNumber} is not null`, sameTrackingNumber(typed)),
          ),
        ),
      )
      .orderBy(desc(salesDocuments.createdAt))
      .limit(1);
    if (!typed || !found) throw new NotFoundError(ACCOUNT_TRACKING_NOT_FOUND);
    return result(found);
  }

  return { process, ship, carrierUpdate, deliver, cancel, track, trackForCompany };
}
