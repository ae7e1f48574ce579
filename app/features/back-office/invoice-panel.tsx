import { Form } from "react-router";
import type { InvoiceStatus } from "../../../core/invoice.ts";
import { formatMoney, groupedDollars } from "../../../core/money.ts";
import { TextField, primaryButtonClass } from "../forms/fields.tsx";
import { statusWords } from "../sales/status-badge.tsx";
import type { FormRunResult } from "./form-run.server.ts";

export interface StaffInvoice {
  number: string;
  issuedOn: string;
  dueOn: string;
  status: InvoiceStatus;
  totalCents: number;
  paidCents: number;
  balanceCents: number;
  paidOn: string | null;
  paidReference: string | null;
}

/**
 * An order on account's invoice on the staff order screen: its dates, status, what is paid and outstanding,
 * and the form that records a payment in part or in full (which frees the company's credit by its amount).
 */
export function InvoicePanel({
  invoice,
  today,
  answer,
  idSuffix = "",
}: {
  invoice: StaffInvoice;
  today: string;
  answer: FormRunResult | null;
  /** Keeps ids apart when the order has several invoices (one per shipment). */
  idSuffix?: string;
}) {
  return (
    <section
      aria-labelledby={`invoice-heading${idSuffix}`}
      className="space-y-3 rounded-lg border border-slate-200 bg-white p-4 text-sm"
    >
      <h2 id={`invoice-heading${idSuffix}`} className="text-lg font-semibold text-slate-900">
        Invoice <span className="font-mono">{invoice.number}</span>
      </h2>
      <p data-testid="staff-invoice-status">
        Issued {invoice.issuedOn} · due {invoice.dueOn} · {statusWords(invoice.status)}
        {invoice.paidOn ? ` on ${invoice.paidOn} (${invoice.paidReference})` : ""}
      </p>
      <p data-testid="staff-invoice-balance">
        Total {formatMoney(invoice.totalCents)} · paid {formatMoney(invoice.paidCents)} · outstanding{" "}
        {formatMoney(invoice.paidOn ? 0 : invoice.balanceCents)}
      </p>
      {invoice.paidOn ? null : (
        <Form method="post" className="space-y-3" aria-label="Record payment">
          <input type="hidden" name="intent" value="record-payment" />
          <input type="hidden" name="invoiceNumber" value={invoice.number} />
          <TextField
            id={`amountCents${idSuffix}`}
            name="amountCents"
            label="Amount received (part or all of what is owed)"
            inputMode="decimal"
            maxLength={20}
            defaultValue={groupedDollars(invoice.balanceCents)}
            error={answer?.fields.amountCents}
          />
          <TextField
            id={`receivedOn${idSuffix}`}
            name="receivedOn"
            label="Payment received on"
            type="date"
            required
            min={invoice.issuedOn}
            max={today}
            defaultValue={today}
            error={answer?.fields.receivedOn}
          />
          <TextField
            id={`reference${idSuffix}`}
            name="reference"
            label="Cheque or transfer reference"
            required
            maxLength={100}
            error={answer?.fields.reference}
          />
          <button type="submit" className={primaryButtonClass}>
            Record payment
          </button>
        </Form>
      )}
    </section>
  );
}
