import { useEffect, useRef } from "react";
import { Form, Link } from "react-router";
import { formatMoney, isPricedOnRequest } from "../../../core/money.ts";
import { cart } from "../cart/cart-store.ts";
import { secondaryButtonClass } from "../forms/fields.tsx";
import type { CartAddition } from "../cart/cart-page.server.ts";
import type { ReorderResult } from "./reorder.server.ts";

/**
 * The browser's cart is localStorage when JavaScript runs (the server wrote only the cookie mirror or the
 * account's row): each answer's lines are added once through the cart store, so both agree.
 */
export function useAppliedToCart(result: { ok: boolean; added: readonly CartAddition[] } | null | undefined) {
  const applied = useRef<typeof result>(null);
  useEffect(() => {
    if (!result?.ok || applied.current === result) return;
    applied.current = result;
    for (const line of result.added) cart.add(line.product, line.quantity);
  }, [result]);
}

/** What a Reorder did: the lines added at today's prices and the skus no longer sold (the cart store follows). */
export function ReorderResultNote({ result }: { result: ReorderResult }) {
  useAppliedToCart(result);
  return (
    <div
      role={result.ok ? "status" : "alert"}
      data-testid="reorder-result"
      className={`rounded-lg border p-3 text-sm ${result.ok ? "border-green-200 bg-green-50 text-green-900" : "border-red-200 bg-red-50 text-red-800"}`}
    >
      <p>{result.message}</p>
      {result.added.length > 0 ? (
        <ul className="mt-2 list-disc pl-5">
          {result.added.map((line) => (
            <li key={line.product.sku}>
              {line.quantity} × {line.product.name} ({line.product.sku}) —{" "}
              {isPricedOnRequest(line.unitPriceCents)
                ? "price on request"
                : `${formatMoney(line.unitPriceCents ?? 0)} each`}
            </li>
          ))}
        </ul>
      ) : null}
      {result.ok ? (
        <Link
          to="/cart"
          className="mt-2 inline-flex min-h-6 items-center font-medium text-brand-800 underline"
        >
          Go to your cart
        </Link>
      ) : null}
    </div>
  );
}

/** Reorder: puts the document's lines back in the cart at today's company prices (a form: works without JavaScript). */
export function ReorderPanel({ result }: { result: ReorderResult | null }) {
  return (
    <section
      aria-labelledby="reorder-heading"
      className="mt-6 rounded-xl border border-slate-200 bg-white p-5 text-sm"
    >
      <h2 id="reorder-heading" className="text-base font-semibold text-slate-900">
        Order these items again
      </h2>
      <p className="mt-1 text-slate-700">
        Reorder puts every line in your cart at today's prices for your company; items we no longer sell are
        named.
      </p>
      <Form method="post" className="mt-3">
        <input type="hidden" name="intent" value="reorder" />
        <button type="submit" className={secondaryButtonClass}>
          Reorder
        </button>
      </Form>
      {result ? (
        <div className="mt-4">
          <ReorderResultNote result={result} />
        </div>
      ) : null}
    </section>
  );
}
