import { and, eq, notInArray, sql } from "drizzle-orm";
import {
  creditLeftCents,
  mayPayOnAccount,
  NO_TERMS_MESSAGE,
  OVER_CREDIT_MESSAGE,
  type AccountTerms,
  type PaymentMethod,
} from "../../core/payment-terms.ts";
import type { Viewer } from "../../core/viewer.ts";
import { ValidationError } from "../errors.ts";
import type { Db } from "../db/client.ts";
import { companies } from "../db/schema/companies.ts";
import { salesDocuments } from "../db/schema/sales.ts";
import { openOrderOwedCents } from "./invoice-settlement.ts";

/**
 * A company's payment terms and what its open orders on account owe (not canceled, rejected or awaiting
 * approval, and not paid: no invoice yet, or an invoice not yet paid in full; each less its credit notes
 * and the part payments against it).
 * With `lock`, the company row is locked for the rest
 * of the transaction, so two orders placed at once cannot both spend the same credit.
 */
export async function accountTerms(db: Db, companyId: string, lock = false): Promise<AccountTerms | null> {
  const query = db
    .select({ paymentTerms: companies.paymentTerms, creditLimitCents: companies.creditLimitCents })
    .from(companies)
    .where(eq(companies.id, companyId));
  const [company] = lock ? await query.for("update") : await query;
  if (!company) return null;
  const [open] = await db
    // What an open order owes is its total less its credit notes and the payments against its invoice.
    .select({ cents: sql<string>`coalesce(sum(${openOrderOwedCents}), 0)` })
    .from(salesDocuments)
    .where(
      and(
        eq(salesDocuments.companyId, companyId),
        eq(salesDocuments.paymentMethod, "account"),
        eq(salesDocuments.kind, "order"),
        notInArray(salesDocuments.status, ["canceled", "awaiting_approval", "rejected"]),
        // Settled: shipped in full and every shipment's invoice paid (ADR 0350).
        // (Named in full: a query over one table writes its columns bare, which a subquery reads as its own.)
        sql`not ("sales_documents"."status" <> 'partly_shipped' and exists (select 1 from invoices settled where settled.document_id = "sales_documents"."id") and not exists (select 1 from invoices unpaid where unpaid.document_id = "sales_documents"."id" and unpaid.paid_at is null))`,
      ),
    );
  return { ...company, openCents: Number(open.cents) };
}

/**
 * Refuses an order on account unless the buyer's company has net 30 terms and credit left for
 * `totalCents` (the server's word; the browser's choice is only a request).
 */
export async function assertMayPayOnAccount(db: Db, viewer: Viewer, totalCents: number, lock = false) {
  const terms = viewer?.kind === "buyer" ? await accountTerms(db, viewer.companyId, lock) : null;
  if (!terms || terms.paymentTerms !== "net30") {
    throw new ValidationError(NO_TERMS_MESSAGE, { paymentMethod: NO_TERMS_MESSAGE });
  }
  if (!mayPayOnAccount(terms, totalCents)) {
    throw new ValidationError(OVER_CREDIT_MESSAGE, { paymentMethod: OVER_CREDIT_MESSAGE });
  }
}

/**
 * How an accepted quote's order is paid, decided by its company's terms with the company row locked (so
 * two acceptances cannot spend the same credit): on account when the company has net 30 terms, refused
 * with the credit left when that does not cover `totalCents`; otherwise online, or by link.
 */
export async function convertedPayment(
  tx: Db,
  companyId: string | null,
  totalCents: number,
  notOnAccount: "card" | "link",
): Promise<{ covered: true; method: PaymentMethod } | { covered: false; creditLeftCents: number }> {
  const terms = companyId ? await accountTerms(tx, companyId, true) : null;
  if (!terms || terms.paymentTerms !== "net30") return { covered: true, method: notOnAccount };
  return mayPayOnAccount(terms, totalCents)
    ? { covered: true, method: "account" }
    : { covered: false, creditLeftCents: creditLeftCents(terms) };
}
