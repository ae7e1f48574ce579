import { shopDateTime } from "../../core/shop-time.ts";
import { ShipmentList } from "../features/sales/shipment-list.tsx";
import { Link } from "react-router";
import { fulfillmentOf } from "../../core/company-documents.ts";
import { formatMoney } from "../../core/money.ts";
import { hasQuotePdf } from "../../core/quote-summary.ts";
import { AccountFrame } from "../features/account-area/account-frame.tsx";
import { documentKindOf } from "../features/account-area/document-kind.ts";
import { ReorderPanel } from "../features/account-area/reorder-panel.tsx";
import { reorderDocument, type ReorderResult } from "../features/account-area/reorder.server.ts";
import { readForm } from "../features/forms/form-action.server.ts";
import { LineStockNote } from "../features/catalog/availability-badge.tsx";
import { pageMeta, publicUrlFrom } from "../components/seo.ts";
import { documentNotFound } from "../features/sales/confirmation-loader.ts";
import { RebateForfeitWarning } from "../features/grower/rebate-forfeit-warning.tsx";
import {
  AddressLines,
  ContactLines,
  DocumentPanel,
  LineDescription,
} from "../features/sales/document-parts.tsx";
import { FulfillmentBadge, StatusBadge, statusWords } from "../features/sales/status-badge.tsx";
import { answerQuote } from "../features/quote/quote-answer.server.ts";
import { QuoteAnswer } from "../features/quote/quote-answer.tsx";
import type { Route } from "./+types/quotation";

const KIND_WORD = { quote: "Quote", order: "Order" } as const;

export const meta: Route.MetaFunction = ({ matches, loaderData: loaded, params }) =>
  pageMeta(matches, {
    title: loaded
      ? `${KIND_WORD[loaded.quote.kind]} ${loaded.quote.quoteNumber}`
      : `${KIND_WORD[documentKindOf(params.number)]} not found`,
    description: "Your quote or order: every item, the prices and its status.",
    url: `${publicUrlFrom(matches)}/quotations/${encodeURIComponent(params.number)}`,
    noindex: true,
  });

/** Names, an address, prices and notes behind a token: kept by no shared cache, nor by the browser. */
export const headers: Route.HeadersFunction = () => ({
  "Cache-Control": "private, no-store",
  "X-Robots-Tag": "noindex",
});

/** Read by the quote's company's signed-in buyers, or with the token of its links (ADRs 0081, 0093). */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token");
  const quote = await context.services.sales.quotes.document(params.number, {
    token,
    viewer: context.viewer,
  });
  if (!quote) throw documentNotFound(documentKindOf(params.number));
  // The company's own buyer reads it inside the account area's frame (its sidebar); a token's reader does not.
  const { viewer } = context;
  const account =
    quote.mayReorder && viewer?.kind === "buyer"
      ? { name: viewer.name, companyName: viewer.companyName, companyRole: viewer.companyRole }
      : null;
  // A priced quote holding fixtures of a rebate project not pre-approved yet warns, and offers a hold.
  const open = quote.kind === "quote" && (quote.status === "priced" || quote.status === "revised");
  const awaitingRebate =
    open && account && viewer?.kind === "buyer"
      ? await context.services.rebates.awaitingPreApproval(
          viewer.companyId,
          quote.items.map((i) => i.sku),
        )
      : [];
  return {
    quote,
    account,
    awaitingRebate,
    salesPhone: context.publicEnv.salesPhone,
    salesEmail: context.publicEnv.salesEmail,
  };
}

/** Reorder (the company's buyers), or accept (→ the new order's confirmation) or decline a priced quote (ADR 0089). */
export async function action({ request, params, context }: Route.ActionArgs) {
  const form = await readForm(request.clone());
  if (form?.get("intent") === "reorder") return reorderDocument(request, context, params.number);
  return answerQuote(request, context, params.number);
}

const when = shopDateTime;

