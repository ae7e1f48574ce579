import { data, Link } from "react-router";
import { pageMeta, publicUrlFrom } from "../components/seo.ts";
import type { Route } from "./+types/not-found";

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta(matches, {
    title: "Page Not Found",
    description: "The page you are looking for does not exist or has moved.",
    url: `${publicUrlFrom(matches)}${location.pathname}`,
    noindex: true,
  });

export function loader() {
  return data(null, { status: 404 });
}

export default function NotFound() {
  return (
    <main className="mx-auto max-w-xl px-4 py-20 text-center">
      <p className="text-6xl font-extrabold text-brand-600" aria-hidden="true">
        404
      </p>
      <h1 className="mt-2 text-3xl font-bold text-brand-800">Page Not Found</h1>
      <p className="mt-3 text-slate-600">The page you are looking for does not exist or has moved.</p>
      <Link
        to="/"
        className="mt-6 inline-flex h-11 items-center rounded-md bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800"
      >
        Back to Home
      </Link>
    </main>
  );
}
