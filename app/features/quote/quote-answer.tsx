import { shopDate } from "../../../core/shop-time.ts";
import { Form } from "react-router";
import type { QuotationDocument } from "../../../core/quote-summary.ts";
import { primaryButtonClass, secondaryButtonClass, TextField } from "../forms/fields.tsx";
import { ActionNote } from "../back-office/action-note.tsx";
import type { FormRunResult } from "../back-office/form-run.server.ts";

/** A priced quote's answer for the holder of its link: its validity, sales' note, Accept, Decline with a reason. */
export function QuoteAnswer({
  quote,
  result,
  notice = null,
}: {
  quote: QuotationDocument;
  result: FormRunResult | null;
  /** Shown in the Accept form, its fields posted with it (the rebate warning's hold choice). */
  notice?: React.ReactNode;
}) {
  const open = quote.status === "priced" || quote.status === "revised";
  if (!quote.expiresAt) return null;
  const expired = new Date(quote.expiresAt).getTime() < Date.now();
  return (
    <section
      aria-labelledby="answer-heading"
      className="mt-6 rounded-xl border border-brand-200 bg-brand-50 p-5 text-sm"
    >
      <h2 id="answer-heading" className="text-lg font-semibold text-slate-900">
        Your priced quote
      </h2>
      <p className="mt-1 text-slate-700">
        Valid until <strong>{shopDate(quote.expiresAt, "long")}</strong>
        {expired ? " — this quote has expired; ask sales for a new one." : "."}
      </p>
      {quote.salesNote ? (
        <p className="mt-2 whitespace-pre-line text-slate-700">Note from sales: {quote.salesNote}</p>
      ) : null}
      <ActionNote result={result} />
      {open && !expired ? (
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          <Form method="post" className={notice ? "sm:col-span-2" : undefined}>
            <input type="hidden" name="intent" value="accept" />
            {notice ? <div className="mb-3">{notice}</div> : null}
            <p className="mb-2 text-slate-700">Accepting places the order at these prices; we invoice you.</p>
            <button type="submit" className={primaryButtonClass}>
              Accept quote and place order
            </button>
          </Form>
          <Form method="post" className="space-y-2">
            <input type="hidden" name="intent" value="decline" />
            <TextField
              id="reason"
              label="Why are you declining?"
              required
              maxLength={500}
              error={result?.fields.reason}
            />
            <button type="submit" className={secondaryButtonClass}>
              Decline quote
            </button>
          </Form>
        </div>
      ) : null}
    </section>
  );
}
