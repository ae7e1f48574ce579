import { Link } from "react-router";
import { formatMoney } from "../../core/money.ts";
import { PAYMENT_STATUS_LABELS } from "../../core/payment-status.ts";
import { NO_STORE } from "../features/identity/auth-card.tsx";
import { requireBuyer } from "../features/identity/guards.ts";
import { FormBanner } from "../features/forms/fields.tsx";
import { ProviderPaymentForm } from "../features/payments/provider-payment-form.tsx";
import type { Route } from "./+types/commercial-view-invoice-pay";

export const meta: Route.MetaFunction = ({ params }) => [
  { title: `Pay invoice ${params.number} · Commercial Account` },
  { name: "robots", content: "noindex" },
];

export const headers: Route.HeadersFunction = () => NO_STORE;

/**
 * Pay an open invoice online (card or US bank account, captured at once). Back from the provider's form
 * (`?payment_intent=`) the payment's state is read from the provider; the webhook marks the invoice paid
 * and frees the company's credit. Another company's invoice is a 404.
 */
export async function loader(args: Route.LoaderArgs) {
  const viewer = requireBuyer(args);
  const { context, params, request } = args;
  const config = context.publicEnv.payments;
  const back = new URL(request.url).searchParams.has("payment_intent");
  const page = await context.services.sales.payments.invoicePaymentPage(
    params.number,
    viewer.companyId,
    back,
  );
  const path = `/commercial-view/invoices/${encodeURIComponent(page.invoiceNumber)}/pay`;
  return { page, config, returnUrl: `${context.publicUrl}${path}` };
}

export default function InvoicePay({ loaderData }: Route.ComponentProps) {
  const { page, config, returnUrl } = loaderData;
  const status = page.paid ? "Paid" : page.paymentStatus ? PAYMENT_STATUS_LABELS[page.paymentStatus] : "Open";
  return (
    <div className="max-w-2xl">
      <h1 className="text-2xl font-bold text-slate-900">Pay invoice {page.invoiceNumber}</h1>
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-6 gap-y-1 text-sm">
        <dt className="text-slate-600">Order</dt>
        <dd className="font-medium text-slate-900">{page.orderNumber}</dd>
        <dt className="text-slate-600">Amount</dt>
        <dd className="font-medium text-slate-900">{formatMoney(page.amountCents)}</dd>
        <dt className="text-slate-600">Due</dt>
        <dd>{page.dueOn}</dd>
        <dt className="text-slate-600">Status</dt>
        <dd data-testid="invoice-payment-status" className="font-medium text-slate-900">
          {status}
          {page.paidWith ? ` · ${page.paidWith}` : ""}
        </dd>
      </dl>
      <section aria-labelledby="pay-heading" className="mt-6 rounded-xl border border-slate-200 bg-white p-5">
        <h2 id="pay-heading" className="text-lg font-semibold text-slate-900">
          {page.paid ? "This invoice is paid" : `Pay ${formatMoney(page.amountCents)}`}
        </h2>
        <div className="mt-3">
          {page.paid ? (
            <p className="text-sm text-slate-700">
              Thank you: the payment is recorded and your credit is free again.
            </p>
          ) : page.paymentStatus === "processing" ? (
            <p className="text-sm text-slate-700">
              Your bank payment is processing; the invoice is marked paid when it settles (usually within 4
              business days).
            </p>
          ) : !config || !page.start ? (
            <p className="text-sm text-slate-700">
              Online payment is not available; pay by cheque or bank transfer as shown on the invoice.
            </p>
          ) : "error" in page.start ? (
            <FormBanner tone="error">{page.start.error}</FormBanner>
          ) : (
            <ProviderPaymentForm
              config={config}
              clientSecret={page.start.clientSecret}
              kind="payment"
              returnUrl={returnUrl}
              submitLabel={`Pay ${formatMoney(page.start.amountCents)}`}
            />
          )}
        </div>
      </section>
      <p className="mt-6">
        <Link to="/commercial-view/invoices" className="font-medium text-brand-700 underline">
          Back to Invoices
        </Link>
      </p>
    </div>
  );
}
