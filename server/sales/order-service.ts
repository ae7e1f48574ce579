import { cardBrand, cardLast4 } from "../../core/card.ts";
import { checkoutTotals } from "../../core/checkout-totals.ts";
import type { DocumentStatus } from "../../core/document-status.ts";
import { isPricedOnRequest } from "../../core/money.ts";
import type { CheckoutRequest } from "../../core/order-request.ts";
import type { OrderSummary } from "../../core/quote-summary.ts";
import type { OutgoingEmail } from "../email/outbox.ts";
import { confirmationAllowed } from "../email/recipient-limit.ts";
import { ValidationError } from "../errors.ts";
import { confirmationPath } from "./access-token.ts";
import type { CreationOutcome, SalesDocument } from "./document-store.ts";
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
import type { Viewer } from "../../core/viewer.ts";
import { PAY_ON_ACCOUNT_LABEL } from "../../core/payment-terms.ts";
import { assertMayPayOnAccount } from "../billing/account-terms.ts";
import { taxExemptIn } from "../billing/tax-exemption.ts";

/** How the mails name the payment: the card's brand and last 4, or the account and its PO number. */
const paymentText = (summary: OrderSummary) =>
  summary.card
    ? `${summary.card.brand} ending in ${summary.card.last4} (awaiting payment)`
    : PAY_ON_ACCOUNT_LABEL;

export type OrderServiceDeps = SalesDocumentDeps & { publicUrl: string };

export type CreateOrderResult = { order: OrderSummary } & CreationOutcome;

function toSummary({ document: d, lines, token }: SalesDocument): OrderSummary {
  return {
    orderNumber: d.number,
    token,
    createdAt: new Date(d.createdAt).toISOString(),
    status: d.status as DocumentStatus<"order">,
    // The migration and the table's check make both present on every order.
    paymentStatus: d.paymentStatus ?? "awaiting",
    email: d.email,
    phone: d.phone,
    shipping: { firstName: d.firstName, lastName: d.lastName, ...addressOf(d) },
    card: d.cardBrand && d.cardLast4 ? { brand: d.cardBrand, last4: d.cardLast4 } : null,
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

/** Checkout orders: server-priced, status pending, payment awaiting; the card leaves only brand and last 4. */
export function createOrderService({
  db,
  documents,
  catalog,
  pricing,
  emails,
  salesEmail,
  publicUrl,
  confirmationsPerHour,
}: OrderServiceDeps) {
  async function renderMails(summary: OrderSummary, confirm: boolean): Promise<OutgoingEmail[]> {
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
        ...(summary.poNumber ? [["PO number", summary.poNumber] as [string, string]] : []),
        ...(summary.jobName ? [["Job name", summary.jobName] as [string, string]] : []),
      ],
      items,
      totalLabel: "Order total",
      totalCents: summary.totalCents,
    });
    const toSales = { ...sales, to: salesEmail, replyTo: summary.email, ...ref };
    return confirm ? [{ ...customer, to: summary.email, ...ref }, toSales] : [toSales];
  }

  /** A signed-in buyer's company with a verified certificate for the (US) ship-to state pays no tax there. */
  async function taxExempt(request: CheckoutRequest, viewer: Viewer): Promise<boolean> {
    if (viewer?.kind !== "buyer" || request.shipping.country !== "United States") return false;
    return taxExemptIn(db, viewer.companyId, request.shipping.state);
  }

  async function priceOrder(request: CheckoutRequest, viewer: Viewer) {
    const lines = await priceLines(catalog, request.items, buyerPricing(pricing, viewer));
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
    const totals = checkoutTotals(priced, { taxExempt: await taxExempt(request, viewer) });
    assertWithinOrderLimit(totals.totalCents);
    if (request.paymentMethod === "account") await assertMayPayOnAccount(db, viewer, totals.totalCents);
    return { priced, totals };
  }

  async function create(
    request: CheckoutRequest,
    idempotencyKey?: string,
    viewer: Viewer = null,
  ): Promise<CreateOrderResult> {
    const onAccount = request.paymentMethod === "account";
    const card =
      request.card && !onAccount
        ? { brand: cardBrand(request.card.cardNumber), last4: cardLast4(request.card.cardNumber) }
        : null;
    const { poNumber, jobName } = request;
    // The fingerprint holds the card's brand and last 4 only, never its number or CVV.
    const hash = requestHash({
      contact: request.contact,
      shipping: request.shipping,
      items: request.items,
      card,
      paymentMethod: request.paymentMethod,
      poNumber,
      jobName,
      owner: ownerOf(viewer),
    });
    const { document, ...outcome } = await documents.create({
      kind: "order",
      idempotencyKey,
      requestHash: hash,
      actor: "customer",
      reason: onAccount ? "Order placed at checkout on account (net 30)" : "Order placed at checkout",
      // Checked again with the company row locked, so orders placed at once cannot share the same credit.
      guard: onAccount
        ? (tx, fields) => assertMayPayOnAccount(tx, viewer, fields.totalCents, true)
        : undefined,
      prepare: async () => {
        const { priced, totals } = await priceOrder(request, viewer);
        const confirm = await confirmationAllowed(db, request.contact.email, confirmationsPerHour);
        const { address, ...shipping } = request.shipping;
        const fields = {
          ...ownerOf(viewer),
          submittedFrom: "checkout" as const,
          email: request.contact.email,
          phone: request.contact.phone,
          ...shipping,
          streetAddress: address,
          paymentStatus: "awaiting" as const,
          paymentMethod: request.paymentMethod,
          cardBrand: card?.brand ?? null,
          cardLast4: card?.last4 ?? null,
          poNumber,
          jobName,
          itemCount: priced.reduce((n, l) => n + l.quantity, 0),
          ...totals,
        };
        const lines = priced.map((l) => ({ ...lineSnapshot(l), unitPriceCents: l.unitPriceCents }));
        return {
          fields,
          lines,
          // Rendered from the request before the row exists, with the number and time it is about to get.
          emails: ({ number, createdAt, token }) =>
            renderMails(
              {
                orderNumber: number,
                token,
                createdAt,
                status: "pending",
                paymentStatus: "awaiting",
                email: request.contact.email,
                phone: request.contact.phone,
                shipping: request.shipping,
                card,
                paymentMethod: request.paymentMethod,
                poNumber,
                jobName,
                items: lines,
                ...totals,
              },
              confirm,
            ),
        };
      },
    });
    return { order: toSummary(document), ...outcome };
  }

  /** The order behind a confirmation link, or null when the number or token does not match. */
  async function find(orderNumber: string, token: string): Promise<OrderSummary | null> {
    const found = await documents.findByToken("order", orderNumber, token);
    return found ? toSummary(found) : null;
  }

  return { create, find };
}

export type OrderService = ReturnType<typeof createOrderService>;
