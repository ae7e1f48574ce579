import { dayPlus } from "./payment-terms.ts";

/**
 * A company's account statement, computed from its invoices, the credit notes on them and the payments
 * against them: the one computation the account area, the back office, the PDF and the credit check read.
 */

/** What an invoice still owes: its total less its credit notes and payments (negative: owed to the company). */
export const invoiceBalanceCents = (parts: {
  totalCents: number;
  creditedCents: number;
  paidCents: number;
}) => parts.totalCents - parts.creditedCents - parts.paidCents;

/** Policy text: a finance charge of 1.5% per month on balances not paid by the due date. */
export const FINANCE_CHARGE_MONTHLY_RATE = 0.015;
const DAYS_PER_MONTH = 30;

export const AGEING_BUCKETS = [
  { key: "current", label: "Current", upTo: 0 },
  { key: "days1to30", label: "1–30 days", upTo: 30 },
  { key: "days31to60", label: "31–60 days", upTo: 60 },
  { key: "days61to90", label: "61–90 days", upTo: 90 },
  { key: "over90", label: "90+ days", upTo: Infinity },
] as const;
export type AgeingBucket = (typeof AGEING_BUCKETS)[number]["key"];

/** Whole days from the due day to `today` ('YYYY-MM-DD' calendar days); 0 or less is not yet past due. */
export function daysPastDue(dueOn: string, today: string): number {
  return Math.round((Date.parse(`${today}T00:00:00Z`) - Date.parse(`${dueOn}T00:00:00Z`)) / 86_400_000);
}

export function ageingBucket(pastDue: number): AgeingBucket {
  return AGEING_BUCKETS.find((b) => pastDue <= b.upTo)!.key;
}

/** The finance charge accrued on an overdue balance, 1.5% a month pro rata by day; shown, never added. */
export function financeChargeCents(balanceCents: number, pastDue: number): number {
  if (balanceCents <= 0 || pastDue <= 0) return 0;
  return Math.round((balanceCents * FINANCE_CHARGE_MONTHLY_RATE * pastDue) / DAYS_PER_MONTH);
}

export interface StatementInvoice {
  number: string;
  orderNumber: string;
  poNumber: string;
  issuedOn: string;
  dueOn: string;
  totalCents: number;
}
export interface StatementCreditNote {
  number: string;
  invoiceNumber: string;
  issuedOn: string;
  amountCents: number;
}
export interface StatementPayment {
  invoiceNumber: string;
  receivedOn: string;
  amountCents: number;
  reference: string;
}

export type StatementEntryKind = "invoice" | "credit-note" | "payment";
export interface StatementEntry {
  on: string;
  kind: StatementEntryKind;
  /** The invoice's, credit note's number, or the payment's reference. */
  reference: string;
  /** 'Order ORD-… · PO …', or the invoice a credit or payment is against. */
  detail: string;
  chargeCents: number;
  creditCents: number;
  /** The account's balance after this entry. */
  balanceCents: number;
}

export interface OpenInvoice {
  number: string;
  orderNumber: string;
  poNumber: string;
  issuedOn: string;
  dueOn: string;
  totalCents: number;
  creditedCents: number;
  paidCents: number;
  balanceCents: number;
  daysPastDue: number;
  bucket: AgeingBucket;
  financeChargeCents: number;
}

export interface AccountStatement {
  from: string;
  to: string;
  openingCents: number;
  entries: StatementEntry[];
  closingCents: number;
  /** Invoices with a balance left on `to` (negative: a credit in the company's favour), the oldest due first. */
  openInvoices: OpenInvoice[];
  /** Positive balances by days past due on `to`. */
  ageing: Record<AgeingBucket, number>;
  /** Balances owed to the company (credit notes after payment): the closing balance is ageing less this. */
  unappliedCreditCents: number;
  /** Accrued on the overdue balances, shown beside them and not part of the closing balance. */
  financeChargeCents: number;
}

const KIND_ORDER: Record<StatementEntryKind, number> = { invoice: 0, "credit-note": 1, payment: 2 };

