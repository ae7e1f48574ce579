import { PAYMENT_METHODS } from "../../../core/payment-terms.ts";
import { z } from "zod";
import { availabilitySchema } from "./catalogue.ts";
import type { CartPriceResponse } from "../../../core/cart-pricing.ts";
import { STATUS_TRANSITIONS, type DocumentStatus } from "../../../core/document-status.ts";
import type { OrderSummary, QuoteSummary } from "../../../core/quote-summary.ts";
import { PAYMENT_STATUSES } from "../../../core/payment-status.ts";

/** The answers of the cart, quote, order and form writes, tied to the types the services return. */

const text = z.string();
const cents = z.number().int();

const lineShape = { sku: text, name: text, brand: text, image: text, quantity: z.number().int() };
const addressShape = {
  address: text,
  apartment: text,
  city: text,
  state: text,
  zipCode: text,
  country: text,
};

const pricedLineSchema = z.object({
  ...lineShape,
  category: text,
  subcategory: text,
  unitPriceCents: cents.nullable().meta({ description: "Null when the product is priced on request." }),
  tiers: z.array(z.object({ minQuantity: z.number().int().min(1), unitPriceCents: cents })).meta({
    description:
      "The unit price from each quantity on (the first from 1): the cart re-prices a changed quantity with it. Empty when priced on request.",
  }),
  available: z.boolean().meta({ description: "False when the catalogue no longer has the sku." }),
  availability: availabilitySchema.nullable(),
});

export const cartPriceResponseSchema = z.object({
  lines: z.array(pricedLineSchema),
  subtotalCents: cents,
}) satisfies z.ZodType<CartPriceResponse>;

const quoteSchema = z
  .object({
    quoteNumber: text,
    token: text.meta({ description: "Opens the quote's confirmation (/thankyou?quote=…&token=…)." }),
    requestedAt: text,
    customerInfo: z.object({ firstName: text, lastName: text, email: text, phone: text, company: text }),
    shipping: z.object(addressShape),
    items: z.array(
      z.object({
        ...lineShape,
        unitPriceCents: cents
          .nullable()
          .meta({ description: "Catalogue price at submission; null when priced by sales." }),
        available: z.boolean(),
      }),
    ),
    itemCount: z.number().int(),
    subtotalCents: cents,
    additionalNotes: text,
  })
  .meta({ id: "Quote" }) satisfies z.ZodType<QuoteSummary>;

const confirmationPath = text.meta({ description: "The page that confirms the document to the buyer." });

export const quoteResponseSchema = z.object({ quote: quoteSchema, confirmationPath });

const orderSchema = z
  .object({
    orderNumber: text,
    token: text.meta({ description: "Opens the order's confirmation (GET /api/orders/{orderNumber})." }),
    createdAt: text,
    status: z.enum(Object.keys(STATUS_TRANSITIONS.order) as [DocumentStatus<"order">]),
    paymentStatus: z.enum(PAYMENT_STATUSES),
    email: text,
    phone: text,
    shipping: z.object({ firstName: text, lastName: text, ...addressShape }),
    paidWith: text.nullable().meta({
      description:
        "How it was paid, as the payment provider names it ('Visa ending in 4242'); null until then.",
    }),
    paymentMethod: z.enum(PAYMENT_METHODS),
    poNumber: text,
    jobName: text,
    items: z.array(z.object({ ...lineShape, unitPriceCents: cents })),
    subtotalCents: cents,
    shippingCents: cents,
    taxCents: cents,
    totalCents: cents,
  })
  .meta({ id: "Order" }) satisfies z.ZodType<OrderSummary>;

/** What checkout answers about paying online: the provider's form's secret, or why it is not open yet. */
const paymentStartSchema = z
  .union([
    z.object({
      clientSecret: text.meta({
        description: "Confirms the payment with the provider's Stripe.js; never stored.",
      }),
      amountCents: cents.meta({ description: "The server's total the payment is for." }),
    }),
    z.object({
      error: text.meta({ description: "Why the payment could not be started; the order is kept." }),
    }),
  ])
  .nullable()
  .meta({ id: "PaymentStart", description: "Null for an order on account or paid by payment link." });

export const orderResponseSchema = z.object({
  order: orderSchema,
  confirmationPath,
  payment: paymentStartSchema,
});

/** An order as GET /api/orders/{orderNumber} reads it. */
export const orderLookupResponseSchema = z.object({ order: orderSchema });

/** What a form write answers: the sentence the page shows. */
export const acknowledgementSchema = z
  .object({ ok: z.literal(true), message: text })
  .meta({ id: "Acknowledgement" });

export const acknowledgement = (message: string): z.output<typeof acknowledgementSchema> => ({
  ok: true,
  message,
});
