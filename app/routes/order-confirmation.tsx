import { shopDateTime } from "../../core/shop-time.ts";
import { PAY_ON_ACCOUNT_LABEL } from "../../core/payment-terms.ts";
import { AWAITING_APPROVAL_MESSAGE } from "../../core/order-approval.ts";
import { HELD_FOR_REBATE_MESSAGE } from "../../core/document-status.ts";
import { formatMoney } from "../../core/money.ts";
import { isPayable, paymentNote, PAYMENT_STATUS_LABELS } from "../../core/payment-status.ts";
import { ProviderPaymentForm } from "../features/payments/provider-payment-form.tsx";
import { PaymentSummary } from "../features/payments/payment-summary.tsx";
import { FormBanner } from "../features/forms/fields.tsx";
import { pageMeta, publicUrlFrom } from "../components/seo.ts";
import { FallbackImage } from "../components/ui/fallback-image.tsx";
import { confirmationHeaders, loadConfirmedDocument } from "../features/sales/confirmation-loader.ts";
import { DocumentConfirmation } from "../features/sales/document-confirmation.tsx";
import { AddressLines, LineDescription } from "../features/sales/document-parts.tsx";
import { PaymentBadge, StatusBadge } from "../features/sales/status-badge.tsx";
import type { Route } from "./+types/order-confirmation";
import { TotalsList } from "../features/checkout/totals-list.tsx";

export const meta: Route.MetaFunction = ({ matches, loaderData: loaded }) =>
  pageMeta(matches, {
    title: loaded ? `Order ${loaded.order.orderNumber} confirmed` : "Order not found",
    description: "Your order confirmation.",
    url: `${publicUrlFrom(matches)}/order-confirmation`,
    noindex: true,
  });

export const headers: Route.HeadersFunction = confirmationHeaders;

/**
 * The order, read again by its number and token. Back from the provider's form (or a 3-D Secure page,
 * `?payment_intent=`), the payment's state is read from the provider first. An order still to be paid
 * online gets its payment's form secret (created once, keyed by the order number), or the reason why not.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { sales } = context.services;
  const found = await loadConfirmedDocument(request, "order", sales.orders.find);
  const { document } = (await sales.documents.byNumber(found.orderNumber))!;
  const url = new URL(request.url);
  const back = url.searchParams.has("payment_intent");
  if (back) await sales.payments.refreshOrderPayment(document.id);
  const order = back ? ((await sales.orders.find(found.orderNumber, found.token)) ?? found) : found;
  const config = context.publicEnv.payments;
  const payNow =
    config &&
    order.paymentMethod !== "account" &&
    order.status !== "canceled" &&
    isPayable(order.paymentStatus)
      ? await sales.payments.checkoutPayment(order.orderNumber)
      : null;
  const refunds = (await sales.payments.refundsFor(document.id)).map((r) => ({
    amountCents: r.amountCents,
    status: r.status,
    reason: r.reason,
  }));
  const path = `/order-confirmation?order=${encodeURIComponent(order.orderNumber)}&token=${encodeURIComponent(order.token)}`;
  return {
    order,
    refunds,
    payment: config && payNow ? { config, start: payNow, returnUrl: `${context.publicUrl}${path}` } : null,
    salesPhone: context.publicEnv.salesPhone,
    salesEmail: context.publicEnv.salesEmail,
  };
}

/** An order on account in words: the terms, what happens to the money, and the buyer's references. */
function OnAccount({ order }: { order: Route.ComponentProps["loaderData"]["order"] }) {
  return (
    <>
      <p>{PAY_ON_ACCOUNT_LABEL}</p>
      <p className="mt-1">{paymentNote("account", order.paymentStatus)}</p>
      {order.poNumber || order.jobName ? (
        <dl className="mt-2 space-y-0.5">
          {order.poNumber ? (
            <div className="flex gap-2">
              <dt className="text-slate-500">PO number</dt>
              <dd data-testid="po-number">{order.poNumber}</dd>
            </div>
          ) : null}
          {order.jobName ? (
            <div className="flex gap-2">
              <dt className="text-slate-500">Job name</dt>
              <dd data-testid="job-name">{order.jobName}</dd>
            </div>
          ) : null}
        </dl>
      ) : null}
    </>
  );
}

