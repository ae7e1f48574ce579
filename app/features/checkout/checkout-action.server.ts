import type { AppLoadContext } from "../../../server/app-context.ts";
import { checkoutSchema, orderRequestSchema } from "../../../core/order-request.ts";
import { acceptFields, readFields, refusedNotAForm, serviceRefusal } from "../forms/form-action.server.ts";
import { createPostedQuote } from "../quote/quote-action.server.ts";
import { documentPosted, postedIdempotencyKey } from "../sales/document-posted.server.ts";
import {
  asCheckoutErrors,
  checkoutFormInput,
  checkoutQuoteInput,
  INTENT_FIELD,
  SAVE_QUOTE_INTENT,
  SAVE_QUOTE_MESSAGE,
  type CheckoutAccepted,
} from "./checkout-fields.ts";
import { withoutCardFields } from "../../../core/card-fields.ts";

/**
 * The checkout page's action: the JSON route's guards ('order' bucket) and service. Success empties the
 * cart's cookie; a browser without JavaScript is sent to the order's page (where an order paid online is
 * paid), the enhanced form gets the order to keep and goes there itself. The form has no card
 * field; anything posted under a card-like name is never read, and a refusal never shows it again.
 *
 * Save Quote is the form's second submit button (intent=quote), so it works without JavaScript too: the
 * quote form's guards ('quote' bucket), schema, idempotency key and service, from the contact and address
 * fields only.
 */
export async function checkoutAction({ request, context }: { request: Request; context: AppLoadContext }) {
  const values = await readFields(request);
  if (!values) return refusedNotAForm();
  if (values[INTENT_FIELD] === SAVE_QUOTE_INTENT) {
    const form = await acceptFields(values, context, {
      bucket: "quote",
      schema: orderRequestSchema,
      input: checkoutQuoteInput,
      shown: withoutCardFields,
      fieldNames: asCheckoutErrors,
      invalidMessage: SAVE_QUOTE_MESSAGE,
    });
    if (!form.ok) return form.response;
    return createPostedQuote(context, form, "checkout", {
      shown: withoutCardFields(values),
      fieldNames: asCheckoutErrors,
    });
  }
  const form = await acceptFields(values, context, {
    bucket: "order",
    schema: checkoutSchema,
    input: checkoutFormInput,
    shown: withoutCardFields,
  });
  if (!form.ok) return form.response;
  let created;
  try {
    created = await context.services.sales.checkout(
      form.data,
      postedIdempotencyKey(form.values),
      context.viewer,
    );
  } catch (error) {
    return serviceRefusal(error, withoutCardFields(form.values));
  }
  const { order, confirmationPath } = created;
  const answer = { ok: true, message: "", order, confirmationPath } satisfies CheckoutAccepted;
  return documentPosted(context, form.values, confirmationPath, answer, created.created ? 201 : 200);
}
