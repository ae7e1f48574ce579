import { and, asc, eq, inArray, lte } from "drizzle-orm";
import type { PriceQuote } from "../../core/back-office-forms.ts";
import { documentTotals } from "../../core/checkout-totals.ts";
import { isoDay, isQuoteExpired } from "../../core/fulfilment.ts";
import { formatMoney } from "../../core/money.ts";
import type { Db } from "../db/client.ts";
import { salesDocumentLines, salesDocuments } from "../db/schema/sales.ts";
import { convertedPayment } from "../billing/account-terms.ts";
import { exemptShipTo } from "../billing/tax-exemption.ts";
import type { EmailService } from "../email/email-service.ts";
import { enqueueEmails } from "../email/outbox.ts";
import { ConflictError, NotFoundError, ValidationError } from "../errors.ts";
import { quotationPath } from "../../core/quote-summary.ts";
import { confirmationPath } from "./access-token.ts";
import { addressOf, addressText, emailLine, lineSnapshot } from "./document-parts.ts";
import {
  actorName,
  type Actor,
  type DocumentFields,
  type DocumentLineRow,
  type DocumentRow,
  type DocumentStore,
  type SalesDocument,
} from "./document-store.ts";
import { formatDay } from "./format-date.ts";
import { renderQuotePdf } from "./quote-pdf.tsx";
import { linesStock } from "./line-stock.ts";
import type { OrderService } from "./order-service.ts";
import { assertWithinOrderLimit, type CatalogPrices } from "./pricing.ts";
import { isCompanyBuyer, mayReadQuotation, type QuotationAccess } from "./document-access.ts";
import { approvalRequestMails } from "./order-approvals.ts";
import { approvalHold, memberOf } from "./spending.ts";
import {
  HOLD_PROJECT_NOT_FOUND,
  linkDocument,
  projectOfDocument,
  projectToHoldFor,
  rebateHoldReason,
} from "../grower/rebate-holds.ts";

export interface NegotiationDeps {
  db: Db;
  documents: DocumentStore;
  catalog: CatalogPrices;
  emails: EmailService;
  publicUrl: string;
  /** Renders an accepted quote's order's mails as checkout's. */
  orders: Pick<OrderService, "createdMails">;
  /** A payment provider is configured: an order not on account is paid online, else by payment link. */
  onlinePayments: boolean;
}

/**
 * What an order carries from the quote it converts: the buyer, company, delivery address, notes, PO
 * number and job name. The quote's own number, status, validity, sales note and totals are not carried
 * (the order's totals are computed again by the one totals rule).
 */
const CARRIED_FROM_QUOTE = [
  "companyId",
  "placedBy",
  "poNumber",
  "jobName",
  "firstName",
  "lastName",
  "email",
  "phone",
  "companyName",
  "streetAddress",
  "apartment",
  "city",
  "state",
  "zipCode",
  "country",
  "notes",
  "siteId",
] as const satisfies readonly (keyof DocumentFields)[];

const carriedFrom = (quote: DocumentRow) =>
  Object.fromEntries(CARRIED_FROM_QUOTE.map((key) => [key, quote[key]])) as Pick<
    DocumentRow,
    (typeof CARRIED_FROM_QUOTE)[number]
  >;

/** Acceptance refused because the company's credit left does not cover the order. */
class CreditRefusal extends ConflictError {}

/** Why an accepted quote's order cannot go on account: what it costs and the credit left. */
export function creditRefusalMessage(totalCents: number, creditLeftCents: number): string {
  return `This quote's total, ${formatMoney(totalCents)}, is more than the ${formatMoney(creditLeftCents)} credit left on your company's account, so it was not accepted. Call sales to raise your credit limit, or accept it once open invoices are paid.`;
}

export const QUOTE_NOT_FOUND = "Quote not found. Check the link in your email.";

/** A priced quote is acceptable through the end of its last valid day (UTC). */
const endOfDay = (day: string) => `${day}T23:59:59.999Z`;

export function expiredMessage(expiresAt: string): string {
  return `This quote expired on ${formatDay(expiresAt.slice(0, 10))} and can no longer be accepted. Ask sales for a new quote.`;
}

/**
 * Quote negotiation (ADR 0089): staff price a quote and send it (priced, then revised on later
 * sends), the buyer accepts it — turning it into an order in the same transaction — or declines it.
 */
/** Quotes the expiry timer moves per pass; the next pass takes the rest. */
const EXPIRY_BATCH = 200;

