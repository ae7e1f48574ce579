import { z } from "zod";
import type { CartPriceResponse } from "../../../core/cart-pricing.ts";
import type { OrderSummary, QuoteSummary } from "../../../core/quote-summary.ts";

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
  available: z.boolean().meta({ description: "False when the catalogue no longer has the sku." }),
});

export const cartPriceResponseSchema = z.object({
  lines: z.array(pricedLineSchema),
  subtotalCents: cents,
}) satisfies z.ZodType<CartPriceResponse>;

const quoteSchema = z
  .object({
    quoteNumber: text,
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

export const quoteResponseSchema = z.object({ quote: quoteSchema });

const orderSchema = z
  .object({
    orderNumber: text,
    token: text.meta({ description: "Opens the order's confirmation (GET /api/orders/{orderNumber})." }),
    createdAt: text,
    status: z.literal("pending"),
    paymentStatus: z.literal("awaiting"),
    email: text,
    phone: text,
    shipping: z.object({ firstName: text, lastName: text, ...addressShape }),
    card: z.object({ brand: text, last4: text }),
    items: z.array(z.object({ ...lineShape, unitPriceCents: cents })),
    subtotalCents: cents,
    shippingCents: cents,
    taxCents: cents,
    totalCents: cents,
  })
  .meta({ id: "Order" }) satisfies z.ZodType<OrderSummary>;

export const orderResponseSchema = z.object({ order: orderSchema });

/** What a form write answers: the sentence the page shows. */
export const acknowledgementSchema = z
  .object({ ok: z.literal(true), message: text })
  .meta({ id: "Acknowledgement" });

export const acknowledgement = (message: string): z.output<typeof acknowledgementSchema> => ({
  ok: true,
  message,
});
