import type { Stripe } from "@stripe/stripe-js";

/** The payment form's browser key and where Stripe.js is loaded from (server configuration). */
export interface PaymentFormConfig {
  publishableKey: string;
  scriptUrl: string;
}

let loading: Promise<Stripe | null> | null = null;

/**
 * Stripe.js from the configured address (Stripe's own in production), then @stripe/stripe-js's loader,
 * which finds it already there and makes the client for our key. Loaded on the pages that pay only.
 */
export function loadStripeFrom({ publishableKey, scriptUrl }: PaymentFormConfig): Promise<Stripe | null> {
  loading ??= new Promise<void>((resolve, reject) => {
    if ("Stripe" in window) return resolve();
    const script = document.createElement("script");
    script.src = scriptUrl;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error("Stripe.js did not load"));
    document.head.appendChild(script);
  })
    .then(async () => {
      const { loadStripe } = await import("@stripe/stripe-js/pure");
      return loadStripe(publishableKey);
    })
    .catch((error: unknown) => {
      loading = null;
      throw error;
    });
  return loading;
}
