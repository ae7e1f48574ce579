import { checkoutTotals } from "../../core/checkout-totals.ts";
import { shipmentsOf } from "./shipments.ts";
import { UNPAYABLE_ORDER_STATUSES, type DocumentStatus } from "../../core/document-status.ts";
import { isPricedOnRequest } from "../../core/money.ts";
import type { CheckoutRequest } from "../../core/order-request.ts";
import type { OrderSummary } from "../../core/quote-summary.ts";
import type { OutgoingEmail } from "../email/outbox.ts";
import { confirmationAllowed } from "../email/recipient-limit.ts";
import { ConflictError, NotFoundError, ValidationError } from "../errors.ts";
import { confirmationPath } from "./access-token.ts";
import type { CreationOutcome, DocumentRow, SalesDocument } from "./document-store.ts";
import { formatEmailDate } from "./format-date.ts";
import { requestHash } from "./identifiers.ts";
import {
  addressOf,
  addressText,
  emailLine,
  lineSnapshot,
  ownerOf,
  type SalesDocumentDeps,
} from "./document-parts.ts";
import { assertWithinOrderLimit, buyerPricing, priceLines } from "./pricing.ts";
import { accountName, type Viewer } from "../../core/viewer.ts";
import { onBehalfOf } from "./on-behalf.ts";
import { PAY_BY_LINK_LABEL, PAY_ON_ACCOUNT_LABEL, type PaymentMethod } from "../../core/payment-terms.ts";
import {
  isPayable,
  PAYMENT_STATUS_LABELS,
  paymentNote,
  type PaymentStatus,
} from "../../core/payment-status.ts";
import { audit, type AuditActor } from "../audit/audit-log.ts";
import { enqueueEmails } from "../email/outbox.ts";
import { NO_PROVIDER_MESSAGE } from "../payments/payment-service.ts";
import { and, eq } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { payments } from "../db/schema/payments.ts";
import { accountNameOf } from "./account-name.ts";
import { assertMayPayOnAccount } from "../billing/account-terms.ts";
import { exemptShipTo } from "../billing/tax-exemption.ts";
import { documentSite } from "./document-site.ts";
import { approvalRequestMails, createOrderApprovals } from "./order-approvals.ts";
import { approvalHold } from "./spending.ts";
import {
  HOLD_PROJECT_NOT_FOUND,
  rebateHoldReason,
  linkDocument,
  projectToHoldFor,
} from "../grower/rebate-holds.ts";

const notFound = (message: string): never => {
  throw new NotFoundError(message);
};

/** How the mails name the payment: on account, by payment link, or what paid and how it stands. */
function paymentText(summary: OrderSummary): string {
  if (summary.paymentMethod === "account") return PAY_ON_ACCOUNT_LABEL;
  const state = PAYMENT_STATUS_LABELS[summary.paymentStatus];
  if (summary.paymentMethod === "link") return `${PAY_BY_LINK_LABEL} (${state.toLowerCase()})`;
  return summary.paidWith ? `${summary.paidWith} (${state.toLowerCase()})` : state;
}

export type OrderServiceDeps = SalesDocumentDeps & {
  publicUrl: string;
  /** A payment provider is configured: orders not on account are paid online, else by payment link. */
  onlinePayments: boolean;
};

/** The card or account an order's online payment was made with, as the provider named it. */
const placedByName = (db: Db, document: DocumentRow) => accountNameOf(db, document.placedBy);

async function paidWithOf(db: Db, document: DocumentRow): Promise<string | null> {
  const [payment] = await db
    .select({ label: payments.methodLabel })
    .from(payments)
    .where(and(eq(payments.documentId, document.id), eq(payments.purpose, "order")))
    .limit(1);
  if (payment?.label) return payment.label;
  // Orders placed before online payment kept the brand and last 4 the buyer typed.
  return document.cardBrand && document.cardLast4
    ? `${document.cardBrand} ending in ${document.cardLast4}`
    : null;
}

export type CreateOrderResult = { order: OrderSummary } & CreationOutcome;

function toSummary({ document: d, lines, token }: SalesDocument, paidWith: string | null): OrderSummary {
  return {
    orderNumber: d.number,
    token,
    createdAt: new Date(d.createdAt).toISOString(),
    status: d.status as DocumentStatus<"order">,
    // The migration and the table's check make it present on every order.
    paymentStatus: d.paymentStatus ?? "awaiting",
    email: d.email,
    phone: d.phone,
    shipping: { firstName: d.firstName, lastName: d.lastName, ...addressOf(d) },
    paidWith,
    paymentMethod: d.paymentMethod,
    poNumber: d.poNumber,
    jobName: d.jobName,
    items: lines.map((l) => ({ ...lineSnapshot(l), unitPriceCents: l.unitPriceCents ?? 0 })),
    subtotalCents: d.subtotalCents,
    shippingCents: d.shippingCents,
    taxCents: d.taxCents,
    totalCents: d.totalCents,
  };
}

