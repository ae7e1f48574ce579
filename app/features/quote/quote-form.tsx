import { useEffect, useState } from "react";
import type { BuyerDetails } from "../../../core/buyer-details.ts";
import type { DisplayLine } from "../../../core/cart-pricing.ts";
import { CART_LINES_FIELD, cartLinesFieldValue } from "../../../core/cart-lines-field.ts";
import { COUNTRIES } from "../../../core/constants.ts";
import { PLAN_QUOTE_SOURCE, QUOTE_SOURCE_FIELD } from "../../../core/grower/plan-quote.ts";
import type { QuoteSummary } from "../../../core/quote-summary.ts";
import { cart } from "../cart/cart-store.ts";
import { showsSites, siteNameOf } from "../../../core/company-sites.ts";
import { FormBanner, primaryButtonClass, SelectField, TextAreaField, TextField } from "../forms/fields.tsx";
import type { FormResult } from "../forms/form-result.ts";
import { HoneypotField } from "../forms/honeypot-field.tsx";
import { RegionFields } from "../forms/region-fields.tsx";
import { useFormAction } from "../forms/use-form-action.ts";
import { ENHANCED_FIELD, IDEMPOTENCY_FIELD } from "../sales/idempotency-field.ts";
import { validateQuote, type QuoteAccepted } from "./quote-fields.ts";

/** Keeps what the specification says is stored on success: the email and a local quote record. */
function rememberQuote(quote: QuoteSummary) {
  try {
    localStorage.setItem("quote_email", quote.customerInfo.email);
    localStorage.setItem(
      "lastQuote",
      JSON.stringify({
        quoteNumber: quote.quoteNumber,
        date: quote.requestedAt,
        customer: quote.customerInfo,
        shipping: quote.shipping,
        products: quote.items,
        additionalNotes: quote.additionalNotes,
        estimatedValue: quote.subtotalCents / 100,
      }),
    );
  } catch {
    /* storage unavailable: the confirmation still shows */
  }
}

type TextProps = Partial<React.ComponentProps<typeof TextField>>;

/**
 * 'Order Request' form: contact, delivery address, notes; the cart's lines go with it. It posts
 * to the quote page's action: without JavaScript the server answers with the thank-you page (or the form
 * again, with its errors and values); with it, the answer is kept and the page confirms first.
 */
/** The quote form's fields filled from what the shop knows of a signed-in buyer. */
function startingValues(known: BuyerDetails | null): Record<string, string | undefined> {
  if (!known) return {};
  const { address } = known;
  return {
    firstName: known.firstName,
    lastName: known.lastName,
    email: known.email,
    phone: known.phone,
    companyName: known.companyName,
    streetAddress: address?.address,
    apartment: address?.apartment,
    city: address?.city,
    state: address?.state,
    zipCode: address?.zipCode,
    country: address?.country,
  };
}

