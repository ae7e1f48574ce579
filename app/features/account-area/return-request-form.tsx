import { Form, Link } from "react-router";
import { RESTOCKING_FEE_PERCENT, RETURN_WINDOW_DAYS } from "../../../core/constants.ts";
import { RETURN_REASON_LABELS, RETURN_REASONS, type ReturnReason } from "../../../core/returns.ts";
import { formatMoney } from "../../../core/money.ts";
import type { ReturnableOrder, ReturnPreview } from "../../../server/returns/returns-service.ts";
import type { FormFields } from "../forms/form-result.ts";
import { primaryButtonClass, secondaryButtonClass, SelectField, TextAreaField } from "../forms/fields.tsx";
import { RefundLines, returnDay } from "./return-parts.tsx";

/** Step 1: how many of each delivered line, and why. Posts for the review (nothing is saved yet). */
export function ReturnRequestForm({
  order,
  refused,
}: {
  order: ReturnableOrder;
  refused: { fields: Record<string, string>; values: FormFields } | null;
}) {
  return (
    <Form
      method="post"
      action={`?order=${order.number}`}
      aria-label={`Return items of ${order.number}`}
      noValidate
      className="mt-4 space-y-4"
    >
      <input type="hidden" name="order" value={order.number} />
      <p className="text-sm text-slate-600">
        Delivered {returnDay(order.deliveredAt)}. Returns are accepted within {RETURN_WINDOW_DAYS} days of
        delivery: until {returnDay(order.deadline)}.
      </p>
      <div tabIndex={0} role="region" aria-label="Items of the order" className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <thead className="border-b border-slate-200 text-slate-600">
            <tr>
              <th scope="col" className="py-2 pr-4 font-medium">
                Item
              </th>
              <th scope="col" className="py-2 pr-4 font-medium">
                Unit price
              </th>
              <th scope="col" className="py-2 pr-4 font-medium">
                Delivered
              </th>
              <th scope="col" className="py-2 pr-4 font-medium">
                Returnable
              </th>
              <th scope="col" className="py-2 font-medium">
                Return quantity
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {order.lines.map((line) => {
              const name = `qty-${line.lineNo}`;
              const error = refused?.fields[name];
              return (
                <tr key={line.lineNo}>
                  <td className="py-2 pr-4">
                    <span className="font-medium text-slate-900">{line.name}</span>
                    <span className="block text-slate-500">{line.sku}</span>
                  </td>
                  <td className="py-2 pr-4">{formatMoney(line.unitPriceCents)}</td>
                  <td className="py-2 pr-4">{line.delivered}</td>
                  <td className="py-2 pr-4">{line.left}</td>
                  <td className="py-2">
                    <label htmlFor={name} className="sr-only">
                      Return quantity of {line.name}
                    </label>
                    <input
                      id={name}
                      name={name}
                      type="number"
                      inputMode="numeric"
                      min={0}
                      max={line.left}
                      defaultValue={refused?.values[name] ?? "0"}
                      disabled={line.left === 0}
                      aria-invalid={error ? true : undefined}
                      aria-describedby={error ? `${name}-error` : undefined}
                      className="w-24 rounded-md border border-slate-300 px-2 py-1.5 disabled:bg-slate-100"
                    />
                    {error ? (
                      <p id={`${name}-error`} className="mt-1 text-red-700">
                        {error}
                      </p>
                    ) : null}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <SelectField
        id="reasonCode"
        label="Why are you returning these items?"
        required
        options={RETURN_REASONS}
        optionLabel={(value) => RETURN_REASON_LABELS[value as ReturnReason]}
        placeholder="Choose a reason"
        defaultValue={refused?.values.reasonCode ?? ""}
        error={refused?.fields.reasonCode}
      />
      <p className="text-sm text-slate-600">
        Damaged, wrong or defective items are refunded in full; items returned because they are no longer
        needed, or for another reason of yours, carry the {RESTOCKING_FEE_PERCENT}% restocking fee.
      </p>
      <TextAreaField
        id="reason"
        label="Reason for the return"
        required
        maxLength={1000}
        defaultValue={refused?.values.reason}
        error={refused?.fields.reason}
      />
      <div className="flex flex-wrap gap-3">
        <button type="submit" name="intent" value="preview" className={primaryButtonClass}>
          Review Return
        </button>
        <Link to="?" className={secondaryButtonClass}>
          Cancel
        </Link>
      </div>
    </Form>
  );
}

/** Step 2: the restocking fee and refund estimate, shown before anything is saved; Confirm saves it. */
export function ReturnConfirmation({ preview }: { preview: ReturnPreview }) {
  return (
    <Form
      method="post"
      action={`?order=${preview.order.number}`}
      aria-label="Confirm the return"
      className="mt-4 space-y-4"
    >
      <input type="hidden" name="order" value={preview.order.number} />
      <input type="hidden" name="reasonCode" value={preview.reasonCode} />
      <input type="hidden" name="reason" value={preview.reason} />
      {preview.lines.map((l) => (
        <input key={l.lineNo} type="hidden" name={`qty-${l.lineNo}`} value={l.quantity} />
      ))}
      <h3 className="text-base font-semibold text-slate-900">Review your return</h3>
      <ul className="space-y-1 text-sm">
        {preview.lines.map((l) => (
          <li key={l.lineNo} className="flex justify-between gap-6">
            <span>
              {l.quantity} × {l.name} <span className="text-slate-500">({l.sku})</span>
            </span>
            <span>{formatMoney(l.quantity * l.unitPriceCents)}</span>
          </li>
        ))}
      </ul>
      <p className="text-sm text-slate-700">
        <span className="font-medium">Reason:</span> {RETURN_REASON_LABELS[preview.reasonCode]}:{" "}
        {preview.reason}
      </p>
      <div className="max-w-sm">
        <RefundLines {...preview} />
      </div>
      <p className="text-sm text-slate-600">
        The refund is issued once the items arrive: 5 business days as credit, 5-10 to a card, 15 by check.
      </p>
      <div className="flex flex-wrap gap-3">
        <button type="submit" name="intent" value="confirm" className={primaryButtonClass}>
          Confirm Return Request
        </button>
        <Link to={`?order=${preview.order.number}`} className={secondaryButtonClass}>
          Change
        </Link>
      </div>
    </Form>
  );
}
