import { data } from "react-router";
import type { ProductSummary } from "../../core/catalog-types.ts";
import { CATALOGUE_UNAVAILABLE_MESSAGE, HOME_DESCRIPTION, homeTitle } from "../../core/constants.ts";
import { pageMeta, publicContactFrom, publicUrlFrom, shopNameFrom } from "../components/seo.ts";
import { homeJsonLd } from "../components/structured-data.ts";
import { BrandCarousel, carouselBrands, type CarouselBrand } from "../features/brands/brand-carousel.tsx";
import { ProductCard } from "../features/catalog/product-card.tsx";
import { NewsletterSignup } from "../features/forms/newsletter-signup.tsx";
import { BannerCarousel } from "../features/home/banner-carousel.tsx";
import { CategoryCarousel } from "../features/home/category-carousel.tsx";
import { Hero } from "../features/home/hero.tsx";
import { subscribeFromForm } from "../features/newsletter/newsletter-route.server.ts";
import { headersFromLoader, SHARED_CACHE } from "../components/shared-cache.ts";
import { keepFormOnFailure } from "../features/forms/client-form-action.ts";
import { keepLoadedData } from "../features/forms/keep-loaded-data.ts";
import { catalogueHeaders, companyPricesFor } from "../features/catalog/company-prices.server.ts";
import { CompanyPricesProvider } from "../features/catalog/company-prices.tsx";
import type { Route } from "./+types/home";

const BEST_SELLERS_SHOWN = 4;

type BestSellers = { status: "ok"; items: ProductSummary[] } | { status: "error"; message: string };

export async function loader({ context }: Route.LoaderArgs) {
  const [bestSellers, brands] = await Promise.all([
    context.services.catalog.bestSellers().then(
      (items): BestSellers => ({ status: "ok", items: items.slice(0, BEST_SELLERS_SHOWN) }),
      (error: unknown): BestSellers => {
        context.log.error({ err: error }, "best sellers failed");
        return { status: "error", message: CATALOGUE_UNAVAILABLE_MESSAGE };
      },
    ),
    context.services.catalog.brands().then(
      (list) => ({ list: carouselBrands(list), failed: false }),
      (error: unknown) => {
        context.log.error({ err: error }, "brands failed");
        return { list: [] as CarouselBrand[], failed: true };
      },
    ),
  ]);
  const complete = bestSellers.status === "ok" && !brands.failed;
  const companyPrices =
    bestSellers.status === "ok"
      ? await companyPricesFor(
          context,
          bestSellers.items.map((item) => item.sku),
        )
      : null;
  return data(
    { bestSellers, brands, companyPrices },
    { headers: complete ? catalogueHeaders(context, SHARED_CACHE) : {} },
  );
}

export const headers = headersFromLoader;

/** The newsletter sign-up at the foot of the page posts here. */
export function action({ request, context }: Route.ActionArgs) {
  return subscribeFromForm(request, context);
}

export const clientAction = keepFormOnFailure;

export const shouldRevalidate = keepLoadedData;

export const meta: Route.MetaFunction = ({ matches }) => {
  const origin = publicUrlFrom(matches);
  return [
    ...pageMeta(matches, {
      title: homeTitle(shopNameFrom(matches)),
      titleNamesSite: true,
      description: HOME_DESCRIPTION,
      url: `${origin}/`,
      image: `${origin}/share/home.png`,
    }),
    ...homeJsonLd({ origin, ...publicContactFrom(matches), shopName: shopNameFrom(matches) }),
  ];
};

export default function Home({ loaderData }: Route.ComponentProps) {
  const { bestSellers, brands, companyPrices } = loaderData;
  return (
    <CompanyPricesProvider prices={companyPrices}>
      <main>
        <Hero />
        <div className="mt-10">
          <BannerCarousel />
        </div>
        <section aria-labelledby="best-sellers-title" className="mx-auto mt-16 max-w-screen-2xl px-4 lg:px-8">
          <h2
            id="best-sellers-title"
            className="text-2xl font-extrabold tracking-tight text-brand-900 sm:text-3xl"
          >
            Best Sellers
          </h2>
          {bestSellers.status === "error" ? (
            <p className="mt-4 text-red-700" role="alert">
              Error loading best sellers: {bestSellers.message}
            </p>
          ) : bestSellers.items.length === 0 ? (
            <p className="mt-4 text-slate-600">No best sellers available at the moment.</p>
          ) : (
            <ul className="mt-6 grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-4">
              {bestSellers.items.map((product) => (
                <li key={product.sku} className="flex">
                  <ProductCard product={product} from="/" />
                </li>
              ))}
            </ul>
          )}
        </section>
        <div className="mt-16">
          <CategoryCarousel />
        </div>
        <div className="mt-16">
          <BrandCarousel brands={brands.list} failed={brands.failed} />
        </div>
        {/* Flush with the footer: the sign-up band and the footer read as one block. */}
        <div className="mt-16 -mb-16">
          <NewsletterSignup />
        </div>
      </main>
    </CompanyPricesProvider>
  );
}
