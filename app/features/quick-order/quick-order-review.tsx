import { useId } from "react";
import { formatMoney, PRICE_ON_REQUEST } from "../../../core/money.ts";
import { type QuickOrderFix, type QuickOrderPreviewLine } from "../../../core/quick-order-form.ts";
import { QUICK_ORDER_FIELDS as F } from "../../../core/quick-order-fields.ts";
import { LineStockNote } from "../catalog/availability-badge.tsx";
import { inputClass } from "../forms/fields.tsx";

const money = (cents: number | null) => (cents === null ? PRICE_ON_REQUEST : formatMoney(cents));

/**
 * The lines that matched, at the company's prices as the server computed them. Each line posts again
 * with the form (its sku, its quantity, which may be changed, and where it was), so the next step adds
 * what was previewed.
 */
export function QuickOrderPreview({
  lines,
  subtotalCents,
}: {
  lines: QuickOrderPreviewLine[];
  subtotalCents: number;
}) {
  return (
    <section aria-labelledby="preview-heading" className="rounded-lg border border-slate-200 bg-white p-5">
      <h2 id="preview-heading" className="text-lg font-semibold text-slate-900">
        {lines.length} {lines.length === 1 ? "line" : "lines"} matched
      </h2>
      <table className="stack-table mt-3 w-full border-collapse text-left text-sm">
        <caption className="sr-only">Matched lines at your company&apos;s prices</caption>
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            <th scope="col" className="px-3 py-2 font-semibold">
              Product
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              Quantity
            </th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">
              Your price
            </th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">
              Line total
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {lines.map((line) => (
            <tr key={line.sku}>
              <td data-label="Product" className="px-3 py-2">
                <span className="block font-medium text-slate-900">{line.name}</span>
                <span className="block text-slate-600">
                  {line.sku} · {line.where}
                </span>
                <LineStockNote stock={line} />
                <input type="hidden" name={F.sku} value={line.sku} />
                <input type="hidden" name={F.origin} value={line.where} />
              </td>
              <td data-label="Quantity" className="px-3 py-2">
                <input
                  name={F.quantity}
                  inputMode="numeric"
                  defaultValue={line.quantity}
                  aria-label={`Quantity of ${line.sku}`}
                  className={`${inputClass} mt-0 w-24`}
                />
              </td>
              <td data-label="Your price" className="px-3 py-2 text-right">
                {money(line.unitPriceCents)}
              </td>
              <td data-label="Line total" className="px-3 py-2 text-right font-medium">
                {money(line.lineTotalCents)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-3 text-right text-slate-900">
        Subtotal <span className="font-semibold">{formatMoney(subtotalCents)}</span>
        <span className="block text-sm text-slate-600">
          Before freight and tax; lines priced on request are priced by sales.
        </span>
      </p>
    </section>
  );
}

function FixLine({ fix }: { fix: QuickOrderFix }) {
  const id = useId();
  return (
    <li className="rounded-md border border-red-200 bg-red-50 p-3">
      <p id={`${id}-problem`} className="text-sm text-red-800">
        <span className="font-semibold">{fix.where}:</span> {fix.message}
      </p>
      <input type="hidden" name={F.origin} value={fix.where} />
      <div className="mt-2 grid grid-cols-[minmax(0,1fr)_7rem] gap-3 sm:grid-cols-[minmax(0,1fr)_9rem]">
        <div>
          <label htmlFor={`${id}-sku`} className="block text-sm font-medium text-slate-700">
            SKU, {fix.where}
          </label>
          <input
            id={`${id}-sku`}
            name={F.sku}
            defaultValue={fix.sku}
            autoComplete="off"
            aria-describedby={`${id}-problem`}
            className={inputClass}
          />
        </div>
        <div>
          <label htmlFor={`${id}-quantity`} className="block text-sm font-medium text-slate-700">
            Quantity, {fix.where}
          </label>
          <input
            id={`${id}-quantity`}
            name={F.quantity}
            inputMode="numeric"
            defaultValue={fix.quantity}
            aria-describedby={`${id}-problem`}
            className={inputClass}
          />
        </div>
      </div>
    </li>
  );
}

/** The lines to fix, in the order they were written, each with its own sku and quantity fields. */
export function QuickOrderFixes({ fixes }: { fixes: QuickOrderFix[] }) {
  return (
    <section aria-labelledby="fixes-heading" className="rounded-lg border border-red-200 bg-white p-5">
      <h2 id="fixes-heading" className="text-lg font-semibold text-slate-900">
        {fixes.length} {fixes.length === 1 ? "line needs" : "lines need"} fixing
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Correct a line and preview or add again; clear both of its fields to leave it out.
      </p>
      <ol className="mt-3 space-y-3">
        {fixes.map((fix, index) => (
          <FixLine key={`${fix.where}-${index}`} fix={fix} />
        ))}
      </ol>
    </section>
  );
}
