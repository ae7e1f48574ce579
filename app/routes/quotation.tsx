import { formatMoney } from "../../core/money.ts";
import { pageMeta, publicUrlFrom } from "../components/seo.ts";
import { documentNotFound } from "../features/sales/confirmation-loader.ts";
import {
  AddressLines,
  ContactLines,
  DocumentPanel,
  LineDescription,
} from "../features/sales/document-parts.tsx";
import { StatusBadge, statusWords } from "../features/sales/status-badge.tsx";
import { answerQuote } from "../features/back-office/quote-answer.server.ts";
import { QuoteAnswer } from "../features/back-office/quote-answer.tsx";
import type { Route } from "./+types/quotation";

export const meta: Route.MetaFunction = ({ matches, data: loaded, params }) =>
  pageMeta({
    title: loaded ? `Quote ${loaded.quote.quoteNumber}` : "Quote not found",
    description: "Your quote: every item, the estimated value and its status.",
    url: `${publicUrlFrom(matches)}/quotations/${encodeURIComponent(params.number)}`,
    noindex: true,
  });

/** Names, an address, prices and notes behind a token: kept by no shared cache, nor by the browser. */
export const headers: Route.HeadersFunction = () => ({
  "Cache-Control": "private, no-store",
  "X-Robots-Tag": "noindex",
});

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token");
  const quote = await context.services.sales.quotes.document(params.number, { token });
  if (!quote) throw documentNotFound("quote");
  return { quote, salesPhone: context.publicEnv.salesPhone, salesEmail: context.publicEnv.salesEmail };
}

/** The token holder accepts (→ the new order's confirmation) or declines a priced quote (ADR 0089). */
export async function action({ request, params, context }: Route.ActionArgs) {
  return answerQuote(request, context, params.number);
}

const dateTime = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeStyle: "short", timeZone: "UTC" });
const when = (iso: string) => `${dateTime.format(new Date(iso))} UTC`;

/** Issue 18: the full document a long quote's mail summarises, opened with the token of its links. */
export default function Quotation({ loaderData, actionData }: Route.ComponentProps) {
  const { quote, salesPhone, salesEmail } = loaderData;
  return (
    <main className="mx-auto max-w-4xl px-4 py-8 lg:py-12">
      <header className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">
            Quote <span className="font-mono text-brand-800">{quote.quoteNumber}</span>
          </h1>
          <p className="mt-1 text-sm text-slate-600">Requested {when(quote.requestedAt)}</p>
        </div>
        <p className="text-sm" data-testid="quotation-status">
          <StatusBadge status={quote.status} />
        </p>
      </header>

      <div className="mt-6 grid gap-4 text-sm sm:grid-cols-2">
        <DocumentPanel id="contact-heading" title="Contact">
          <p className="mt-2 text-slate-700">
            <ContactLines contact={quote.customerInfo} />
          </p>
        </DocumentPanel>
        <DocumentPanel id="deliver-heading" title="Deliver to">
          <address className="mt-2 text-slate-700 not-italic">
            <AddressLines address={quote.shipping} />
          </address>
        </DocumentPanel>
      </div>

      <DocumentPanel
        id="items-heading"
        className="mt-6"
        title={
          <>
            Items{" "}
            <span className="font-normal text-slate-500">
              ({quote.items.length} lines, {quote.itemCount} units)
            </span>
          </>
        }
      >
        <ol className="mt-3 divide-y divide-slate-200 text-sm">
          {quote.items.map((item, i) => (
            <li key={`${i}-${item.sku}`} className="flex gap-4 py-2.5" data-testid="quotation-line">
              <LineDescription line={item} note={item.available ? "" : " · no longer listed"} />
              <p className="shrink-0 text-right font-medium">
                {item.unitPriceCents === null
                  ? "Priced by sales"
                  : formatMoney(item.unitPriceCents * item.quantity)}
              </p>
            </li>
          ))}
        </ol>
        <dl className="mt-3 border-t border-slate-200 pt-3">
          {quote.expiresAt ? (
            <>
              <div className="flex justify-between">
                <dt>Freight</dt>
                <dd>{formatMoney(quote.shippingCents)}</dd>
              </div>
              <div className="flex justify-between">
                <dt>Tax</dt>
                <dd>{formatMoney(quote.taxCents)}</dd>
              </div>
            </>
          ) : null}
          <div className="flex justify-between text-base font-semibold">
            <dt>{quote.expiresAt ? "Quoted total" : "Estimated value"}</dt>
            <dd data-testid="quotation-total">{formatMoney(quote.totalCents)}</dd>
          </div>
        </dl>
        {quote.expiresAt ? null : (
          <p className="mt-1 text-xs text-slate-500">
            Final pricing may vary with discounts; shipping and tax come with the priced quote.
          </p>
        )}
      </DocumentPanel>

      <QuoteAnswer quote={quote} result={actionData ?? null} />

      {quote.additionalNotes ? (
        <DocumentPanel id="notes-heading" title="Your notes" className="mt-6">
          <p className="mt-2 text-sm whitespace-pre-line text-slate-700">{quote.additionalNotes}</p>
        </DocumentPanel>
      ) : null}

      <DocumentPanel id="history-heading" title="History" className="mt-6">
        <ol className="mt-2 space-y-2 text-sm text-slate-700">
          {quote.history.map((event, i) => (
            <li key={i}>
              <time dateTime={event.at} className="text-slate-500">
                {when(event.at)}
              </time>{" "}
              — {event.fromStatus ? `${statusWords(event.fromStatus)} → ` : ""}
              <strong>{statusWords(event.toStatus)}</strong>
              {event.reason ? `: ${event.reason}` : ""} ({event.actor})
            </li>
          ))}
        </ol>
      </DocumentPanel>

      <p className="mt-6 text-sm text-slate-600">
        Questions about this quote? Call{" "}
        <a className="font-medium text-brand-700 underline" href={`tel:${salesPhone}`}>
          {salesPhone}
        </a>{" "}
        or email{" "}
        <a className="font-medium text-brand-700 underline" href={`mailto:${salesEmail}`}>
          {salesEmail}
        </a>{" "}
        with the quote number.
      </p>
    </main>
  );
}
