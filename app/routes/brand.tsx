import { data } from "react-router";
import { brandPath, brandSlug } from "../../core/brand-path.ts";
import { listingHref } from "../../core/listing-href.ts";
import { breadcrumbJsonLd, pageMeta, publicUrlFrom } from "../components/seo.ts";
import { itemListJsonLd } from "../components/structured-data.ts";
import type { ListingPageData } from "../features/catalog/listing-data.ts";
import { loadListing } from "../features/catalog/listing-loader.server.ts";
import { ComingSoon, ListingProblem } from "../features/catalog/listing-states.tsx";
import { ListingView } from "../features/catalog/listing-view.tsx";
import { headersFromLoader } from "../components/shared-cache.ts";
import type { Route } from "./+types/brand";

type BrandPageData = { brand: string | null; listing: ListingPageData | null };

/**
 * /brands/{slug}: one brand's listed products across categories, paged like a listing
 * (docs/decisions/0056). A slug naming no brand with listed products is a 404.
 */
export async function loader({ url, params, context }: Route.LoaderArgs) {
  const brands = await context.services.catalog.brands();
  const brand = brands.find((b) => brandSlug(b.name) === params.slug);
  if (!brand) return data<BrandPageData>({ brand: null, listing: null }, { status: 404 });
  const response = await loadListing(url, context, {
    omit: ["category", "brand", "q"],
    fixed: { brand: [brand.name] },
  });
  return data<BrandPageData>({ brand: brand.name, listing: response.data }, response.init ?? undefined);
}

export const headers = headersFromLoader;

export const meta: Route.MetaFunction = ({ loaderData: page, matches, params }) => {
  const origin = publicUrlFrom(matches);
  const listing = page?.listing;
  if (!page?.brand || listing?.status !== "ok") {
    return pageMeta(matches, {
      title: page?.brand ?? "Brand Not Found",
      description: "No products of this brand are listed.",
      url: `${origin}/brands/${params.slug}`,
      noindex: true,
    });
  }
  const path = brandPath(page.brand);
  return [
    ...pageMeta(matches, {
      title: listing.query.page > 1 ? `${page.brand} – Page ${listing.query.page}` : `${page.brand} Products`,
      description: `Shop ${listing.result.total} ${page.brand} products for commercial growers: prices, specifications and volume quotes.`,
      url: `${origin}${listingHref(path, { page: listing.query.page })}`,
    }),
    breadcrumbJsonLd(origin, [
      { name: "Home", path: "/" },
      { name: "Shop by Brand", path: "/shop-by-brand" },
      { name: page.brand, path },
    ]),
    itemListJsonLd(origin, listing.result),
  ];
};

export default function Brand({ loaderData: page }: Route.ComponentProps) {
  if (!page.brand || !page.listing) {
    return (
      <main className="mx-auto max-w-xl px-4 py-20 text-center">
        <h1 className="text-2xl font-bold text-slate-900">Brand Not Found</h1>
        <p className="mt-3 text-slate-600">We list no products of this brand at the moment.</p>
      </main>
    );
  }
  const { brand, listing } = page;
  if (listing.status !== "ok") return <ListingProblem data={listing} />;
  return (
    <ListingView
      title={`${brand} Products`}
      description={`Every ${brand} product we stock, across all categories.`}
      crumbs={[
        { name: "Home", path: "/" },
        { name: "Shop by Brand", path: "/shop-by-brand" },
        { name: brand, path: brandPath(brand) },
      ]}
      result={listing.result}
      query={listing.query}
      companyPrices={listing.companyPrices}
      // The catalogue's facet counts do not narrow to one brand (its facets are per category), so
      // a brand page offers sort and paging only.
      filters={[]}
      fallback={{ subcategories: [], brands: [] }}
      empty={<ComingSoon name={brand} />}
    />
  );
}
