import { z } from "./zod.ts";
import {
  NEWSLETTER_INVALID_MESSAGE,
  REQUIRED_FIELDS_MESSAGE,
  SPAM_MESSAGE,
  TERMS_MESSAGE,
} from "./form-messages.ts";
import { CARD_DATA_REFUSED_MESSAGE } from "./card-fields.ts";
import { COUNTRIES } from "./constants.ts";
import { CHOSEN_PAYMENT_METHODS } from "./payment-terms.ts";
import { FORM_COUNTRIES, isRegionOf, regionMismatchMessage } from "./regions.ts";
import { canonicalCountry, canonicalState, COUNTRY_UNKNOWN_MESSAGE } from "./region-names.ts";

/** Limits shared by the cart, the quote and checkout (a cart over this is refused with a clear 4xx). */
export const MAX_CART_LINES = 200;
export const MAX_LINE_QUANTITY = 100_000;

export const TOO_MANY_LINES_MESSAGE = `A cart can hold at most ${MAX_CART_LINES} different items.`;

function requiredText(label: string, max = 200) {
  const message = `${label} is required.`;
  return z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(max, `${label} must be at most ${max} characters.`);
}

function optionalText(max = 200) {
  return z.string().trim().max(max, `Must be at most ${max} characters.`).optional().default("");
}

const email = (label = "Email") =>
  requiredText(label, 254).pipe(z.email("Please enter a valid email address."));

/**
 * A country field that takes the common spellings ('USA', 'US', 'CA', 'México') of the countries
 * `allowed`; empty is `required`, anything else 'Choose a country from the list.'.
 */
function countryField<const T extends readonly [string, ...string[]]>(allowed: T, required: string) {
  return z
    .string({ error: required })
    .trim()
    .min(1, required)
    .transform((text) => canonicalCountry(text) ?? text)
    .pipe(z.enum(allowed, { error: COUNTRY_UNKNOWN_MESSAGE }));
}

/** A state field that takes postal and ISO codes ('CA', 'ON', 'JAL') and any case for the lists' names. */
const stateField = (text: z.ZodType<string, string>) => text.transform(canonicalState);

/** Bots fill every field; people never see this one. */
const honeypot = z.string().max(0, SPAM_MESSAGE).optional();

export const cartLineSchema = z.object({
  sku: requiredText("SKU", 100),
  quantity: z
    .number({ error: "Quantity must be a whole number." })
    .int("Quantity must be a whole number.")
    .min(1, "Quantity must be at least 1.")
    .max(MAX_LINE_QUANTITY, `Quantity must be at most ${MAX_LINE_QUANTITY}.`),
});

const cartLines = z
  .array(cartLineSchema, { error: "Add at least one item." })
  .min(1, "Add at least one item.")
  .max(MAX_CART_LINES, TOO_MANY_LINES_MESSAGE);

/** POST /api/cart/price: the skus and quantities to re-price from the catalogue. */
export const cartPriceRequestSchema = z.object({
  items: z.array(cartLineSchema).max(MAX_CART_LINES, TOO_MANY_LINES_MESSAGE),
});

/** A form's country and state, where a schema keeps them (`shipping` at checkout, the top level elsewhere). */
type RegionOf = (value: unknown) => { country?: unknown; state?: unknown } | undefined;

/**
 * The refinement that the state is one of the country's, with a message that names both. It runs whenever
 * both are texts, even when other fields are wrong, so a form re-rendered without JavaScript says at once
 * why the state it sent is not in the new country's list.
 */
function regionRule(path: string[], regionOf: RegionOf = (value) => value as ReturnType<RegionOf>) {
  const texts = (value: unknown) => {
    const region = regionOf(value);
    return typeof region?.country === "string" && typeof region.state === "string"
      ? { country: region.country, state: region.state }
      : null;
  };
  return {
    check: (value: unknown) => {
      const region = texts(value);
      return region === null || isRegionOf(region.country, region.state);
    },
    params: {
      path,
      when: ({ value }: { value: unknown }) => Boolean(texts(value)?.state.trim()),
      error: ({ input }: { input: unknown }) => {
        const region = texts(input);
        return region ? regionMismatchMessage(region.country, region.state) : undefined;
      },
    },
  };
}
const topLevelRegion = regionRule(["state"]);
const shippingRegion = regionRule(
  ["shipping", "state"],
  (value) => (value as { shipping?: object }).shipping,
);

/**
 * 'Order-request payload'. Client prices (`price`) and display fields are accepted for
 * compatibility but ignored: the server re-prices every line from the catalogue.
 */
export const orderRequestSchema = z
  .object({
    firstName: requiredText("First name", 100),
    lastName: requiredText("Last name", 100),
    email: email(),
    phone: requiredText("Phone", 40),
    companyName: optionalText(200),
    streetAddress: requiredText("Street address"),
    apartment: optionalText(100),
    city: requiredText("City", 100),
    state: stateField(requiredText("State", 100)),
    zipCode: requiredText("ZIP code", 20),
    country: countryField(COUNTRIES, "Country is required."),
    specialRequirements: optionalText(4000),
    /** The company's site it is for (ADR 0270); empty lets the server decide. */
    siteId: z.string().trim().max(60, "Choose one of your sites.").optional(),
    products: z
      .array(
        cartLineSchema.extend({
          name: z.string().max(500).optional(),
          brand: z.string().max(200).optional(),
          price: z.number().optional(),
          image: z.string().max(2000).optional(),
        }),
        { error: "Add at least one item." },
      )
      .min(1, "Add at least one item.")
      .max(MAX_CART_LINES, TOO_MANY_LINES_MESSAGE),
    website: honeypot,
  })
  .refine(topLevelRegion.check, topLevelRegion.params);