/** The full document a long quote's mail summarises, opened with the token of its links. */
export default function Quotation({ loaderData, actionData }: Route.ComponentProps) {
  const { quote, account, salesPhone, salesEmail, awaitingRebate } = loaderData;
  const isOrder = quote.kind === "order";
  const priced = isOrder || quote.expiresAt !== null;
  const reorder = actionData?.form === "reorder" ? (actionData as ReorderResult) : null;
  const answer = actionData && actionData.form !== "reorder" ? actionData : null;
  const page = (
    <>
      {quote.mayReorder ? (
        <p className="mb-4 text-sm">
          <Link
            to={isOrder ? "/commercial-view/orders" : "/commercial-view/quotes"}
            className="font-medium text-brand-800 underline"
          >
            ← {isOrder ? "Order History" : "My Quotes"}
          </Link>
        </p>
      ) : null}
      <header className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">
            {KIND_WORD[quote.kind]} <span className="font-mono text-brand-800">{quote.quoteNumber}</span>
          </h1>
          <p className="mt-1 text-sm text-slate-600">
            {isOrder ? "Placed" : "Requested"} {when(quote.requestedAt)}
            {quote.poNumber ? ` · PO ${quote.poNumber}` : ""}
            {quote.jobName ? ` · Job ${quote.jobName}` : ""}
            {quote.site ? ` · Site ${quote.site}` : ""}
          </p>
        </div>
        <p className="flex flex-wrap gap-2 text-sm" data-testid="quotation-status">
          <StatusBadge status={quote.status} />
          <FulfillmentBadge fulfillment={fulfillmentOf(quote.kind, quote.status)} />
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
              <LineDescription line={item} note={item.available ? "" : " · no longer listed"}>
                <LineStockNote stock={quote.stock[i]} />
              </LineDescription>
              <p className="shrink-0 text-right font-medium">
                {item.unitPriceCents === null
                  ? "Priced by sales"
                  : formatMoney(item.unitPriceCents * item.quantity)}
              </p>
            </li>
          ))}
        </ol>
        <dl className="mt-3 border-t border-slate-200 pt-3">
          {priced ? (
            <>
              <div className="flex justify-between">
                <dt>Subtotal</dt>
                <dd>{formatMoney(quote.subtotalCents)}</dd>
              </div>
              <div className="flex justify-between">
                <dt>{isOrder ? "Shipping" : "Freight"}</dt>
                <dd>{formatMoney(quote.shippingCents)}</dd>
              </div>
              <div className="flex justify-between">
                <dt>Tax</dt>
                <dd>{formatMoney(quote.taxCents)}</dd>
              </div>
            </>
          ) : null}
          <div className="flex justify-between text-base font-semibold">
            <dt>{isOrder ? "Total" : priced ? "Quoted total" : "Estimated value"}</dt>
            <dd data-testid="quotation-total">{formatMoney(quote.totalCents)}</dd>
          </div>
        </dl>
        {priced ? null : (
          <p className="mt-1 text-xs text-slate-500">
            Final pricing may vary with discounts; shipping and tax come with the priced quote.
          </p>
        )}
      </DocumentPanel>

      {quote.kind === "quote" && quote.mayReorder && hasQuotePdf(quote.status, quote.expiresAt) ? (
        <p className="mt-4 text-sm">
          <a
            className="font-medium text-brand-800 underline"
            href={`/quotations/${encodeURIComponent(quote.quoteNumber)}/pdf`}
            download
          >
            Download the quote as PDF
          </a>
        </p>
      ) : null}

      {quote.kind === "quote" && quote.mayReorder && account ? (
        <p className="mt-4 text-sm">
          <Link
            className="font-medium text-brand-800 underline"
            to={`/commercial-view/rebates?${new URLSearchParams({ quote: quote.quoteNumber })}#new-project`}
          >
            Start a rebate project from this quote
          </Link>
        </p>
      ) : null}

      <QuoteAnswer
        quote={quote}
        result={answer}
        notice={
          awaitingRebate.length > 0 ? (
            <RebateForfeitWarning projects={awaitingRebate} offerHold what="This quote holds" />
          ) : null
        }
      />

      {quote.shipments.length > 0 ? (
        <DocumentPanel
          id="shipment-heading"
          title={quote.shipments.length > 1 ? "Shipments" : "Shipment"}
          className="mt-6"
        >
          {quote.status === "partly_shipped" ? (
            <p className="mt-2 text-sm text-slate-700">Part of this order has shipped; the rest follows.</p>
          ) : null}
          <ShipmentList
            shipments={quote.shipments}
            trackHref={(number) =>
              account
                ? `/commercial-view/tracking?number=${encodeURIComponent(number)}`
                : `/order-tracking?number=${encodeURIComponent(number)}`
            }
            invoiceHref={(number) => `/commercial-view/invoices/${encodeURIComponent(number)}/pdf`}
          />
        </DocumentPanel>
      ) : null}

      {quote.mayReorder ? <ReorderPanel result={reorder} /> : null}
      {quote.mayReorder ? (
        <p className="mt-3 text-sm">
          <Link
            to={`/commercial-view/lists?${new URLSearchParams({ from: quote.quoteNumber })}`}
            className="font-medium text-brand-800 underline"
          >
            Add these lines to an order list
          </Link>
        </p>
      ) : null}

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
        Questions about this {isOrder ? "order" : "quote"}? Call{" "}
        <a className="font-medium text-brand-700 underline" href={`tel:${salesPhone}`}>
          {salesPhone}
        </a>{" "}
        or email{" "}
        <a className="font-medium text-brand-700 underline" href={`mailto:${salesEmail}`}>
          {salesEmail}
        </a>{" "}
        with the {isOrder ? "order" : "quote"} number.
      </p>
    </>
  );
  return account ? (
    <AccountFrame account={account}>{page}</AccountFrame>
  ) : (
    <main className="mx-auto max-w-4xl px-4 py-8 lg:py-12">{page}</main>
  );
}
