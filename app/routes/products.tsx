import { listingHref } from "../../core/listing-href.ts";
import { CATEGORIES, categoryBySlug } from "../../core/categories.ts";
import { pageMeta, publicUrlFrom } from "../components/seo.ts";
import { itemListJsonLd } from "../components/structured-data.ts";
import { loadListing } from "../features/catalog/listing-loader.server.ts";
import { ComingSoon, ListingProblem } from "../features/catalog/listing-states.tsx";
import { filtersForFacets } from "../features/catalog/filter-sidebar.tsx";
import { ListingView } from "../features/catalog/listing-view.tsx";
import { headersFromLoader } from "../components/shared-cache.ts";
import type { Route } from "./+types/products";

export function loader({ url, context }: Route.LoaderArgs) {
  return loadListing(url, context);
}

export const headers = headersFromLoader;

export const meta: Route.MetaFunction = ({ loaderData: data, matches }) => {
  const origin = publicUrlFrom(matches);
  const query = data?.status === "ok" ? data.query : undefined;
  const category = query?.category ? categoryBySlug(query.category) : undefined;
  return [
    ...pageMeta(matches, {
      title: category ? `All ${category.name} Products` : "All Products",
      description: (shop) =>
        `Browse the full ${shop} catalogue of commercial grow lights, hydroponics, nutrients and facility equipment.`,
      url: `${origin}${listingHref("/products", { category: query?.category, page: query?.page })}`,
      noindex: data?.status !== "ok",
    }),
    ...(data?.status === "ok" ? [itemListJsonLd(origin, data.result)] : []),
  ];
};

const CATEGORY_OPTIONS = CATEGORIES.map((c) => ({ slug: c.slug, name: c.name }));

/** /products: the listing over the whole catalogue, with a category filter. */
export default function Products({ loaderData: data }: Route.ComponentProps) {
  if (data.status !== "ok") return <ListingProblem data={data} />;
  const category = data.query.category ? categoryBySlug(data.query.category) : undefined;
  return (
    <ListingView
      title="Products"
      description={
        category?.description ?? "Every product we stock for commercial growers, across all categories."
      }
      crumbs={[
        { name: "Home", path: "/" },
        { name: "Products", path: "/products" },
      ]}
      result={data.result}
      query={data.query}
      companyPrices={data.companyPrices}
      filters={filtersForFacets(data.result.facets)}
      fallback={{ subcategories: category?.subcategories ?? [], brands: category?.brands ?? [] }}
      categoryOptions={CATEGORY_OPTIONS}
      empty={<ComingSoon name="All" />}
    />
  );
}
