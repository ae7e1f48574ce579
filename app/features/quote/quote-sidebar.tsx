import { subtotalCents } from "../../../core/checkout-totals.ts";
import type { DisplayLine } from "../../../core/cart-pricing.ts";
import { formatMoney, isPricedOnRequest, PRICE_ON_REQUEST } from "../../../core/money.ts";
import { FallbackImage } from "../../components/ui/fallback-image.tsx";
import { shownSku } from "../../../core/sku.ts";
import { ShipsLaterNote } from "../catalog/availability-badge.tsx";

/** The items being quoted: image, name, SKU, quantity, price × quantity, and 'Items (count)' subtotal. */
export function QuoteSidebar({
  lines,
  title = "Quote Summary",
}: {
  lines: readonly DisplayLine[];
  title?: string;
}) {
  const count = lines.reduce((n, l) => n + l.quantity, 0);
  return (
    <aside
      aria-labelledby="quote-summary-heading"
      className="h-fit rounded-xl border border-slate-200 bg-slate-50 p-5"
    >
      <h2 id="quote-summary-heading" className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      <ul className="mt-4 divide-y divide-slate-200">
        {lines.map((line) => (
          <li key={line.sku} className="flex gap-3 py-3">
            <FallbackImage
              src={line.image}
              alt=""
              width={56}
              height={56}
              className="h-14 w-14 shrink-0 rounded border border-slate-200 bg-white object-contain"
            />
            <div className="min-w-0 flex-1 text-sm">
              <p className="line-clamp-2 font-medium text-slate-900">{line.name}</p>
              {shownSku(line.sku) && <p className="text-slate-500">SKU: {line.sku}</p>}
              <p className="text-slate-600">
                {isPricedOnRequest(line.unitPriceCents)
                  ? `${PRICE_ON_REQUEST} × ${line.quantity}`
                  : `${formatMoney(line.unitPriceCents)} × ${line.quantity}`}
              </p>
              <ShipsLaterNote later={line.later} />
            </div>
            <p className="text-sm font-semibold text-slate-900">
              {isPricedOnRequest(line.unitPriceCents)
                ? PRICE_ON_REQUEST
                : formatMoney(line.unitPriceCents * line.quantity)}
            </p>
          </li>
        ))}
      </ul>
      <div className="mt-3 flex justify-between border-t border-slate-200 pt-3 text-sm font-semibold">
        <span>Items ({count})</span>
        <span>{formatMoney(subtotalCents(lines))}</span>
      </div>
    </aside>
  );
}
