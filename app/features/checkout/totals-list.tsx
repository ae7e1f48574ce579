import { formatMoney } from "../../../core/money.ts";

/** Subtotal/shipping/tax rows and the bold Total line, as checkout and the order confirmation show them. */
export function TotalsList({
  rows,
  totalCents,
  totalTestId,
}: {
  rows: [label: string, cents: number][];
  totalCents: number;
  totalTestId: string;
}) {
  return (
    <dl className="mt-3 space-y-2 border-t border-slate-200 pt-3 text-sm">
      {rows.map(([label, cents]) => (
        <div key={label} className="flex justify-between">
          <dt className="text-slate-600">{label}</dt>
          <dd>{formatMoney(cents)}</dd>
        </div>
      ))}
      <div className="flex justify-between border-t border-slate-200 pt-2 text-base font-semibold">
        <dt>Total</dt>
        <dd data-testid={totalTestId}>{formatMoney(totalCents)}</dd>
      </div>
    </dl>
  );
}
