import { Outlet } from "react-router";
import { pageMeta, publicUrlFrom } from "../components/seo.ts";
import { AccountFrame } from "../features/account-area/account-frame.tsx";
import { NO_STORE } from "../features/identity/auth-card.tsx";
import { requireBuyer } from "../features/identity/guards.ts";
import type { Route } from "./+types/commercial-view";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Commercial Account",
    description: (shop) => `Your ${shop} commercial account.`,
    url: `${publicUrlFrom(matches)}/commercial-view`,
    noindex: true,
  });

export const headers: Route.HeadersFunction = () => NO_STORE;

/** The account area's frame: signed-in buyers only (others sign in and come back); each pane is a child route. */
export function loader(args: Route.LoaderArgs) {
  const buyer = requireBuyer(args);
  return { name: buyer.name, companyName: buyer.companyName, companyRole: buyer.companyRole };
}

export default function CommercialView({ loaderData }: Route.ComponentProps) {
  return (
    <AccountFrame account={loaderData}>
      <Outlet />
    </AccountFrame>
  );
}
