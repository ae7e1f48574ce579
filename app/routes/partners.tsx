import { pageMeta, publicUrlFrom } from "../components/seo.ts";
import { PARTNERS } from "../features/static/partners.ts";
import { SHARED_CACHE } from "../components/shared-cache.ts";
import type { Route } from "./+types/partners";

export const headers = () => SHARED_CACHE;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Our Partners",
    description: (shop) =>
      `The manufacturers, distributors and service partners behind ${shop}'s commercial catalogue.`,
    url: `${publicUrlFrom(matches)}/partners`,
  });

export default function Partners() {
  return (
    <main className="mx-auto max-w-screen-xl px-4 py-8 lg:px-8 lg:py-12">
      <h1 className="text-3xl font-extrabold tracking-tight text-brand-900 sm:text-4xl">Our Partners</h1>
      <p className="mt-3 max-w-2xl text-slate-600">
        We work with leading manufacturers and service providers so commercial growers get dependable
        equipment, support and delivery.
      </p>
      <ul className="mt-10 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {PARTNERS.map((partner) => (
          <li
            key={partner.name}
            className="flex flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
          >
            <span
              className="flex h-16 w-16 items-center justify-center rounded-full bg-brand-700 text-xl font-extrabold text-white"
              role="img"
              aria-label={`${partner.name} logo`}
            >
              {partner.name
                .split(/\s+/)
                .slice(0, 2)
                .map((w) => w[0])
                .join("")}
            </span>
            <h2 className="mt-4 text-lg font-bold text-slate-900">{partner.name}</h2>
            <p className="mt-2 text-sm leading-6 text-slate-600">{partner.description}</p>
          </li>
        ))}
      </ul>
    </main>
  );
}
