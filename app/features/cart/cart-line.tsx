import { Form, Link } from "react-router";
import { formatMoney, isPricedOnRequest, PRICE_ON_REQUEST } from "../../../core/money.ts";
import type { DisplayLine } from "../../../core/cart-pricing.ts";
import { FallbackImage } from "../../components/ui/fallback-image.tsx";
import { cart } from "./cart-store.ts";
import { AvailabilityBadge, ShipsLaterNote } from "../catalog/availability-badge.tsx";
import { shownSku } from "../../../core/sku.ts";

const stepClass =
  "flex h-9 w-9 items-center justify-center text-lg text-slate-700 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-40";

/** One cart row: image and name link to the product, quantity stepper (below 1 removes), remove. */
export function CartLine({ line, disabled }: { line: DisplayLine; disabled: boolean }) {
  const href = `/product/${encodeURIComponent(line.sku)}`;
  return (
    <li className="flex gap-4 py-5">
      <Link to={href} className="shrink-0" tabIndex={-1} aria-hidden="true">
        <FallbackImage
          src={line.image}
          alt=""
          width={96}
          height={96}
          className="h-20 w-20 rounded-md border border-slate-200 object-contain sm:h-24 sm:w-24"
        />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-2 sm:flex-row sm:justify-between">
        <div className="min-w-0">
          <Link to={href} className="font-medium text-slate-900 hover:text-brand-700 hover:underline">
            {line.name}
          </Link>
          <p className="mt-1 text-sm text-slate-500">
            {shownSku(line.sku) && `SKU: ${line.sku} · `}
            {line.brand}
          </p>
          {!line.available ? (
            <p className="mt-1 inline-block rounded bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-800">
              No longer in the catalogue — our team will confirm price and availability
            </p>
          ) : null}
          {line.availability && (
            <div className="mt-1">
              <AvailabilityBadge availability={line.availability} />
            </div>
          )}
          <ShipsLaterNote later={line.later} />
          <p className="mt-1 text-sm text-slate-600">
            {isPricedOnRequest(line.unitPriceCents)
              ? `${PRICE_ON_REQUEST}: add it to a quote request`
              : `${formatMoney(line.unitPriceCents)} each`}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2 sm:flex-col sm:flex-nowrap sm:items-end">
          {/* Without JavaScript the buttons post to the cart page's action; with it the cart changes here. */}
          <Form
            method="post"
            action="/cart"
            className="flex items-center rounded-md border border-slate-300"
            role="group"
            aria-label={`Quantity of ${line.name}`}
            onSubmit={(event) => {
              event.preventDefault();
              const button = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
              cart.setQuantity(line.sku, Number(button?.value ?? line.quantity));
            }}
          >
            <input type="hidden" name="intent" value="set" />
            <input type="hidden" name="sku" value={line.sku} />
            <button
              type="submit"
              name="quantity"
              value={line.quantity - 1}
              className={stepClass}
              aria-label="Decrease quantity"
              disabled={disabled}
            >
              −
            </button>
            <span className="w-10 text-center text-sm font-medium" aria-live="polite">
              {line.quantity}
            </span>
            <button
              type="submit"
              name="quantity"
              value={line.quantity + 1}
              className={stepClass}
              aria-label="Increase quantity"
              disabled={disabled}
            >
              +
            </button>
          </Form>
          <p className="font-semibold text-slate-900">
            {isPricedOnRequest(line.unitPriceCents)
              ? PRICE_ON_REQUEST
              : formatMoney(line.unitPriceCents * line.quantity)}
          </p>
          <Form
            method="post"
            action="/cart"
            onSubmit={(event) => {
              event.preventDefault();
              cart.remove(line.sku);
            }}
          >
            <input type="hidden" name="sku" value={line.sku} />
            <button
              type="submit"
              name="intent"
              value="remove"
              className="text-sm text-red-700 hover:underline disabled:cursor-not-allowed disabled:opacity-40"
              disabled={disabled}
            >
              Remove
            </button>
          </Form>
        </div>
      </div>
    </li>
  );
}
