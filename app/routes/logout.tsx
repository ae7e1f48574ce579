import { redirect } from "react-router";
import { cartCookie } from "../../core/cart-cookie.ts";
import type { Route } from "./+types/logout";

/** Nothing to show: a visit goes home. */
export function loader() {
  return redirect("/");
}

/** Ends the session in the database and clears its cookies, then home. */
export async function action({ request, context }: Route.ActionArgs) {
  const cleared = await context.services.accounts.signOut({
    ip: context.clientIp,
    cookie: request.headers.get("cookie") ?? undefined,
  });
  const headers = new Headers();
  for (const cookie of cleared) headers.append("Set-Cookie", cookie);
  // A buyer's cart stays on the account; none of it is left in this browser (ADR 0094).
  if (context.viewer?.kind === "buyer") headers.append("Set-Cookie", cartCookie([]));
  return redirect("/", { headers });
}
