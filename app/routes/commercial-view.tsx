import { Outlet } from "react-router";
import { pageMeta, publicUrlFrom } from "../components/seo.ts";
import { AccountSidebar } from "../features/account-area/account-sidebar.tsx";
import { NO_STORE } from "../features/accounts/auth-card.tsx";
import { requireBuyer } from "../features/accounts/guards.ts";
import type { Route } from "./+types/commercial-view";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: "Commercial Account",
    description: "Your Canopy commercial account.",
    url: `${publicUrlFrom(matches)}/commercial-view`,
    noindex: true,
  });

export const headers: Route.HeadersFunction = () => NO_STORE;

/** The account area's frame: signed-in buyers only (others sign in and come back); each pane is a child route. */
export function loader(args: Route.LoaderArgs) {
  const buyer = requireBuyer(args);
  return { name: buyer.name, companyName: buyer.companyName, companyRole: buyer.companyRole };
}

const ROLE_WORDS = { admin: "company admin", approver: "approver", buyer: "buyer" } as const;

export default function CommercialView({ loaderData }: Route.ComponentProps) {
  return (
    // One <main> holds the account's line, the sidebar and the pane: no content outside a landmark.
    <main className="mx-auto max-w-7xl px-4 py-8">
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Commercial Account</p>
      <p className="mt-1 text-slate-600">
        <span className="font-semibold text-slate-900">{loaderData.companyName}</span> · signed in as{" "}
        {loaderData.name} ({ROLE_WORDS[loaderData.companyRole]})
      </p>
      <div className="mt-6 flex flex-col gap-6 md:flex-row">
        <AccountSidebar companyRole={loaderData.companyRole} />
        <div id="account-pane" className="min-w-0 flex-1">
          <Outlet />
        </div>
      </div>
    </main>
  );
}
