import type { AppLoadContext } from "react-router";
import { orderRequestSchema } from "../../../core/order-request.ts";
import { acceptForm, serviceRefusal } from "../forms/form-action.server.ts";
import { documentPosted, postedIdempotencyKey } from "../sales/document-posted.server.ts";
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
      idempotencyKey: postedIdempotencyKey(form.values),
      // Checkout's Save Quote posts here too, and says so.
      source: form.values.source === "checkout" ? "checkout" : "quote",
      viewer: context.viewer,
    });
  } catch (error) {
    return serviceRefusal(error, form.values);
  }
  const { quote, confirmationPath } = created;
  const email = quote.customerInfo.email;
  const answer = { ok: true, message: "", email, confirmationPath, quote } satisfies QuoteAccepted;
  return documentPosted(form.values, confirmationPath, answer, 201);
}
