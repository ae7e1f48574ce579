import { and, asc, eq, lte, sql } from "drizzle-orm";
import {
  accountStatement,
  creditNotesOnInvoices,
  type AccountStatement,
} from "../../core/account-statement.ts";
import type { Db } from "../db/client.ts";
import { companies } from "../db/schema/companies.ts";
import { creditNotes } from "../db/schema/returns.ts";
import { invoicePayments, invoices } from "../db/schema/billing.ts";
import { salesDocuments } from "../db/schema/sales.ts";
import { NotFoundError } from "../errors.ts";
import { billToAddress } from "./invoices.ts";

export interface StatementPeriod {
  from: string;
  to: string;
}

/**
 * A company's account statement for a period: its invoices, the credit notes on them and the payments
 * against them up to the period's last day, read in one pass and computed by `accountStatement`.
 */
export async function companyStatement(db: Db, companyId: string, period: StatementPeriod) {
  const [company] = await db
    .select({ id: companies.id, name: companies.name, paymentTerms: companies.paymentTerms })
    .from(companies)
    .where(eq(companies.id, companyId));
  if (!company) throw new NotFoundError("Company not found.");
  const ofCompany = eq(invoices.companyId, companyId);
  const [invoiceRows, creditRows, paymentRows, billTo] = await Promise.all([
    db
      .select({
        number: invoices.number,
        orderNumber: salesDocuments.number,
        poNumber: salesDocuments.poNumber,
        issuedOn: invoices.issuedOn,
        dueOn: invoices.dueOn,
        totalCents: invoices.totalCents,
        documentId: invoices.documentId,
      })
      .from(invoices)
      .innerJoin(salesDocuments, eq(salesDocuments.id, invoices.documentId))
      .where(and(ofCompany, lte(invoices.issuedOn, period.to)))
      .orderBy(asc(invoices.issuedOn), asc(invoices.id)),
    db
      .select({
        number: creditNotes.number,
        orderId: creditNotes.orderId,
        issuedOn: creditNotes.issuedOn,
        amountCents: creditNotes.amountCents,
      })
      .from(creditNotes)
      .where(
        and(
          lte(creditNotes.issuedOn, period.to),
          sql`exists (select 1 from invoices i where i.document_id = ${creditNotes.orderId} and i.company_id = ${companyId})`,
        ),
      )
      .orderBy(asc(creditNotes.id)),
    db
      .select({
        invoiceNumber: invoices.number,
        receivedOn: invoicePayments.receivedOn,
        amountCents: invoicePayments.amountCents,
        reference: invoicePayments.reference,
      })
      .from(invoicePayments)
      .innerJoin(invoices, eq(invoices.id, invoicePayments.invoiceId))
      .where(and(ofCompany, lte(invoicePayments.receivedOn, period.to)))
      .orderBy(asc(invoicePayments.receivedOn), asc(invoicePayments.id)),
    billToAddress(db, companyId),
  ]);
  // An order's credit notes are applied to its shipments' invoices in issue order (ADR 0350).
  const creditParts = [...new Set(creditRows.map((c) => c.orderId))].flatMap((orderId) =>
    creditNotesOnInvoices(
      invoiceRows.filter((i) => i.documentId === orderId),
      creditRows.filter((c) => c.orderId === orderId),
    ),
  );
  const statement: AccountStatement = accountStatement({
    invoices: invoiceRows,
    creditNotes: creditParts,
    payments: paymentRows,
    ...period,
  });
  return { company, billTo, statement };
}

export type CompanyStatement = Awaited<ReturnType<typeof companyStatement>>;
