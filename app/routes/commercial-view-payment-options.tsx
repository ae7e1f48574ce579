import { data, Form, Link } from "react-router";
import {
  CARD_ADDED_MESSAGE,
  CARD_DELETED_MESSAGE,
  CARD_PRIMARY_MESSAGE,
  expiryText,
  methodLabel,
  paymentCardSchema,
  type SavedPaymentMethod,
} from "../../core/payment-cards.ts";
import { withoutCardFields } from "../../core/card-fields.ts";
import { NO_STORE } from "../features/identity/auth-card.tsx";
import { requireBuyer } from "../features/identity/guards.ts";
import { ownerOnlyRefusal } from "../features/identity/owner-only.server.ts";
import { FormBanner, primaryButtonClass, secondaryButtonClass } from "../features/forms/fields.tsx";
import { isServiceRefusal } from "../components/service-refusal.server.ts";
import { acceptForm, serviceRefusal } from "../features/forms/form-action.server.ts";
import type { FormResult } from "../features/forms/form-result.ts";
import { ProviderPaymentForm } from "../features/payments/provider-payment-form.tsx";
import type { Route } from "./+types/commercial-view-payment-options";

export const meta: Route.MetaFunction = () => [
  { title: "Payment Options · Commercial Account" },
  { name: "robots", content: "noindex" },
];

export const headers: Route.HeadersFunction = () => NO_STORE;

const PATH = "/commercial-view/payment-options";

/**
 * The buyer's saved cards and bank accounts, kept at the payment provider. Add New opens the provider's
 * form (a setup); back from it (`?setup_intent=`) the method is read from the provider and saved.
 */
export async function loader(args: Route.LoaderArgs) {
  const viewer = requireBuyer(args);
  const { context, request } = args;
  const { cards } = context.services.account;
  const config = context.publicEnv.payments;
  const url = new URL(request.url);
  const user = { userId: viewer.userId, email: viewer.email, name: viewer.name };
  let notice: FormResult | null = null;
  const setupId = url.searchParams.get("setup_intent");
  // Staff shopping as the buyer add no payment method (ADR 0220).
  const ownMethods = !viewer.shopAs;
  if (config && setupId && ownMethods) {
    try {
      await cards.finishSetup(user, setupId);
      notice = { ok: true, message: CARD_ADDED_MESSAGE };
    } catch (error) {
      if (!isServiceRefusal(error)) throw error;
      notice = { ok: false, message: error.message, fields: {}, values: {} };
    }
  }
  let setup: { clientSecret: string } | { error: string } | null = null;
  if (config && url.searchParams.get("add") === "1" && ownMethods) {
    setup = await cards.startSetup(user).catch((error: unknown) => {
      if (!isServiceRefusal(error)) throw error;
      return { error: error.message };
    });
  }
  return {
    methods: await cards.list(viewer.userId),
    config,
    setup,
    notice,
    returnUrl: `${context.publicUrl}${PATH}`,
  };
}

const MESSAGES = { delete: CARD_DELETED_MESSAGE, primary: CARD_PRIMARY_MESSAGE };

export async function action(args: Route.ActionArgs) {
  const viewer = requireBuyer(args);
  const ownerOnly = ownerOnlyRefusal(viewer, "the saved payment methods");
  if (ownerOnly) return ownerOnly;
  const form = await acceptForm(args.request, args.context, {
    bucket: "payment-cards",
    schema: paymentCardSchema,
    input: (fields) => fields,
    // A card number some client posts anyway is never shown back.
    shown: withoutCardFields,
  });
  if (!form.ok) return form.response;
  const { cards } = args.context.services.account;
  const request = form.data;
  try {
    if (request.intent === "delete") await cards.remove(viewer.userId, request.id);
    else await cards.makePrimary(viewer.userId, request.id);
  } catch (error) {
    return serviceRefusal(error, form.values);
  }
  return data({ ok: true, message: MESSAGES[request.intent] } satisfies FormResult);
}

function MethodRow({ method }: { method: SavedPaymentMethod }) {
  const label = methodLabel(method);
  const expiry = expiryText(method);
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 px-4 py-4">
      <div className="min-w-0">
        <p className="font-medium text-slate-900">
          {label}{" "}
          {method.isPrimary ? (
            <span className="ml-1 rounded-full bg-brand-100 px-2.5 py-0.5 text-xs font-semibold text-brand-800">
              Primary
            </span>
          ) : null}
        </p>
        <p className="text-sm text-slate-600">
          {expiry ? `Expires ${expiry}` : "US bank account (ACH debit)"}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        {method.isPrimary ? null : (
          <Form method="post" action="?">
            <input type="hidden" name="id" value={method.id} />
            <button type="submit" name="intent" value="primary" className={secondaryButtonClass}>
              Make Primary<span className="sr-only">: {label}</span>
            </button>
          </Form>
        )}
        <Form method="post" action="?">
          <input type="hidden" name="id" value={method.id} />
          <button type="submit" name="intent" value="delete" className={secondaryButtonClass}>
            Delete<span className="sr-only"> {label}</span>
          </button>
        </Form>
      </div>
    </li>
  );
}

export default function PaymentOptions({ loaderData, actionData }: Route.ComponentProps) {
  const { methods, config, setup, notice, returnUrl } = loaderData;
  const banner = actionData ?? notice;
  return (
    <div className="max-w-4xl">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">Payment Options</h1>
        {config && !setup ? (
          <Link to="?add=1" className={primaryButtonClass}>
            Add New
          </Link>
        ) : null}
      </div>
      {banner ? (
        <div className="mt-4">
          <FormBanner tone={banner.ok ? "success" : "error"}>{banner.message}</FormBanner>
        </div>
      ) : null}
      {!config ? (
        <p className="mt-4 rounded-md bg-slate-50 px-4 py-3 text-sm text-slate-700">
          Saved cards and bank accounts are kept by our payment provider, and online payment is not switched
          on in this shop yet. We never take card numbers on this site.
        </p>
      ) : null}
      {config && setup ? (
        <section
          aria-labelledby="add-heading"
          className="mt-4 rounded-lg border border-slate-200 bg-white p-5"
        >
          <h2 id="add-heading" className="mb-3 text-lg font-semibold text-slate-900">
            Add a card or bank account
          </h2>
          {"error" in setup ? (
            <FormBanner tone="error">{setup.error}</FormBanner>
          ) : (
            <ProviderPaymentForm
              config={config}
              clientSecret={setup.clientSecret}
              kind="setup"
              returnUrl={returnUrl}
              submitLabel="Save"
            />
          )}
          <Link to="?" className={`${secondaryButtonClass} mt-3`}>
            Cancel
          </Link>
        </section>
      ) : null}
      <section aria-labelledby="cards-heading" className="mt-6">
        <h2 id="cards-heading" className="text-lg font-semibold text-slate-900">
          Payment Methods
        </h2>
        {methods.length === 0 ? (
          <p className="mt-2 text-sm text-slate-600">No saved payment methods yet.</p>
        ) : (
          <ul className="mt-3 divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
            {methods.map((m) => (
              <MethodRow key={m.id} method={m} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
