import { accountNameOf } from "./account-name.ts";
import { and, asc, eq } from "drizzle-orm";
import type { CheckoutTotals } from "../../core/checkout-totals.ts";
import { maySeeSite } from "../../core/company-sites.ts";
import { formatMoney } from "../../core/money.ts";
import {
  approvalReason,
  NOT_APPROVER_MESSAGE,
  NOT_AWAITING_MESSAGE,
  OWN_ORDER_OVER_LIMIT_MESSAGE,
  type ApprovalDecision,
} from "../../core/order-approval.ts";
import type { OrderSummary } from "../../core/quote-summary.ts";
import type { BuyerViewer, Viewer } from "../../core/viewer.ts";
import { accountTerms } from "../billing/account-terms.ts";
import type { Db } from "../db/client.ts";
import { users } from "../db/schema/identity.ts";
import { salesDocumentEvents, salesDocumentLines, salesDocuments } from "../db/schema/sales.ts";
import type { EmailService } from "../email/email-service.ts";
import { enqueueEmails, type OutgoingEmail } from "../email/outbox.ts";
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from "../errors.ts";
import { mayPayOnAccount, OVER_CREDIT_MESSAGE } from "../../core/payment-terms.ts";
import { confirmationPath } from "./access-token.ts";
import { lineSnapshot } from "./document-parts.ts";
import type { DocumentStore, SalesDocument } from "./document-store.ts";
import type { LineRequest } from "./pricing.ts";
import type { PricedCartLine } from "../../core/cart-pricing.ts";
import { APPROVER_ROLES, approversOf, spendingOf } from "./spending.ts";

type PricedLine = Pick<PricedCartLine, "sku" | "name" | "brand" | "image" | "quantity"> & {
  unitPriceCents: number;
};
type Priced = { priced: PricedLine[]; totals: CheckoutTotals };

export interface OrderApprovalDeps {
  db: Db;
  documents: DocumentStore;
  emails: EmailService;
  publicUrl: string;
  /** The order service's pricing: lines and totals at the company's prices now, or a refusal. */
  priceItems(
    items: LineRequest[],
    shipping: { country: string; state: string },
    viewer: Viewer,
    siteId?: string | null,
  ): Promise<Priced>;
  /** The mails an order sends when it is placed (the buyer's confirmation, the sales notification). */
  placedMails(
    summary: OrderSummary,
    confirm: { customer: boolean; sales: boolean },
    /** Who placed the order (whom the buyer's confirmation greets), and "Placed by {staff} for {buyer}" when staff did. */
    who: { greetName: string | null; placedBy?: string },
  ): Promise<OutgoingEmail[]>;
  /** The order as its mails show it, read in `tx`. */
  toSummary(found: SalesDocument, tx: Db): Promise<OrderSummary>;
}

const isApprover = (viewer: BuyerViewer) =>
  (APPROVER_ROLES as readonly string[]).includes(viewer.companyRole);
const approvalsUrl = (publicUrl: string, number: string) =>
  `${publicUrl}/commercial-view/approvals?${new URLSearchParams({ order: number })}`;

/** The mails' "Placed by {staff} for {buyer}." paragraph of an order staff placed as the buyer, else none. */
const placedByParagraph = (text: string | null | undefined): string[] => (text ? [`${text}.`] : []);

/**
 * The mails of an order placed awaiting approval: the buyer is told nothing was charged, and each of
 * the company's approvers (but the buyer) is asked to decide. Sales hears of it once it is approved.
 */
export async function approvalRequestMails(
  db: Db,
  emails: EmailService,
  publicUrl: string,
  order: {
    number: string;
    token: string;
    placedBy: Pick<BuyerViewer, "userId" | "name" | "email" | "companyId" | "companyName">;
    totalCents: number;
    itemCount: number;
    reason: string;
    /** "Placed by {staff} for {buyer}" when staff placed it shopping as the buyer (ADR 0220). */
    placedOnBehalf?: string | null;
    /** The order's site: only the approvers who may see it are asked. */
    siteId: string | null;
  },
): Promise<OutgoingEmail[]> {
  const { number, placedBy: buyer } = order;
  const placedLine = placedByParagraph(order.placedOnBehalf);
  const ref = { refType: "order", refId: number };
  const approvers = await approversOf(db, buyer.companyId, buyer.userId, order.siteId);
  const toBuyer = await emails.render("form-confirmation", {
    subject: `Order ${number} is awaiting approval`,
    heading: `Order ${number} is awaiting approval`,
    paragraphs: [
      ...placedLine,
      order.reason,
      `Nothing has been charged. ${approvers.map((a) => a.name).join(", ") || "Your company's approvers"} can approve or reject it; we mail you their decision.`,
    ],
    action: {
      label: "View the order",
      href: `${publicUrl}${confirmationPath("order", number, order.token)}`,
    },
  });
  const ask = await emails.render("form-confirmation", {
    subject: `Order ${number} from ${buyer.name} awaits your approval`,
    heading: `Order ${number} awaits your approval`,
    paragraphs: [
      ...placedLine,
      `${buyer.name} (${buyer.email}) placed an order of ${formatMoney(order.totalCents)} (${order.itemCount} items) for ${buyer.companyName}.`,
      order.reason.replace(/\byour\b/g, "their"),
      "Approve it to place it at today's prices, or reject it with a reason for the buyer.",
    ],
    action: { label: "Approve or reject", href: approvalsUrl(publicUrl, number) },
  });
  return [
    { ...toBuyer, to: buyer.email, ...ref },
    ...approvers.map((a) => ({ ...ask, to: a.email, ...ref })),
  ];
}

