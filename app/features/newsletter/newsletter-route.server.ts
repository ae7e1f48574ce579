import { data, type AppLoadContext } from "react-router";

/** Reads the token a newsletter link carries, from the query (GET) or the form (POST). */
async function newsletterToken(request: Request): Promise<string> {
  const fromQuery = new URL(request.url).searchParams.get("token");
  if (fromQuery || request.method === "GET") return fromQuery ?? "";
  const form = await request.formData();
  return String(form.get("token") ?? "");
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
