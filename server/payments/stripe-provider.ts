import Stripe from "stripe";
import { AUTHORIZATION_DAYS, type PaymentStatus, type RefundStatus } from "../../core/payment-status.ts";
import {
  ProviderRefusedError,
  ProviderUnavailableError,
  WebhookSignatureError,
  type NewPayment,
  type PaymentProvider,
  type ProviderEvent,
  type ProviderPayment,
  type ProviderPaymentMethod,
  type ProviderRefund,
  type ProviderSetup,
} from "./payment-provider.ts";

export interface StripeSettings {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** Another address for the API (a local stand-in in tests); unset is Stripe's own. */
  apiUrl?: string;
  /** How long one call may take before the provider counts as down (milliseconds). */
  timeoutMs?: number;
}

const BRANDS: Record<string, string> = {
  visa: "Visa",
  mastercard: "Mastercard",
  amex: "American Express",
  discover: "Discover",
  diners: "Diners Club",
  jcb: "JCB",
  unionpay: "UnionPay",
};
const brandName = (brand: string | null | undefined) => (brand && BRANDS[brand]) || "Card";

/** The provider's words for a PaymentIntent's state, in the shop's (core/payment-status.ts). */
function paymentStatus(intent: Stripe.PaymentIntent): PaymentStatus {
  switch (intent.status) {
    case "processing":
      return "processing";
    case "requires_capture":
      return "authorized";
    case "succeeded": {
      const refunded = refundedCents(intent);
      if (refunded === 0) return "captured";
      return refunded >= intent.amount_received ? "refunded" : "partially_refunded";
    }
    case "canceled":
      return "canceled";
    case "requires_payment_method":
      return intent.last_payment_error ? "failed" : "awaiting";
    default:
      return "awaiting";
  }
}

const chargeOf = (intent: Stripe.PaymentIntent) =>
  intent.latest_charge && typeof intent.latest_charge === "object" ? intent.latest_charge : null;

const refundedCents = (intent: Stripe.PaymentIntent) => chargeOf(intent)?.amount_refunded ?? 0;

function methodLabel(intent: Stripe.PaymentIntent): string | null {
  const method =
    intent.payment_method && typeof intent.payment_method === "object" ? intent.payment_method : null;
  const details = chargeOf(intent)?.payment_method_details;
  const card = method?.card ?? details?.card;
  if (card?.last4) return `${brandName(card.brand)} ending in ${card.last4}`;
  const bank = method?.us_bank_account ?? details?.us_bank_account;
  if (bank?.last4) return `${bank.bank_name ?? "Bank account"} ending in ${bank.last4}`;
  return null;
}

function authorizationExpiry(intent: Stripe.PaymentIntent): Date | null {
  if (intent.status !== "requires_capture") return null;
  const before = chargeOf(intent)?.payment_method_details?.card?.capture_before;
  return new Date(before ? before * 1000 : (intent.created + AUTHORIZATION_DAYS * 86_400) * 1000);
}

function toPayment(intent: Stripe.PaymentIntent): ProviderPayment {
  return {
    id: intent.id,
    status: paymentStatus(intent),
    amountCents: intent.amount,
    capturedCents: intent.amount_received,
    refundedCents: refundedCents(intent),
    clientSecret: intent.client_secret ?? "",
    methodLabel: methodLabel(intent),
    failureMessage: intent.last_payment_error?.message ?? null,
    authorizationExpiresAt: authorizationExpiry(intent),
    metadata: { ...intent.metadata },
  };
}

const REFUND_STATUSES: Record<string, RefundStatus> = {
  pending: "pending",
  requires_action: "pending",
  succeeded: "succeeded",
  failed: "failed",
  canceled: "canceled",
};

function toRefund(refund: Stripe.Refund): ProviderRefund {
  const intent = refund.payment_intent;
  return {
    id: refund.id,
    paymentId: typeof intent === "string" ? intent : (intent?.id ?? null),
    status: REFUND_STATUSES[refund.status ?? ""] ?? "pending",
    amountCents: refund.amount,
    failureMessage: refund.failure_reason ?? null,
    metadata: { ...refund.metadata },
  };
}

function toMethod(method: Stripe.PaymentMethod): ProviderPaymentMethod {
  const customer = typeof method.customer === "string" ? method.customer : (method.customer?.id ?? null);
  if (method.us_bank_account) {
    return {
      id: method.id,
      type: "us_bank_account",
      brand: method.us_bank_account.bank_name ?? "Bank account",
      last4: method.us_bank_account.last4 ?? "",
      expMonth: null,
      expYear: null,
      customerId: customer,
    };
  }
  return {
    id: method.id,
    type: "card",
    brand: brandName(method.card?.brand),
    last4: method.card?.last4 ?? "",
    expMonth: method.card?.exp_month ?? null,
    expYear: method.card?.exp_year ?? null,
    customerId: customer,
  };
}

function toSetup(setup: Stripe.SetupIntent): ProviderSetup {
  const method = setup.payment_method;
  const customer = setup.customer;
  return {
    id: setup.id,
    clientSecret: setup.client_secret ?? "",
    status: setup.status === "succeeded" ? "succeeded" : setup.status === "canceled" ? "canceled" : "open",
    paymentMethodId: typeof method === "string" ? method : (method?.id ?? null),
    customerId: typeof customer === "string" ? customer : (customer?.id ?? null),
  };
}