export function createNegotiationService({
  db,
  documents,
  catalog,
  emails,
  publicUrl,
  orders,
  onlinePayments,
}: NegotiationDeps) {
  /** The one totals rule with the quote's company's exemption for its ship-to state. */
  const totalsOf = async (
    tx: Db,
    quote: DocumentRow,
    lines: readonly { unitPriceCents: number | null; quantity: number }[],
    shippingCents: number,
  ) =>
    documentTotals(
      lines.map((l) => ({ unitPriceCents: l.unitPriceCents ?? 0, quantity: l.quantity })),
      { shippingCents, taxExempt: await exemptShipTo(tx, quote.companyId, quote, quote.siteId) },
    );

  /** Sales hear of a buyer's answer to a priced quote at once: the mail of an acceptance or a decline. */
  async function answerToSales(
    tx: Db,
    q: DocumentRow,
    answer: { subject: string; intro: string; fields: [string, string][] },
  ) {
    const mail = await emails.render("sales-notification", {
      subject: answer.subject,
      title: answer.subject,
      intro: answer.intro,
      fields: [
        ["Company", q.companyName],
        ["Buyer", `${q.firstName} ${q.lastName} <${q.email}>`],
        ["PO number", q.poNumber],
        ["Job name", q.jobName],
        ...answer.fields,
        ["Quote", `${publicUrl}/admin/quotes/${q.number}`],
      ],
      totalCents: q.totalCents,
    });
    await enqueueEmails(tx, [
      { ...mail, to: emails.brand.salesEmail, replyTo: q.email, refType: "quote", refId: q.number },
    ]);
  }

  async function quote(quoteId: number): Promise<SalesDocument> {
    const found = await documents.byId(quoteId);
    if (!found || found.document.kind !== "quote") throw new NotFoundError("Quote not found.");
    return found;
  }

  /** The line snapshots staff priced: the catalogue's brand and image for a known sku, else what they typed. */
  async function pricedLines(input: PriceQuote, earlier: DocumentLineRow[]) {
    const skus = [...new Set(input.lines.map((l) => l.sku))];
    if (skus.length !== input.lines.length) {
      throw new ValidationError("Each SKU may appear on one line only; change its quantity instead.", {
        lines: "duplicate sku",
      });
    }
    const products = await catalog.productsBySkus(skus);
    return input.lines.map((l) => {
      const product = products.get(l.sku);
      const before = earlier.find((e) => e.sku === l.sku);
      return {
        sku: l.sku,
        name: l.name || product?.name || before?.name || l.sku,
        brand: product?.brand ?? before?.brand ?? "",
        image: product?.image ?? before?.image ?? "",
        quantity: l.quantity,
        unitPriceCents: l.unitPrice,
        available: true,
      };
    });
  }

  /** Prices the quote as staff set it and mails it to the buyer: status priced, or revised on a later send. */
  async function priceAndSend(quoteId: number, input: PriceQuote, actor: Actor, now = new Date()) {
    const { document: current, lines: earlier } = await quote(quoteId);
    if (input.validUntil < isoDay(now)) {
      throw new ValidationError("The quote must be valid until today or later.", {
        validUntil: "The quote must be valid until today or later.",
      });
    }
    const lines = await pricedLines(input, earlier);
    const totals = await totalsOf(db, current, lines, input.freight);
    assertWithinOrderLimit(totals.totalCents);
    const to = current.status === "pending" ? "priced" : "revised";
    const expiresAt = endOfDay(input.validUntil);
    // Read before the transaction: the PDF's stock words come from the catalogue, not the document.
    const stock = await linesStock(catalog, lines);
    return documents.transition(
      quoteId,
      to,
      actor,
      `${to === "priced" ? "Priced" : "Revised"} and sent: total ${formatMoney(totals.totalCents)}, valid until ${formatDay(input.validUntil)}`,
      {
        set: {
          ...totals,
          itemCount: lines.reduce((n, l) => n + l.quantity, 0),
          expiresAt,
          salesNote: input.note,
        },
        after: async (tx, { document: d, token }) => {
          await tx.delete(salesDocumentLines).where(eq(salesDocumentLines.documentId, d.id));
          const priced = await tx
            .insert(salesDocumentLines)
            .values(lines.map((l, i) => ({ ...l, documentId: d.id, lineNo: i + 1 })))
            .returning();
          const pdf = await renderQuotePdf(tx, { document: d, lines: priced, token }, emails.brand, stock);
          const mail = await emails.render("quote-priced", {
            quoteNumber: d.number,
            revised: to === "revised",
            validUntil: formatDay(input.validUntil),
            shipping: addressText(addressOf(d)),
            items: lines.map(emailLine),
            subtotalCents: totals.subtotalCents,
            freightCents: totals.shippingCents,
            taxCents: totals.taxCents,
            totalCents: totals.totalCents,
            note: input.note,
            quoteUrl: `${publicUrl}${quotationPath(d.number, token)}`,
          });
          await enqueueEmails(tx, [
            {
              ...mail,
              to: d.email,
              refType: "quote",
              refId: d.number,
              attachment: { filename: `${d.number}.pdf`, content: new Uint8Array(pdf) },
            },
          ]);
        },
      },
    );
  }

  /** Expires a quote whose date has passed by `now`; a quote revised meanwhile to a later date is refused. */
  const expire = (d: Pick<DocumentRow, "id" | "expiresAt">, now: Date) =>
    documents.transition(d.id, "expired", "system", `Valid until ${d.expiresAt?.slice(0, 10)}`, {
      check: (locked) => {
        if (!isQuoteExpired(locked.expiresAt, now)) throw new ConflictError("The quote is still valid.");
      },
    });

  /** Marks a priced quote whose date has passed as expired (by the system) and refuses with the date. */
  async function refuseExpired(d: DocumentRow, now: Date): Promise<void> {
    if (!d.expiresAt || !isQuoteExpired(d.expiresAt, now)) return;
    if (d.status === "priced" || d.status === "revised") await expire(d, now);
    throw new ConflictError(expiredMessage(d.expiresAt));
  }

  /**
   * The expiry timer's pass: every priced or revised quote whose date has passed becomes expired, so
   * lists and the buyer's account show it so without anyone trying to accept it. A quote accepted
   * meanwhile is left as it is. Returns how many expired.
   */
  async function expireDue(now: Date): Promise<number> {
    const due = await db
      .select({ id: salesDocuments.id, expiresAt: salesDocuments.expiresAt })
      .from(salesDocuments)
      .where(
        and(
          eq(salesDocuments.kind, "quote"),
          inArray(salesDocuments.status, ["priced", "revised"]),
          lte(salesDocuments.expiresAt, now.toISOString()),
        ),
      )
      .orderBy(asc(salesDocuments.id))
      .limit(EXPIRY_BATCH);
    let expired = 0;
    for (const quote of due) {
      try {
        await expire(quote, now);
        expired += 1;
      } catch (error) {
        if (!(error instanceof ConflictError)) throw error;
      }
    }
    return expired;
  }

  /**
   * The buyer accepts a priced quote: in one transaction the quote becomes accepted, an order is created
   * from its lines, freight, address, PO and job name (linked by source_document_id) with its totals from
   * the one totals rule, the quote becomes converted, and the order's mails are queued. The order is on
   * account when the company has net 30 terms, spending its credit; when the credit left does not cover
   * it, nothing changes and the buyer is told why. An expired quote is refused.
   */
  /**
   * Accepts a priced quote into an order. The order waits for an approver when it is above the limits of
   * the member accepting it (`acceptedBy`, else the member who asked for the quote), decided in the
   * acceptance's transaction with the member row locked (ADR 0180).
   */
  async function accept(
    quoteId: number,
    actor: Actor,
    now = new Date(),
    acceptedBy?: string,
    holdForRebate?: number | null,
  ) {
    const { document } = await quote(quoteId);
    await refuseExpired(document, now);
    let created: SalesDocument | undefined;
    await documents
      .transition(quoteId, "accepted", actor, "Quote accepted", {
        check: (locked) => {
          if (locked.expiresAt && isQuoteExpired(locked.expiresAt, now))
            throw new ConflictError(expiredMessage(locked.expiresAt));
        },
        after: async (tx, { document: q }) => {
          const lines = await tx
            .select()
            .from(salesDocumentLines)
            .where(eq(salesDocumentLines.documentId, q.id))
            .orderBy(salesDocumentLines.lineNo);
          const totals = await totalsOf(tx, q, lines, q.shippingCents);
          const payment = await convertedPayment(
            tx,
            q.companyId,
            totals.totalCents,
            onlinePayments ? "card" : "link",
          );
          // A rebate project of the quote's company to hold the order for until its pre-approval (ADR 0290),
          // its row locked so the pre-approval cannot pass the order by.
          const project = holdForRebate ? await projectToHoldFor(tx, q.companyId ?? "", holdForRebate) : null;
          const holder = q.companyId ? (acceptedBy ?? q.placedBy) : null;
          const held = holder ? await approvalHold(tx, holder, totals.totalCents) : null;
          const heldFor = project && !held ? rebateHoldReason(project.site) : null;
          // An order awaiting approval spends no credit yet: the approver's decision checks it again.
          if (!payment.covered && !held)
            throw new CreditRefusal(creditRefusalMessage(totals.totalCents, payment.creditLeftCents));
          const order = await documents.createConverted(
            tx,
            "order",
            q,
            {
              ...carriedFrom(q),
              submittedFrom: "quote",
              paymentMethod: payment.covered ? payment.method : "account",
              paymentStatus: "awaiting",
              itemCount: lines.reduce((n, l) => n + l.quantity, 0),
              ...totals,
            },
            lines.map((l) => ({ ...lineSnapshot(l), unitPriceCents: l.unitPriceCents ?? 0 })),
            {
              actor: actorName(actor),
              reason: held
                ? `Order created from accepted quote ${q.number}, awaiting approval. ${held}`
                : heldFor
                  ? `Order created from accepted quote ${q.number}. ${heldFor}`
                  : `Order created from accepted quote ${q.number}`,
            },
            held ? "awaiting_approval" : heldFor ? "held_for_rebate" : undefined,
          );
          // The quote's project (held for, or started from the quote) gets the order too.
          const projectId = project?.id ?? (await projectOfDocument(tx, q.id));
          if (projectId !== null) {
            await linkDocument(tx, projectId, q.id);
            await linkDocument(tx, projectId, order.document.id);
          }
          await documents.transition(
            q.id,
            "converted",
            "system",
            `Converted into order ${order.document.number}`,
            { within: tx },
          );
          created = order;
          const member = held && holder ? await memberOf(tx, holder) : null;
          if (held && member) {
            const o = order.document;
            await enqueueEmails(
              tx,
              await approvalRequestMails(tx, emails, publicUrl, {
                number: o.number,
                token: order.token,
                placedBy: member,
                totalCents: o.totalCents,
                itemCount: o.itemCount,
                reason: held,
                siteId: o.siteId,
              }),
            );
            return;
          }
          await enqueueEmails(tx, await orders.createdMails(order, tx, heldFor ?? undefined));
        },
      })
      .catch(async (error: unknown) => {
        // Nothing of the acceptance is kept; the staff overview lists the quote until it is accepted.
        if (error instanceof CreditRefusal)
          await db
            .update(salesDocuments)
            .set({ creditRefusedAt: now.toISOString() })
            .where(eq(salesDocuments.id, quoteId));
        throw error;
      });
    if (!created) throw new Error("accepting the quote created no order");
    return {
      orderNumber: created.document.number,
      orderId: created.document.id,
      confirmationPath: confirmationPath("order", created.document.number, created.token),
    };
  }

  async function decline(quoteId: number, reason: string, actor: Actor) {
    await quote(quoteId);
    return documents.transition(quoteId, "declined", actor, reason, {
      after: (tx, { document: q }) =>
        answerToSales(tx, q, {
          subject: `Quote ${q.number} declined`,
          intro: `The buyer declined quote ${q.number}.`,
          fields: [["Reason", reason]],
        }),
    });
  }

  /** The quote `access` may answer (its company's signed-in buyer, or the holder of its link's token). */
  async function answerable(quoteNumber: string, access: QuotationAccess): Promise<SalesDocument> {
    const found = await documents.byNumber(quoteNumber);
    if (!found || found.document.kind !== "quote" || !mayReadQuotation(found, access))
      throw new NotFoundError(QUOTE_NOT_FOUND);
    return found;
  }

  /** A company's buyer is named in the history; a link holder is 'customer'. */
  /** Who answered: the company's buyer, the staff member shopping as them (audited), or a link's holder. */
  const answeredBy = (found: SalesDocument, access: QuotationAccess): Actor => {
    const { viewer } = access;
    if (viewer?.kind !== "buyer" || !isCompanyBuyer(found, viewer)) return "customer";
    return viewer.shopAs
      ? { userId: viewer.shopAs.userId, email: viewer.shopAs.email }
      : `buyer:${viewer.email}`;
  };

  /**
   * The quote's company's signed-in buyer, or the holder of its mailed link, accepts it; only the
   * company's buyer may hold the order for one of its rebate projects (anyone else finds no project).
   */
  async function acceptAs(
    quoteNumber: string,
    access: QuotationAccess,
    now = new Date(),
    holdForRebate?: number | null,
  ) {
    const found = await answerable(quoteNumber, access);
    const buyer =
      access.viewer?.kind === "buyer" && isCompanyBuyer(found, access.viewer) ? access.viewer : null;
    if (holdForRebate && !buyer) throw new NotFoundError(HOLD_PROJECT_NOT_FOUND);
    return accept(found.document.id, answeredBy(found, access), now, buyer?.userId, holdForRebate);
  }

  async function declineAs(quoteNumber: string, access: QuotationAccess, reason: string) {
    const found = await answerable(quoteNumber, access);
    return decline(found.document.id, reason, answeredBy(found, access));
  }

  return {
    priceAndSend,
    accept,
    decline,
    expireDue,
    acceptAs,
    declineAs,
    /** The holder of the quote's mailed link (POST /api/quotations/{number}/accept). */
    acceptByToken: (quoteNumber: string, token: string, now = new Date()) =>
      acceptAs(quoteNumber, { token }, now),
    declineByToken: (quoteNumber: string, token: string, reason: string) =>
      declineAs(quoteNumber, { token }, reason),
  };
}
