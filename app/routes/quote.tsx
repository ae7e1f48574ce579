import { useEffect, useState } from "react";
import { Link, useNavigate } from "react-router";
import { pageMeta, publicUrlFrom } from "../components/seo.ts";
import { useCartPricing } from "../features/cart/use-cart-pricing.ts";
import { primaryButtonClass, secondaryButtonClass } from "../features/forms/fields.tsx";
import { QuoteForm } from "../features/quote/quote-form.tsx";
import { QuoteSidebar } from "../features/quote/quote-sidebar.tsx";
import { QuoteSubmitted } from "../features/quote/quote-submitted.tsx";
import { keepFormOnFailureSaying } from "../features/forms/client-form-action.ts";
import { keepLoadedData } from "../features/forms/keep-loaded-data.ts";
import { loadCart, PRIVATE_PAGE_HEADERS } from "../features/cart/cart-page.server.ts";
import { quoteAction } from "../features/quote/quote-action.server.ts";
import { QUOTE_SERVER_ERROR } from "../features/quote/quote-fields.ts";
import type { Route } from "./+types/quote";
import { isSiteLimited } from "../../core/company-sites.ts";
import { planNoteFromCookies } from "../../core/grower/plan-note.ts";
import { planQuote } from "../features/grower/room-planner.server.ts";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Request a Quote",
    description: "Send your cart to our sales team for commercial pricing. We reply within 24 hours.",
    url: `${publicUrlFrom(matches)}/quote`,
    noindex: true,
  });

export async function loader({ request, context }: Route.LoaderArgs) {
  const { viewer } = context;
  const plan = await planQuote(request, context);
  const buyer = viewer?.kind === "buyer" ? viewer : null;
  const [cart, known, sites] = await Promise.all([
    plan ? { items: [], lines: [] } : loadCart(request, context),
    buyer ? context.services.account.details(buyer) : null,
    buyer ? context.services.commercial.sites.visible(buyer) : [],
  ]);
  return {
    cart,
    plan,
    known,
    // The sites the buyer may quote for: the form offers them when there are two or more (ADR 0270).
    sites: sites.map(({ id, name }) => ({ id, name })),
    limited: isSiteLimited(viewer),
    idempotencyKey: crypto.randomUUID(),
    planNote: plan?.note ?? planNoteFromCookies(request.headers.get("cookie")),
  };
}

export const action = quoteAction;
export const clientAction = keepFormOnFailureSaying(() => QUOTE_SERVER_ERROR);
export const shouldRevalidate = keepLoadedData;
export const headers = () => PRIVATE_PAGE_HEADERS;

/** How long the 'Order Request Submitted!' confirmation shows before the thank-you page. */
const THANK_YOU_DELAY_MS = 2_000;

export default function Quote({ loaderData }: Route.ComponentProps) {
  const cartPricing = useCartPricing(loaderData.cart);
  const { plan } = loaderData;
  // A grow-room plan's quote holds the plan's lines, never the cart's.
  const { loadingCart, lines } = plan ? { loadingCart: false, lines: plan.lines } : cartPricing;
  const [submitted, setSubmitted] = useState<{ email: string; confirmationPath: string } | null>(null);
  const navigate = useNavigate();

  useEffect(() => {
    if (!submitted) return;
    const timer = setTimeout(() => navigate(submitted.confirmationPath), THANK_YOU_DELAY_MS);
    return () => clearTimeout(timer);
  }, [submitted, navigate]);

  let body: React.ReactNode;
  if (submitted) body = <QuoteSubmitted email={submitted.email} />;
  else if (loadingCart)
    body = (
      <div className="flex items-center justify-center gap-3 py-16 text-slate-700" role="status">
        <span
          className="h-6 w-6 animate-spin rounded-full border-2 border-brand-200 border-t-brand-700"
          aria-hidden="true"
        />
        Loading...
      </div>
    );
  else if (lines.length === 0)
    body = (
      <div className="rounded-xl border border-slate-200 bg-white py-12 text-center">
        <h2 className="text-xl font-semibold text-slate-900">No Items to Quote</h2>
        <p className="mt-2 text-slate-600">Add products to your cart, then come back to request pricing.</p>
        <div className="mt-6 flex flex-col justify-center gap-3 px-4 sm:flex-row">
          <Link to="/products" className={primaryButtonClass}>
            Browse Products
          </Link>
          <Link to="/cart" className={secondaryButtonClass}>
            Check your cart
          </Link>
        </div>
      </div>
    );
  else
    body = (
      <div className="grid gap-8 lg:grid-cols-[1fr_360px]">
        <section className="rounded-xl border border-slate-200 bg-white p-5 sm:p-8">
          <QuoteForm
            lines={lines}
            idempotencyKey={loaderData.idempotencyKey}
            onSubmitted={setSubmitted}
            initialNote={loaderData.planNote}
            known={loaderData.known}
            sites={loaderData.sites}
            limited={loaderData.limited}
            fromPlan={plan !== null}
          />
        </section>
        <QuoteSidebar lines={lines} />
      </div>
    );

  return (
    <main className="mx-auto max-w-6xl px-4 py-8 lg:py-12">
      <h1 className="mb-6 text-2xl font-bold text-slate-900 lg:text-3xl">Request a Quote</h1>
      {plan && !submitted && (
        <p className="mb-6 rounded-lg border border-brand-200 bg-brand-50 p-4 text-sm text-slate-800">
          This quote holds your grow-room plan's {plan.lines.length} lines; your cart stays as it is.{" "}
          <Link to={plan.planPath} className="font-semibold text-brand-700 underline">
            Back to the plan
          </Link>
        </p>
      )}
      {body}
    </main>
  );
}