/** The id of the PaymentIntent an event's object belongs to (an intent, a charge or a refund). */
function paymentIdOf(object: { object?: string; id?: string; payment_intent?: unknown }): string | null {
  if (object.object === "payment_intent") return object.id ?? null;
  const intent = object.payment_intent;
  if (typeof intent === "string") return intent;
  if (intent && typeof intent === "object" && "id" in intent && typeof intent.id === "string")
    return intent.id;
  return null;
}

/** Connection failures, time-outs, rate limits and the provider's own 5xx are "down, try again". */
function providerError(error: unknown): Error {
  if (!(error instanceof Stripe.errors.StripeError))
    return error instanceof Error ? error : new Error(String(error));
  const unavailable =
    error instanceof Stripe.errors.StripeConnectionError ||
    error instanceof Stripe.errors.StripeAPIError ||
    error instanceof Stripe.errors.StripeRateLimitError ||
    (error.statusCode ?? 0) >= 500;
  return unavailable
    ? new ProviderUnavailableError("The payment provider did not answer.", { cause: error })
    : new ProviderRefusedError(error.message, { cause: error });
}

async function call<T>(request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (error) {
    throw providerError(error);
  }
}

const EXPAND = ["payment_method", "latest_charge"];

/** The PaymentProvider over Stripe's PaymentIntents, SetupIntents, refunds and signed webhooks. */
export function createStripeProvider(settings: StripeSettings): PaymentProvider {
  const api = settings.apiUrl ? new URL(settings.apiUrl) : null;
  const stripe = new Stripe(settings.secretKey, {
    ...(api && {
      host: api.hostname,
      port: api.port || (api.protocol === "http:" ? 80 : 443),
      protocol: api.protocol === "http:" ? "http" : "https",
    }),
    timeout: settings.timeoutMs ?? 15_000,
    // One retry with the same idempotency key: a lost answer never becomes a second charge.
    maxNetworkRetries: 1,
    telemetry: false,
  });

  return {
    publishableKey: settings.publishableKey,

    createPayment: (payment: NewPayment) =>
      call(async () => {
        const intent = await stripe.paymentIntents.create(
          {
            amount: payment.amountCents,
            currency: "usd",
            description: payment.description,
            metadata: payment.metadata,
            allowed_payment_method_types: payment.bankAccount ? ["card", "us_bank_account"] : ["card"],
            ...(payment.captureCardLater && {
              payment_method_options: { card: { capture_method: "manual" } },
            }),
            ...(payment.customerId && { customer: payment.customerId }),
            expand: EXPAND,
          },
          { idempotencyKey: payment.idempotencyKey },
        );
        return toPayment(intent);
      }),

    retrievePayment: (id) =>
      call(async () => toPayment(await stripe.paymentIntents.retrieve(id, { expand: EXPAND }))),

    capture: (id, idempotencyKey) =>
      call(async () =>
        toPayment(await stripe.paymentIntents.capture(id, { expand: EXPAND }, { idempotencyKey })),
      ),

    cancel: (id, idempotencyKey) =>
      call(async () =>
        toPayment(await stripe.paymentIntents.cancel(id, { expand: EXPAND }, { idempotencyKey })),
      ),

    refund: (paymentId, amountCents, idempotencyKey, metadata) =>
      call(async () =>
        toRefund(
          await stripe.refunds.create(
            { payment_intent: paymentId, amount: amountCents, metadata },
            { idempotencyKey },
          ),
        ),
      ),

    verifyEvent(rawBody, signature) {
      if (!signature) throw new WebhookSignatureError("The Stripe-Signature header is missing.");
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, settings.webhookSecret);
      } catch (error) {
        throw new WebhookSignatureError(
          error instanceof Error ? error.message : "The signature does not verify.",
        );
      }
      const object = event.data.object as { object?: string; id?: string; payment_intent?: unknown };
      return {
        id: event.id,
        type: event.type,
        occurredAt: new Date(event.created * 1000),
        paymentId: paymentIdOf(object),
        refund: object.object === "refund" ? toRefund(object as Stripe.Refund) : null,
      } satisfies ProviderEvent;
    },

    createCustomer: (email, name, idempotencyKey) =>
      call(async () => (await stripe.customers.create({ email, name }, { idempotencyKey })).id),

    createSetup: (customerId, bankAccount) =>
      call(async () =>
        toSetup(
          await stripe.setupIntents.create({
            customer: customerId,
            allowed_payment_method_types: bankAccount ? ["card", "us_bank_account"] : ["card"],
            usage: "off_session",
          }),
        ),
      ),

    retrieveSetup: (id) => call(async () => toSetup(await stripe.setupIntents.retrieve(id))),

    retrievePaymentMethod: (id) => call(async () => toMethod(await stripe.paymentMethods.retrieve(id))),

    detachPaymentMethod: (id) =>
      call(async () => {
        await stripe.paymentMethods.detach(id);
      }),
  };
}
