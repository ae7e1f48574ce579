import { PAY_ON_ACCOUNT_LABEL } from "../../core/payment-terms.ts";
import { formatMoney } from "../../core/money.ts";
import { pageMeta, publicUrlFrom } from "../components/seo.ts";
import { FallbackImage } from "../components/ui/fallback-image.tsx";
import { confirmationHeaders, loadConfirmedDocument } from "../features/sales/confirmation-loader.ts";
import { DocumentConfirmation } from "../features/sales/document-confirmation.tsx";
import { AddressLines, LineDescription } from "../features/sales/document-parts.tsx";
import { PaymentBadge, StatusBadge } from "../features/sales/status-badge.tsx";
import type { Route } from "./+types/order-confirmation";
import { TotalsList } from "../features/checkout/totals-list.tsx";

export const meta: Route.MetaFunction = ({ matches, loaderData: loaded }) =>
  pageMeta({
    title: loaded ? `Order ${loaded.order.orderNumber} confirmed` : "Order not found",
    description: "Your order confirmation.",
    url: `${publicUrlFrom(matches)}/order-confirmation`,
    noindex: true,
  });

export const headers: Route.HeadersFunction = confirmationHeaders;

export async function loader({ request, context }: Route.LoaderArgs) {
  const order = await loadConfirmedDocument(request, "order", context.services.sales.orders.find);
  return { order, salesPhone: context.publicEnv.salesPhone, salesEmail: context.publicEnv.salesEmail };
}

const placedAt = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeStyle: "short" });

export default function OrderConfirmation({ loaderData }: Route.ComponentProps) {
  const { order, salesPhone, salesEmail } = loaderData;
  const s = order.shipping;
  const totals: [string, number][] = [
    ["Subtotal", order.subtotalCents],
    ["Shipping", order.shippingCents],
    ["Tax", order.taxCents],
  ];
  return (
    <DocumentConfirmation
      wide
      heading={`Thank you for your order, ${s.firstName}!`}
      intro={
        <>
          <p className="mt-2 text-slate-700">
            Order{" "}
            <span className="font-mono font-semibold text-brand-800" data-testid="order-number">
              {order.orderNumber}
            </span>{" "}
            was placed on {placedAt.format(new Date(order.createdAt))}. A confirmation is on its way to{" "}
            {order.email}.
          </p>
          <p className="mt-3 inline-flex flex-wrap justify-center gap-2 text-sm">
            <StatusBadge status={order.status} />
            <PaymentBadge status={order.paymentStatus} />
          </p>
        </>
      }
    >
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
            <p className="mt-3 text-slate-600">
              {order.card
                ? `Paying with ${order.card.brand} ending in ${order.card.last4}`
                : `${PAY_ON_ACCOUNT_LABEL}${order.poNumber ? ` · PO ${order.poNumber}` : ""}`}
            </p>
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
              <li>Your card is charged once we confirm.</li>
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
