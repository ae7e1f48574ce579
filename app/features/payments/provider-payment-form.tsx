import { useEffect, useRef, useState } from "react";
import type { Stripe, StripeElements } from "@stripe/stripe-js";
import { FormBanner, primaryButtonClass } from "../forms/fields.tsx";
import { loadStripeFrom, type PaymentFormConfig } from "./load-stripe.ts";

export const PAYMENT_FORM_UNAVAILABLE =
  "The secure payment form could not load. Check your connection and reload the page to try again.";

/**
 * The payment provider's own form (Stripe's Payment Element, in Stripe's frames): a card, or a US bank
 * account where the payment allows it. Nothing typed in it reaches this shop. Mounted for a payment (or
 * a setup, to save a method) the server created for its own amount; confirming it returns to `returnUrl`
 * with the provider's reference, where the page reads the payment's state from the server.
 */
export function ProviderPaymentForm({
  config,
  clientSecret,
  kind,
  returnUrl,
  submitLabel,
}: {
  config: PaymentFormConfig;
  clientSecret: string;
  kind: "payment" | "setup";
  /** An absolute URL on this shop (Stripe returns there after 3-D Secure or a bank's page). */
  returnUrl: string;
  submitLabel: string;
}) {
  const mountRef = useRef<HTMLDivElement>(null);
  const stripe = useRef<{ stripe: Stripe; elements: StripeElements } | null>(null);
  const [state, setState] = useState<"loading" | "ready" | "paying" | "unavailable">("loading");
  const [error, setError] = useState("");
  const { publishableKey, scriptUrl } = config;

  useEffect(() => {
    let canceled = false;
    let destroy = () => {};
    loadStripeFrom({ publishableKey, scriptUrl })
      .then((client) => {
        if (canceled || !client || !mountRef.current) return;
        const elements = client.elements({ clientSecret });
        const element = elements.create("payment", { layout: "tabs" });
        element.on("ready", () => setState("ready"));
        element.mount(mountRef.current);
        stripe.current = { stripe: client, elements };
        destroy = () => element.destroy();
      })
      .catch(() => {
        if (!canceled) setState("unavailable");
      });
    return () => {
      canceled = true;
      destroy();
    };
  }, [publishableKey, scriptUrl, clientSecret]);

  async function confirm() {
    if (!stripe.current) return;
    const { stripe: client, elements } = stripe.current;
    setState("paying");
    setError("");
    const confirmParams = { return_url: returnUrl };
    const result =
      kind === "payment"
        ? await client.confirmPayment({ elements, confirmParams, redirect: "if_required" })
        : await client.confirmSetup({ elements, confirmParams, redirect: "if_required" });
    if (result.error) {
      setError(result.error.message ?? "The payment did not go through.");
      setState("ready");
      return;
    }
    // Back to our page with the provider's reference: the server reads the state from the provider.
    const next = new URL(returnUrl);
    if ("paymentIntent" in result && result.paymentIntent)
      next.searchParams.set("payment_intent", result.paymentIntent.id);
    if ("setupIntent" in result && result.setupIntent)
      next.searchParams.set("setup_intent", result.setupIntent.id);
    window.location.assign(next.toString());
  }

  return (
    <div className="space-y-4">
      {state === "unavailable" ? <FormBanner tone="error">{PAYMENT_FORM_UNAVAILABLE}</FormBanner> : null}
      {error ? <FormBanner tone="error">{error}</FormBanner> : null}
      {state === "loading" ? (
        <p className="text-sm text-slate-600">Loading the secure payment form...</p>
      ) : null}
      {/* The provider's script owns this node's children: React renders nothing inside it. */}
      <div ref={mountRef} data-testid="payment-element" className="min-h-24" />
      <noscript>
        <p className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
          Paying online needs JavaScript: our payment provider&apos;s secure form runs in your browser. Your
          order is saved; turn JavaScript on to pay, or contact us and we will take payment another way.
        </p>
      </noscript>
      <button
        type="button"
        className={`${primaryButtonClass} w-full sm:w-auto`}
        disabled={state !== "ready"}
        onClick={() => void confirm()}
      >
        {state === "paying" ? "Processing..." : submitLabel}
      </button>
      <p className="text-xs text-slate-500">
        Card and bank details go straight to our payment provider, Stripe. We never see or store them.
      </p>
    </div>
  );
}
