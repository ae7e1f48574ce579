import type { PaymentStatus, RefundStatus } from "../../core/payment-status.ts";

/** A payment as the provider holds it now, in the shop's words. */
export interface ProviderPayment {
  id: string;
  /** Its state in the shop's words; the provider's own words are mapped by the adapter. */
  status: PaymentStatus;
  amountCents: number;
  capturedCents: number;
  refundedCents: number;
  /** What the browser's payment form confirms the payment with; never stored. */
  clientSecret: string;
  /** 'Visa ending in 4242', 'STRIPE TEST BANK ending in 6789'; null before a method is attached. */
  methodLabel: string | null;
  failureMessage: string | null;
  authorizationExpiresAt: Date | null;
  metadata: Record<string, string>;
}

export interface ProviderRefund {
  id: string;
  paymentId: string | null;
  status: RefundStatus;
  amountCents: number;
  failureMessage: string | null;
  metadata: Record<string, string>;
}

/** A saved card or bank account at the provider: brand, last 4 and expiry as the provider tells. */
export interface ProviderPaymentMethod {
  id: string;
  type: "card" | "us_bank_account";
  /** 'Visa', 'Mastercard', … or the bank's name. */
  brand: string;
  last4: string;
  expMonth: number | null;
  expYear: number | null;
  customerId: string | null;
}

export interface ProviderSetup {
  id: string;
  clientSecret: string;
  status: "open" | "succeeded" | "canceled";
  paymentMethodId: string | null;
  customerId: string | null;
}

/** A provider event the webhook verified: what it is about, and when the provider made it. */
export interface ProviderEvent {
  id: string;
  type: string;
  occurredAt: Date;
  /** The payment the event is about (a PaymentIntent id), when it names one. */
  paymentId: string | null;
  /** The refund it is about, for refund events. */
  refund: ProviderRefund | null;
}

export interface NewPayment {
  amountCents: number;
  /** The provider de-duplicates by it: a retried creation returns the first payment, never a second. */
  idempotencyKey: string;
  description: string;
  metadata: Record<string, string>;
  /** Authorise a card now and capture later (on staff confirmation); a bank debit always captures. */
  captureCardLater: boolean;
  /** Also offer a US bank account (ACH debit): business buyers. */
  bankAccount: boolean;
  customerId?: string;
}

/**
 * The shop's payment provider behind one adapter (Stripe today, ADR 0120): payments for a server-computed
 * amount, capture, cancel and refund, verified webhook events, and saved methods through setups.
 */
export interface PaymentProvider {
  /** The browser's key and the script of the provider's payment form. */
  publishableKey: string;
  createPayment(payment: NewPayment): Promise<ProviderPayment>;
  retrievePayment(id: string): Promise<ProviderPayment>;
  capture(id: string, idempotencyKey: string): Promise<ProviderPayment>;
  cancel(id: string, idempotencyKey: string): Promise<ProviderPayment>;
  refund(
    paymentId: string,
    amountCents: number,
    idempotencyKey: string,
    metadata: Record<string, string>,
  ): Promise<ProviderRefund>;
  /** The event in a webhook delivery; throws WebhookSignatureError when the signature does not verify. */
  verifyEvent(rawBody: string, signature: string | undefined): ProviderEvent;
  createCustomer(email: string, name: string, idempotencyKey: string): Promise<string>;
  createSetup(customerId: string, bankAccount: boolean): Promise<ProviderSetup>;
  retrieveSetup(id: string): Promise<ProviderSetup>;
  retrievePaymentMethod(id: string): Promise<ProviderPaymentMethod>;
  detachPaymentMethod(id: string): Promise<void>;
}

/** A webhook whose signature is missing, malformed, stale or made with another secret. */
export class WebhookSignatureError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "WebhookSignatureError";
  }
}

/** The provider could not be reached, or answered too slowly, or failed on its side: try again later. */
export class ProviderUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "ProviderUnavailableError";
  }
}

/** The provider refused the request (a card declined, a capture after the authorisation lapsed). */
export class ProviderRefusedError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "ProviderRefusedError";
  }
}
