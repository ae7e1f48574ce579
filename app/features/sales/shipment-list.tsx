import { formatMoney } from "../../../core/money.ts";
import type { ShipmentView } from "../../../core/shipment-plan.ts";

const day = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" });
const dayOf = (iso: string) => day.format(new Date(`${iso}T00:00:00Z`));

/**
 * An order's shipments (ADR 0350), first first: the day each shipped, its carrier and tracking number,
 * the lines it holds and, when `invoiceHref` is given and it has one, its invoice. Stacked on phones.
 */
export function ShipmentList({
  shipments,
  trackHref,
  invoiceHref,
}: {
  shipments: readonly ShipmentView[];
  trackHref?: (trackingNumber: string) => string;
  invoiceHref?: (invoiceNumber: string) => string;
}) {
  if (shipments.length === 0) return null;
  return (
    <ol className="mt-3 space-y-3" aria-label="Shipments" data-testid="shipments">
      {shipments.map((s) => (
        <li
          key={s.seq}
          data-testid="shipment"
          className="rounded-lg border border-slate-200 p-3 text-sm text-slate-700"
        >
          <p className="font-medium text-slate-900">
            Shipment {s.seq} · shipped {dayOf(s.shippedOn)}
          </p>
          <p className="mt-1 break-words">
            {s.carrier} · tracking number <span className="font-mono break-all">{s.trackingNumber}</span>
            {s.estimatedDelivery ? ` · estimated delivery ${dayOf(s.estimatedDelivery)}` : ""}
            {trackHref ? (
              <>
                {" "}
                <a className="font-medium text-brand-800 underline" href={trackHref(s.trackingNumber)}>
                  Track it
                </a>
              </>
            ) : null}
          </p>
          <ul className="mt-2 space-y-1">
            {s.lines.map((l) => (
              <li key={l.lineNo} className="flex flex-wrap justify-between gap-x-3">
                <span className="min-w-0 break-words">
                  {l.name} <span className="font-mono text-xs text-slate-500">{l.sku}</span>
                </span>
                <span className="shrink-0">× {l.quantity}</span>
              </li>
            ))}
          </ul>
          {s.invoiceNumber && invoiceHref ? (
            <p className="mt-2">
              Invoice{" "}
              <a
                className="font-mono font-medium text-brand-800 underline"
                href={invoiceHref(s.invoiceNumber)}
              >
                {s.invoiceNumber}
              </a>
              {s.invoiceTotalCents !== null ? ` · ${formatMoney(s.invoiceTotalCents)}` : ""}
            </p>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
