import { eq, sql } from "drizzle-orm";
import { invoiceBalanceCents } from "../../core/account-statement.ts";
import type { Db } from "../db/client.ts";
import { creditNotes } from "../db/schema/returns.ts";
import { invoicePayments, invoices } from "../db/schema/billing.ts";
import { salesDocuments } from "../db/schema/sales.ts";

/** What an order's credit notes (its received returns) took off it. */
export const orderCreditedCents = sql<string>`(select coalesce(sum(${creditNotes.amountCents}), 0) from ${creditNotes} where ${creditNotes.orderId} = ${salesDocuments.id})`;

/** What the payments recorded against an order's invoice paid (none before it is invoiced). */
export const orderPaidCents = sql<string>`(select coalesce(sum(${invoicePayments.amountCents}), 0) from ${invoicePayments} join ${invoices} paid_invoice on paid_invoice.id = ${invoicePayments.invoiceId} where paid_invoice.document_id = ${salesDocuments.id})`;

/** What a company still owes on one order on account: its total less credit notes and payments. */
export const openOrderOwedCents = sql<string>`(${salesDocuments.totalCents} - ${orderCreditedCents} - ${orderPaidCents})`;

/** An invoice's total, what its credit notes took off and its payments paid, and what it still owes. */
export async function invoiceSettlement(db: Db, invoiceId: number) {
  const [row] = await db
    .select({ totalCents: salesDocuments.totalCents, credited: orderCreditedCents, paid: orderPaidCents })
    .from(invoices)
    .innerJoin(salesDocuments, eq(salesDocuments.id, invoices.documentId))
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
