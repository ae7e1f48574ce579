import { pageMeta, publicUrlFrom } from "../components/seo.ts";
import { NO_STORE } from "../features/accounts/auth-card.tsx";
import { requireBuyer } from "../features/accounts/guards.ts";
import { SignOutButton } from "../features/accounts/sign-out-button.tsx";
import { secondaryButtonClass } from "../features/forms/fields.tsx";
import type { Route } from "./+types/commercial-view";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: "Commercial Account",
    description: "Your Canopy commercial account.",
    url: `${publicUrlFrom(matches)}/commercial-view`,
    noindex: true,
  });

export const headers: Route.HeadersFunction = () => NO_STORE;

/** Signed-in buyers only; the account area's panes come with their own issue. */
export function loader(args: Route.LoaderArgs) {
  const buyer = requireBuyer(args);
  return { name: buyer.name, companyName: buyer.companyName, companyRole: buyer.companyRole };
}

export default function CommercialView({ loaderData }: Route.ComponentProps) {
  return (
    <main className="mx-auto max-w-5xl px-4 py-10">
      <p className="text-sm font-semibold tracking-wide text-brand-600 uppercase">Commercial Account</p>
      <div className="mt-2 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold text-slate-900">{loaderData.companyName}</h1>
          <p className="mt-1 text-slate-600">
            Signed in as {loaderData.name} ({loaderData.companyRole === "admin" ? "company admin" : "buyer"})
          </p>
        </div>
        <SignOutButton className={secondaryButtonClass} label="Sign Out" />
      </div>
      <section className="mt-8 rounded-xl border border-slate-200 bg-slate-50 p-8 text-center">
        <p className="text-lg text-slate-700">Welcome – Please select a section from the sidebar</p>
      </section>
    </main>
  );
}
