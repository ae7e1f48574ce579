import { data, redirect } from "react-router";
import type { AppLoadContext } from "../../../server/app-context.ts";
import type { BuyerViewer, StaffRole, StaffViewer } from "../../../core/viewer.ts";

/** A loader's or action's arguments, as far as the guards read them. */
export interface GuardArgs {
  context: AppLoadContext;
  request: Request;
  /** The page's URL (`request.url` of a client navigation names React Router's `.data` request instead). */
  url: URL;
}

export const FORBIDDEN_MESSAGE = "Your account cannot open this page.";

/** /login?next=<this path>: the anonymous visitor signs in and comes back. */
function toSignIn(url: URL): Response {
  return redirect(`/login?${new URLSearchParams({ next: `${url.pathname}${url.search}` })}`);
}

const forbidden = () => data({ message: FORBIDDEN_MESSAGE }, { status: 403 });

/**
 * The signed-in staff member (with `role`, when given; 'admin' may do what 'sales' may). Anonymous
 * visitors are redirected to /login?next=…; buyers and staff without the role get the 403 page.
 */
export function requireStaff({ context, url }: GuardArgs, role?: StaffRole): StaffViewer {
  const { viewer } = context;
  if (!viewer) throw toSignIn(url);
  if (viewer.kind !== "staff" || (role === "admin" && viewer.staffRole !== "admin")) throw forbidden();
  return viewer;
}

/** The signed-in buyer of an active company; anonymous visitors go to /login?next=…, staff get the 403 page. */
export function requireBuyer({ context, url }: GuardArgs): BuyerViewer {
  const { viewer } = context;
  if (!viewer) throw toSignIn(url);
  if (viewer.kind !== "buyer") throw forbidden();
  return viewer;
}

/** One of the company's admins; anonymous visitors go to /login?next=…, other buyers and staff get the 403 page. */
export function requireCompanyAdmin(args: GuardArgs): BuyerViewer {
  const viewer = requireBuyer(args);
  if (viewer.companyRole !== "admin") throw forbidden();
  return viewer;
}
