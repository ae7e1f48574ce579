import { invoicePaid } from "../webhooks/webhook-outbox.ts";
import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import { invoiceStatus, type InvoiceListQuery, type InvoicePage } from "../../core/invoice.ts";
import type { BuyerViewer } from "../../core/viewer.ts";
import type { Db } from "../db/client.ts";
import { companies } from "../db/schema/accounts.ts";
import { creditNotes } from "../db/schema/account-area.ts";
import { companyAddresses, invoices } from "../db/schema/account-checkout.ts";
import { salesDocumentLines, salesDocuments } from "../db/schema/sales.ts";
import { accessToken, confirmationPath } from "../sales/access-token.ts";
import { serverSecret } from "../sales/server-secret.ts";
import { NotFoundError, ValidationError } from "../errors.ts";
import { audit, type AuditActor } from "../audit/audit-log.ts";
import type { InvoicePayment } from "../../core/back-office-forms.ts";

const INVOICE_NUMBER = /^INV-[A-Z0-9]{1,20}$/;

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
  const [lines, [billTo], [credited]] = await Promise.all([
    db
      .select()
      .from(salesDocumentLines)
      .where(eq(salesDocumentLines.documentId, found.sales_documents.id))
      .orderBy(asc(salesDocumentLines.lineNo)),
    db
      .select()
      .from(companyAddresses)
      .where(eq(companyAddresses.companyId, found.companies.id))
      .orderBy(desc(companyAddresses.isDefault), asc(companyAddresses.createdAt))
      .limit(1),
    db
      .select({ cents: sql<string>`coalesce(sum(${creditNotes.amountCents}), 0)` })
      .from(creditNotes)
      .where(eq(creditNotes.orderId, found.sales_documents.id)),
  ]);
  return {
    invoice: found.invoices,
    order: found.sales_documents,
    company: found.companies,
    billTo: billTo ?? null,
    lines,
    /** What the order's credit notes (received returns) took off the invoice. */
    creditedCents: Number(credited.cents),
  };
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
      db.select().from(invoices).innerJoin(salesDocuments, eq(salesDocuments.id, invoices.documentId));
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
      rows: rows.map(({ invoices: i, sales_documents: d }) => ({
        invoiceNumber: i.number,
        orderNumber: d.number,
        totalCents: d.totalCents,
        status: invoiceStatus(i.paidAt, i.dueOn, today),
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
    if (!INVOICE_NUMBER.test(invoiceNumber)) throw new NotFoundError("Invoice not found.");
    const found = await invoiceDocument(
      db,
      and(eq(invoices.number, invoiceNumber), eq(invoices.companyId, viewer.companyId)),
    );
    if (!found) throw new NotFoundError("Invoice not found.");
    return found;
  }

  /** The order's invoice for staff, or null when the order has none (not on account, or not shipped). */
  async function forOrder(documentId: number) {
    const [found] = await db.select().from(invoices).where(eq(invoices.documentId, documentId)).limit(1);
    return found ?? null;
  }

  /**
   * Staff record the order's invoice paid (received on a day from its issue to `today`, with the
   * cheque or transfer reference), which frees the company's credit; once only, and in the audit log.
   */
  async function recordPayment(
    actor: AuditActor,
    documentId: number,
    payment: InvoicePayment,
    today: string,
  ): Promise<string> {
    return db.transaction(async (tx) => {
      const [invoice] = await tx
        .select()
        .from(invoices)
        .where(eq(invoices.documentId, documentId))
        .for("update");
      if (!invoice)
        throw new NotFoundError("This order has no invoice: only shipped orders on account have one.");
      if (invoice.paidAt) throw new ValidationError(`Invoice ${invoice.number} is already recorded as paid.`);
      if (payment.receivedOn < invoice.issuedOn || payment.receivedOn > today) {
        const message = `The payment date must be from ${invoice.issuedOn} (the invoice's date) to today.`;
        throw new ValidationError(message, { receivedOn: message });
      }
      await tx
        .update(invoices)
        .set({ paidAt: `${payment.receivedOn}T00:00:00Z`, paidReference: payment.reference })
        .where(eq(invoices.id, invoice.id));
      const [order] = await tx
        .update(salesDocuments)
        .set({ paymentStatus: "captured" })
        .where(eq(salesDocuments.id, documentId))
        .returning({ number: salesDocuments.number });
      await invoicePaid(tx, { ...invoice, paidReference: payment.reference }, order.number);
      await audit.record(tx, {
        actor,
        action: "invoice.payment",
        subject: { type: "invoice", id: invoice.number },
        before: { paid: false },
        after: { paidOn: payment.receivedOn, reference: payment.reference },
      });
      return invoice.number;
    });
  }

  return { list, document, forOrder, recordPayment };
}

export type InvoiceDocument = NonNullable<Awaited<ReturnType<typeof invoiceDocument>>>;
