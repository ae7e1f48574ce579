import { and, asc, count, desc, eq, inArray, isNull, lt, sql } from "drizzle-orm";
import { creditLeftCents } from "../../core/payment-terms.ts";
import type { BuyerViewer } from "../../core/viewer.ts";
import { accountTerms } from "../billing/account-terms.ts";
import type { Db } from "../db/client.ts";
import { invoices } from "../db/schema/billing.ts";
import { salesDocuments } from "../db/schema/sales.ts";

/** How many rows each list of the account home shows (the panes list the rest). */
export const HOME_ROWS = 5;

/** Quotes sales priced and sent, waiting for the buyer to accept or decline. */
const AWAITING_ANSWER = ["priced", "revised"] as const;
/** Orders that left the warehouse and have not arrived. */
const ON_THE_WAY = ["partly_shipped", "shipped", "in_transit", "out_for_delivery", "exception"] as const;

export interface AccountHome {
  /** Net 30 terms with the limit, what open orders on account use and what is left; null when the company pays by card. */
  credit: { limitCents: number | null; usedCents: number; leftCents: number } | null;
  invoices: {
    openCount: number;
    openCents: number;
    overdueCount: number;
    /** The unpaid invoice due first. */
    next: { invoiceNumber: string; orderNumber: string; dueOn: string; totalCents: number } | null;
  };
  quotesAwaiting: { number: string; totalCents: number; expiresAt: string | null; createdAt: string }[];
  quotesAwaitingCount: number;
  onTheWay: {
    number: string;
    status: string;
    carrier: string;
    trackingNumber: string;
    estimatedDelivery: string | null;
  }[];
  lastOrders: {
    number: string;
    status: string;
    totalCents: number;
    itemCount: number;
    poNumber: string;
    createdAt: string;
  }[];
  /** Whether the company has any quote, order or invoice yet. */
  hasDocuments: boolean;
}

const iso = (timestamp: string) => new Date(timestamp).toISOString();

/**
 * The account home's figures for the buyer's company, every one read from the database (credit as
 * checkout computes it, invoices, quotes and orders of this company only), as of `today` (YYYY-MM-DD).
 */
export function createAccountHome(db: Db) {
  async function invoiceFigures(companyId: string, today: string): Promise<AccountHome["invoices"]> {
    const unpaid = and(eq(invoices.companyId, companyId), isNull(invoices.paidAt));
    const [[totals], [overdue], [next]] = await Promise.all([
      db
        .select({
          openCount: count(),
          openCents: sql<string>`coalesce(sum(${invoices.totalCents}), 0)`,
        })
        .from(invoices)
        .innerJoin(salesDocuments, eq(salesDocuments.id, invoices.documentId))
        .where(unpaid),
      db
        .select({ overdueCount: count() })
        .from(invoices)
        .where(and(unpaid, lt(invoices.dueOn, today))),
      db
        .select({
          invoiceNumber: invoices.number,
          orderNumber: salesDocuments.number,
          dueOn: invoices.dueOn,
          totalCents: invoices.totalCents,
        })
        .from(invoices)
        .innerJoin(salesDocuments, eq(salesDocuments.id, invoices.documentId))
        .where(unpaid)
        .orderBy(asc(invoices.dueOn), asc(invoices.id))
        .limit(1),
    ]);
    return {
      openCount: totals.openCount,
      openCents: Number(totals.openCents),
      overdueCount: overdue.overdueCount,
      next: next ?? null,
    };
  }

  return async function accountHome(viewer: BuyerViewer, today: string): Promise<AccountHome> {
    const { companyId } = viewer;
    const ofCompany = (kind: "quote" | "order") =>
      and(eq(salesDocuments.companyId, companyId), eq(salesDocuments.kind, kind));
    const awaiting = and(ofCompany("quote"), inArray(salesDocuments.status, [...AWAITING_ANSWER]));
    const [terms, invoiceTotals, quotes, [{ quotesAwaitingCount }], onTheWay, lastOrders, [{ documents }]] =
      await Promise.all([
        accountTerms(db, companyId),
        invoiceFigures(companyId, today),
        db
          .select({
            number: salesDocuments.number,
            totalCents: salesDocuments.totalCents,
            expiresAt: salesDocuments.expiresAt,
            createdAt: salesDocuments.createdAt,
          })
          .from(salesDocuments)
          .where(awaiting)
          // The one running out first comes first; one without a date last.
          .orderBy(sql`${salesDocuments.expiresAt} asc nulls last`, desc(salesDocuments.id))
          .limit(HOME_ROWS),
        db.select({ quotesAwaitingCount: count() }).from(salesDocuments).where(awaiting),
        db
          .select({
            number: salesDocuments.number,
            status: salesDocuments.status,
            carrier: salesDocuments.carrier,
            trackingNumber: salesDocuments.trackingNumber,
            estimatedDelivery: salesDocuments.estimatedDelivery,
          })
          .from(salesDocuments)
          .where(and(ofCompany("order"), inArray(salesDocuments.status, [...ON_THE_WAY])))
          .orderBy(desc(salesDocuments.createdAt), desc(salesDocuments.id))
          .limit(HOME_ROWS),
        db
          .select({
            number: salesDocuments.number,
            status: salesDocuments.status,
            totalCents: salesDocuments.totalCents,
            itemCount: salesDocuments.itemCount,
            poNumber: salesDocuments.poNumber,
            createdAt: salesDocuments.createdAt,
          })
          .from(salesDocuments)
          .where(ofCompany("order"))
          .orderBy(desc(salesDocuments.createdAt), desc(salesDocuments.id))
          .limit(HOME_ROWS),
        db.select({ documents: count() }).from(salesDocuments).where(eq(salesDocuments.companyId, companyId)),
      ]);
    const credit =
      terms && terms.paymentTerms === "net30"
        ? {
            limitCents: terms.creditLimitCents,
            usedCents: terms.openCents,
            leftCents: creditLeftCents(terms),
          }
        : null;
    return {
      credit,
      invoices: invoiceTotals,
      quotesAwaiting: quotes.map((q) => ({
        ...q,
        expiresAt: q.expiresAt ? iso(q.expiresAt) : null,
        createdAt: iso(q.createdAt),
      })),
      quotesAwaitingCount,
      onTheWay: onTheWay.map((o) => ({
        ...o,
        carrier: o.carrier ?? "",
        trackingNumber: o.trackingNumber ?? "",
      })),
      lastOrders: lastOrders.map((o) => ({ ...o, createdAt: iso(o.createdAt) })),
      hasDocuments: documents > 0,
    };
  };
}
