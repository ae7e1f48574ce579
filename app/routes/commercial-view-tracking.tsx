import { useEffect, useState } from "react";
import { shopDate } from "../../core/shop-time.ts";
import { data, Form, Link, useNavigation } from "react-router";
import { isNotFound } from "../components/service-refusal.server.ts";
import { primaryButtonClass, TextField } from "../features/forms/fields.tsx";
import { NO_STORE } from "../features/identity/auth-card.tsx";
import { requireBuyer } from "../features/identity/guards.ts";
import { TrackingCard } from "../features/tracking/tracking-card.tsx";
import type { Route } from "./+types/commercial-view-tracking";

export const meta: Route.MetaFunction = () => [
  { title: "Shipping Tracking · Commercial Account" },
  { name: "robots", content: "noindex" },
];

export const headers: Route.HeadersFunction = () => NO_STORE;

/** The company's shipments, and (with ?number=) one of its orders tracked by order or carrier number. */
export async function loader(args: Route.LoaderArgs) {
  const buyer = requireBuyer(args);
  const { sales } = args.context.services;
  const number = new URL(args.request.url).searchParams.get("number")?.trim().slice(0, 64) ?? null;
  const shipments = await sales.company.shipments(buyer.companyId);
  if (number === null) return { number: "", shipments, tracking: null, error: null };
  try {
    const tracking = await sales.fulfilment.trackForCompany(buyer.companyId, number);
    return { number, shipments, tracking, error: null };
  } catch (error) {
    if (!isNotFound(error)) throw error;
    return data({ number, shipments, tracking: null, error: error.message }, { status: 404 });
  }
}

const dayOf = (iso: string | null) => (iso ? shopDate(iso) : "—");

const LABEL_COLOURS: Record<string, string> = {
  delivered: "bg-green-100 text-green-900",
  in_transit: "bg-blue-100 text-blue-900",
  processing: "bg-amber-100 text-amber-900",
  exception: "bg-red-100 text-red-900",
};

/** 'Shipping Tracking': enter a tracking number and press Track; the company's real shipments below. */
export default function ShippingTracking({ loaderData }: Route.ComponentProps) {
  const { number, shipments, tracking, error } = loaderData;
  const navigation = useNavigation();
  const searching =
    navigation.state !== "idle" && navigation.location?.pathname === "/commercial-view/tracking";
  // Disabled while the number is empty, once JavaScript runs (without it the browser's `required` refuses).
  const [typed, setTyped] = useState<string | null>(null);
  useEffect(() => setTyped(number), [number]);
  const empty = typed !== null && typed.trim() === "";
  return (
    <div>
      <h1 className="text-2xl font-bold text-slate-900">Shipping Tracking</h1>
      <Form
        method="get"
        className="mt-5 flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-5 sm:flex-row sm:items-end"
      >
        <TextField
          id="number"
          label="Tracking number"
          required
          maxLength={64}
          defaultValue={number}
          placeholder="Carrier number or ORD-…"
          autoComplete="off"
          className="flex-1"
          onChange={(event) => setTyped(event.currentTarget.value)}
        />
        <button type="submit" className={primaryButtonClass} disabled={searching || empty}>
          {searching ? "Tracking..." : "Track"}
        </button>
      </Form>
      {error ? (
        <p role="alert" className="mt-6 rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-800">
          {error}
        </p>
      ) : null}
      {tracking ? <TrackingCard tracking={tracking} /> : null}

      <section aria-labelledby="shipments-heading" className="mt-8">
        <h2 id="shipments-heading" className="text-lg font-semibold text-slate-900">
          Your shipments
        </h2>
        {shipments.length === 0 ? (
          <p className="mt-3 rounded-lg border border-slate-200 bg-slate-50 p-6 text-center text-slate-700">
            No shipments yet. Orders show here once they ship.
          </p>
        ) : (
          <div
            className="relative mt-3 overflow-x-auto rounded-xl border border-slate-200 bg-white"
            tabIndex={0}
            role="region"
            aria-label="Shipments"
          >
            <table className="min-w-full text-left text-sm">
              <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase">
                <tr>
                  {[
                    "Order",
                    "Status",
                    "Carrier",
                    "Tracking number",
                    "Shipped",
                    "Estimated delivery",
                    "Delivered",
                  ].map((h) => (
                    <th key={h} scope="col" className="px-3 py-2">
                      {h}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200">
                {shipments.map((s) => (
                  <tr key={s.orderNumber} data-testid="shipment-row">
                    <td className="px-3 py-2 font-mono whitespace-nowrap">
                      <Link
                        to={`/quotations/${encodeURIComponent(s.orderNumber)}`}
                        className="text-brand-800 underline"
                      >
                        {s.orderNumber}
                      </Link>
                    </td>
                    <td className="px-3 py-2 whitespace-nowrap">
                      <span
                        className={`rounded-full px-3 py-1 font-medium ${LABEL_COLOURS[s.status] ?? "text-slate-800"}`}
                      >
                        {s.statusLabel}
                      </span>
                    </td>
                    <td className="px-3 py-2">{s.carrier}</td>
                    <td className="px-3 py-2 font-mono whitespace-nowrap">
                      <Link
                        to={`/commercial-view/tracking?number=${encodeURIComponent(s.trackingNumber)}`}
                        className="text-brand-800 underline"
                      >
                        {s.trackingNumber}
                      </Link>
                    </td>
                    <td className="px-3 py-2 whitespace-nowrap">{dayOf(s.shippedAt)}</td>
                    <td className="px-3 py-2 whitespace-nowrap">{dayOf(s.estimatedDelivery)}</td>
                    <td className="px-3 py-2 whitespace-nowrap">{dayOf(s.deliveredAt)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </div>
  );
}
