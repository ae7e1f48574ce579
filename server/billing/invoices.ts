import { expectedRebateOf } from "../grower/rebate-holds.ts";
import { invoicePaid } from "../webhooks/webhook-outbox.ts";
import { and, asc, count, desc, eq, getTableColumns, ilike, or, sql, type SQL } from "drizzle-orm";
import {
  INVOICE_NUMBER_PATTERN,
  invoiceStatus,
  type InvoiceListQuery,
  type InvoicePage,
} from "../../core/invoice.ts";
import type { BuyerViewer } from "../../core/viewer.ts";
import { maySeeSite } from "../../core/company-sites.ts";
import { siteConditions } from "../sales/company-documents.ts";
import { buyerSiteName } from "../sales/document-site.ts";
import type { Db } from "../db/client.ts";
import { companies } from "../db/schema/companies.ts";
import { invoices } from "../db/schema/billing.ts";
import { companyAddresses } from "../db/schema/sites.ts";
import { salesDocumentLines, salesDocuments } from "../db/schema/sales.ts";
import { shipmentLines } from "../db/schema/shipments.ts";
import { accessToken, confirmationPath } from "../sales/access-token.ts";
import { serverSecret } from "../sales/server-secret.ts";
import { NotFoundError, ValidationError } from "../errors.ts";
import { audit, type AuditActor } from "../audit/audit-log.ts";
import type { InvoicePayment } from "../../core/back-office-forms.ts";
import { formatMoney } from "../../core/money.ts";
import { invoiceBalanceCents } from "../../core/account-statement.ts";
import {
  applyInvoicePayment,
  invoiceSettlement,
  invoiceCreditedCents,
  invoicePaidCents,
  markOrderPaidWhenSettled,
} from "./invoice-settlement.ts";

/** An invoice with its order, company, lines and bill-to address (the company's default address). */
export async function invoiceDocument(db: Db, where: SQL | undefined) {
  const [found] = await db
    .select()
    .from(invoices)
    .innerJoin(salesDocuments, eq(salesDocuments.id, invoices.documentId))
    .innerJoin(companies, eq(companies.id, invoices.companyId))
    .where(where)
    .limit(1);
  if (!found) return null;
  const [lines, billTo, settlement, expectedRebate, site] = await Promise.all([
    // The shipment's lines: how many of each order line it carried, at the order's unit prices (ADR 0350).
    db
      .select({
        ...getTableColumns(salesDocumentLines),
        quantity: shipmentLines.quantity,
        lineTotalCents: sql<
          number | null
        >`"sales_document_lines"."unit_price_cents" * "shipment_lines"."quantity"`.mapWith(Number),
      })
      .from(shipmentLines)
      .innerJoin(
        salesDocumentLines,
        and(
          eq(salesDocumentLines.documentId, shipmentLines.documentId),
          eq(salesDocumentLines.lineNo, shipmentLines.lineNo),
        ),
      )
      .where(eq(shipmentLines.shipmentId, found.invoices.shipmentId))
      .orderBy(asc(salesDocumentLines.lineNo)),
    billToAddress(db, found.companies.id),
    invoiceSettlement(db, found.invoices.id),
    expectedRebateOf(db, found.sales_documents),
    buyerSiteName(db, found.sales_documents.companyId, found.sales_documents.siteId),
  ]);
  return {
    invoice: found.invoices,
    order: found.sales_documents,
    company: found.companies,
    billTo,
    lines,
    /** What the order's credit notes (received returns) took off the invoice. */
    creditedCents: settlement.creditedCents,
    /** What the payments recorded against it paid, and what it still owes. */
    paidCents: settlement.paidCents,
    balanceCents: settlement.balanceCents,
    /** The pre-approved rebate of the order's project, shown beside the amount due (not deducted). */
    expectedRebate,
    /** The name of the order's site (ADR 0270), or null when it has none. */
    site,
  };
}

/** Where a company's invoices and statements are addressed: its default saved address, else its oldest. */
export async function billToAddress(db: Db, companyId: string) {
  const [address] = await db
    .select()
    .from(companyAddresses)
    .where(eq(companyAddresses.companyId, companyId))
    .orderBy(desc(companyAddresses.isDefault), asc(companyAddresses.createdAt))
    .limit(1);
  return address ?? null;
}
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const customerName = sql<string>`${salesDocuments.firstName} || ' ' || ${salesDocuments.lastName}`;

