import { brandedName } from "../../core/product-name.ts";
import { data, Link, redirect, useLocation } from "react-router";
import { backLinkTarget } from "../../core/back-link.ts";
import type { BrandEntry, DiscontinuedProduct, ProductDetail } from "../../core/catalog-types.ts";
import { productCategory } from "../../core/product-category.ts";
import {
  absoluteUrl,
  breadcrumbJsonLd,
  pageMeta,
  publicUrlFrom,
  shopNameFrom,
  summarise,
} from "../components/seo.ts";
import { productJsonLd } from "../components/structured-data.ts";
import { Breadcrumbs } from "../components/ui/breadcrumbs.tsx";
import { ChevronLeftIcon } from "../components/ui/icons.tsx";
import { BrandCarousel, carouselBrands, type CarouselBrand } from "../features/brands/brand-carousel.tsx";
import { cart } from "../features/cart/cart-store.ts";
import { CommercialPrice } from "../features/catalog/commercial-price.tsx";
import { catalogueHeaders, companyPricesFor } from "../features/catalog/company-prices.server.ts";
import { CompanyPricesProvider } from "../features/catalog/company-prices.tsx";
import type { CompanyPrices } from "../../core/buyer-prices.ts";
import { ProductCard } from "../features/catalog/product-card.tsx";
import { ProductGallery } from "../features/product/product-gallery.tsx";
import { ProductInformation } from "../features/product/product-information.tsx";
import { ProductPurchase } from "../features/product/product-purchase.tsx";
import { FavoriteHeart } from "../features/favorites/favorite-heart.tsx";
import { AvailabilityBadge } from "../features/catalog/availability-badge.tsx";
import { EnergyEstimate } from "../features/product/energy-estimate.tsx";
import { SameSpecAlternatives } from "../features/product/same-spec-alternatives.tsx";
import { headersFromLoader, SHARED_CACHE_BY_REFERRER } from "../components/shared-cache.ts";
import type { Route } from "./+types/product";
import { shownSku } from "../../core/sku.ts";

type ProductPageData =
  | {
      status: "ok";
      product: ProductDetail;
      brands: CarouselBrand[];
      brandsFailed: boolean;
      referrer: string | null;
      /** The signed-in buyer's prices of the product and its related products; null for everyone else. */
      companyPrices: CompanyPrices | null;
    }
  | { status: "not-found"; sku: string }
  | { status: "discontinued"; product: DiscontinuedProduct; companyPrices: CompanyPrices | null }
  | { status: "error"; message: string };

/** The path (and query) of a same-site referrer, for the back link on a full page load. */
function sameSiteReferrer(request: Request): string | null {
  const referer = request.headers.get("referer");
  if (!referer) return null;
  try {
    const from = new URL(referer);
    return from.host === new URL(request.url).host ? from.pathname + from.search : null;
  } catch {
    return null;
  }
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const sku = params.sku;
  try {
    const [product, brands] = await Promise.all([
      context.services.catalog.product(sku),
      context.services.catalog.brands().then(
        (list) => ({ list, failed: false }),
        () => ({ list: [] as BrandEntry[], failed: true }),
      ),
    ]);
    if (!product) {
      const discontinued = await context.services.catalog.discontinued(sku);
      const alias = discontinued ? null : await context.services.catalog.productAlias(sku);
      // An id that is no sku but names one product (its letters and digits, or part of its sku).
      if (alias) return redirect(`/product/${encodeURIComponent(alias)}`, 301);
      return discontinued
        ? data<ProductPageData>(
            {
              status: "discontinued",
              product: discontinued,
              companyPrices: await companyPricesFor(
                context,
                discontinued.alternatives.map((a) => a.sku),
              ),
            },
            { status: 410 },
          )
        : data<ProductPageData>({ status: "not-found", sku }, { status: 404 });
    }
    return data<ProductPageData>(
      {
        status: "ok",
        product,
        brands: carouselBrands(brands.list),
        brandsFailed: brands.failed,
        referrer: sameSiteReferrer(request),
        companyPrices: await companyPricesFor(context, [product.sku, ...product.related.map((r) => r.sku)]),
      },
      { headers: brands.failed ? {} : catalogueHeaders(context, SHARED_CACHE_BY_REFERRER) },
    );
  } catch (error) {
    context.log.error({ err: error }, "product failed");
    return data<ProductPageData>(
      { status: "error", message: "Error loading product data. Please try again later." },
      { status: 503 },
    );
  }
}

export const headers = headersFromLoader;

/**
 * The product's own description as its meta description, ended by its SKU when it has a real one
 * (several skus share a name and a description); the templated line only when it has no description.
 */
function metaDescription(product: ProductDetail): string {
  const sku = shownSku(product.sku);
  const tail = sku ? ` SKU ${sku}.` : "";
  const own = [product.longDescription, product.shortDescription]
    .map((text) => summarise(text ?? "", 155 - tail.length))
    .find(Boolean);
  return own ? `${own}${tail}` : `${brandedName(product.brand, product.name)}.${tail}`;
}

/** Home › the product's own category › the product (visible and as BreadcrumbList). */
function productCrumbs(product: { sku: string; name: string; categorySlugs: string[] }) {
  return [
    { name: "Home", path: "/" },
    productCategory(product.categorySlugs),
    { name: product.name, path: `/product/${encodeURIComponent(product.sku)}` },
  ];
}

