import type { AppLoadContext } from "react-router";
import { checkoutSchema } from "../../../core/order-request.ts";
import { acceptForm, serviceRefusal } from "../forms/form-action.server.ts";
import { documentPosted, postedIdempotencyKey } from "../sales/document-posted.server.ts";
import { checkoutFormInput, withoutCardSecrets, type CheckoutAccepted } from "./checkout-fields.ts";

/**
 * The checkout page's action: the JSON route's guards ('order' bucket) and service. Success empties the
 * cart's cookie; a browser without JavaScript is sent to the order confirmation, the enhanced form gets
 * the order to keep (spec §4) and goes there itself. A refusal never shows the card number or CVV again.
 */
export async function checkoutAction({ request, context }: { request: Request; context: AppLoadContext }) {
  const form = await acceptForm(request, context, {
    bucket: "order",
    schema: checkoutSchema,
    input: checkoutFormInput,
    shown: withoutCardSecrets,
  });
  if (!form.ok) return form.response;
  let created;
  try {
    created = await context.services.sales.orders.create(
      form.data,
      postedIdempotencyKey(form.values),
      context.viewer,
    );
  } catch (error) {
    return serviceRefusal(error, withoutCardSecrets(form.values));
  }
  const { order, confirmationPath } = created;
  const answer = { ok: true, message: "", order, confirmationPath } satisfies CheckoutAccepted;
  return documentPosted(form.values, confirmationPath, answer, created.created ? 201 : 200);
}
