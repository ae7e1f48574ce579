import { Form } from "react-router";
import { DEFAULT_QUOTE_FREIGHT_CENTS } from "../../../core/fulfilment.ts";
import { groupedDollars } from "../../../core/money.ts";
import type { DocumentLineRow, DocumentRow } from "../../../server/sales/document-store.ts";
import { inputClass, primaryButtonClass, TextField } from "../forms/fields.tsx";
import type { FormRunResult } from "./form-run.server.ts";

const dollars = (cents: number | null) => (cents === null ? "" : groupedDollars(cents).replaceAll(",", ""));
const cell = "px-2 py-1";

/**
 * Staff price a quote: every line's quantity and unit price, remove lines, add up to three, freight (the
 * flat $50 by default), a note and the last valid day. Repeated fields, so it posts without JavaScript.
 */
export function QuotePricingForm({
  document: d,
  lines,
  defaultValidUntil,
  result,
}: {
  document: DocumentRow;
  lines: DocumentLineRow[];
  defaultValidUntil: string;
  result: FormRunResult | null;
}) {
  const firstSend = d.status === "pending";
  const blanks = [0, 1, 2];
  return (
    <Form
      method="post"
      className="space-y-4 rounded-lg border border-slate-200 bg-white p-4"
      aria-label="Price the quote"
    >
      <input type="hidden" name="intent" value="send" />
      <h2 className="text-lg font-semibold text-slate-900">
        {firstSend ? "Price and send" : "Revise and send again"}
      </h2>
      <div className="overflow-x-auto">
        <table className="min-w-full text-left text-sm">
          <thead className="text-slate-500">
            <tr>
              <th className={cell}>SKU</th>
              <th className={cell}>Name</th>
              <th className={cell}>Quantity</th>
              <th className={cell}>Unit price ($)</th>
              <th className={cell}>Remove</th>
            </tr>
          </thead>
          <tbody>
            {lines.map((l, i) => (
              <tr key={l.lineNo}>
                <td className={cell}>
                  <input
                    name="sku"
                    defaultValue={l.sku}
                    readOnly
                    className={`${inputClass} font-mono`}
                    // The whole sku shows, however long.
                    style={{ minWidth: `${Math.max(l.sku.length, 8) + 4}ch` }}
                    aria-label={`SKU of line ${i + 1}`}
                  />
                </td>
                <td className={cell}>
                  <textarea
                    name="name"
                    defaultValue={l.name}
                    // The whole name shows: as wide as a long line, as many rows as it takes.
                    rows={Math.max(1, Math.ceil(l.name.length / 56))}
                    className={`${inputClass} min-w-[60ch] resize-y`}
                    aria-label={`Name of line ${i + 1}`}
                    maxLength={300}
                  />
                </td>
                <td className={cell}>
                  <input
                    name="quantity"
                    type="number"
                    min={1}
                    defaultValue={l.quantity}
                    className={`${inputClass} w-24`}
                    aria-label={`Quantity of line ${i + 1}`}
                  />
                </td>
                <td className={cell}>
                  <input
                    name="unitPrice"
                    inputMode="decimal"
                    defaultValue={dollars(l.unitPriceCents)}
                    className={`${inputClass} w-32`}
                    aria-label={`Unit price of line ${i + 1}`}
                  />
                </td>
                <td className={`${cell} text-center`}>
                  <input
                    type="checkbox"
                    name="remove"
                    value={String(i)}
                    aria-label={`Remove line ${i + 1}`}
                  />
                </td>
              </tr>
            ))}
            {blanks.map((b) => (
              <tr key={`new-${b}`}>
                <td className={cell}>
                  <input
                    name="sku"
                    className={`${inputClass} font-mono`}
                    aria-label={`SKU of new line ${b + 1}`}
                    maxLength={80}
                  />
                </td>
                <td className={cell}>
                  <input
                    name="name"
                    className={inputClass}
                    aria-label={`Name of new line ${b + 1}`}
                    placeholder="From the catalogue"
                    maxLength={300}
                  />
                </td>
                <td className={cell}>
                  <input
                    name="quantity"
                    type="number"
                    min={1}
                    className={`${inputClass} w-24`}
                    aria-label={`Quantity of new line ${b + 1}`}
                  />
                </td>
                <td className={cell}>
                  <input
                    name="unitPrice"
                    inputMode="decimal"
                    className={`${inputClass} w-32`}
                    aria-label={`Unit price of new line ${b + 1}`}
                  />
                </td>
                <td className={cell} />
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id="freight"
          label="Freight ($)"
          inputMode="decimal"
          required
          defaultValue={dollars(firstSend ? DEFAULT_QUOTE_FREIGHT_CENTS : d.shippingCents)}
          error={result?.fields.freight}
        />
        <TextField
          id="validUntil"
          label="Valid until"
          type="date"
          required
          defaultValue={d.expiresAt?.slice(0, 10) ?? defaultValidUntil}
          error={result?.fields.validUntil}
        />
      </div>
      <label className="block text-sm font-medium text-slate-700">
        Note to the buyer
        <textarea name="note" rows={3} maxLength={2000} defaultValue={d.salesNote} className={inputClass} />
      </label>
      <button type="submit" className={primaryButtonClass}>
        {firstSend ? "Send quote" : "Send revised quote"}
      </button>
    </Form>
  );
}