/** The statement for the days `from` to `to` (inclusive): opening balance, entries, closing balance, ageing. */
export function accountStatement(input: {
  invoices: StatementInvoice[];
  creditNotes: StatementCreditNote[];
  payments: StatementPayment[];
  from: string;
  to: string;
}): AccountStatement {
  const { from, to } = input;
  const invoices = input.invoices.filter((i) => i.issuedOn <= to);
  const known = new Set(invoices.map((i) => i.number));
  const creditNotes = input.creditNotes.filter((c) => c.issuedOn <= to && known.has(c.invoiceNumber));
  const payments = input.payments.filter((p) => p.receivedOn <= to && known.has(p.invoiceNumber));

  const moves = [
    ...invoices.map((i) => ({
      on: i.issuedOn,
      kind: "invoice" as const,
      reference: i.number,
      detail: `Order ${i.orderNumber}${i.poNumber ? ` · PO ${i.poNumber}` : ""}`,
      chargeCents: i.totalCents,
      creditCents: 0,
    })),
    ...creditNotes.map((c) => ({
      on: c.issuedOn,
      kind: "credit-note" as const,
      reference: c.number,
      detail: `Credit note on ${c.invoiceNumber}`,
      chargeCents: 0,
      creditCents: c.amountCents,
    })),
    ...payments.map((p) => ({
      on: p.receivedOn,
      kind: "payment" as const,
      reference: p.reference,
      detail: `Payment on ${p.invoiceNumber}`,
      chargeCents: 0,
      creditCents: p.amountCents,
    })),
  ].sort((a, b) => a.on.localeCompare(b.on) || KIND_ORDER[a.kind] - KIND_ORDER[b.kind]);

  const net = (m: { chargeCents: number; creditCents: number }) => m.chargeCents - m.creditCents;
  const openingCents = moves.filter((m) => m.on < from).reduce((sum, m) => sum + net(m), 0);
  let balance = openingCents;
  const entries = moves.filter((m) => m.on >= from).map((m) => ({ ...m, balanceCents: (balance += net(m)) }));

  const sumFor = (rows: { invoiceNumber: string; amountCents: number }[], number: string) =>
    rows.filter((r) => r.invoiceNumber === number).reduce((sum, r) => sum + r.amountCents, 0);
  const openInvoices = invoices
    .map((i) => {
      const creditedCents = sumFor(creditNotes, i.number);
      const paidCents = sumFor(payments, i.number);
      const balanceCents = invoiceBalanceCents({ totalCents: i.totalCents, creditedCents, paidCents });
      const pastDue = daysPastDue(i.dueOn, to);
      return {
        ...i,
        creditedCents,
        paidCents,
        balanceCents,
        daysPastDue: pastDue,
        bucket: ageingBucket(pastDue),
        financeChargeCents: financeChargeCents(balanceCents, pastDue),
      };
    })
    .filter((i) => i.balanceCents !== 0)
    .sort((a, b) => a.dueOn.localeCompare(b.dueOn) || a.number.localeCompare(b.number));

  const ageing = Object.fromEntries(AGEING_BUCKETS.map((b) => [b.key, 0])) as Record<AgeingBucket, number>;
  let unappliedCreditCents = 0;
  for (const i of openInvoices) {
    if (i.balanceCents > 0) ageing[i.bucket] += i.balanceCents;
    else unappliedCreditCents -= i.balanceCents;
  }
  return {
    from,
    to,
    openingCents,
    entries,
    closingCents: balance,
    openInvoices,
    ageing,
    unappliedCreditCents,
    financeChargeCents: openInvoices.reduce((sum, i) => sum + i.financeChargeCents, 0),
  };
}

/** The statement period a bookkeeper asks for: the 90 days to today unless a start day is given. */
export const DEFAULT_STATEMENT_DAYS = 90;
export const defaultStatementFrom = (today: string) => dayPlus(today, -DEFAULT_STATEMENT_DAYS);

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (text: string) =>
  DAY.test(text) && new Date(`${text}T00:00:00Z`).toISOString().slice(0, 10) === text;
/** The longest period one statement covers. */
export const LONGEST_STATEMENT_DAYS = 5 * 366;

/**
 * The period of `?from=YYYY-MM-DD&to=YYYY-MM-DD` (both optional: the 90 days to today), or why it is refused:
 * a day that is not a real day, a start after the end, an end after today or more than five years.
 */
export function statementPeriod(
  params: URLSearchParams,
  today: string,
): { from: string; to: string } | { error: string } {
  const to = params.get("to") || today;
  const from = params.get("from") || defaultStatementFrom(to);
  if (!isDay(from) || !isDay(to)) return { error: "Enter the statement's days as YYYY-MM-DD." };
  if (to > today) return { error: "A statement ends today at the latest." };
  if (from > to) return { error: "The statement's start day must be on or before its end day." };
  if (daysPastDue(from, to) > LONGEST_STATEMENT_DAYS)
    return { error: "A statement covers at most five years." };
  return { from, to };
}

/**
 * An order's credit notes applied to its invoices (one per shipment, ADR 0350) in the order they were
 * issued, each invoice taking at most its own total: one statement line per credit note and invoice it
 * reaches. `invoices` and `credits` are one order's, each in issue order.
 */
export function creditNotesOnInvoices(
  invoices: readonly { number: string; totalCents: number }[],
  credits: readonly { number: string; issuedOn: string; amountCents: number }[],
): StatementCreditNote[] {
  const parts: StatementCreditNote[] = [];
  let creditStart = 0;
  for (const credit of credits) {
    const creditEnd = creditStart + credit.amountCents;
    let invoiceStart = 0;
    for (const invoice of invoices) {
      const invoiceEnd = invoiceStart + invoice.totalCents;
      const overlap = Math.min(creditEnd, invoiceEnd) - Math.max(creditStart, invoiceStart);
      if (overlap > 0) {
        parts.push({
          number: credit.number,
          invoiceNumber: invoice.number,
          issuedOn: credit.issuedOn,
          amountCents: overlap,
        });
      }
      invoiceStart = invoiceEnd;
    }
    creditStart = creditEnd;
  }
  return parts;
}
