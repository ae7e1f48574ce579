import { useRef, useState } from "react";
import type { DisplayLine } from "../../../core/cart-pricing.ts";
import { COUNTRIES } from "../../../core/constants.ts";
import { orderRequestSchema, type OrderRequestInput } from "../../../core/order-request.ts";
import type { QuoteSummary } from "../../../core/quote-summary.ts";
import { cart } from "../cart/cart-store.ts";
import { FormBanner, primaryButtonClass, TextAreaField, TextField } from "../forms/fields.tsx";
import { HoneypotField } from "../forms/honeypot-field.tsx";
import { newIdempotencyKey } from "../forms/post-json.ts";
import { RegionFields } from "../forms/region-fields.tsx";
import { submitQuote } from "./submit-quote.ts";

type Fields = Omit<OrderRequestInput, "products">;

const initial: Fields = {
  firstName: "",
  lastName: "",
  email: "",
  phone: "",
  companyName: "",
  streetAddress: "",
  apartment: "",
  city: "",
  state: "",
  zipCode: "",
  country: "United States",
  specialRequirements: "",
  website: "",
};

function fieldErrors(issues: { path: PropertyKey[]; message: string }[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) errors[String(issue.path[0] ?? "_")] ??= issue.message;
  return errors;
}

/** Keeps what spec §4 says is stored on success: the email and a local quote record. */
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

/** Spec §2 'Order Request' form: contact, delivery address, notes; the cart's lines go with it. */
export function QuoteForm({
  lines,
  onSubmitted,
}: {
  lines: readonly DisplayLine[];
  onSubmitted(submitted: { email: string; confirmationPath: string }): void;
}) {
  const [values, setValues] = useState<Fields>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [banner, setBanner] = useState("");
  const [busy, setBusy] = useState(false);
  const key = useRef<string | null>(null);

  function update(patch: Partial<Fields>) {
    setValues((v) => ({ ...v, ...patch }));
    key.current = null;
    setBanner("");
    setErrors((e) => {
      const next = { ...e };
      for (const k of Object.keys(patch)) delete next[k];
      return next;
    });
  }

  async function onSubmit() {
    const payload: OrderRequestInput = {
      ...values,
      products: lines.map((l) => ({
        name: l.name,
        sku: l.sku,
        brand: l.brand,
        price: l.unitPriceCents / 100,
        quantity: l.quantity,
        image: l.image,
      })),
    };
    const parsed = orderRequestSchema.safeParse(payload);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues));
      setBanner("Please correct the highlighted fields.");
      return;
    }
    key.current ??= newIdempotencyKey();
    setBusy(true);
    const result = await submitQuote(payload, key.current);
    setBusy(false);
    if (result.ok) {
      rememberQuote(result.quote);
      onSubmitted({ email: result.quote.customerInfo.email, confirmationPath: result.confirmationPath });
      cart.clear();
      return;
    }
    setErrors(result.fields);
    setBanner(result.message);
  }

  const text = (
    id: keyof Fields,
    label: string,
    props: Partial<React.ComponentProps<typeof TextField>> = {},
  ) => (
    <TextField
      id={id}
      label={label}
      value={String(values[id] ?? "")}
      error={errors[id]}
      disabled={busy}
      onChange={(e) => update({ [id]: e.target.value })}
      {...props}
    />
  );

  return (
    <form
      noValidate
      aria-labelledby="quote-form-heading"
      className="relative space-y-8"
      onSubmit={(e) => {
        e.preventDefault();
        void onSubmit();
      }}
    >
      <h2 id="quote-form-heading" className="text-xl font-semibold text-slate-900">
        Order Request
      </h2>
      {banner ? <FormBanner tone="error">{banner}</FormBanner> : null}
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
          country={values.country ?? "United States"}
          state={values.state ?? ""}
          stateLabel="State"
          disabled={busy}
          stateError={errors.state}
          onChange={({ country, state }) => update({ country: country as Fields["country"], state })}
        />
      </fieldset>
      <fieldset>
        <legend className="mb-3 text-base font-semibold text-brand-800">Additional Requirements</legend>
        <TextAreaField
          id="specialRequirements"
          label="Notes (delivery windows, installation, financing…)"
          value={values.specialRequirements ?? ""}
          disabled={busy}
          onChange={(e) => update({ specialRequirements: e.target.value })}
        />
      </fieldset>
      <HoneypotField value={values.website ?? ""} onChange={(e) => update({ website: e.target.value })} />
      <button type="submit" className={`${primaryButtonClass} w-full`} disabled={busy}>
        {busy ? "Submitting..." : "Submit Quote Request"}
      </button>
    </form>
  );
}
