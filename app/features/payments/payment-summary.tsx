import { formatMoney } from "../../../core/money.ts";
import {
  PAYMENT_STATUS_LABELS,
  REFUND_STATUS_LABELS,
  type PaymentStatus,
  type RefundStatus,
} from "../../../core/payment-status.ts";

export interface RefundLine {
  amountCents: number;
  status: RefundStatus;
  reason: string;
}

/** A refund's state in words: 'Refund of $100.00 (Credit note CN-1): Refunded'. */
export const refundText = (r: RefundLine) =>
  `Refund of ${formatMoney(r.amountCents)} (${r.reason}): ${REFUND_STATUS_LABELS[r.status]}`;

/** The payment's state, how it was paid and its refunds, as the buyer and staff read them. */
export function PaymentSummary({
  status,
  paidWith,
  note,
  refunds,
}: {
  status: PaymentStatus;
  paidWith: string | null;
  note?: string;
  refunds: readonly RefundLine[];
}) {
  return (
    <div className="space-y-1 text-sm" data-testid="payment-summary">
      <p>
        <span className="font-medium text-slate-900">{PAYMENT_STATUS_LABELS[status]}</span>
        {paidWith ? <span className="text-slate-600"> · {paidWith}</span> : null}
      </p>
      {note ? <p className="text-slate-600">{note}</p> : null}
      {refunds.length > 0 ? (
        <ul className="list-disc pl-5 text-slate-700">
          {refunds.map((r, i) => (
            <li key={i}>{refundText(r)}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
