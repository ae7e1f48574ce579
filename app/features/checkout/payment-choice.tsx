import { formatMoney } from "../../../core/money.ts";
import {
  PAY_BY_CARD_OR_BANK_LABEL,
  PAY_BY_LINK_LABEL,
  PAY_ON_ACCOUNT_LABEL,
  type CHOSEN_PAYMENT_METHODS,
} from "../../../core/payment-terms.ts";

type PaymentMethod = (typeof CHOSEN_PAYMENT_METHODS)[number];

/**
 * "Pay on account (net 30)" for a company with terms, offered when the credit left covers the order's
 * total (the server checks again when the order is placed), or paying online (by payment link when no
 * payment provider is configured).
 */
export function PaymentChoice({
  offered,
  creditLeftCents,
  method,
  error,
  disabled,
  paysOnline,
  onChange,
}: {
  paysOnline: boolean;
  offered: boolean;
  creditLeftCents: number;
  method: PaymentMethod;
  error?: string;
  disabled: boolean;
  onChange: (method: PaymentMethod) => void;
}) {
  const option = (value: PaymentMethod, label: string, note: string) => (
    <label className="flex items-start gap-3 rounded-lg border border-slate-200 p-3 text-sm has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50">
      <input
        type="radio"
        name="paymentMethod"
        value={value}
        className="mt-0.5 h-4 w-4 accent-brand-700"
        checked={method === value}
        disabled={disabled}
        onChange={() => onChange(value)}
      />
      <span>
        <span className="font-medium text-slate-900">{label}</span>
        <span className="block text-slate-600">{note}</span>
      </span>
    </label>
  );
  return (
    <div
      role="radiogroup"
      aria-label="How to pay"
      aria-describedby={error ? "paymentMethod-error" : undefined}
      className="grid gap-3 sm:col-span-2"
    >
      {offered ? (
        option(
          "account",
          PAY_ON_ACCOUNT_LABEL,
          `Invoiced when it ships, due 30 days later. Credit left: ${formatMoney(creditLeftCents)}.`,
        )
      ) : (
        <p className="rounded-md bg-slate-50 px-3 py-2 text-sm text-slate-700">
          {PAY_ON_ACCOUNT_LABEL} is not available for this order: it is more than your credit left (
          {formatMoney(creditLeftCents)}).
        </p>
      )}
      {offered
        ? paysOnline
          ? option("card", PAY_BY_CARD_OR_BANK_LABEL, "A card or a US bank account (ACH), on the next step.")
          : option("card", PAY_BY_LINK_LABEL, "A secure link to pay is sent to you.")
        : null}
      {error ? (
        <p id="paymentMethod-error" role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
