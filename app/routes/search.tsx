import { Link } from "react-router";
import { listingHref } from "../../core/listing-href.ts";
import { pageMeta, publicUrlFrom } from "../components/seo.ts";
import { filtersForFacets } from "../features/catalog/filter-sidebar.tsx";
import { loadListing } from "../features/catalog/listing-loader.server.ts";
import { ListingProblem } from "../features/catalog/listing-states.tsx";
import { ListingView } from "../features/catalog/listing-view.tsx";
import { headersFromLoader } from "../components/shared-cache.ts";
import type { Route } from "./+types/search";

export function loader({ url, context }: Route.LoaderArgs) {
  return loadListing(url, context, { omit: ["category"] });
}

export const headers = headersFromLoader;

export const meta: Route.MetaFunction = ({ loaderData: data, matches }) => {
  const q = data?.status === "ok" ? (data.query.q ?? "") : "";
  return pageMeta(matches, {
    title: q ? `Search results for “${q}”` : "Search",
    description: (shop) => `Search the ${shop} catalogue of commercial indoor-growing equipment.`,
    url: `${publicUrlFrom(matches)}/search`,
    noindex: true,
  });
};

/** /search?q=: the listing UI over the full result set. */
export default function Search({ loaderData: data }: Route.ComponentProps) {
  if (data.status !== "ok") return <ListingProblem data={data} />;
  const q = data.query.q ?? "";
  const corrected = data.result.correctedQuery;
  return (
    <ListingView
      title={q ? `Search results for “${q}”` : "Search"}
      crumbs={[
        { name: "Home", path: "/" },
        { name: "Search", path: "/search" },
      ]}
      result={data.result}
      query={data.query}
      companyPrices={data.companyPrices}
      filters={filtersForFacets(data.result.facets)}
      fallback={{ subcategories: [], brands: [] }}
      notice={
        corrected && (
          <p className="mt-3 text-base text-slate-700" role="status">
            No products match “{q}”. Did you mean{" "}
            <Link
              to={listingHref("/search", { q: corrected })}
              className="font-semibold text-brand-700 underline"
            >
              {corrected}
            </Link>
            ? Showing its results.
          </p>
        )
      }
      empty={
        <div className="rounded-lg border border-slate-200 px-6 py-12 text-center">
          <p className="text-lg font-semibold text-slate-900">No products found</p>
          <p className="mt-2 text-slate-600">Try a product name, SKU or brand.</p>
        </div>
      }
    />
  );
}