export type OrderRequest = z.infer<typeof orderRequestSchema>;
export type OrderRequestInput = z.input<typeof orderRequestSchema>;

/** A rebate project chosen to hold an order for: its id, or blank for none. */
export const rebateProjectChoice = z
  .string({ error: "Choose a rebate project or none." })
  .trim()
  .regex(/^\d{0,15}$/, "Choose a rebate project or none.")
  .transform((id) => (id ? Number(id) : null))
  .optional();

/**
 * Checkout ('Checkout',): contact, shipping, how to pay, the Terms, and the cart's skus. No card
 * data: a card or bank account is entered in the payment provider's own frame, never sent here.
 */
export const checkoutSchema = z
  .object({
    contact: z.object({ email: email(), phone: requiredText("Phone", 40) }),
    shipping: z.object({
      firstName: requiredText("First name", 100),
      lastName: requiredText("Last name", 100),
      address: requiredText("Address"),
      apartment: optionalText(100),
      city: requiredText("City", 100),
      state: stateField(requiredText("State", 100)),
      zipCode: requiredText("ZIP code", 20),
      country: countryField(COUNTRIES, "Country is required."),
    }),
    // An old client that still sends card fields is refused, and the fields are never read or echoed.
    card: z.undefined({ error: CARD_DATA_REFUSED_MESSAGE }).optional(),
    // Online or on account: without a provider the server makes an online order one paid by payment link.
    paymentMethod: z.enum(CHOSEN_PAYMENT_METHODS, { error: "Choose how to pay." }).default("card"),
    poNumber: optionalText(60),
    jobName: optionalText(120),
    // The buyer's company's rebate project to hold the order for until its pre-approval (ADR 0290).
    holdForRebate: rebateProjectChoice,
    /** The company's site it is for (ADR 0270); empty lets the server decide. */
    siteId: z.string().trim().max(60, "Choose one of your sites.").optional(),
    acceptTerms: z.literal(true, { error: TERMS_MESSAGE }),
    items: cartLines,
    website: honeypot,
  })
  .refine(shippingRegion.check, shippingRegion.params);
export type CheckoutRequest = z.infer<typeof checkoutSchema>;
export type CheckoutRequestInput = z.input<typeof checkoutSchema>;

const formCountry = countryField(FORM_COUNTRIES, REQUIRED_FIELDS_MESSAGE);
const formRequired = (max = 200) =>
  z.string({ error: REQUIRED_FIELDS_MESSAGE }).trim().min(1, REQUIRED_FIELDS_MESSAGE).max(max);
const formEmail = formRequired(254).pipe(z.email("Please enter a valid email address."));

/** The specification: write 2 and 'Contact form': name, workEmail, company, phone, state required. */
export const contactSchema = z
  .object({
    name: formRequired(),
    company: formRequired(),
    workEmail: formEmail,
    phone: formRequired(40),
    country: formCountry,
    state: stateField(formRequired(100)),
    newsletter: z.boolean().default(false),
    website: honeypot,
  })
  .refine(topLevelRegion.check, topLevelRegion.params);
export type ContactRequest = z.infer<typeof contactSchema>;

export const GROWER_TYPES = ["LED", "Controllers", "Dehumidifiers", "HVAC"] as const;

/** The specification: write 1 and 'Rebate form': name, workEmail, cname, phone, growerType and state required. */
export const rebateSchema = z
  .object({
    name: formRequired(),
    cname: formRequired(),
    workEmail: formEmail,
    phone: formRequired(40),
    growerType: z.enum(GROWER_TYPES, { error: REQUIRED_FIELDS_MESSAGE }),
    country: formCountry,
    state: stateField(formRequired(100)),
    newsletter: z.boolean().default(true),
    website: honeypot,
  })
  .refine(topLevelRegion.check, topLevelRegion.params);
export type RebateRequest = z.infer<typeof rebateSchema>;

/** A posted contact or rebate form as its schema takes it: a checkbox is sent only when ticked. */
export function leadFormInput(fields: Record<string, string>) {
  return { ...fields, newsletter: "newsletter" in fields };
}

/** 'Newsletter': non-empty and containing an at sign (the server also checks the address shape). */
export const newsletterSchema = z.object({
  email: z
    .string({ error: NEWSLETTER_INVALID_MESSAGE })
    .trim()
    .max(254, NEWSLETTER_INVALID_MESSAGE)
    .pipe(z.email(NEWSLETTER_INVALID_MESSAGE)),
  website: honeypot,
});
export type NewsletterRequest = z.infer<typeof newsletterSchema>;

/** 'Q-' plus 9 random uppercase characters. */
export const QUOTE_NUMBER_PATTERN = /^Q-[A-Z0-9]{9}$/;