export function QuoteForm({
  lines,
  idempotencyKey,
  onSubmitted,
  initialNote,
  known,
  sites = [],
  limited = false,
  fromPlan = false,
}: {
  lines: readonly DisplayLine[];
  /** The server's key for this form; editing the form makes a new one. */
  idempotencyKey: string;
  onSubmitted(submitted: { email: string; confirmationPath: string }): void;
  /** The notes' starting text: a grow-room plan's inputs (ADR 0087). */
  initialNote?: string | null;
  /** A signed-in buyer's details the fields start with (the server's, from the profile and company). */
  known?: BuyerDetails | null;
  /** The sites a signed-in buyer may quote for; the Site picker shows for two or more (ADR 0270). */
  sites?: readonly { id: string; name: string }[];
  /** A member limited to sites picks one of theirs (no "Every site"). */
  limited?: boolean;
  /** The lines are a grow-room plan's, not the cart's: the cart is left as it is. */
  fromPlan?: boolean;
}) {
  const { Form, result, values, submitting, onSubmit, onInput } = useFormAction<FormResult | QuoteAccepted>(
    validateQuote,
  );
  const [key, setKey] = useState(idempotencyKey);
  const [enhanced, setEnhanced] = useState(false);
  const start = startingValues(known ?? null);
  const [region, setRegion] = useState({
    country: values.country ?? start.country ?? "United States",
    state: values.state ?? start.state ?? "",
  });
  useEffect(() => setEnhanced(true), []);

  const accepted = result?.ok && "quote" in result ? (result as QuoteAccepted) : null;
  useEffect(() => {
    if (!accepted) return;
    rememberQuote(accepted.quote);
    onSubmitted({ email: accepted.email, confirmationPath: accepted.confirmationPath });
    if (!fromPlan) cart.clear();
  }, [accepted, onSubmitted, fromPlan]);

  const errors = result && !result.ok ? result.fields : {};
  const text = (id: string, label: string, props: TextProps = {}) => (
    <TextField
      id={id}
      label={label}
      defaultValue={values[id] ?? start[id]}
      error={errors[id]}
      disabled={submitting}
      {...props}
    />
  );

  return (
    <Form
      method="post"
      noValidate
      aria-labelledby="quote-form-heading"
      className="relative space-y-8"
      onSubmit={onSubmit}
      onInput={() => {
        onInput();
        setKey(crypto.randomUUID());
      }}
    >
      <h2 id="quote-form-heading" className="text-xl font-semibold text-slate-900">
        Order Request
      </h2>
      {result && !result.ok ? <FormBanner tone="error">{result.message}</FormBanner> : null}
      <input type="hidden" name={CART_LINES_FIELD} value={cartLinesFieldValue(lines)} />
      <input type="hidden" name={IDEMPOTENCY_FIELD} value={key} />
      {fromPlan ? <input type="hidden" name={QUOTE_SOURCE_FIELD} value={PLAN_QUOTE_SOURCE} /> : null}
      {enhanced ? <input type="hidden" name={ENHANCED_FIELD} value="1" /> : null}
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-3 text-base font-semibold text-brand-800">Contact Information</legend>
        {text("firstName", "First Name", { required: true, autoComplete: "given-name" })}
        {text("lastName", "Last Name", { required: true, autoComplete: "family-name" })}
        {text("email", "Email", { required: true, type: "email", autoComplete: "email" })}
        {text("phone", "Phone", { required: true, type: "tel", autoComplete: "tel" })}
        {text("companyName", "Company Name (optional)", {
          autoComplete: "organization",
          className: "sm:col-span-2",
        })}
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-3 text-base font-semibold text-brand-800">Delivery Address</legend>
        {text("streetAddress", "Street Address", {
          required: true,
          autoComplete: "address-line1",
          className: "sm:col-span-2",
        })}
        {text("apartment", "Apartment, suite, etc. (optional)", {
          autoComplete: "address-line2",
          className: "sm:col-span-2",
        })}
        {text("city", "City", { required: true, autoComplete: "address-level2" })}
        {text("zipCode", "ZIP Code", { required: true, autoComplete: "postal-code" })}
        <RegionFields
          countries={COUNTRIES}
          country={region.country}
          state={region.state}
          stateLabel="State"
          disabled={submitting}
          stateError={errors.state}
          onChange={setRegion}
        />
        {showsSites(sites) ? (
          <SelectField
            id="siteId"
            label="Site"
            className="sm:col-span-2"
            options={limited ? sites.map((s) => s.id) : ["", ...sites.map((s) => s.id)]}
            optionLabel={(id) => siteNameOf(sites, id || null)}
            defaultValue={values.siteId ?? known?.siteId ?? ""}
            error={errors.siteId}
            disabled={submitting}
          />
        ) : null}
      </fieldset>
      <fieldset>
        <legend className="mb-3 text-base font-semibold text-brand-800">Additional Requirements</legend>
        <TextAreaField
          id="specialRequirements"
          name="specialRequirements"
          label="Notes (delivery windows, installation, financing…)"
          defaultValue={values.specialRequirements ?? initialNote ?? undefined}
          disabled={submitting}
        />
      </fieldset>
      <HoneypotField defaultValue={values.website} />
      <button type="submit" className={`${primaryButtonClass} w-full`} disabled={submitting || !!accepted}>
        {submitting ? "Submitting..." : "Submit Quote Request"}
      </button>
    </Form>
  );
}
