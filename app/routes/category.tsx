import { listingHref } from "../../core/listing-href.ts";
import { useLocation } from "react-router";
import { categoryByPath, type CategoryDefinition } from "../../core/categories.ts";
import { breadcrumbJsonLd, pageMeta, publicUrlFrom, summarise } from "../components/seo.ts";
import { itemListJsonLd } from "../components/structured-data.ts";
import { loadListing } from "../features/catalog/listing-loader.server.ts";
import { ComingSoon, ListingProblem } from "../features/catalog/listing-states.tsx";
import { ListingView } from "../features/catalog/listing-view.tsx";
import { headersFromLoader } from "../components/shared-cache.ts";
import type { Route } from "./+types/category";

function categoryOf(pathname: string): CategoryDefinition | undefined {
  return categoryByPath(pathname.replace(/\/+$/, "") || "/");
}

export async function loader({ url, context }: Route.LoaderArgs) {
  const category = categoryOf(url.pathname);
  return loadListing(url, context, { slug: category?.slug ?? "unknown", omit: ["category"] });
}

export const headers = headersFromLoader;

export const meta: Route.MetaFunction = ({ loaderData: data, location, matches }) => {
  const origin = publicUrlFrom(matches);
  const category = categoryOf(location.pathname);
  const title = category?.name ?? "Products";
  const page = data?.status === "ok" ? data.query.page : 1;
  const canonical = `${origin}${listingHref(location.pathname, { page })}`;
  return [
    ...pageMeta(matches, {
      title: page > 1 ? `${title} – Page ${page}` : `${title} for Commercial Growers`,
      description: summarise(category?.description ?? "Commercial indoor-growing equipment."),
      url: canonical,
      image: category ? `${origin}/share/category/${category.slug}.png` : undefined,
      noindex: data?.status !== "ok",
    }),
    breadcrumbJsonLd(origin, [
      { name: "Home", path: "/" },
      { name: title, path: location.pathname },
    ]),
    ...(data?.status === "ok" ? [itemListJsonLd(origin, data.result)] : []),
  ];
};

export default function Category({ loaderData: data }: Route.ComponentProps) {
  const category = categoryOf(useLocation().pathname);
  if (data.status !== "ok") return <ListingProblem data={data} />;
  const title = category?.name ?? "Products";
  return (
    <ListingView
      title={title}
      description={category?.description}
      crumbs={[
        { name: "Home", path: "/" },
        { name: title, path: category?.path ?? "/products" },
      ]}
      result={data.result}
      query={data.query}
      companyPrices={data.companyPrices}
      filters={category?.filters ?? []}
      fallback={{ subcategories: category?.subcategories ?? [], brands: category?.brands ?? [] }}
      empty={<ComingSoon name={title} />}
    />
  );
}
