import { ShipmentList } from "../sales/shipment-list.tsx";
import type { TrackingResult } from "../../../server/sales/fulfilment-service.ts";

const when = new Intl.DateTimeFormat("en-US", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "America/Los_Angeles",
});
const day = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });

const STATUS_COLOURS: Record<string, string> = {
  delivered: "bg-green-100 text-green-900",
  canceled: "bg-red-100 text-red-900",
  exception: "bg-red-100 text-red-900",
};

/** The result card of 'Order tracking': number, status, carrier, estimated delivery and the steps. */
export function TrackingCard({ tracking }: { tracking: TrackingResult }) {
  const rows: [string, string][] = [
    ["Carrier", tracking.carrier ?? "Not shipped yet"],
    ["Tracking number", tracking.trackingNumber ?? "—"],
    [
      "Estimated delivery",
      tracking.estimatedDelivery
        ? day.format(new Date(`${tracking.estimatedDelivery}T00:00:00Z`))
        : "After shipping",
    ],
  ];
  return (
    <section
      aria-labelledby="tracking-result"
      data-testid="tracking-result"
      className="mt-8 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="tracking-result" className="text-lg font-semibold text-slate-900">
          Order <span className="font-mono text-brand-800">{tracking.orderNumber}</span>
        </h2>
        <span
          data-testid="tracking-status"
          className={`rounded-full px-3 py-1 text-sm font-medium ${STATUS_COLOURS[tracking.status] ?? "bg-brand-50 text-brand-900"}`}
        >
          {tracking.statusLabel}
        </span>
      </div>
      <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-3">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt className="text-slate-500">{label}</dt>
            <dd className="font-medium text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      {tracking.shipments.length > 0 ? (
        <div className="mt-6">
          <h3 className="font-semibold text-slate-900">
            {tracking.shipments.length > 1 ? `${tracking.shipments.length} shipments` : "Shipment"}
          </h3>
          <ShipmentList shipments={tracking.shipments} />
        </div>
      ) : null}
      <ol className="mt-6 space-y-0" aria-label="Tracking history">
        {tracking.steps.map((step, i) => (
          <li key={step.label} className="relative flex gap-3 pb-5 last:pb-0" data-completed={step.completed}>
            {i < tracking.steps.length - 1 ? (
              <span
                aria-hidden="true"
                className={`absolute top-6 left-3 h-full w-0.5 -translate-x-1/2 ${step.completed ? "bg-brand-600" : "bg-slate-200"}`}
              />
            ) : null}
            <span
              aria-hidden="true"
              className={`relative z-10 flex h-6 w-6 shrink-0 items-center justify-center rounded-full text-xs font-bold ${step.completed ? "bg-brand-700 text-white" : "border-2 border-slate-300 bg-white text-slate-400"}`}
            >
              {step.completed ? "✓" : i + 1}
            </span>
            <div className="min-w-0">
              <p className={`font-medium ${step.completed ? "text-slate-900" : "text-slate-500"}`}>
                {step.label}
                <span className="sr-only">{step.completed ? " (completed)" : " (pending)"}</span>
              </p>
              {step.at ? (
                <p className="text-sm text-slate-600">
                  <time dateTime={step.at}>{when.format(new Date(step.at))} PT</time>
                </p>
              ) : null}
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