/** What changed between an order's lines as placed and as priced at approval, in the buyer's words. */
function priceChanges(before: SalesDocument["lines"], after: Priced["priced"]): string[] {
  return after.flatMap((line, i) => {
    const was = before[i]?.unitPriceCents ?? null;
    return was === line.unitPriceCents
      ? []
      : [
          `${line.name} (${line.sku}): ${was === null ? "no price" : formatMoney(was)} → ${formatMoney(line.unitPriceCents)} each`,
        ];
  });
}

/** Orders awaiting approval: the company's list for its approvers, and their decisions (ADR 0180). */
export function createOrderApprovals(deps: OrderApprovalDeps) {
  const { db, documents, emails, publicUrl } = deps;

  /**
   * The order, when it is one of the viewer's company's, of a site they may see (an approver limited to
   * sites never sees another site's order), and the viewer may decide on it.
   */
  async function decidable(viewer: BuyerViewer, number: string): Promise<SalesDocument> {
    const found = await documents.byNumber(number);
    if (
      !found ||
      found.document.kind !== "order" ||
      found.document.companyId !== viewer.companyId ||
      !maySeeSite(viewer, found.document.siteId)
    )
      throw new NotFoundError("Order not found.");
    if (!isApprover(viewer)) throw new ForbiddenError(NOT_APPROVER_MESSAGE);
    if (found.document.status !== "awaiting_approval") throw new ConflictError(NOT_AWAITING_MESSAGE);
    return found;
  }

  const actorOf = (viewer: BuyerViewer) => `approver:${viewer.email}`;

  async function approve(viewer: BuyerViewer, number: string, note: string) {
    const found = await decidable(viewer, number);
    const d = found.document;
    if (d.placedBy === viewer.userId) {
      const own = await spendingOf(db, viewer.userId);
      if (own && approvalReason(own, d.totalCents)) throw new ForbiddenError(OWN_ORDER_OVER_LIMIT_MESSAGE);
    }
    // Placed as if now: today's company prices, tax and availability; an order from an accepted quote
    // keeps the prices sales quoted.
    const company: Viewer = { ...viewer, companyRole: "buyer" };
    const { priced, totals } =
      d.sourceDocumentId === null
        ? await deps.priceItems(
            found.lines.map((l) => ({ sku: l.sku, quantity: l.quantity, name: l.name, image: l.image })),
            { country: d.country, state: d.state },
            company,
            d.siteId,
          )
        : { priced: found.lines.map((l) => ({ ...l, unitPriceCents: l.unitPriceCents ?? 0 })), totals: d };
    const changes = priceChanges(found.lines, priced);
    const reason = [
      `Approved by ${viewer.name}`,
      note,
      changes.length ? `prices changed: ${changes.join("; ")}` : "",
    ]
      .filter(Boolean)
      .join(" — ");
    await documents.transition(d.id, "pending", actorOf(viewer), reason, {
      check: (current) => {
        if (current.status !== "awaiting_approval") throw new ConflictError(NOT_AWAITING_MESSAGE);
      },
      set: {
        subtotalCents: totals.subtotalCents,
        shippingCents: totals.shippingCents,
        taxCents: totals.taxCents,
        totalCents: totals.totalCents,
        itemCount: priced.reduce((n, l) => n + l.quantity, 0),
      },
      after: async (tx, moved) => {
        if (changes.length > 0) {
          await tx.delete(salesDocumentLines).where(eq(salesDocumentLines.documentId, d.id));
          await tx.insert(salesDocumentLines).values(
            priced.map((l, i) => ({
              ...lineSnapshot(l),
              unitPriceCents: l.unitPriceCents,
              documentId: d.id,
              lineNo: i + 1,
            })),
          );
        }
        if (d.paymentMethod === "account") {
          // The order now counts among the open orders on account: the credit left without it must cover it.
          const terms = await accountTerms(tx, d.companyId ?? "", true);
          const others = terms && { ...terms, openCents: terms.openCents - totals.totalCents };
          if (!others || !mayPayOnAccount(others, totals.totalCents))
            throw new ValidationError(OVER_CREDIT_MESSAGE);
        }
        const lines = await tx
          .select()
          .from(salesDocumentLines)
          .where(eq(salesDocumentLines.documentId, d.id))
          .orderBy(asc(salesDocumentLines.lineNo));
        const summary = await deps.toSummary({ ...moved, lines }, tx);
        const notice = await emails.render("form-confirmation", {
          subject: `Order ${d.number} was approved`,
          heading: `Order ${d.number} was approved`,
          paragraphs: [
            ...placedByParagraph(d.placedOnBehalf),
            `${viewer.name} approved your order${note ? `: "${note}"` : "."}`,
            changes.length > 0
              ? `Prices changed since you placed it, and the order is placed at today's prices: ${changes.join("; ")}. The new total is ${formatMoney(totals.totalCents)}.`
              : `It is placed at the prices you saw: ${formatMoney(totals.totalCents)}.`,
            ...(d.paymentMethod === "card" ? ["Pay for it on the order's page."] : []),
          ],
          action: {
            label: "View the order",
            href: `${publicUrl}${confirmationPath("order", d.number, found.token)}`,
          },
        });
        const ref = { refType: "order", refId: d.number };
        await enqueueEmails(tx, [
          { ...notice, to: d.email, ...ref },
          ...(await deps.placedMails(
            summary,
            { customer: d.paymentMethod !== "card", sales: true },
            { greetName: await accountNameOf(tx, d.placedBy), placedBy: d.placedOnBehalf ?? "" },
          )),
        ]);
      },
    });
    return { changes };
  }

  async function reject(viewer: BuyerViewer, number: string, note: string) {
    const found = await decidable(viewer, number);
    const d = found.document;
    await documents.transition(d.id, "rejected", actorOf(viewer), `Rejected by ${viewer.name}: ${note}`, {
      check: (current) => {
        if (current.status !== "awaiting_approval") throw new ConflictError(NOT_AWAITING_MESSAGE);
      },
      after: async (tx) => {
        const mail = await emails.render("form-confirmation", {
          subject: `Order ${d.number} was rejected`,
          heading: `Order ${d.number} was rejected`,
          paragraphs: [
            ...placedByParagraph(d.placedOnBehalf),
            `${viewer.name} rejected your order of ${formatMoney(d.totalCents)}: "${note}"`,
            "Nothing was charged. Change the order and place it again, or ask your approver.",
          ],
          action: {
            label: "View the order",
            href: `${publicUrl}${confirmationPath("order", d.number, found.token)}`,
          },
        });
        await enqueueEmails(tx, [{ ...mail, to: d.email, refType: "order", refId: d.number }]);
      },
    });
  }

  return {
    /** An approver's decision: approve (placed at today's prices) or reject with the buyer's reason. */
    decide(viewer: BuyerViewer, number: string, decision: ApprovalDecision) {
      return decision.decision === "approve"
        ? approve(viewer, number, decision.note)
        : reject(viewer, number, decision.note).then(() => ({ changes: [] as string[] }));
    },

    /** The viewer's own limits and what they spent this month (the account home shows it). */
    spending: (viewer: BuyerViewer) => spendingOf(db, viewer.userId),

    /**
     * The company's orders awaiting approval (of the approver's sites, when limited to some), oldest first,
     * with who placed them and why they wait.
     */
    async awaiting(viewer: BuyerViewer) {
      if (!isApprover(viewer)) throw new ForbiddenError(NOT_APPROVER_MESSAGE);
      const rows = await db
        .select({
          id: salesDocuments.id,
          siteId: salesDocuments.siteId,
          number: salesDocuments.number,
          createdAt: salesDocuments.createdAt,
          totalCents: salesDocuments.totalCents,
          itemCount: salesDocuments.itemCount,
          placedById: salesDocuments.placedBy,
          placedByName: users.name,
          placedByEmail: users.email,
        })
        .from(salesDocuments)
        .leftJoin(users, eq(users.id, salesDocuments.placedBy))
        .where(
          and(
            eq(salesDocuments.companyId, viewer.companyId),
            eq(salesDocuments.kind, "order"),
            eq(salesDocuments.status, "awaiting_approval"),
          ),
        )
        .orderBy(asc(salesDocuments.createdAt))
        .then((found) => found.filter((r) => maySeeSite(viewer, r.siteId)));
      const reasons = await Promise.all(
        rows.map((r) =>
          db
            .select({ reason: salesDocumentEvents.reason })
            .from(salesDocumentEvents)
            .where(eq(salesDocumentEvents.documentId, r.id))
            .orderBy(asc(salesDocumentEvents.id))
            .limit(1),
        ),
      );
      return rows.map(({ id: _id, siteId: _site, ...r }, i) => ({
        ...r,
        createdAt: new Date(r.createdAt).toISOString(),
        reason: reasons[i][0]?.reason ?? "",
        own: r.placedById === viewer.userId,
      }));
    },
  };
}
