import { useEffect, useRef, useState } from "react";
import { Link, useActionData, useFetcher, useNavigate } from "react-router";
import { CART_LINES_FIELD, cartLinesFieldValue } from "../../../core/cart-lines-field.ts";
import type { DisplayLine } from "../../../core/cart-pricing.ts";
import type { BuyerDetails } from "../../../core/buyer-details.ts";
import { isTaxExempt, type CheckoutAccount } from "../../../core/checkout-account.ts";
import { checkoutTotals } from "../../../core/checkout-totals.ts";
import { COUNTRIES } from "../../../core/constants.ts";
import { PAY_BY_LINK_LABEL, type CHOSEN_PAYMENT_METHODS } from "../../../core/payment-terms.ts";
import type { CheckoutRequestInput } from "../../../core/order-request.ts";
import { formErrors } from "../../../core/form-errors.ts";
import { TERMS_MESSAGE } from "../../../core/form-messages.ts";
import type { OrderSummary } from "../../../core/quote-summary.ts";
import { cart } from "../cart/cart-store.ts";
import { FormBanner, primaryButtonClass, secondaryButtonClass, TextField } from "../forms/fields.tsx";
import { HoneypotField } from "../forms/honeypot-field.tsx";
import { PaymentChoice } from "./payment-choice.tsx";
import { RegionFields } from "../forms/region-fields.tsx";
import type { QuoteAccepted } from "../quote/quote-fields.ts";
import { fieldsOf } from "../forms/use-form-action.ts";
import type { FormFields, FormRefused } from "../forms/form-result.ts";
import { ENHANCED_FIELD, IDEMPOTENCY_FIELD } from "../sales/idempotency-field.ts";
import {
  asCheckoutErrors,
  checkoutFieldName,
  checkoutQuoteInput,
  INTENT_FIELD,
  SAVE_QUOTE_INTENT,
  SAVE_QUOTE_MESSAGE,
  type CheckoutAccepted,
} from "./checkout-fields.ts";

/** The order schemas (and zod) load when the buyer first submits, not with the page. */
const orderSchemas = () => import("../../../core/order-request.ts");

type Country = (typeof COUNTRIES)[number];
type ChosenPaymentMethod = (typeof CHOSEN_PAYMENT_METHODS)[number];
type Values = Omit<
  CheckoutRequestInput,
  "items" | "acceptTerms" | "card" | "paymentMethod" | "poNumber" | "jobName"
> & {
  paymentMethod: ChosenPaymentMethod;
  poNumber: string;
  jobName: string;
  acceptTerms: boolean;
};

const initial: Values = {
  contact: { email: "", phone: "" },
  shipping: {
    firstName: "",
    lastName: "",
    address: "",
    apartment: "",
    city: "",
    state: "",
    zipCode: "",
    country: "United States",
  },
  paymentMethod: "card",
  poNumber: "",
  jobName: "",
  acceptTerms: false,
  website: "",
};

/**
 * A signed-in buyer's form starts with the account's email, the profile's phone and the chosen (or
 * default) company address; without a saved address, with the buyer's name and the profile's address.
 */
function startValues(account: CheckoutAccount | null, known: BuyerDetails | null): Values {
  if (!account) return initial;
  const a = account.selected;
  const fallback = known
    ? { ...initial.shipping, firstName: known.firstName, lastName: known.lastName, ...known.address }
    : initial.shipping;
  return {
    ...initial,
    contact: { ...initial.contact, email: account.email, phone: known?.phone ?? "" },
    shipping: a
      ? {
          firstName: a.firstName,
          lastName: a.lastName,
          address: a.address,
          apartment: a.apartment,
          city: a.city,
          state: a.state,
          zipCode: a.zipCode,
          country: a.country,
        }
      : fallback,
  };
}

/** What the specification keeps in local storage after checkout (no card data). */
function saveOrderSnapshot(order: OrderSummary) {
  try {
    localStorage.setItem(
      "savedOrder",
      JSON.stringify({
        orderNumber: order.orderNumber,
        token: order.token,
        createdAt: order.createdAt,
        items: order.items,
        subtotalCents: order.subtotalCents,
        shippingCents: order.shippingCents,
        taxCents: order.taxCents,
        totalCents: order.totalCents,
      }),
    );
  } catch {
    /* storage unavailable: the confirmation link still works */
  }
}

