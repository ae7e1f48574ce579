import type { AppLoadContext } from "../../../server/app-context.ts";
import { orderRequestSchema, type OrderRequest } from "../../../core/order-request.ts";
import { acceptForm, serviceRefusal } from "../forms/form-action.server.ts";
import type { FormFields } from "../forms/form-result.ts";
import { documentPosted, postedIdempotencyKey } from "../sales/document-posted.server.ts";
import { PLAN_QUOTE_SOURCE, QUOTE_SOURCE_FIELD } from "../../../core/grower/plan-quote.ts";
import { quoteFormInput, type QuoteAccepted } from "./quote-fields.ts";

/**
 * Creates the quote a form posted (the quote page's, or checkout's Save Quote) under the form's
 * idempotency key, and answers as both pages do: a browser without JavaScript goes to the thank-you
 * page, the enhanced form gets the quote to keep. A refusal shows `shown` again.
 */
export async function createPostedQuote(
  context: AppLoadContext,
  form: { data: OrderRequest; values: FormFields },
  source: "quote" | "checkout",
  refusal: { shown: FormFields; fieldNames?(errors: Record<string, string>): Record<string, string> },
) {
  let created;
  try {
    created = await context.services.sales.quotes.create(form.data, {
      idempotencyKey: postedIdempotencyKey(form.values),
      source,
      viewer: context.viewer,
    });
  } catch (error) {
    return serviceRefusal(error, refusal.shown, refusal.fieldNames);
  }
  const { quote, confirmationPath } = created;
  const email = quote.customerInfo.email;
  const answer = { ok: true, message: "", email, confirmationPath, quote } satisfies QuoteAccepted;
  // A grow-room plan's quote carried the plan's lines: the cart was not quoted and stays.
  const keepsCart = form.values[QUOTE_SOURCE_FIELD] === PLAN_QUOTE_SOURCE;
  return documentPosted(context, form.values, confirmationPath, answer, 201, { keepsCart });
}

/** The quote page's action: the JSON route's guards ('quote' bucket) and service; success empties the cart's cookie. */
export async function quoteAction({ request, context }: { request: Request; context: AppLoadContext }) {
  const form = await acceptForm(request, context, {
    bucket: "quote",
    schema: orderRequestSchema,
    input: quoteFormInput,
  });
  if (!form.ok) return form.response;
  return createPostedQuote(context, form, "quote", { shown: form.values });
}
