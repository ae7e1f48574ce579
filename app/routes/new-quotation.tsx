import { Form, Link, useActionData } from "react-router";
import { COUNTRIES } from "../../core/constants.ts";
import { MAX_QUICK_ORDER_CSV_BYTES, MAX_QUICK_ORDER_CSV_LINES } from "../../core/quick-order.ts";
import { QUICK_ORDER_FIELDS as F } from "../../core/quick-order-fields.ts";
import { pageMeta, publicUrlFrom } from "../components/seo.ts";
import { AccountFrame } from "../features/account-area/account-frame.tsx";
import { NO_STORE } from "../features/identity/auth-card.tsx";
import { requireBuyer } from "../features/identity/guards.ts";
import {
  FormBanner,
  primaryButtonClass,
  secondaryButtonClass,
  TextAreaField,
  TextField,
} from "../features/forms/fields.tsx";
import { FormRegionFields } from "../features/forms/region-fields.tsx";
import { quickOrderAction } from "../features/quick-order/quick-order-action.server.ts";
import { QuickOrderRows } from "../features/quick-order/quick-order-rows.tsx";
import { QuickOrderFixes, QuickOrderPreview } from "../features/quick-order/quick-order-review.tsx";
import { IDEMPOTENCY_FIELD } from "../features/sales/idempotency-field.ts";
import type { Route } from "./+types/new-quotation";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Quick order",
    description:
      "Order by SKU: type, paste or upload a CSV, then send it as a quote request or move it to the cart.",
    url: `${publicUrlFrom(matches)}/new-quotation`,
    noindex: true,
  });

export const headers: Route.HeadersFunction = () => NO_STORE;

export async function loader(args: Route.LoaderArgs) {
  const buyer = requireBuyer(args);
  const known = await args.context.services.account.details(buyer);
  return {
    account: { name: buyer.name, companyName: buyer.companyName, companyRole: buyer.companyRole },
    // Lines of sku,quantity carried from the account home's Quick order box.
    csv: (args.url.searchParams.get(F.csv) ?? "").slice(0, MAX_QUICK_ORDER_CSV_BYTES),
    email: buyer.email,
    companyName: buyer.companyName,
    known,
    idempotencyKey: crypto.randomUUID(),
  };
}

export function action(args: Route.ActionArgs) {
  return quickOrderAction(args.request, args.context, requireBuyer(args));
}

