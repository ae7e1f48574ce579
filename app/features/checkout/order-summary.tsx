import type { DisplayLine } from "../../../core/cart-pricing.ts";
import { checkoutTotals } from "../../../core/checkout-totals.ts";
import { formatMoney } from "../../../core/money.ts";
import { FallbackImage } from "../../components/ui/fallback-image.tsx";
import { TotalsList } from "./totals-list.tsx";
import { ShipsLaterNote } from "../catalog/availability-badge.tsx";

/** Items plus subtotal, flat shipping, 8% tax and total; the server computes the charged figures. */
export function OrderSummary({
  lines,
  taxExempt = false,
}: {
  lines: readonly DisplayLine[];
  /** A verified certificate for the ship-to state: no tax. */
  taxExempt?: boolean;
}) {
  const totals = checkoutTotals(lines, { taxExempt });
  const rows: [string, number][] = [
    ["Subtotal", totals.subtotalCents],
    ["Shipping (flat rate)", totals.shippingCents],
    [taxExempt ? "Tax (exempt)" : "Tax (8%)", totals.taxCents],
  ];
  return (
    <aside
      aria-labelledby="order-summary-heading"
      className="h-fit rounded-xl border border-slate-200 bg-slate-50 p-5"
    >
      <h2 id="order-summary-heading" className="text-lg font-semibold text-slate-900">
        Order Summary
      </h2>
      <ul className="mt-4 divide-y divide-slate-200">
        {lines.map((line) => (
          <li key={line.sku} className="flex gap-3 py-3 text-sm">
            <FallbackImage
              src={line.image}
              alt=""
              width={48}
              height={48}
              className="h-12 w-12 shrink-0 rounded border border-slate-200 bg-white object-contain"
            />
            <div className="min-w-0 flex-1">
              <p className="line-clamp-2 font-medium text-slate-900">{line.name}</p>
              <p className="text-slate-500">Qty {line.quantity}</p>
              <ShipsLaterNote later={line.later} />
            </div>
            <p className="font-medium">{formatMoney(line.unitPriceCents * line.quantity)}</p>
          </li>
        ))}
      </ul>
      <TotalsList rows={rows} totalCents={totals.totalCents} totalTestId="checkout-total" />
    </aside>
  );
}
