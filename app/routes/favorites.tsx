import { data, redirect } from "react-router";
import { favoriteToggleSchema } from "../../core/favorite-toggle.ts";
import { FORBIDDEN_MESSAGE } from "../features/identity/guards.ts";
import { isServiceRefusal } from "../components/service-refusal.server.ts";
import { acceptForm } from "../features/forms/form-action.server.ts";
import type { Route } from "./+types/favorites";

/** Nothing to show here: the favourites are a pane of the account area. */
export function loader() {
  return redirect("/commercial-view/favorites");
}

/**
 * The heart's form without JavaScript: a signed-in buyer's favourite is set as the form says (saved or
 * removed, as POST /api/favorites does) and the page shown again; anyone anonymous signs in first and
 * comes back to the page.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await acceptForm(request, context, {
    bucket: "favorites",
    schema: favoriteToggleSchema,
    input: (fields) => fields,
    perMinute: context.services.env.RATE_LIMIT_WRITES_PER_MINUTE * 12,
  });
  if (!form.ok) return form.response;
  const { viewer } = context;
  if (!viewer) return redirect(`/login?${new URLSearchParams({ next: form.data.back })}`);
  if (viewer.kind !== "buyer") return data({ message: FORBIDDEN_MESSAGE }, { status: 403 });
  const { sku, favorite } = form.data;
  await context.services.account.favorites.set(viewer.userId, sku, favorite).catch((error: unknown) => {
    // A product gone from the catalogue has nothing to save; the page it was on says so itself.
    if (!isServiceRefusal(error)) throw error;
  });
  return redirect(form.data.back);
}