/**
 * Checkout orders: server-priced, status pending, payment awaiting. No card reaches this service: an
 * order paid online is paid in the provider's form once it exists (server/payments/).
 */
export function createOrderService({
  db,
  documents,
  catalog,
  pricing,
  emails,
  salesEmail,
  publicUrl,
  confirmationsPerHour,
  onlinePayments,
}: OrderServiceDeps) {
  async function renderMails(
    summary: OrderSummary,
    confirm: { customer: boolean; sales: boolean },
    who: { greetName?: string | null; placedBy?: string; held?: string } = {},
  ): Promise<OutgoingEmail[]> {
    const { greetName = null, placedBy = "", held } = who;
    const note = held ?? paymentNote(summary.paymentMethod, summary.paymentStatus);
    const s = summary.shipping;
    const address = addressText(s);
    const items = summary.items.map(emailLine);
    const date = formatEmailDate(summary.createdAt);
    const payment = paymentText(summary);
    const ref = { refType: "order", refId: summary.orderNumber };
    const url = `${publicUrl}${confirmationPath("order", summary.orderNumber, summary.token)}`;
    const customer = await emails.render("order-confirmation", {
      orderNumber: summary.orderNumber,
      date,
      shipping: address,
      payment,
      poNumber: summary.poNumber,
      jobName: summary.jobName,
      paymentNote: note,
      placedBy,
      items,
      subtotalCents: summary.subtotalCents,
      shippingCents: summary.shippingCents,
      taxCents: summary.taxCents,
      totalCents: summary.totalCents,
      orderUrl: url,
      greetName,
    });
    const sales = await emails.render("sales-notification", {
      subject: `New order ${summary.orderNumber}`,
      title: `Order ${summary.orderNumber}`,
      intro: `${placedBy ? `${placedBy}.` : "A customer placed an order."} ${note}`,
      fields: [
        ["Placed", date],
        ["Name", `${s.firstName} ${s.lastName}`],
        ["Email", summary.email],
        ["Phone", summary.phone],
        ["Ship to", address],
        ["Payment", payment],
        ...(summary.poNumber ? [["PO number", summary.poNumber] as [string, string]] : []),
        ...(summary.jobName ? [["Job name", summary.jobName] as [string, string]] : []),
      ],
      items,
      totalLabel: "Order total",
      totalCents: summary.totalCents,
    });
    const toSales = { ...sales, to: salesEmail, replyTo: summary.email, ...ref };
    const toCustomer = { ...customer, to: summary.email, ...ref };
    return [...(confirm.customer ? [toCustomer] : []), ...(confirm.sales ? [toSales] : [])];
  }

  /** Lines and totals at the viewer's prices now, refusing lines no longer sold or priced on request. */
  async function priceItems(
    items: CheckoutRequest["items"],
    shipping: Pick<CheckoutRequest["shipping"], "country" | "state">,
    viewer: Viewer,
    siteId: string | null = null,
  ) {
    const lines = await priceLines(catalog, items, buyerPricing(pricing, viewer, siteId));
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
    const companyId = viewer?.kind === "buyer" ? viewer.companyId : null;
    const totals = checkoutTotals(priced, {
      taxExempt: await exemptShipTo(db, companyId, shipping, siteId),
    });
    assertWithinOrderLimit(totals.totalCents);
    return { priced, totals };
  }

  async function priceOrder(request: CheckoutRequest, viewer: Viewer, siteId: string | null) {
    const { priced, totals } = await priceItems(request.items, request.shipping, viewer, siteId);
    if (request.paymentMethod === "account") await assertMayPayOnAccount(db, viewer, totals.totalCents);
    return { priced, totals };
  }

  async function create(
    request: CheckoutRequest,
    idempotencyKey?: string,
    viewer: Viewer = null,
  ): Promise<CreateOrderResult> {
    const onAccount = request.paymentMethod === "account";
    const paymentMethod: PaymentMethod = onAccount ? "account" : onlinePayments ? "card" : "link";
    const { poNumber, jobName } = request;
    const hash = requestHash({
      contact: request.contact,
      shipping: request.shipping,
      items: request.items,
      paymentMethod: request.paymentMethod,
      poNumber,
      jobName,
      ...(request.holdForRebate ? { holdForRebate: request.holdForRebate } : {}),
      siteId: request.siteId,
      owner: ownerOf(viewer),
    });
    const onBehalf = onBehalfOf(viewer);
    // Why the order waits for an approver, as the guard decided inside the order's transaction.
    let holdReason: string | null = null;
    // The rebate project the order is held for until its pre-approval, when the buyer chose one (ADR 0290).
    let heldFor: string | null = null;
    const { document, ...outcome } = await documents.create({
      kind: "order",
      idempotencyKey,
      requestHash: hash,
      actor: "customer",
      onBehalf,
      reason: onAccount
        ? "Order placed at checkout on account (net 30)"
        : paymentMethod === "link"
          ? "Order placed at checkout, to pay by payment link"
          : "Order placed at checkout, to pay online",
      guard: async (tx, fields) => {
        // The project's row stays locked until the order commits, so its pre-approval cannot pass it by.
        const project = !request.holdForRebate
          ? null
          : viewer?.kind === "buyer"
            ? await projectToHoldFor(tx, viewer.companyId, request.holdForRebate)
            : notFound(HOLD_PROJECT_NOT_FOUND);
        const placed = project ? (t: Db, d: { id: number }) => linkDocument(t, project.id, d.id) : undefined;
        // Decided with the member row locked, so orders placed at once cannot share the same budget; an
        // order awaiting approval spends no credit until it is approved (and is not held as well: the
        // approver decides first, the order stays linked to the project).
        holdReason =
          viewer?.kind === "buyer" ? await approvalHold(tx, viewer.userId, fields.totalCents) : null;
        if (holdReason)
          return { status: "awaiting_approval", reason: `Placed, awaiting approval. ${holdReason}`, placed };
        // Checked again with the company row locked, so orders placed at once cannot share the same credit.
        // A held order on account reserves its credit, so its release never fails for want of it.
        if (onAccount) await assertMayPayOnAccount(tx, viewer, fields.totalCents, true);
        if (project) {
          heldFor = rebateHoldReason(project.site);
          return { status: "held_for_rebate", reason: `Placed. ${heldFor}`, placed };
        }
      },
      prepare: async () => {
        const siteId = await documentSite(db, viewer, request.siteId || null);
        const { priced, totals } = await priceOrder(request, viewer, siteId);
        // An order paid online is confirmed to the buyer once the payment is on its way.
        const allowed = await confirmationAllowed(db, request.contact.email, confirmationsPerHour);
        const confirm = paymentMethod !== "card" && allowed;
        const { address, ...shipping } = request.shipping;
        const fields = {
          ...ownerOf(viewer),
          submittedFrom: "checkout" as const,
          email: request.contact.email,
          phone: request.contact.phone,
          ...shipping,
          streetAddress: address,
          paymentStatus: "awaiting" as const,
          paymentMethod,
          poNumber,
          jobName,
          siteId,
          itemCount: priced.reduce((n, l) => n + l.quantity, 0),
          ...totals,
        };
        const lines = priced.map((l) => ({ ...lineSnapshot(l), unitPriceCents: l.unitPriceCents }));
        return {
          fields,
          lines,
          // Rendered from the request before the row exists, with the number and time it is about to get.
          emails: async ({ number, createdAt, token, status }, tx) => {
            if (status === "awaiting_approval" && viewer?.kind === "buyer") {
              return approvalRequestMails(tx, emails, publicUrl, {
                number,
                token,
                placedBy: viewer,
                totalCents: totals.totalCents,
                itemCount: fields.itemCount,
                reason: holdReason ?? "",
                placedOnBehalf: onBehalf?.text,
                siteId,
              });
            }
            return renderMails(
              {
                orderNumber: number,
                token,
                createdAt,
                status: "pending",
                paymentStatus: "awaiting",
                email: request.contact.email,
                phone: request.contact.phone,
                shipping: request.shipping,
                paidWith: null,
                paymentMethod,
                poNumber,
                jobName,
                items: lines,
                ...totals,
              },
              // A held order is confirmed at once, however it is paid: it takes no payment until released.
              { customer: status === "held_for_rebate" ? allowed : confirm, sales: true },
              {
                greetName: accountName(viewer),
                placedBy: onBehalf?.text,
                ...(status === "held_for_rebate" && heldFor ? { held: heldFor } : {}),
              },
            );
          },
        };
      },
    });
    return { order: toSummary(document, await paidWithOf(db, document.document)), ...outcome };
  }

  /** The order behind a confirmation link, or null when the number or token does not match. */
  async function find(orderNumber: string, token: string): Promise<OrderSummary | null> {
    const found = await documents.findByToken("order", orderNumber, token);
    return found ? toSummary(found, await paidWithOf(db, found.document)) : null;
  }

  /**
   * The buyer's confirmation of an order paid online, once its payment is on its way (rendered from
   * the stored order with the payment's state; within the confirmations-per-address limit).
   */
  async function paymentConfirmationMails(orderId: number, status: PaymentStatus): Promise<OutgoingEmail[]> {
    const found = await documents.byId(orderId);
    if (!found) return [];
    const summary = { ...toSummary(found, await paidWithOf(db, found.document)), paymentStatus: status };
    const confirm = await confirmationAllowed(db, summary.email, confirmationsPerHour);
    return renderMails(
      summary,
      { customer: confirm, sales: false },
      { placedBy: found.document.placedOnBehalf ?? "", greetName: await placedByName(db, found.document) },
    );
  }

  /**
   * Staff send the buyer the order's payment link (its page, where the provider's form takes the
   * payment): for an order awaiting payment that is not on account, once online payment is on. Audited.
   */
  async function sendPaymentLink(orderId: number, actor: AuditActor) {
    if (!onlinePayments) throw new ConflictError(NO_PROVIDER_MESSAGE);
    const found = await documents.byId(orderId);
    if (!found || found.document.kind !== "order") throw new NotFoundError("Order not found.");
    const d = found.document;
    if (
      d.paymentMethod === "account" ||
      d.status === "canceled" ||
      UNPAYABLE_ORDER_STATUSES.includes(d.status) ||
      !isPayable(d.paymentStatus ?? "awaiting")
    ) {
      throw new ConflictError(
        "This order takes no payment link: it is on account, canceled, held, not approved, or already paid.",
      );
    }
    const mail = await emails.render("payment-request", {
      orderNumber: d.number,
      customerName: d.firstName,
      totalCents: d.totalCents,
      payUrl: `${publicUrl}${confirmationPath("order", d.number, found.token)}`,
    });
    await db.transaction(async (tx) => {
      await enqueueEmails(tx, [{ ...mail, to: d.email, refType: "order", refId: d.number }]);
      await audit.record(tx, {
        actor,
        action: "order.payment_link",
        subject: { type: "order", id: d.number },
        after: { to: d.email },
      });
    });
    return d.email;
  }

  /**
   * The buyer's confirmation and sales' notice of an order created in another service's transaction
   * (an accepted quote's, read in its `tx`), rendered from the stored order like a checkout order's.
   */
  const createdMails = async (order: SalesDocument, tx: Db, held?: string): Promise<OutgoingEmail[]> =>
    renderMails(
      toSummary(order, null),
      { customer: true, sales: true },
      { greetName: await placedByName(tx, order.document), ...(held ? { held } : {}) },
    );

  /** One of the company's orders by number; null for another company's, a quote, or none (alike: 404). */
  async function findForCompany(orderNumber: string, companyId: string): Promise<OrderSummary | null> {
    const found = await documents.byNumber(orderNumber);
    if (!found || found.document.kind !== "order" || found.document.companyId !== companyId) return null;
    return toSummary(found, await paidWithOf(db, found.document));
  }

  /** A company's order's shipments (ADR 0350); null for another company's order or none. */
  async function shipmentsForCompany(orderNumber: string, companyId: string) {
    const found = await documents.byNumber(orderNumber);
    if (!found || found.document.kind !== "order" || found.document.companyId !== companyId) return null;
    return shipmentsOf(db, found.document.id);
  }

  return {
    create,
    find,
    findForCompany,
    shipmentsForCompany,
    /** An order's shipments, first first (pages of staff and of whoever may read the order). */
    shipments: (documentId: number) => shipmentsOf(db, documentId),
    paymentConfirmationMails,
    sendPaymentLink,
    createdMails,
    /** Orders awaiting approval: the approvers' list and their decisions (ADR 0180). */
    approvals: createOrderApprovals({
      db,
      documents,
      emails,
      publicUrl,
      priceItems,
      placedMails: (summary, confirm, who) => renderMails(summary, confirm, who),
      toSummary: (found, tx) => paidWithOf(tx, found.document).then((paid) => toSummary(found, paid)),
    }),
  };
}

export type OrderService = ReturnType<typeof createOrderService>;