/** The company's invoices (only the viewer's company's; another company's do not exist for it). */
export function createInvoices(db: Db) {
  // The order's confirmation page is what a row's View opens; its link carries the order's token.
  const tokenKey = serverSecret(db, "order-token");

  async function list(viewer: BuyerViewer, query: InvoiceListQuery, today: string): Promise<InvoicePage> {
    const pattern = `%${escapeLike(query.q)}%`;
    // 'Lists': search matches customer, id or customerCode (here the PO number), case-insensitive.
    const where = and(
      eq(invoices.companyId, viewer.companyId),
      ...siteConditions(viewer, query.site),
      query.q
        ? or(
            ilike(salesDocuments.number, pattern),
            ilike(invoices.number, pattern),
            ilike(customerName, pattern),
            ilike(salesDocuments.poNumber, pattern),
          )
        : undefined,
    );
    const from = () =>
      db
        .select({
          invoices,
          sales_documents: salesDocuments,
          credited: invoiceCreditedCents,
          paid: invoicePaidCents,
        })
        .from(invoices)
        .innerJoin(salesDocuments, eq(salesDocuments.id, invoices.documentId));
    const [[{ total }], rows] = await Promise.all([
      db
        .select({ total: count() })
        .from(invoices)
        .innerJoin(salesDocuments, eq(salesDocuments.id, invoices.documentId))
        .where(where),
      from()
        .where(where)
        .orderBy(desc(invoices.issuedOn), desc(invoices.id))
        .limit(query.size)
        .offset((query.page - 1) * query.size),
    ]);
    const key = await tokenKey();
    return {
      total,
      page: query.page,
      size: query.size,
      rows: rows.map(({ invoices: i, sales_documents: d, credited, paid }) => ({
        invoiceNumber: i.number,
        orderNumber: d.number,
        totalCents: i.totalCents,
        balanceCents: invoiceBalanceCents({
          totalCents: i.totalCents,
          creditedCents: Number(credited),
          paidCents: Number(paid),
        }),
        status: invoiceStatus(i.paidAt, i.dueOn, today, Number(paid)),
        customer: `${d.firstName} ${d.lastName}`,
        poNumber: d.poNumber,
        orderDate: new Date(d.createdAt).toISOString(),
        issuedOn: i.issuedOn,
        dueOn: i.dueOn,
        orderPath: confirmationPath("order", d.number, accessToken(key, "order", d.number)),
      })),
    };
  }

  /** One invoice with its order, lines and company, for the PDF; another company's answers NotFound. */
  async function document(viewer: BuyerViewer, invoiceNumber: string) {
    if (!INVOICE_NUMBER_PATTERN.test(invoiceNumber)) throw new NotFoundError("Invoice not found.");
    const found = await invoiceDocument(
      db,
      and(eq(invoices.number, invoiceNumber), eq(invoices.companyId, viewer.companyId)),
    );
    // A member limited to sites reads only their sites' invoices (ADR 0270).
    if (!found || !maySeeSite(viewer, found.order.siteId)) throw new NotFoundError("Invoice not found.");
    return found;
  }

  /**
   * The order's invoices for staff (one per shipment, first first) with what each has paid and still
   * owes; none when the order is not on account or has not shipped.
   */
  async function allForOrder(documentId: number) {
    const found = await db
      .select()
      .from(invoices)
      .where(eq(invoices.documentId, documentId))
      .orderBy(asc(invoices.id));
    return Promise.all(found.map(async (i) => ({ ...i, ...(await invoiceSettlement(db, i.id)) })));
  }

  /** The invoice of the order's first shipment, or null (an order shipped whole has only that one). */
  async function forOrder(documentId: number) {
    return (await allForOrder(documentId))[0] ?? null;
  }

  /**
   * Staff record a payment against one of the order's invoices (the one named, else its oldest unpaid),
   * in part or in full (received on a day from its issue to `today`, with the cheque or transfer
   * reference; no amount: what it still owes). More than it owes is refused. What is paid frees the
   * company's credit; the invoice is paid once nothing is left.
   */
  async function recordPayment(
    actor: AuditActor,
    documentId: number,
    payment: Omit<InvoicePayment, "amountCents"> & { amountCents?: number | null },
    today: string,
  ): Promise<{ invoiceNumber: string; amountCents: number; balanceCents: number }> {
    return db.transaction(async (tx) => {
      const [invoice] = await tx
        .select()
        .from(invoices)
        .where(
          and(
            eq(invoices.documentId, documentId),
            payment.invoiceNumber ? eq(invoices.number, payment.invoiceNumber) : undefined,
          ),
        )
        // Unnamed: the oldest unpaid one, else the last paid (whose refusal says it is paid).
        .orderBy(sql`"invoices"."paid_at" is not null`, asc(invoices.id))
        .limit(1)
        .for("update");
      if (!invoice)
        throw new NotFoundError("This order has no invoice: only shipped orders on account have one.");
      if (invoice.paidAt) throw new ValidationError(`Invoice ${invoice.number} is already recorded as paid.`);
      if (payment.receivedOn < invoice.issuedOn || payment.receivedOn > today) {
        const message = `The payment date must be from ${invoice.issuedOn} (the invoice's date) to today.`;
        throw new ValidationError(message, { receivedOn: message });
      }
      const owed = (await invoiceSettlement(tx, invoice.id)).balanceCents;
      const amountCents = payment.amountCents ?? owed;
      if (amountCents <= 0 || amountCents > owed) {
        const message = `The amount must be more than $0.00 and at most ${formatMoney(owed)}, what invoice ${invoice.number} still owes.`;
        throw new ValidationError(message, { amountCents: message });
      }
      const balanceCents = await applyInvoicePayment(tx, invoice.id, { ...payment, amountCents });
      if (balanceCents <= 0) {
        await markOrderPaidWhenSettled(tx, documentId);
        const [order] = await tx
          .select({ number: salesDocuments.number })
          .from(salesDocuments)
          .where(eq(salesDocuments.id, documentId));
        await invoicePaid(tx, { ...invoice, paidReference: payment.reference }, order.number);
      }
      await audit.record(tx, {
        actor,
        action: "invoice.payment",
        subject: { type: "invoice", id: invoice.number },
        before: { owedCents: owed },
        after: { amountCents, receivedOn: payment.receivedOn, reference: payment.reference, balanceCents },
      });
      return { invoiceNumber: invoice.number, amountCents, balanceCents };
    });
  }

  return { list, document, forOrder, allForOrder, recordPayment };
}

export type InvoiceDocument = NonNullable<Awaited<ReturnType<typeof invoiceDocument>>>;
