import type { Fulfillment } from "../../../core/company-documents.ts";

/** 'Quotation/order status badge': paid green, canceled red, pending yellow, anything else plain text. */
const BADGE_COLOURS: Record<string, string> = {
  paid: "rounded-full bg-green-100 px-3 py-1 text-green-900",
  canceled: "rounded-full bg-red-100 px-3 py-1 text-red-900",
  pending: "rounded-full bg-amber-100 px-3 py-1 text-amber-900",
};

/** A status as words: in_transit → In transit. */
export const statusWords = (status: string) => {
  const text = status.replaceAll("_", " ");
  return text.charAt(0).toUpperCase() + text.slice(1);
};

export function StatusBadge({ status }: { status: string }) {
  return (
    <span className={`font-medium ${BADGE_COLOURS[status] ?? "px-1 py-1"}`}>
      Status: {statusWords(status)}
    </span>
  );
}

/** The specification: fulfilment badge: Fulfilled blue, Unfulfilled yellow, nothing when canceled (null). */
export function FulfillmentBadge({ fulfillment }: { fulfillment: Fulfillment | null }) {
  if (!fulfillment) return null;
  return fulfillment === "fulfilled" ? (
    <span className="rounded-full bg-blue-100 px-3 py-1 font-medium text-blue-900">Fulfilled</span>
  ) : (
    <span className="rounded-full bg-amber-100 px-3 py-1 font-medium text-amber-900">Unfulfilled</span>
  );
}

/** The payment state beside an order's status, in words ('Payment authorised', 'Paid'). */
export function PaymentBadge({ status }: { status: string }) {
  return <span className="rounded-full bg-slate-200 px-3 py-1 font-medium text-slate-800">{status}</span>;
}
