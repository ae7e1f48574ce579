import { data } from "react-router";
import type { AppLoadContext } from "../../../server/app-context.ts";
import { newsletterSchema } from "../../../core/order-request.ts";
import { acceptForm, serviceRefusal } from "../forms/form-action.server.ts";
import type { FormAccepted } from "../forms/form-result.ts";

/** Reads the token a newsletter link carries, from the query or a posted form; "" when there is none. */
async function newsletterToken(request: Request): Promise<string> {
  const fromQuery = new URL(request.url).searchParams.get("token");
  if (fromQuery || request.method !== "POST") return fromQuery ?? "";
  // A body that is not a form (a hostile content type) names no subscriber.
  const form = await request.formData().catch(() => null);
  const token = form?.get("token");
  return typeof token === "string" ? token : "";
}

/** The loader of the confirm and unsubscribe pages: whom the link names, or 404. */
export async function loadSubscriber(request: Request, context: AppLoadContext) {
  const token = await newsletterToken(request);
  const subscriber = await context.services.sales.newsletter.lookup(token);
  if (!subscriber) return data({ token, state: "invalid" as const, email: "" }, { status: 404 });
  return data({ token, ...subscriber });
}

/** The action of those pages: the step their button takes (a GET never takes it), or 404. */
export async function takeNewsletterStep(
  request: Request,
  context: AppLoadContext,
  step: "confirm" | "unsubscribe",
) {
  const token = await newsletterToken(request);
  const state = await context.services.sales.newsletter[step](token);
  if (!state) return data({ state: "invalid" as const }, { status: 404 });
  return data({ state });
}

/** The home page's action: the sign-up form, with the JSON route's guards, schema and service. */
export async function subscribeFromForm(request: Request, context: AppLoadContext) {
  const form = await acceptForm(request, context, {
    bucket: "newsletter",
    schema: newsletterSchema,
    input: (fields) => fields,
  });
  if (!form.ok) return form.response;
  try {
    const { message } = await context.services.sales.newsletter.subscribe(form.data);
    return { ok: true, message } satisfies FormAccepted;
  } catch (error) {
    return serviceRefusal(error, form.values);
  }
}
