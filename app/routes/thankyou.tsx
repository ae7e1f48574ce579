import { formatMoney } from "../../core/money.ts";
import { quotationPath, thankYouItems } from "../../core/quote-summary.ts";
import { Link } from "react-router";
import { pageMeta, publicUrlFrom } from "../components/seo.ts";
import { confirmationHeaders, loadConfirmedDocument } from "../features/sales/confirmation-loader.ts";
import { DocumentConfirmation } from "../features/sales/document-confirmation.tsx";
import { ContactLines } from "../features/sales/document-parts.tsx";
import type { Route } from "./+types/thankyou";
import { shownSku } from "../../core/sku.ts";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Thank You for Your Quote Request",
    description: "Your quote request was received.",
    url: `${publicUrlFrom(matches)}/thankyou`,
    noindex: true,
  });

export const headers: Route.HeadersFunction = confirmationHeaders;

export async function loader({ request, context }: Route.LoaderArgs) {
  const quote = await loadConfirmedDocument(request, "quote", context.services.sales.quotes.find);
  return { quote, salesPhone: context.publicEnv.salesPhone, salesEmail: context.publicEnv.salesEmail };
}

const submittedAt = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeStyle: "short" });

/** The specification: Thank-you, read from the server instead of navigation state so a reload or a shared link works. */
export default function ThankYou({ loaderData }: Route.ComponentProps) {
  const { quote } = loaderData;
  const { shown, moreText } = thankYouItems(quote.items);
  const c = quote.customerInfo;
  return (
    <DocumentConfirmation
      heading={`Thank you, ${c.firstName}!`}
      intro={<p className="mt-2 text-slate-700">Your quote request has been received.</p>}
    >
      <section
        aria-labelledby="quote-details"
        className="mt-8 rounded-xl border border-slate-200 bg-white p-6"
      >
        <h2 id="quote-details" className="text-lg font-semibold text-slate-900">
          Quote details
        </h2>
        <dl className="mt-4 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
          <div>
            <dt className="text-slate-500">Quote number</dt>
            <dd className="font-mono text-base font-semibold text-brand-800" data-testid="quote-number">
              {quote.quoteNumber}
            </dd>
          </div>
          <div>
            <dt className="text-slate-500">Submitted</dt>
            <dd className="font-medium">{submittedAt.format(new Date(quote.requestedAt))}</dd>
          </div>
          <div>
            <dt className="text-slate-500">Contact</dt>
            <dd className="font-medium">
              <ContactLines contact={c} />
            </dd>
          </div>
          <div>
            <dt className="text-slate-500">Items</dt>
            <dd className="font-medium">{quote.itemCount}</dd>
            <dt className="mt-3 text-slate-500">Estimated value</dt>
            <dd className="font-medium">{formatMoney(quote.subtotalCents)}</dd>
            <dd className="text-xs text-slate-500">Final pricing may vary with discounts</dd>
          </div>
        </dl>
        <ul className="mt-6 divide-y divide-slate-200 border-t border-slate-200">
          {shown.map((item) => (
            <li key={item.sku} className="flex justify-between gap-4 py-3 text-sm">
              <span>
                <span className="font-medium text-slate-900">{item.name}</span>
                {shownSku(item.sku) && <span className="block text-slate-500">SKU: {item.sku}</span>}
              </span>
              <span className="shrink-0 text-slate-700">Qty {item.quantity}</span>
            </li>
          ))}
        </ul>
        {moreText ? <p className="text-sm text-slate-600">{moreText}</p> : null}
        <p className="mt-4 text-sm">
          <Link
            to={quotationPath(quote.quoteNumber, quote.token)}
            className="font-medium text-brand-700 underline"
            data-testid="quotation-link"
          >
            See the whole quote: every item, its prices and status
          </Link>
        </p>
      </section>

      <section aria-labelledby="next-steps" className="mt-8 rounded-xl border border-slate-200 bg-white p-6">
        <h2 id="next-steps" className="text-lg font-semibold text-slate-900">
          What happens next
        </h2>
        <ol className="mt-4 space-y-3 text-sm text-slate-700">
          <li>
            <strong>1. Email confirmation</strong> — a copy of your request is on its way to {c.email}.
          </li>
          <li>
            <strong>2. Sales review</strong> — our team checks pricing, availability and lead times.
          </li>
          <li>
            <strong>3. We contact you</strong> — a sales representative will contact you within 24 hours.
          </li>
        </ol>
        <p className="mt-4 text-sm text-slate-600">
          Questions now? Call{" "}
          <a className="font-medium text-brand-700 underline" href={`tel:${loaderData.salesPhone}`}>
            {loaderData.salesPhone}
          </a>{" "}
          or email{" "}
          <a className="font-medium text-brand-700 underline" href={`mailto:${loaderData.salesEmail}`}>
            {loaderData.salesEmail}
          </a>
          .
        </p>
      </section>
    </DocumentConfirmation>
  );
}
