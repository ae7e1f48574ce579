import { Form, Link, useActionData, useNavigate } from "react-router";
import { subtotalCents } from "../../core/checkout-totals.ts";
import { formatMoney, isPricedOnRequest } from "../../core/money.ts";
import { pageMeta, publicUrlFrom } from "../components/seo.ts";
import { CartLine } from "../features/cart/cart-line.tsx";
import { cart } from "../features/cart/cart-store.ts";
import { useCartPricing } from "../features/cart/use-cart-pricing.ts";
import { primaryButtonClass, secondaryButtonClass } from "../features/forms/fields.tsx";
import { FormBanner } from "../features/forms/fields.tsx";
import type { Route } from "./+types/cart";
import { ElectricalCheckPanel } from "../features/cart/electrical-check.tsx";
import { loadElectrical } from "../features/cart/electrical-check.server.ts";
import {
  cartAction,
  loadCart,
  PRIVATE_PAGE_HEADERS,
  type CartRefused,
} from "../features/cart/cart-page.server.ts";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Your Cart",
    description: "Review your cart and request a quote.",
    url: `${publicUrlFrom(matches)}/cart`,
    noindex: true,
  });

export async function loader({ request, context }: Route.LoaderArgs) {
  const cart = await loadCart(request, context);
  return {
    cart,
    electrical: await loadElectrical(request, context, cart.items),
    buyer: context.viewer?.kind === "buyer",
  };
}
export const action = cartAction;
export const headers = () => PRIVATE_PAGE_HEADERS;

export default function Cart({ loaderData }: Route.ComponentProps) {
  const { loadingCart, loadingDetails, items, lines } = useCartPricing(loaderData.cart);
  const refused = useActionData<CartRefused>();
  const navigate = useNavigate();
  const loading = loadingCart || loadingDetails;
  const empty = !loadingCart && items.length === 0;
  const subtotal = subtotalCents(lines);
  const onRequest = lines.filter((line) => isPricedOnRequest(line.unitPriceCents));

  function requestQuote() {
    if (items.length === 0) {
      window.alert("Your cart is empty!");
      return;
    }
    navigate("/quote");
  }

  return (
    <main className="mx-auto max-w-6xl px-4 py-8 lg:py-12">
      <h1 className="text-2xl font-bold text-slate-900 lg:text-3xl">Shopping Cart</h1>
      {refused ? (
        <div className="mt-4">
          <FormBanner tone="error">{refused.message}</FormBanner>
        </div>
      ) : null}
      <div className="mt-6 grid gap-8 lg:grid-cols-[1fr_360px]">
        <section aria-label="Cart items" className="rounded-xl border border-slate-200 bg-white px-4 sm:px-6">
          {loadingCart ? (
            <p className="py-10 text-center text-slate-600" role="status">
              Loading cart...
            </p>
          ) : empty ? (
            <div className="py-12 text-center">
              <p className="text-lg font-medium text-slate-800">Your cart is empty</p>
              <Link to="/" className={`${primaryButtonClass} mt-4`}>
                Continue Shopping
              </Link>
            </div>
          ) : (
            <>
              {loadingDetails ? (
                <p className="pt-4 text-sm text-slate-600" role="status">
                  Loading detailed product information...
                </p>
              ) : null}
              <ul className="divide-y divide-slate-200">
                {lines.map((line) => (
                  <CartLine key={line.sku} line={line} disabled={loading} />
                ))}
              </ul>
              <Form
                method="post"
                className="flex justify-end border-t border-slate-200 py-4"
                onSubmit={(event) => {
                  event.preventDefault();
                  if (window.confirm("Are you sure you want to clear your cart?")) cart.clear();
                }}
              >
                <button
                  type="submit"
                  name="intent"
                  value="clear"
                  className="text-sm font-medium text-red-700 hover:underline disabled:cursor-not-allowed disabled:opacity-40"
                  disabled={loading}
                >
                  Clear Cart
                </button>
              </Form>
            </>
          )}
        </section>
        <aside
          aria-labelledby="summary-heading"
          className="h-fit rounded-xl border border-slate-200 bg-slate-50 p-6"
        >
          <h2 id="summary-heading" className="text-lg font-semibold text-slate-900">
            Order Summary
          </h2>
          <dl className="mt-4 space-y-2 text-sm">
            <div className="flex justify-between">
              <dt className="text-slate-600">Subtotal</dt>
              <dd className="font-medium" data-testid="cart-subtotal">
                {formatMoney(subtotal)}
              </dd>
            </div>
            <div className="flex justify-between border-t border-slate-200 pt-2 text-base">
              <dt className="font-semibold">Estimated Total</dt>
              <dd className="font-semibold" data-testid="cart-total">
                {formatMoney(subtotal)}
              </dd>
            </div>
          </dl>
          <p className="mt-2 text-xs text-slate-500">
            Shipping and taxes are confirmed with your quote or at checkout.
          </p>
          <div className="mt-6 flex flex-col gap-3">
            {/* A plain link's worth without JavaScript; with it, the specification's empty-cart alert first. */}
            <Form
              action="/quote"
              className="flex flex-col"
              onSubmit={(event) => {
                event.preventDefault();
                requestQuote();
              }}
            >
              <button
                type="submit"
                className={primaryButtonClass}
                disabled={loading}
                aria-disabled={empty || undefined}
              >
                Quote Request
              </button>
            </Form>
            {!empty && !loadingCart && onRequest.length === 0 ? (
              <Link to="/checkout" className={secondaryButtonClass}>
                Proceed to Checkout
              </Link>
            ) : null}
            {onRequest.length > 0 ? (
              <p className="text-sm text-slate-700" role="note">
                {onRequest.map((line) => line.name).join(", ")} {onRequest.length === 1 ? "is" : "are"} priced
                on request: request a quote for your cart, or remove {onRequest.length === 1 ? "it" : "them"}{" "}
                to check out by card.
              </p>
            ) : null}
            {loaderData.buyer && !empty ? (
              <Link
                to="/commercial-view/lists?cart=1"
                className="text-center text-sm font-medium text-brand-700 underline"
              >
                Add the cart to an order list
              </Link>
            ) : null}
            {loaderData.buyer && !empty ? (
              <Link
                to="/commercial-view/rebates#new-project"
                className="text-center text-sm font-medium text-brand-700 underline"
              >
                Start a rebate project for these fixtures
              </Link>
            ) : null}
            <Link to="/" className="text-center text-sm font-medium text-brand-700 hover:underline">
              Continue Shopping
            </Link>
          </div>
          <p className="mt-6 text-sm text-slate-600">
            Need volume pricing, lead times or a custom configuration?{" "}
            <Link to="/contact" className="font-medium text-brand-700 underline">
              Contact Us
            </Link>
          </p>
        </aside>
      </div>
      {!empty && !loadingCart ? <ElectricalCheckPanel lines={lines} data={loaderData.electrical} /> : null}
    </main>
  );
}
