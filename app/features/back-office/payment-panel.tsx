import { Form } from "react-router";
import { formatMoney } from "../../../core/money.ts";
import { PAYMENT_STATUS_LABELS, type PaymentStatus } from "../../../core/payment-status.ts";
import { PaymentSummary, type RefundLine } from "../payments/payment-summary.tsx";
import { TextField, primaryButtonClass, secondaryButtonClass } from "../forms/fields.tsx";
import { staffTime } from "./admin-page.tsx";
import type { FormRunResult } from "./form-run.server.ts";

export interface StaffPayment {
  status: PaymentStatus;
  methodLabel: string | null;
  capturedCents: number;
  refundedCents: number;
  failureMessage: string | null;
  authorizationExpiresAt: string | null;
}

/**
 * An order's payment on the staff order screen (ADR 0120): its state, how it was paid, what was captured
 * and refunded, each refund's state (Retry when the provider did not take it), and for an order still
 * awaiting payment: send the buyer the payment link, or record a payment taken another way.
 */
export function PaymentPanel({
  payment,
  refunds,
  awaiting,
  payOnline,
  answer,
}: {
  payment: StaffPayment | null;
  refunds: readonly RefundLine[];
  /** The order still takes a payment (not on account, not canceled, nothing held or paid). */
  awaiting: boolean;
  payOnline: boolean;
  answer: FormRunResult | null;
}) {
  const status = payment?.status ?? "awaiting";
  return (
    <section
      aria-labelledby="payment-heading"
      className="space-y-3 rounded-lg border border-slate-200 bg-white p-4 text-sm"
    >
      <h2 id="payment-heading" className="text-lg font-semibold text-slate-900">
        Payment
      </h2>
      <PaymentSummary status={status} paidWith={payment?.methodLabel ?? null} refunds={refunds} />
      {payment && payment.capturedCents > 0 ? (
        <p className="text-slate-600">
          Captured {formatMoney(payment.capturedCents)}
          {payment.refundedCents > 0 ? ` · refunded ${formatMoney(payment.refundedCents)}` : ""}
        </p>
      ) : null}
      {payment?.status === "authorized" && payment.authorizationExpiresAt ? (
        <p className="text-slate-700">
          Authorised until {staffTime(payment.authorizationExpiresAt)}: starting processing charges the card.
        </p>
      ) : null}
      {payment?.status === "failed" && payment.failureMessage ? (
        <p className="text-red-800">
          {PAYMENT_STATUS_LABELS.failed}: {payment.failureMessage}
        </p>
      ) : null}
      {refunds.some((r) => r.status === "requested") ? (
        <Form method="post">
          <input type="hidden" name="intent" value="retry-refunds" />
          <button type="submit" className={secondaryButtonClass}>
            Retry refund
          </button>
        </Form>
      ) : null}
      {awaiting ? (
        <>
          {payOnline ? (
            <Form method="post">
              <input type="hidden" name="intent" value="send-payment-link" />
              <button type="submit" className={secondaryButtonClass}>
                Send payment link
              </button>
            </Form>
          ) : (
            <p className="text-slate-600">Online payment is off: record the payment when it arrives.</p>
          )}
          <Form
            method="post"
            className="space-y-3 border-t border-slate-200 pt-3"
            aria-label="Record order payment"
          >
            <input type="hidden" name="intent" value="record-order-payment" />
            <TextField
              id="order-payment-reference"
              name="reference"
              label="Payment taken another way (phone, cheque, transfer): reference"
              required
              maxLength={100}
              error={answer?.fields.reference}
            />
            <button type="submit" className={primaryButtonClass}>
              Record payment
            </button>
          </Form>
        </>
      ) : null}
    </section>
  );
}