export default function OrderConfirmation({ loaderData }: Route.ComponentProps) {
  const { order, salesPhone, salesEmail, payment, refunds } = loaderData;
  const toPay = payment !== null;
  const awaiting = order.status === "awaiting_approval";
  const held = order.status === "held_for_rebate";
  const s = order.shipping;
  const totals: [string, number][] = [
    ["Subtotal", order.subtotalCents],
    ["Shipping", order.shippingCents],
    ["Tax", order.taxCents],
  ];
  return (
    <DocumentConfirmation
      wide
      heading={
        awaiting
          ? `Order ${order.orderNumber} is awaiting approval`
          : held
            ? `Order ${order.orderNumber} is held until your rebate pre-approval`
            : toPay
              ? `Order ${order.orderNumber} is saved: one step left, the payment`
              : `Thank you for your order, ${s.firstName}!`
      }
      intro={
        <>
          <p className="mt-2 text-slate-700">
            Order{" "}
            <span className="font-mono font-semibold text-brand-800" data-testid="order-number">
              {order.orderNumber}
            </span>{" "}
            was placed on {shopDateTime(order.createdAt)}.{" "}
            {awaiting
              ? AWAITING_APPROVAL_MESSAGE
              : held
                ? HELD_FOR_REBATE_MESSAGE
                : toPay
                  ? `We email ${order.email} its confirmation once your payment goes through.`
                  : `A confirmation is on its way to ${order.email}.`}
          </p>
          <p className="mt-3 inline-flex flex-wrap justify-center gap-2 text-sm">
            <StatusBadge status={order.status} />
            <PaymentBadge status={PAYMENT_STATUS_LABELS[order.paymentStatus]} />
          </p>
        </>
      }
    >
      {payment ? (
        <section
          aria-labelledby="pay-heading"
          className="mt-8 rounded-xl border border-slate-200 bg-white p-5 sm:p-6"
        >
          <h2 id="pay-heading" className="text-lg font-semibold text-slate-900">
            Pay {formatMoney(order.totalCents)}
          </h2>
          <p className="mt-1 mb-4 text-sm text-slate-600">
            {paymentNote(order.paymentMethod, order.paymentStatus)}
          </p>
          {"error" in payment.start ? (
            <FormBanner tone="error">
              {payment.start.error}{" "}
              <a href={payment.returnUrl} className="font-medium underline">
                Try the payment again
              </a>
            </FormBanner>
          ) : (
            <ProviderPaymentForm
              config={payment.config}
              clientSecret={payment.start.clientSecret}
              kind="payment"
              returnUrl={payment.returnUrl}
              submitLabel={`Pay ${formatMoney(payment.start.amountCents)}`}
            />
          )}
        </section>
      ) : null}
      <div className="mt-8 grid gap-8 md:grid-cols-[1fr_300px]">
        <section aria-labelledby="items-heading" className="rounded-xl border border-slate-200 bg-white p-5">
          <h2 id="items-heading" className="text-lg font-semibold text-slate-900">
            Items
          </h2>
          <ul className="mt-3 divide-y divide-slate-200">
            {order.items.map((item) => (
              <li key={item.sku} className="flex gap-3 py-3 text-sm">
                <FallbackImage
                  src={item.image}
                  alt=""
                  width={56}
                  height={56}
                  className="h-14 w-14 shrink-0 rounded border border-slate-200 object-contain"
                />
                <LineDescription line={item} />
                <p className="font-medium">{formatMoney(item.unitPriceCents * item.quantity)}</p>
              </li>
            ))}
          </ul>
          <TotalsList rows={totals} totalCents={order.totalCents} totalTestId="order-total" />
        </section>
        <div className="space-y-6">
          <section
            aria-labelledby="ship-heading"
            className="rounded-xl border border-slate-200 bg-white p-5 text-sm"
          >
            <h2 id="ship-heading" className="text-base font-semibold text-slate-900">
              Shipping to
            </h2>
            <address className="mt-2 text-slate-700 not-italic">
              <AddressLines address={s} name={`${s.firstName} ${s.lastName}`} />
            </address>
            <h3 className="mt-4 font-semibold text-slate-900">Payment</h3>
            <div className="mt-1 text-slate-700">
              {order.paymentMethod === "account" ? (
                <OnAccount order={order} />
              ) : (
                <PaymentSummary
                  status={order.paymentStatus}
                  paidWith={order.paidWith}
                  note={toPay ? undefined : paymentNote(order.paymentMethod, order.paymentStatus)}
                  refunds={refunds}
                />
              )}
            </div>
          </section>
          <section
            aria-labelledby="next-heading"
            className="rounded-xl border border-slate-200 bg-white p-5 text-sm"
          >
            <h2 id="next-heading" className="text-base font-semibold text-slate-900">
              Next steps
            </h2>
            <ol className="mt-2 list-decimal space-y-1 pl-5 text-slate-700">
              <li>We confirm stock and lead times.</li>
              <li>
                {order.paymentMethod === "account"
                  ? "We invoice your company's account when it ships."
                  : order.paymentMethod === "link"
                    ? "We email you a secure link to pay, or call you to take payment."
                    : "An authorised card is charged once we confirm; a bank debit settles within days."}
              </li>
              <li>You get tracking details when it ships (typically 3-5 business days).</li>
            </ol>
            <p className="mt-3 text-slate-600">
              Questions? {salesPhone} ·{" "}
              <a href={`mailto:${salesEmail}`} className="text-brand-700 underline">
                {salesEmail}
              </a>
            </p>
          </section>
        </div>
      </div>
    </DocumentConfirmation>
  );
}
