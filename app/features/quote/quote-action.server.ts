import { data, redirect, type AppLoadContext } from "react-router";
import { cartCookie } from "../../../core/cart-cookie.ts";
import { orderRequestSchema } from "../../../core/order-request.ts";
import { acceptForm, serviceRefusal } from "../forms/form-action.server.ts";
import { ENHANCED_FIELD, IDEMPOTENCY_FIELD, postedIdempotencyKey } from "../sales/idempotency-field.ts";
import { quoteFormInput, type QuoteAccepted } from "./quote-fields.ts";

/**
 * The quote page's action: the JSON route's guards ('quote' bucket) and service. Success empties the
 * cart's cookie; a browser without JavaScript is sent to the thank-you page, the enhanced form gets the
 * quote to keep (spec §4) and goes there itself after its confirmation.
 */
export async function quoteAction({ request, context }: { request: Request; context: AppLoadContext }) {
  const form = await acceptForm(request, context, {
    bucket: "quote",
    schema: orderRequestSchema,
    input: quoteFormInput,
  });
  if (!form.ok) return form.response;
  let created;
  try {
    created = await context.services.sales.quotes.create(form.data, {
      idempotencyKey: postedIdempotencyKey(form.values[IDEMPOTENCY_FIELD]),
      // Checkout's Save Quote posts here too, and says so.
      source: form.values.source === "checkout" ? "checkout" : "quote",
    });
  } catch (error) {
    return serviceRefusal(error, form.values);
  }
  const headers = { "Set-Cookie": cartCookie([]) };
  if (!form.values[ENHANCED_FIELD]) return redirect(created.confirmationPath, { headers });
  const { quote, confirmationPath } = created;
  return data(
    {
      ok: true,
      message: "",
      email: quote.customerInfo.email,
      confirmationPath,
      quote,
    } satisfies QuoteAccepted,
    { status: 201, headers },
  );
}
