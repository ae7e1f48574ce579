import { and, eq, sql } from "drizzle-orm";
import { invoiceBalanceCents } from "../../core/account-statement.ts";
import type { Db } from "../db/client.ts";
import { invoicePayments, invoices } from "../db/schema/billing.ts";
import { salesDocuments } from "../db/schema/sales.ts";

// These expressions name their outer row in full ("invoices"."id", "sales_documents"."id"): Drizzle writes
// a column of a query over one table without its table's name, which a subquery would read as its own.

/**
 * What an invoice's total is credited of its order's credit notes (ADR 0350): an order's credit notes are
 * applied to its invoices in the order they were issued, each invoice taking at most its own total, so the
 * credits of an order split over its shipments' invoices add up to what its credit notes took off it.
 */
export const invoiceCreditedCents = sql<string>`(select greatest(0, least("invoices"."total_cents", coalesce(sum(cn.amount_cents), 0) - (select coalesce(sum(earlier.total_cents), 0) from invoices earlier where earlier.document_id = "invoices"."document_id" and earlier.id < "invoices"."id"))) from credit_notes cn where cn.order_id = "invoices"."document_id")`;

/** What the payments recorded against one invoice paid. */
export const invoicePaidCents = sql<string>`(select coalesce(sum(paid.amount_cents), 0) from invoice_payments paid where paid.invoice_id = "invoices"."id")`;

/** What one invoice still owes: its own total less its credits and payments. */
export const invoiceOwedCents = sql<string>`("invoices"."total_cents" - ${invoiceCreditedCents} - ${invoicePaidCents})`;

/** What an order's credit notes (its received returns) took off it. */
export const orderCreditedCents = sql<string>`(select coalesce(sum(credited.amount_cents), 0) from credit_notes credited where credited.order_id = "sales_documents"."id")`;

/** What the payments recorded against an order's invoices paid (none before it is invoiced). */
export const orderPaidCents = sql<string>`(select coalesce(sum(paid.amount_cents), 0) from invoice_payments paid join invoices paid_invoice on paid_invoice.id = paid.invoice_id where paid_invoice.document_id = "sales_documents"."id")`;

/** What a company still owes on one order on account: its total less credit notes and payments. */
export const openOrderOwedCents = sql<string>`("sales_documents"."total_cents" - ${orderCreditedCents} - ${orderPaidCents})`;

/** An invoice's own total, what credit notes took off it and its payments paid, and what it still owes. */
export async function invoiceSettlement(db: Db, invoiceId: number) {
  const [row] = await db
    .select({ totalCents: invoices.totalCents, credited: invoiceCreditedCents, paid: invoicePaidCents })
    .from(invoices)
    .where(eq(invoices.id, invoiceId));
  const parts = {
    totalCents: row.totalCents,
    creditedCents: Number(row.credited),
    paidCents: Number(row.paid),
  };
  return { ...parts, balanceCents: invoiceBalanceCents(parts) };
}

/**
 * Records a payment against an invoice (its row locked by the caller) and marks the invoice paid, on the
 * day received, once nothing is left to pay. Returns what it still owes.
 */
export async function applyInvoicePayment(
  tx: Db,
  invoiceId: number,
  payment: { amountCents: number; receivedOn: string; reference: string; paidAt?: string },
): Promise<number> {
  await tx.insert(invoicePayments).values({
    invoiceId,
    amountCents: payment.amountCents,
    receivedOn: payment.receivedOn,
    reference: payment.reference,
  });
  const { balanceCents } = await invoiceSettlement(tx, invoiceId);
  if (balanceCents <= 0) {
    await tx
      .update(invoices)
      .set({ paidAt: payment.paidAt ?? `${payment.receivedOn}T00:00:00Z`, paidReference: payment.reference })
      .where(eq(invoices.id, invoiceId));
  }
  return balanceCents;
}

/**
 * Once the last of an order's invoices is paid and nothing of it is left to ship, its payment reads
 * captured (ADR 0350): a paid first shipment's invoice leaves a partly shipped order's payment open.
 */
export async function markOrderPaidWhenSettled(tx: Db, orderId: number): Promise<void> {
  await tx
    .update(salesDocuments)
    .set({ paymentStatus: "captured" })
    .where(
      and(
        eq(salesDocuments.id, orderId),
        sql`"sales_documents"."status" <> 'partly_shipped'`,
        sql`not exists (select 1 from invoices open_invoice where open_invoice.document_id = "sales_documents"."id" and open_invoice.paid_at is null)`,
      ),
    );
}
