import { Form } from "react-router";
import { describeRule } from "../../../core/price-list-rule-fields.ts";
import { formatMoney } from "../../../core/money.ts";
import type { PriceBound, PriceExplanation } from "../../../core/price-rules.ts";
import { inputClass, secondaryButtonClass } from "../forms/fields.tsx";

export interface PriceExplained {
  product: { sku: string; name: string; brand: string };
  quantity: number;
  why: PriceExplanation | null;
}

const BOUND_TEXT: Record<Exclude<PriceBound, null>, string> = {
  "cost floor": "stopped at the cost floor (no company pays below the supplier's cost)",
  "list floor": "stopped at the floor of 60% of list price (the feed gives no cost)",
  "list price": "stopped at the list price (a company never pays more)",
};

/** The steps from list price to what the company pays, each a sentence with its figure. */
function Steps({ why, quantity }: { why: PriceExplanation; quantity: number }) {
  const steps: string[] = [`List price ${formatMoney(why.listPriceCents)}.`];
  steps.push(
    why.rule
      ? `Rule "${describeRule(why.rule)}" gives ${formatMoney(why.rulePriceCents)}.`
      : "No rule of this list applies: list price.",
  );
  if (why.cappedAtWholesaleCents !== null)
    steps.push(
      `The list caps at the supplier's wholesale price: ${formatMoney(why.cappedAtWholesaleCents)}.`,
    );
  if (why.unitBound)
    steps.push(`The one-unit price ${BOUND_TEXT[why.unitBound]}: ${formatMoney(why.unitPriceCents)}.`);
  if (why.quantityBreak) {
    const b = why.quantityBreak;
    steps.push(
      `${quantity} units reach the break "${describeRule(b.rule)}": ${formatMoney(b.unitPriceCents)}${b.bound ? `, ${BOUND_TEXT[b.bound]}` : ""}.`,
    );
  }
  return (
    <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm text-slate-800">
      {steps.map((step) => (
        <li key={step}>{step}</li>
      ))}
    </ol>
  );
}

/** "Why this price": a sku and a quantity in, the steps of its price under this list out (a GET form). */
export function PriceExplanationPanel({
  explained,
  sku,
  quantity,
}: {
  explained: PriceExplained | null;
  sku: string;
  quantity: string;
}) {
  return (
    <div>
      <Form method="get" className="grid grid-cols-[minmax(0,1fr)_6rem] items-end gap-3" preventScrollReset>
        <div>
          <label htmlFor="why-sku" className="block text-sm font-medium text-slate-700">
            SKU
          </label>
          <input id="why-sku" name="sku" defaultValue={sku} maxLength={100} className={inputClass} />
        </div>
        <div>
          <label htmlFor="why-quantity" className="block text-sm font-medium text-slate-700">
            Quantity
          </label>
          <input
            id="why-quantity"
            name="quantity"
            inputMode="numeric"
            defaultValue={quantity}
            maxLength={6}
            className={inputClass}
          />
        </div>
        <button type="submit" className={`${secondaryButtonClass} col-span-2`}>
          Explain the price
        </button>
      </Form>
      {sku && !explained ? (
        <p role="status" className="mt-3 text-sm text-red-800">
          SKU {sku} is not in the catalogue.
        </p>
      ) : null}
      {explained ? (
        <section aria-label="The price explained" className="mt-3 rounded-md border border-slate-200 p-3">
          <p className="text-sm font-semibold text-slate-900">
            {explained.product.name} ({explained.product.sku}) × {explained.quantity}
          </p>
          {explained.why ? (
            <>
              <Steps why={explained.why} quantity={explained.quantity} />
              <p className="mt-2 text-sm font-semibold text-slate-900">
                Pays {formatMoney(explained.why.paysCents)} a unit.
              </p>
            </>
          ) : (
            <p className="mt-2 text-sm text-slate-700">No list price: priced by sales on a quote.</p>
          )}
        </section>
      ) : null}
    </div>
  );
}
