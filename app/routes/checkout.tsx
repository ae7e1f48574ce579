import { useState } from "react";
import { Link } from "react-router";
import { isTaxExempt } from "../../core/checkout-account.ts";
import { pageMeta, publicUrlFrom } from "../components/seo.ts";
import { useCartPricing } from "../features/cart/use-cart-pricing.ts";
import { CheckoutForm } from "../features/checkout/checkout-form.tsx";
import { OrderSummary } from "../features/checkout/order-summary.tsx";
import { SavedAddresses } from "../features/checkout/saved-addresses.tsx";
import { RebateForfeitWarning } from "../features/grower/rebate-forfeit-warning.tsx";
import { primaryButtonClass } from "../features/forms/fields.tsx";
import { loadCart, PRIVATE_PAGE_HEADERS } from "../features/cart/cart-page.server.ts";
import { checkoutAction } from "../features/checkout/checkout-action.server.ts";
import { keepFormOnFailure } from "../features/forms/client-form-action.ts";
import { keepLoadedData } from "../features/forms/keep-loaded-data.ts";
import type { Route } from "./+types/checkout";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Checkout",
    description: "Complete your order.",
    url: `${publicUrlFrom(matches)}/checkout`,
    noindex: true,
  });

export async function loader({ request, context }: Route.LoaderArgs) {
  const { viewer } = context;
  const chosen = new URL(request.url).searchParams.get("address");
  const [cart, account, known] = await Promise.all([
    loadCart(request, context),
    viewer?.kind === "buyer" ? context.services.billing.checkoutAccount(viewer, chosen) : null,
    viewer?.kind === "buyer" ? context.services.account.details(viewer) : null,
  ]);
  const awaitingRebate =
    viewer?.kind === "buyer"
      ? await context.services.rebates.awaitingPreApproval(
          viewer.companyId,
          cart.items.map((i) => i.sku),
        )
      : [];
  return {
    cart,
    awaitingRebate,
    known,
    idempotencyKey: crypto.randomUUID(),
    account,
    paysOnline: context.publicEnv.payments !== null,
  };
}

export const action = checkoutAction;
export const clientAction = keepFormOnFailure;
export const shouldRevalidate = keepLoadedData;
export const headers = () => PRIVATE_PAGE_HEADERS;

export default function Checkout({ loaderData }: Route.ComponentProps) {
  const { loadingCart, loadingDetails, items, lines } = useCartPricing(loaderData.cart);
  const unavailable = lines.filter((l) => !l.available);
  const { account } = loaderData;
  const [shipTo, setShipTo] = useState<{ country: string; state: string }>({
    country: account?.selected?.country ?? "United States",
    state: account?.selected?.state ?? "",
  });
  return (
    <main className="mx-auto max-w-6xl px-4 py-8 lg:py-12">
      <h1 className="mb-6 text-2xl font-bold text-slate-900 lg:text-3xl">Checkout</h1>
      {loadingCart ? (
        <p role="status" className="py-16 text-center text-slate-600">
          Loading cart...
        </p>
      ) : items.length === 0 ? (
        <div className="rounded-xl border border-slate-200 bg-white py-12 text-center">
          <p className="text-lg font-medium text-slate-800">Your cart is empty</p>
          <Link to="/" className={`${primaryButtonClass} mt-4`}>
            Continue Shopping
          </Link>
        </div>
      ) : (
        <div className="grid gap-8 lg:grid-cols-[1fr_380px]">
          <div className="space-y-4">
            {unavailable.length > 0 ? (
              <p
                role="alert"
                className="rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900"
              >
                {unavailable.map((l) => l.name).join(", ")} can no longer be ordered online. Remove{" "}
                {unavailable.length === 1 ? "it" : "them"} from your{" "}
                <Link to="/cart" className="underline">
                  cart
                </Link>{" "}
                or use Save Quote and our team will price it.
              </p>
            ) : null}
            {account ? (
              <SavedAddresses addresses={account.addresses} selectedId={account.selected?.id ?? null} />
            ) : null}
            <CheckoutForm
              // A chosen saved address starts the form again with that address.
              key={account?.selected?.id ?? "form"}
              lines={lines}
              disabled={loadingDetails}
              idempotencyKey={loaderData.idempotencyKey}
              account={account}
              known={loaderData.known}
              paysOnline={loaderData.paysOnline}
              onShipToChange={setShipTo}
              notice={
                loaderData.awaitingRebate.length > 0 ? (
                  <RebateForfeitWarning projects={loaderData.awaitingRebate} offerHold />
                ) : null
              }
            />
          </div>
          <OrderSummary lines={lines} taxExempt={isTaxExempt(account, shipTo.country, shipTo.state)} />
        </div>
      )}
    </main>
  );
}