/** 'Create Quotation': a quick order by SKU for the buyer's company, previewed at its prices. */
export default function NewQuotation({ loaderData }: Route.ComponentProps) {
  const answer = useActionData<typeof action>();
  const values = answer?.values ?? {};
  const errors = answer?.fields ?? {};
  const value = (name: string, fallback = "") => values[name] ?? fallback;
  return (
    <AccountFrame account={loaderData.account}>
      <h1 className="text-2xl font-bold text-slate-900">Quick order</h1>
      <p className="mt-2 text-slate-600">
        Order by SKU for {loaderData.companyName}: fill in rows, paste lines of <code>sku,quantity</code> or
        upload a CSV of them, and preview them at your company&apos;s prices.
      </p>
      {answer ? (
        <div className="mt-6">
          <FormBanner tone={answer.ok ? "success" : "error"}>
            {answer.message}
            {answer.added > 0 ? (
              <>
                {" "}
                <Link to="/cart" reloadDocument className="font-semibold underline">
                  Go to your cart
                </Link>
              </>
            ) : null}
          </FormBanner>
        </div>
      ) : null}
      {/* A full page load after posting: the cart store then reads the account's cart afresh. */}
      <Form method="post" encType="multipart/form-data" reloadDocument className="mt-6 space-y-8">
        <input type="hidden" name={IDEMPOTENCY_FIELD} value={loaderData.idempotencyKey} />
        {/* The first button: Enter in a field previews. */}
        <button
          type="submit"
          name={F.intent}
          value="preview"
          formNoValidate
          hidden
          tabIndex={-1}
          aria-hidden="true"
        />
        {answer && answer.preview.length > 0 ? (
          <QuickOrderPreview lines={answer.preview} subtotalCents={answer.subtotalCents} />
        ) : null}
        {answer && answer.fixes.length > 0 ? <QuickOrderFixes fixes={answer.fixes} /> : null}
        <section aria-labelledby="rows-heading">
          <h2 id="rows-heading" className="text-lg font-semibold text-slate-900">
            {answer && answer.preview.length + answer.fixes.length > 0 ? "More items" : "Items"}
          </h2>
          <div className="mt-3">
            <QuickOrderRows initial={answer?.rows ?? []} />
          </div>
        </section>
        <section aria-labelledby="csv-heading" className="space-y-4">
          <h2 id="csv-heading" className="text-lg font-semibold text-slate-900">
            Paste or upload a CSV
          </h2>
          <TextAreaField
            id={F.csv}
            label="Lines of sku,quantity"
            rows={6}
            defaultValue={value(F.csv, loaderData.csv)}
            placeholder={"sku,quantity\nLED-1000,4\nNUT-250,12"}
            className="font-mono"
          />
          <div>
            <label htmlFor={F.file} className="block text-sm font-medium text-slate-700">
              CSV file (up to {MAX_QUICK_ORDER_CSV_LINES} lines, {MAX_QUICK_ORDER_CSV_BYTES / 1024} KB)
            </label>
            <input
              id={F.file}
              name={F.file}
              type="file"
              accept=".csv,text/csv,text/plain"
              className="mt-1 block w-full text-sm text-slate-700 file:mr-3 file:rounded-md file:border file:border-brand-700 file:bg-white file:px-3 file:py-2 file:font-semibold file:text-brand-700"
            />
          </div>
        </section>
        <section
          aria-labelledby="delivery-heading"
          className="rounded-lg border border-slate-200 bg-white p-5"
        >
          <h2 id="delivery-heading" className="text-lg font-semibold text-slate-900">
            Delivery details for a quote request
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            Needed to send a quote request; the confirmation goes to {loaderData.email}. Moving to the cart
            needs none of it.
          </p>
          <div className="mt-4 grid gap-4 sm:grid-cols-2">
            <TextField
              id="firstName"
              label="First name"
              autoComplete="given-name"
              defaultValue={value("firstName", loaderData.known.firstName)}
              error={errors.firstName}
            />
            <TextField
              id="lastName"
              label="Last name"
              autoComplete="family-name"
              defaultValue={value("lastName", loaderData.known.lastName)}
              error={errors.lastName}
            />
            <TextField
              id="phone"
              label="Phone"
              type="tel"
              autoComplete="tel"
              defaultValue={value("phone", loaderData.known.phone)}
              error={errors.phone}
            />
            <TextField
              id="streetAddress"
              label="Street address"
              autoComplete="street-address"
              defaultValue={value("streetAddress", loaderData.known.address?.address)}
              error={errors.streetAddress}
            />
            <TextField
              id="apartment"
              label="Apartment, suite (optional)"
              defaultValue={value("apartment", loaderData.known.address?.apartment)}
              error={errors.apartment}
            />
            <TextField
              id="city"
              label="City"
              autoComplete="address-level2"
              defaultValue={value("city", loaderData.known.address?.city)}
              error={errors.city}
            />
            <FormRegionFields
              countries={COUNTRIES}
              initialCountry={value("country", loaderData.known.address?.country ?? "United States")}
              initialState={value("state", loaderData.known.address?.state)}
              disabled={false}
              stateError={errors.state}
            />
            <TextField
              id="zipCode"
              label="ZIP code"
              autoComplete="postal-code"
              defaultValue={value("zipCode", loaderData.known.address?.zipCode)}
              error={errors.zipCode}
            />
          </div>
          <TextAreaField
            id="specialRequirements"
            label="Notes for our sales team (optional)"
            rows={3}
            defaultValue={value("specialRequirements")}
            className="mt-4"
          />
        </section>
        {/* The region selects are marked required, but moving to the cart needs no address: the server checks. */}
        <div className="flex flex-wrap gap-3">
          <button type="submit" name={F.intent} value="preview" formNoValidate className={primaryButtonClass}>
            Preview prices
          </button>
          <button type="submit" name={F.intent} value="cart" formNoValidate className={secondaryButtonClass}>
            Add to cart
          </button>
          <button type="submit" name={F.intent} value="quote" formNoValidate className={secondaryButtonClass}>
            Send as quote request
          </button>
        </div>
      </Form>
    </AccountFrame>
  );
}