/** The form's values as a refused post (without JavaScript) sent them back. */
function refusedValues(posted: FormFields): Values {
  const from = <S extends "contact" | "shipping">(section: S): Values[S] => {
    const next = { ...initial[section] } as Record<string, unknown>;
    for (const key of Object.keys(next)) {
      const value = posted[checkoutFieldName(section, key)];
      if (value !== undefined) next[key] = value;
    }
    return next as Values[S];
  };
  return {
    contact: from("contact"),
    shipping: from("shipping"),
    paymentMethod: posted.paymentMethod === "account" ? "account" : "card",
    poNumber: posted.poNumber ?? "",
    jobName: posted.jobName ?? "",
    acceptTerms: posted.acceptTerms === "on",
    website: posted.website ?? "",
  };
}

/**
 * The specification: Checkout: contact, shipping address, how to pay, Terms, Complete Order and Save Quote. No card
 * field: an order paid online is paid next, on its page, in the provider's own form (ADR 0120); without a
 * provider it waits for a payment link. Without JavaScript the form posts to the checkout page's action,
 * which sends the browser to the order's page or renders the form again with its errors.
 */
export function CheckoutForm({
  lines,
  disabled,
  idempotencyKey,
  account,
  known = null,
  paysOnline,
  onShipToChange,
  notice = null,
}: {
  lines: readonly DisplayLine[];
  disabled: boolean;
  /** The server's key for this form, for a post without JavaScript. */
  idempotencyKey: string;
  /** The signed-in buyer's company: addresses, terms, exempt states; null for a guest. */
  account: CheckoutAccount | null;
  /** What the shop knows of the signed-in buyer (name, phone, address on the profile). */
  known?: BuyerDetails | null;
  /** A payment provider is configured: orders not on account are paid online on the next step. */
  paysOnline: boolean;
  /** Tells the order summary the ship-to region (a tax-exempt state changes the tax). */
  onShipToChange?: (region: { country: string; state: string }) => void;
  /** Shown at the top of the form, its fields posted with it (the rebate warning's hold choice). */
  notice?: React.ReactNode;
}) {
  const refused = useActionData<FormRefused | undefined>();
  const [values, setValues] = useState<Values>(() =>
    refused && !refused.ok ? refusedValues(refused.values) : startValues(account, known),
  );
  const totals = checkoutTotals(lines, {
    taxExempt: isTaxExempt(account, values.shipping.country ?? "", values.shipping.state ?? ""),
  });
  const accountOffered = account?.onAccount != null && totals.totalCents <= account.onAccount.creditLeftCents;
  const onAccount = accountOffered && values.paymentMethod === "account";
  const [errors, setErrors] = useState<Record<string, string>>(refused?.fields ?? {});
  const [banner, setBanner] = useState(refused?.message ?? "");
  const orderPost = useFetcher<FormRefused | CheckoutAccepted>();
  const quotePost = useFetcher<FormRefused | QuoteAccepted>();
  const busy = orderPost.state !== "idle" ? "order" : quotePost.state !== "idle" ? "quote" : null;
  const formRef = useRef<HTMLFormElement>(null);
  // Only a hydrated form can tell the Terms box's state; without JavaScript the server checks it.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const orderKey = useRef<string | null>(null);
  const quoteKey = useRef<string | null>(null);
  const navigate = useNavigate();

  useEffect(() => {
    const answer = orderPost.data;
    if (!answer) return;
    if (!answer.ok) {
      setErrors(answer.fields);
      setBanner(answer.message);
      return;
    }
    saveOrderSnapshot(answer.order);
    cart.clear();
    navigate(answer.confirmationPath);
  }, [orderPost.data, navigate]);

  useEffect(() => {
    const answer = quotePost.data;
    if (!answer) return;
    if (!answer.ok) {
      setErrors(answer.fields);
      setBanner(answer.message);
      return;
    }
    cart.clear();
    navigate((answer as QuoteAccepted).confirmationPath);
  }, [quotePost.data, navigate]);

  function update<S extends "contact" | "shipping">(section: S, patch: Partial<Values[S]>) {
    setValues((v) => ({ ...v, [section]: { ...v[section], ...patch } }));
    orderKey.current = null;
    quoteKey.current = null;
    setBanner("");
    setErrors((e) => {
      const next = { ...e };
      for (const k of Object.keys(patch)) delete next[`${section}.${k}`];
      return next;
    });
  }

  const items = lines.map((l) => ({ sku: l.sku, quantity: l.quantity }));

  async function completeOrder() {
    if (!values.acceptTerms) {
      window.alert(TERMS_MESSAGE);
      return;
    }
    const payload = { ...values, items };
    const { checkoutSchema } = await orderSchemas();
    const parsed = checkoutSchema.safeParse(payload);
    if (!parsed.success) {
      setErrors(formErrors(parsed.error.issues).fields);
      setBanner("Please correct the highlighted fields.");
      return;
    }
    orderKey.current ??= crypto.randomUUID();
    void orderPost.submit(
      { ...fieldsOf(formRef.current!), [IDEMPOTENCY_FIELD]: orderKey.current, [ENHANCED_FIELD]: "1" },
      { method: "post", action: "/checkout" },
    );
  }

  /** Save Quote: the contact and address fields to the checkout action as a quote. */
  async function saveQuote() {
    const posted = fieldsOf(formRef.current!);
    const { orderRequestSchema } = await orderSchemas();
    const parsed = orderRequestSchema.safeParse(checkoutQuoteInput(posted));
    if (!parsed.success) {
      setErrors(asCheckoutErrors(formErrors(parsed.error.issues).fields));
      setBanner(SAVE_QUOTE_MESSAGE);
      return;
    }
    quoteKey.current ??= crypto.randomUUID();
    void quotePost.submit(
      {
        ...posted,
        [INTENT_FIELD]: SAVE_QUOTE_INTENT,
        [IDEMPOTENCY_FIELD]: quoteKey.current,
        [ENHANCED_FIELD]: "1",
      },
      { method: "post", action: "/checkout" },
    );
  }

  const off = disabled || busy !== null;
  const field = <S extends "contact" | "shipping">(
    section: S,
    key: keyof Values[S] & string,
    label: string,
    props: Partial<React.ComponentProps<typeof TextField>> = {},
  ) => (
    <TextField
      id={checkoutFieldName(section, key)}
      label={label}
      value={String(values[section][key] ?? "")}
      error={errors[`${section}.${key}`]}
      disabled={off}
      onChange={(e) => update(section, { [key]: e.target.value } as Partial<Values[S]>)}
      {...props}
    />
  );
  const section = "rounded-xl border border-slate-200 bg-white p-5 sm:p-6";
  const legend = "mb-4 text-lg font-semibold text-slate-900";

  return (
    // method="post": a submit before hydration never puts the buyer's details in a URL.
    <form
      ref={formRef}
      method="post"
      noValidate
      aria-label="Checkout"
      className="relative space-y-6"
      onSubmit={(e) => {
        e.preventDefault();
        void completeOrder();
      }}
    >
      {banner ? <FormBanner tone="error">{banner}</FormBanner> : null}
      {notice}
      {account?.selected?.siteId ? (
        <input type="hidden" name="siteId" value={account.selected.siteId} />
      ) : null}
      <input type="hidden" name={CART_LINES_FIELD} value={cartLinesFieldValue(lines)} />
      <input type="hidden" name={IDEMPOTENCY_FIELD} value={idempotencyKey} />
      <fieldset className={`${section} grid gap-4 sm:grid-cols-2`}>
        <legend className={`${legend} float-left w-full`}>Contact Information</legend>
        {field("contact", "email", "Email", { required: true, type: "email", autoComplete: "email" })}
        {field("contact", "phone", "Phone", { required: true, type: "tel", autoComplete: "tel" })}
      </fieldset>
      <fieldset className={`${section} grid gap-4 sm:grid-cols-2`}>
        <legend className={`${legend} float-left w-full`}>Shipping Address</legend>
        {field("shipping", "firstName", "First Name", { required: true, autoComplete: "given-name" })}
        {field("shipping", "lastName", "Last Name", { required: true, autoComplete: "family-name" })}
        {field("shipping", "address", "Address", {
          required: true,
          autoComplete: "address-line1",
          className: "sm:col-span-2",
        })}
        {field("shipping", "apartment", "Apartment, suite, etc. (optional)", {
          autoComplete: "address-line2",
          className: "sm:col-span-2",
        })}
        {field("shipping", "city", "City", { required: true, autoComplete: "address-level2" })}
        {field("shipping", "zipCode", "ZIP Code", { required: true, autoComplete: "postal-code" })}
        <RegionFields
          idPrefix="shipping-"
          countries={COUNTRIES}
          country={values.shipping.country ?? "United States"}
          state={values.shipping.state ?? ""}
          stateLabel="State"
          disabled={off}
          stateError={errors["shipping.state"]}
          onChange={({ country, state }) => {
            update("shipping", { country: country as Country, state });
            onShipToChange?.({ country, state });
          }}
        />
      </fieldset>
      {account ? (
        <fieldset className={`${section} grid gap-4 sm:grid-cols-2`}>
          <legend className={`${legend} float-left w-full`}>Order Details</legend>
          <TextField
            id="poNumber"
            label="PO Number (optional)"
            value={values.poNumber}
            error={errors.poNumber}
            disabled={off}
            maxLength={60}
            onChange={(e) => setValues((v) => ({ ...v, poNumber: e.target.value }))}
          />
          <TextField
            id="jobName"
            label="Job Name (optional)"
            value={values.jobName}
            error={errors.jobName}
            disabled={off}
            maxLength={120}
            onChange={(e) => setValues((v) => ({ ...v, jobName: e.target.value }))}
          />
        </fieldset>
      ) : null}
      <fieldset className={`${section} grid gap-4 sm:grid-cols-2`}>
        <legend className={`${legend} float-left w-full`}>Payment Information</legend>
        {account?.onAccount ? (
          <PaymentChoice
            offered={accountOffered}
            creditLeftCents={account.onAccount.creditLeftCents}
            method={onAccount ? "account" : "card"}
            paysOnline={paysOnline}
            error={errors.paymentMethod}
            disabled={off}
            onChange={(paymentMethod) => {
              setValues((v) => ({ ...v, paymentMethod }));
              setBanner("");
            }}
          />
        ) : null}
        {onAccount ? null : (
          <p className="text-sm text-slate-700 sm:col-span-2" data-testid="payment-how">
            {paysOnline
              ? "You pay on the next step, in our payment provider's secure form: a card, or a US bank account for business accounts. A card is authorised then, and charged only when our team confirms stock and lead times."
              : `${PAY_BY_LINK_LABEL}: we email you a secure link to pay for this order, or call you to take payment. Nothing is charged now.`}
          </p>
        )}
      </fieldset>
      <HoneypotField
        value={values.website ?? ""}
        onChange={(e) => setValues((v) => ({ ...v, website: e.target.value }))}
      />
      <label className="flex items-start gap-3 text-sm text-slate-700">
        <input
          type="checkbox"
          name="acceptTerms"
          className="mt-0.5 h-4 w-4 accent-brand-700"
          checked={values.acceptTerms}
          disabled={off}
          onChange={(e) => {
            setValues((v) => ({ ...v, acceptTerms: e.target.checked }));
            setBanner("");
          }}
        />
        <span>
          I have read and accept the{" "}
          <Link to="/terms" className="font-medium text-brand-700 underline">
            Terms of Service
          </Link>
          .
        </span>
      </label>
      <div className="flex flex-col gap-3 sm:flex-row">
        <button
          type="submit"
          className={`${primaryButtonClass} flex-1`}
          disabled={off}
          aria-disabled={(hydrated && !values.acceptTerms) || undefined}
        >
          {busy === "order"
            ? "Placing order..."
            : paysOnline && !onAccount
              ? "Continue to Payment"
              : "Complete Order"}
        </button>
        {/* A second submit button, so Save Quote posts the form without JavaScript too. */}
        <button
          type="submit"
          name={INTENT_FIELD}
          value={SAVE_QUOTE_INTENT}
          className={`${secondaryButtonClass} flex-1`}
          disabled={off}
          onClick={(e) => {
            e.preventDefault();
            void saveQuote();
          }}
        >
          {busy === "quote" ? "Saving..." : "Save Quote"}
        </button>
      </div>
    </form>
  );
}
