import { shopDate } from "../../../core/shop-time.ts";
import { formatMoney } from "../../../core/money.ts";
import { RESTOCKING_FEE_PERCENT } from "../../../core/constants.ts";
import { RETURN_STATUS_LABELS, type ReturnReason, type ReturnStatus } from "../../../core/returns.ts";

const STATUS_COLOURS: Record<ReturnStatus, string> = {
  requested: "bg-amber-100 text-amber-900",
  approved: "bg-sky-100 text-sky-900",
  rejected: "bg-red-100 text-red-900",
  received: "bg-green-100 text-green-900",
};

export function ReturnStatusBadge({ status }: { status: ReturnStatus }) {
  return (
    <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATUS_COLOURS[status]}`}>
      {RETURN_STATUS_LABELS[status]}
    </span>
  );
}

/** The returned items' value, the 15% restocking fee (or none: damaged, wrong or defective), their tax and the refund. */
export function RefundLines({
  subtotalCents,
  restockingFeeCents,
  taxCents,
  refundCents,
}: {
  subtotalCents: number;
  restockingFeeCents: number;
  taxCents: number;
  refundCents: number;
}) {
  return (
    <dl className="space-y-1 text-sm">
      <div className="flex justify-between gap-6">
        <dt className="text-slate-600">Returned items</dt>
        <dd className="text-slate-900">{formatMoney(subtotalCents)}</dd>
      </div>
      <div className="flex justify-between gap-6">
        {restockingFeeCents > 0 ? (
          <>
            <dt className="text-slate-600">Restocking fee ({RESTOCKING_FEE_PERCENT}%)</dt>
            <dd className="text-slate-900">−{formatMoney(restockingFeeCents)}</dd>
          </>
        ) : (
          <>
            <dt className="text-slate-600">Restocking fee</dt>
            <dd className="text-slate-900">none</dd>
          </>
        )}
      </div>
      {taxCents > 0 ? (
        <div className="flex justify-between gap-6">
          <dt className="text-slate-600">Tax on returned items</dt>
          <dd className="text-slate-900">{formatMoney(taxCents)}</dd>
        </div>
      ) : null}
      <div className="flex justify-between gap-6 border-t border-slate-200 pt-1 font-semibold">
        <dt className="text-slate-900">Refund estimate</dt>
        <dd className="text-slate-900">{formatMoney(refundCents)}</dd>
      </div>
    </dl>
  );
}

export const returnDay = (iso: string) => shopDate(iso);

export interface ListedReturn {
  number: string;
  orderNumber: string;
  status: ReturnStatus;
  reasonCode: ReturnReason;
  reason: string;
  rejectionReason: string;
  subtotalCents: number;
  restockingFeeCents: number;
  taxCents: number;
  refundCents: number;
  createdAt: string;
  lines: { lineNo: number; sku: string; name: string; quantity: number }[];
  /** Its credit note, once the return is received. */
  creditNoteNumber?: string | null;
}

/** The items of a return, one per line: '2 × Name (SKU)'. */
export function ReturnItems({ lines }: { lines: ListedReturn["lines"] }) {
  return (
    <ul className="space-y-0.5">
      {lines.map((l) => (
        <li key={l.lineNo}>
          {l.quantity} × {l.name} <span className="text-slate-500">({l.sku})</span>
        </li>
      ))}
    </ul>
  );
}
