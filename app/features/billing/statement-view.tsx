import { Form } from "react-router";
import { AGEING_BUCKETS, type AccountStatement } from "../../../core/account-statement.ts";
import { formatMoney } from "../../../core/money.ts";
import { shopDate } from "../../../core/shop-time.ts";
import { FINANCE_CHARGE_SHOWN_NOTE, STATEMENT_ENTRY_WORDS } from "../../../core/statement-words.ts";
import { inputClass, secondaryButtonClass } from "../forms/fields.tsx";

const cell = "px-3 py-2 text-left";
const money = "px-3 py-2 text-right tabular-nums";
const amount = (cents: number) => (cents ? formatMoney(cents) : "");

/**
 * A company's statement of account: the period (a GET form, so it lives in the URL), opening balance,
 * invoices, credit notes and payments with the running balance, closing balance, ageing of what is open
 * and the finance charge accrued (shown, not added), with its PDF.
 */
/** A table's column heads: text columns, then amounts aligned right. */
function StatementHead({ texts, amounts }: { texts: string[]; amounts: string[] }) {
  return (
    <thead className="bg-slate-50 text-slate-700">
      <tr>
        {texts.map((h) => (
          <th key={h} scope="col" className={`${cell} font-semibold`}>
            {h}
          </th>
        ))}
        {amounts.map((h) => (
          <th key={h} scope="col" className={`${money} font-semibold`}>
            {h}
          </th>
        ))}
      </tr>
    </thead>
  );
}

export function StatementView({
  statement: s,
  pdfHref,
  creditNoteHref,
}: {
  statement: AccountStatement;
  pdfHref: string;
  /** Where a credit note's PDF downloads, when the reader may download it. */
  creditNoteHref?: (number: string) => string;
}) {
  return (
    <div className="space-y-6">
      <Form method="get" className="flex flex-wrap items-end gap-3" aria-label="Statement period">
        <label className="text-sm text-slate-700">
          From
          <input type="date" name="from" defaultValue={s.from} className={`${inputClass} w-auto`} />
        </label>
        <label className="text-sm text-slate-700">
          To
          <input type="date" name="to" defaultValue={s.to} className={`${inputClass} w-auto`} />
        </label>
        <button type="submit" className={secondaryButtonClass}>
          Show
        </button>
        <a
          href={`${pdfHref}?${new URLSearchParams({ from: s.from, to: s.to })}`}
          download
          className="inline-flex min-h-6 items-center font-medium text-brand-700 underline"
        >
          Download PDF<span className="sr-only"> of this statement</span>
        </a>
      </Form>

      <section aria-labelledby="ageing-heading" className="rounded-xl border border-slate-200 bg-white p-4">
        <h2 id="ageing-heading" className="text-lg font-semibold text-slate-900">
          Ageing on {shopDate(s.to)} (days past due)
        </h2>
        <dl className="mt-3 grid grid-cols-2 gap-3 text-sm sm:grid-cols-5" data-testid="statement-ageing">
          {AGEING_BUCKETS.map((b) => (
            <div key={b.key} className="rounded-md bg-slate-50 p-2">
              <dt className="text-slate-600">{b.label}</dt>
              <dd className="font-semibold tabular-nums text-slate-900" data-testid={`ageing-${b.key}`}>
                {formatMoney(s.ageing[b.key])}
              </dd>
            </div>
          ))}
        </dl>
        {s.unappliedCreditCents > 0 ? (
          <p className="mt-2 text-sm text-slate-700">
            Credit in your favour: {formatMoney(s.unappliedCreditCents)}
          </p>
        ) : null}
        <p className="mt-2 text-sm text-slate-700" data-testid="statement-finance-charge">
          {FINANCE_CHARGE_SHOWN_NOTE} Accrued: {formatMoney(s.financeChargeCents)}.
        </p>
      </section>

      <section aria-labelledby="entries-heading" className="rounded-xl border border-slate-200 bg-white">
        <h2 id="entries-heading" className="p-4 text-lg font-semibold text-slate-900">
          {shopDate(s.from)} to {shopDate(s.to)}
        </h2>
        <div className="overflow-x-auto">
          <table className="stack-table w-full text-sm sm:min-w-[720px]">
            <StatementHead
              texts={["Date", "Type", "Reference", "Detail"]}
              amounts={["Charges", "Credits", "Balance"]}
            />
            <tbody className="divide-y divide-slate-200">
              <tr>
                <td data-label="Date" className={cell}>
                  {shopDate(s.from)}
                </td>
                <td data-label="Type" className={cell} colSpan={5}>
                  Opening balance
                </td>
                <td data-label="Balance" className={money} data-testid="statement-opening">
                  {formatMoney(s.openingCents)}
                </td>
              </tr>
              {s.entries.map((e, i) => (
                <tr key={i}>
                  <td data-label="Date" className={cell}>
                    {shopDate(e.on)}
                  </td>
                  <td data-label="Type" className={cell}>
                    {STATEMENT_ENTRY_WORDS[e.kind]}
                  </td>
                  <td data-label="Reference" className={`${cell} break-all`}>
                    {e.kind === "credit-note" && creditNoteHref ? (
                      <a
                        href={creditNoteHref(e.reference)}
                        download
                        className="inline-flex min-h-6 items-center font-medium text-brand-700 underline"
                      >
                        {e.reference}
                      </a>
                    ) : (
                      e.reference
                    )}
                  </td>
                  <td data-label="Detail" className={cell}>
                    {e.detail}
                  </td>
                  <td data-label="Charges" className={money}>
                    {amount(e.chargeCents)}
                  </td>
                  <td data-label="Credits" className={money}>
                    {amount(e.creditCents)}
                  </td>
                  <td data-label="Balance" className={money}>
                    {formatMoney(e.balanceCents)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p className="flex justify-between border-t border-slate-200 p-4 font-semibold text-slate-900">
          <span>Closing balance</span>
          <span data-testid="statement-closing">{formatMoney(s.closingCents)}</span>
        </p>
      </section>

      {s.openInvoices.length > 0 ? (
        <section aria-labelledby="open-heading" className="rounded-xl border border-slate-200 bg-white">
          <h2 id="open-heading" className="p-4 text-lg font-semibold text-slate-900">
            Open invoices
          </h2>
          <div className="overflow-x-auto">
            <table className="stack-table w-full text-sm sm:min-w-[640px]">
              <StatementHead
                texts={["Invoice", "Due", "Days past due"]}
                amounts={["Total", "Paid and credited", "Balance"]}
              />
              <tbody className="divide-y divide-slate-200">
                {s.openInvoices.map((i) => (
                  <tr key={i.number}>
                    <td data-label="Invoice" className={cell}>
                      {i.number}
                    </td>
                    <td data-label="Due" className={cell}>
                      {shopDate(i.dueOn)}
                    </td>
                    <td data-label="Days past due" className={cell}>
                      {Math.max(0, i.daysPastDue)}
                    </td>
                    <td data-label="Total" className={money}>
                      {formatMoney(i.totalCents)}
                    </td>
                    <td data-label="Paid and credited" className={money}>
                      {formatMoney(i.paidCents + i.creditedCents)}
                    </td>
                    <td data-label="Balance" className={money}>
                      {formatMoney(i.balanceCents)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      ) : null}
    </div>
  );
}
