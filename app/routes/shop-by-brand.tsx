import { data } from "react-router";
import { CATALOGUE_UNAVAILABLE_MESSAGE } from "../../core/constants.ts";
import type { BrandEntry } from "../../core/catalog-types.ts";
import { pageMeta, publicUrlFrom } from "../components/seo.ts";
import { BrandDirectory } from "../features/brands/brand-directory.tsx";
import { Breadcrumbs } from "../components/ui/breadcrumbs.tsx";
import { headersFromLoader, SHARED_CACHE } from "../components/shared-cache.ts";
import type { Route } from "./+types/shop-by-brand";

type BrandsPageData = { status: "ok"; brands: BrandEntry[] } | { status: "error"; message: string };

export async function loader({ context }: Route.LoaderArgs) {
  try {
    return data<BrandsPageData>(
      { status: "ok", brands: await context.services.catalog.brands() },
      { headers: SHARED_CACHE },
    );
  } catch (error) {
    context.log.error({ err: error }, "brands failed");
    return data<BrandsPageData>({ status: "error", message: CATALOGUE_UNAVAILABLE_MESSAGE }, { status: 503 });
  }
}

export const headers = headersFromLoader;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Shop by Brand",
    description: "Browse every brand we carry, from lighting to nutrients, media and environment control.",
    url: `${publicUrlFrom(matches)}/shop-by-brand`,
  });

export default function ShopByBrand({ loaderData: page }: Route.ComponentProps) {
  return (
    <main className="mx-auto max-w-screen-2xl px-4 py-6 lg:px-8 lg:py-8">
      <Breadcrumbs
        crumbs={[
          { name: "Home", path: "/" },
          { name: "Shop by Brand", path: "/shop-by-brand" },
        ]}
      />
      <h1 className="mt-3 text-3xl font-extrabold tracking-tight text-brand-900 sm:text-4xl">
        Shop by Brand
      </h1>
      <p className="mt-3 max-w-3xl text-slate-600">
        The manufacturers commercial growers trust, all in one place. Pick a letter to narrow the list, then
        open a brand to see its products.
      </p>
      <div className="mt-8">
        {page.status === "ok" ? (
          <BrandDirectory brands={page.brands} />
        ) : (
          <div className="rounded-lg border border-red-200 bg-red-50 px-6 py-10 text-center" role="alert">
            <p className="font-semibold text-red-800">Error loading brands: {page.message}</p>
            <button
              type="button"
              onClick={() => window.location.reload()}
              className="mt-4 inline-flex h-10 items-center rounded-md bg-brand-700 px-4 text-sm font-bold text-white hover:bg-brand-800"
            >
              Try Again
            </button>
          </div>
        )}
      </div>
    </main>
  );
}
