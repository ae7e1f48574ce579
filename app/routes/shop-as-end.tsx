import { redirect } from "react-router";
import type { Route } from "./+types/shop-as-end";

/** Nothing to show: a visit goes home. */
export function loader() {
  return redirect("/");
}

/**
 * Ends the staff member's shopping as a buyer (ADR 0220) and takes them back to the company's screen;
 * a session that already ended by itself is closed the same way. Only the staff session's own row ends.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { viewer } = context;
  const staff = viewer?.kind === "buyer" ? viewer.shopAs : viewer?.kind === "staff" ? viewer : undefined;
  if (!staff) return redirect("/login");
  await context.services.accounts.shopAs.end(
    { userId: staff.userId, email: staff.email },
    request.headers.get("cookie") ?? undefined,
  );
  return redirect(viewer?.kind === "buyer" ? `/admin/companies/${viewer.companyId}` : "/admin");
}
