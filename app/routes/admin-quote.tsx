import { hasQuotePdf } from "../../core/quote-summary.ts";
import { data } from "react-router";
import { priceQuoteSchema } from "../../core/back-office-forms.ts";
import { addDays, DEFAULT_QUOTE_VALID_DAYS, isoDay } from "../../core/fulfilment.ts";
import { pageMeta, publicUrlFrom } from "../components/seo.ts";
import { requireStaff } from "../features/identity/guards.ts";
import { ActionNote } from "../features/back-office/action-note.tsx";
import { AdminPage, staffPageHeaders, staffTime } from "../features/back-office/admin-page.tsx";
import { DocumentHistory } from "../features/back-office/document-history.tsx";
import { DocumentSummary } from "../features/back-office/document-summary.tsx";
import { QuotePricingForm } from "../features/back-office/quote-pricing-form.tsx";
import { pricingInput } from "../features/back-office/pricing-input.ts";
import { notAForm, runForm } from "../features/back-office/form-run.server.ts";
import { readForm } from "../features/forms/form-action.server.ts";
import { StatusBadge } from "../features/sales/status-badge.tsx";
import type { Route } from "./+types/admin-quote";

export const meta: Route.MetaFunction = ({ matches, params }) =>
  pageMeta(matches, {
    title: `Quote ${params.number}`,
    description: "Back office: one quote.",
    url: `${publicUrlFrom(matches)}/admin/quotes/${params.number}`,
    noindex: true,
  });

export const headers: Route.HeadersFunction = staffPageHeaders;

const EDITABLE = new Set(["pending", "priced", "revised"]);

async function loadQuote(context: Route.LoaderArgs["context"], number: string) {
  const found = await context.services.sales.documents.byNumber(number);
  if (!found || found.document.kind !== "quote")
    throw data({ message: "Quote not found." }, { status: 404, statusText: "quote not found" });
  return found;
}

export async function loader(args: Route.LoaderArgs) {
  requireStaff(args);
  const { document, lines } = await loadQuote(args.context, args.params.number);
  const { sales } = args.context.services;
  const [history, site, converted] = await Promise.all([
    sales.documents.history(document.id),
    sales.documents.siteName(document.siteId),
    sales.backOffice.convertedFrom(document.id),
  ]);
  return {
    document,
    site,
    lines,
    history,
    convertedInto: converted,
    editable: EDITABLE.has(document.status),
    defaultValidUntil: isoDay(addDays(new Date(), DEFAULT_QUOTE_VALID_DAYS)),
  };
}

export async function action(args: Route.ActionArgs) {
  const viewer = requireStaff(args);
  const { document } = await loadQuote(args.context, args.params.number);
  const form = await readForm(args.request);
  if (!form) return notAForm("send");
  return runForm("send", priceQuoteSchema, pricingInput(form), async (pricing) => {
    await args.context.services.sales.negotiation.priceAndSend(document.id, pricing, {
      userId: viewer.userId,
      email: viewer.email,
    });
    return `Quote sent to ${document.email}.`;
  });
}

export default function AdminQuote({ loaderData, actionData }: Route.ComponentProps) {
  const { document: d, lines, history, editable, defaultValidUntil, convertedInto } = loaderData;
  return (
    <AdminPage title={`Quote ${d.number}`} actions={<StatusBadge status={d.status} />}>
      <ActionNote result={actionData ?? null} />
      {d.expiresAt ? (
        <p className="mt-2 text-sm text-slate-600">Valid until {staffTime(d.expiresAt)}</p>
      ) : null}
      {hasQuotePdf(d.status, d.expiresAt) ? (
        <p className="mt-2 text-sm">
          <a className="font-medium text-brand-700 underline" href={`/quotations/${d.number}/pdf`}>
            Download the quote as PDF
          </a>
        </p>
      ) : null}
      {convertedInto ? (
        <p className="mt-2 text-sm">
          Accepted into order{" "}
          <a className="font-mono text-brand-700 underline" href={`/admin/orders/${convertedInto}`}>
            {convertedInto}
          </a>
        </p>
      ) : null}
      <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="space-y-6">
          {editable ? (
            <QuotePricingForm
              document={d}
              lines={lines}
              defaultValidUntil={defaultValidUntil}
              result={actionData ?? null}
            />
          ) : null}
          <DocumentSummary document={d} lines={lines} site={loaderData.site} />
        </div>
        <DocumentHistory events={history} />
      </div>
    </AdminPage>
  );
}
