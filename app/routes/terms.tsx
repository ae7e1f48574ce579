import { Link, useSearchParams } from "react-router";
import { pageMeta, publicUrlFrom } from "../components/seo.ts";
import { HELP_TABS, HelpContent, helpTab } from "../features/static/help-center-content.tsx";
import { SHARED_CACHE } from "../components/shared-cache.ts";
import type { Route } from "./+types/terms";

export const headers = () => SHARED_CACHE;

export const meta: Route.MetaFunction = ({ location, matches }) => {
  const tab = helpTab(new URLSearchParams(location.search).get("tab"));
  return pageMeta(matches, {
    title: `${tab.title} – Help Center`,
    description: (shop) =>
      `${shop} terms, privacy, return, cancellation and cookie policies for commercial customers.`,
    url: `${publicUrlFrom(matches)}/terms${tab.slug === HELP_TABS[0].slug ? "" : `?tab=${tab.slug}`}`,
  });
};

/** /terms: the Help Center; ?tab= opens a tab, so footer links land on the right one. */
export default function Terms() {
  const [params] = useSearchParams();
  const active = helpTab(params.get("tab"));
  return (
    <main className="mx-auto max-w-screen-xl px-4 py-8 lg:px-8 lg:py-12">
      <h1 className="text-3xl font-extrabold tracking-tight text-brand-900 sm:text-4xl">Help Center</h1>
      <div className="mt-8 grid gap-8 lg:grid-cols-[16rem_1fr]">
        <nav aria-label="Help Center topics">
          <ul className="flex flex-wrap gap-2 lg:flex-col">
            {HELP_TABS.map((tab) => (
              <li key={tab.slug} className="flex-none">
                <Link
                  to={`/terms?tab=${tab.slug}`}
                  preventScrollReset
                  aria-current={tab.slug === active.slug ? "page" : undefined}
                  className={`block rounded-md px-4 py-2.5 text-sm font-semibold ${tab.slug === active.slug ? "bg-brand-700 text-white" : "bg-slate-50 text-slate-800 hover:bg-brand-50"}`}
                >
                  {tab.title}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <article className="rounded-lg border border-slate-200 bg-white p-6 sm:p-8">
          <h2 className="text-2xl font-bold text-slate-900">{active.title}</h2>
          <div className="mt-6">
            <HelpContent slug={active.slug} />
          </div>
        </article>
      </div>
    </main>
  );
}