export const meta: Route.MetaFunction = ({ loaderData: page, matches, params }) => {
  const origin = publicUrlFrom(matches);
  if (page?.status === "discontinued") {
    return pageMeta(matches, {
      title: `${page.product.name} (discontinued)`,
      description: `${page.product.name} is no longer available. See products of the same kind.`,
      url: `${origin}/product/${encodeURIComponent(page.product.sku)}`,
      noindex: true,
    });
  }
  if (!page || page.status !== "ok") {
    return pageMeta(matches, {
      title: "Product Not Found",
      description: `No product with SKU ${params.sku}.`,
      url: `${origin}/products`,
      noindex: true,
    });
  }
  const { product } = page;
  const url = `${origin}/product/${encodeURIComponent(product.sku)}`;
  const images = product.images.map((image) => absoluteUrl(origin, image));
  const description = metaDescription(product);
  return [
    ...pageMeta(matches, {
      title: shownSku(product.sku) ? `${product.name} (${product.sku})` : product.name,
      description,
      url,
      image: `${origin}/share/product/${encodeURIComponent(product.sku)}.png`,
      type: "product",
    }),
    productJsonLd({
      origin,
      product,
      url,
      images,
      description,
      now: new Date(),
      shopName: shopNameFrom(matches),
    }),
    breadcrumbJsonLd(origin, productCrumbs(product)),
  ];
};

export default function Product({ loaderData: page }: Route.ComponentProps) {
  const location = useLocation();
  if (page.status === "discontinued") {
    return (
      <CompanyPricesProvider prices={page.companyPrices}>
        <Discontinued product={page.product} />
      </CompanyPricesProvider>
    );
  }
  if (page.status !== "ok") {
    return (
      <main className="mx-auto max-w-xl px-4 py-20 text-center">
        <h1 className="text-2xl font-bold text-slate-900">
          {page.status === "not-found" ? "Product Not Found" : "Something went wrong"}
        </h1>
        <p className="mt-3 text-slate-600">
          {page.status === "not-found"
            ? `Product with SKU "${page.sku}" not found. Please check the product code or browse our catalogue.`
            : page.message}
        </p>
        <Link
          to="/products"
          className="mt-6 inline-flex h-11 items-center rounded-md bg-brand-700 px-5 text-sm font-bold text-white hover:bg-brand-800"
        >
          Back to Products
        </Link>
      </main>
    );
  }
  const { product } = page;
  const stateFrom = (location.state as { from?: unknown } | null)?.from;
  const back = backLinkTarget(typeof stateFrom === "string" ? stateFrom : page.referrer, product);

  return (
    <CompanyPricesProvider prices={page.companyPrices}>
      <main className="mx-auto max-w-screen-2xl px-4 py-6 lg:px-8 lg:py-8">
        <Breadcrumbs crumbs={productCrumbs(product)} />
        <Link
          to={back.href}
          className="mt-3 inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
        >
          <ChevronLeftIcon className="h-4 w-4" />
          {back.label}
        </Link>
        <div className="mt-5 grid gap-8 lg:grid-cols-2 lg:gap-12">
          <ProductGallery key={product.sku} images={product.images} name={product.name} />
          <ProductPurchase
            key={`purchase-${product.sku}`}
            product={product}
            addToCart={(item, quantity) => cart.add(item, quantity)}
            commercialPrice={<CommercialPrice id="commercial-detail" sku={product.sku} breaks />}
            favorite={<FavoriteHeart sku={product.sku} name={product.name} />}
            availability={<AvailabilityBadge availability={product.availability} />}
          />
        </div>
        {page.companyPrices ? (
          <p className="mt-4 text-sm">
            <Link
              to={`/commercial-view/lists?${new URLSearchParams({ add: product.sku })}`}
              className="font-semibold text-brand-700 underline"
            >
              Add to an order list
            </Link>
          </p>
        ) : null}
        <EnergyEstimate product={product} />
        <ProductInformation product={product} />
        <SameSpecAlternatives alternatives={product.sameSpec} from={back.href} />
        <section aria-labelledby="related-title" className="mt-14">
          <h2 id="related-title" className="text-2xl font-extrabold tracking-tight text-brand-900">
            Related Products
          </h2>
          {product.related.length > 0 ? (
            <ul className="mt-6 grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-4">
              {product.related.slice(0, 4).map((related) => (
                <li key={related.sku} className="flex">
                  <ProductCard product={related} from={back.href} />
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-4 text-slate-600">No related products available.</p>
          )}
        </section>
      </main>
      <div className="mt-4 mb-4">
        <BrandCarousel brands={page.brands} failed={page.brandsFailed} />
      </div>
    </CompanyPricesProvider>
  );
}

/** 410: the product is discontinued; its category and listed products of the same kind instead. */
function Discontinued({ product }: { product: DiscontinuedProduct }) {
  const category = productCategory(product.categorySlugs);
  return (
    <main className="mx-auto max-w-screen-2xl px-4 py-12 lg:px-8">
      <div className="mx-auto max-w-xl text-center">
        <h1 className="text-2xl font-bold text-slate-900">{product.name} is no longer available</h1>
        <p className="mt-3 text-slate-600">
          Our suppliers have discontinued SKU {product.sku}. These products do the same job.
        </p>
        <Link
          to={category.path}
          className="mt-6 inline-flex h-11 items-center rounded-md bg-brand-700 px-5 text-sm font-bold text-white hover:bg-brand-800"
        >
          Browse {category.name}
        </Link>
      </div>
      {product.alternatives.length > 0 && (
        <section aria-labelledby="alternatives-title" className="mt-12">
          <h2 id="alternatives-title" className="text-2xl font-extrabold tracking-tight text-brand-900">
            Similar Products
          </h2>
          <ul className="mt-6 grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-4">
            {product.alternatives.map((alternative) => (
              <li key={alternative.sku} className="flex">
                <ProductCard product={alternative} from={category.path} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </main>
  );
}
