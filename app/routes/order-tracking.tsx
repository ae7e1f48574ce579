import { data, Form, useNavigation } from "react-router";
import { pageMeta, publicUrlFrom } from "../components/seo.ts";
import { TextField, primaryButtonClass } from "../features/forms/fields.tsx";
import { loadTracking } from "../features/tracking/tracking-loader.server.ts";
import { TrackingCard } from "../features/tracking/tracking-card.tsx";
import type { Route } from "./+types/order-tracking";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Track Your Order",
    description: (shop) =>
      `Track a ${shop} order with its order number and email, or with the carrier's tracking number.`,
    url: `${publicUrlFrom(matches)}/order-tracking`,
  });

/** A lookup's answer names an order and may carry the buyer's email in the URL: never stored by any cache. */
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export async function loader({ request, context }: Route.LoaderArgs) {
  const outcome = await loadTracking(request, context);
  return data(outcome, { status: outcome.state === "error" ? outcome.status : 200 });
}

export default function OrderTracking({ loaderData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const searching = navigation.state !== "idle" && navigation.location?.pathname === "/order-tracking";
  return (
    <main className="mx-auto max-w-3xl px-4 py-10 lg:py-14">
      <h1 className="text-3xl font-bold text-slate-900">Track Your Order</h1>
      <p className="mt-2 text-slate-600">
        Enter your order number and the email you ordered with, or the carrier's tracking number from your
        shipping email.
      </p>
      <Form
        method="get"
        className="mt-6 grid gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:grid-cols-[1fr_1fr_auto] sm:items-end"
      >
        <TextField
          id="number"
          label="Tracking number"
          required
          maxLength={64}
          defaultValue={loaderData.number}
          placeholder="ORD-… or carrier number"
          autoComplete="off"
        />
        <TextField
          id="email"
          label="Email (with an order number)"
          type="email"
          maxLength={254}
          defaultValue={loaderData.email}
          autoComplete="email"
        />
        <button type="submit" className={primaryButtonClass} disabled={searching}>
          {searching ? "Tracking..." : "Track Order"}
        </button>
      </Form>
      {loaderData.state === "error" ? (
        <p role="alert" className="mt-6 rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-800">
          {loaderData.message}
        </p>
      ) : null}
      {loaderData.state === "found" ? <TrackingCard tracking={loaderData.tracking} /> : null}
    </main>
  );
}
