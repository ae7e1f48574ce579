import { listingHref } from "../../../core/listing-href.ts";
import { useLocation } from "react-router";
import type { FilterKind } from "../../../core/categories.ts";
import type { ListingResult } from "../../../core/catalog-types.ts";
import { SKELETON_CARD_COUNT } from "../../../core/constants.ts";
import { clearFilters } from "../../../core/listing-filters.ts";
import type { ListingQuery } from "../../../core/listing-query.ts";
import { resultCountText } from "../../../core/pager.ts";
import { Breadcrumbs } from "../../components/ui/breadcrumbs.tsx";
import { Pager } from "../../components/ui/pager.tsx";
import { SkeletonCard } from "../../components/ui/skeleton-card.tsx";
import { ActiveFilters } from "./active-filters.tsx";
import { FilterSidebar, type CategoryOption } from "./filter-sidebar.tsx";
import { ProductCard } from "./product-card.tsx";
import { CompanyPricesProvider } from "./company-prices.tsx";
import type { CompanyPrices } from "../../../core/buyer-prices.ts";
import { SortSelect } from "./sort-select.tsx";
import { useApplyListingQuery, useListingLoading, usePendingListingQuery } from "./use-listing-navigation.ts";

interface ListingViewProps {
  title: string;
  description?: string;
  crumbs: { name: string; path: string }[];
  result: ListingResult;
  query: ListingQuery;
  filters: FilterKind[];
  fallback: { subcategories: string[]; brands: string[] };
  categoryOptions?: CategoryOption[];
  /** Shown instead of the grid when the listing holds no products at all. */
  empty: React.ReactNode;
  /** Shown under the title (the corrected spelling a search shows results for). */
  notice?: React.ReactNode;
  /** The signed-in buyer's prices of the listed products; null for everyone else. */
  companyPrices: CompanyPrices | null;
}

/** The listing screen shared by the ten category pages, /products and /search ('Category page'). */
export function ListingView(props: ListingViewProps) {
  return (
    <CompanyPricesProvider prices={props.companyPrices}>
      <Listing {...props} />
    </CompanyPricesProvider>
  );
}

function Listing(props: ListingViewProps) {
  const { title, description, crumbs, result, filters, fallback, categoryOptions, empty, notice } = props;
  const query = usePendingListingQuery(props.query);
  const { pathname } = useLocation();
  // Every card's way back: this page's address, the same for all of them.
  const from = listingHref(pathname, query);
  const apply = useApplyListingQuery();
  const loading = useListingLoading();
  const hasSidebar = filters.length > 0 || categoryOptions !== undefined;

  return (
    <main className="mx-auto max-w-screen-2xl px-4 py-6 lg:px-8 lg:py-8">
      <Breadcrumbs crumbs={crumbs} />
      <header className="mt-3 max-w-4xl">
        <h1 className="text-3xl font-extrabold tracking-tight text-brand-900 sm:text-4xl">{title}</h1>
        {description && <p className="mt-3 text-base leading-7 text-slate-600">{description}</p>}
        {notice}
      </header>

      {result.categoryTotal === 0 ? (
        <div className="mt-10">{empty}</div>
      ) : (
        <div className="mt-8 flex flex-col gap-6 xl:flex-row xl:items-start xl:gap-8">
          {hasSidebar && (
            <FilterSidebar
              query={query}
              facets={result.facets}
              filters={filters}
              fallback={fallback}
              categoryOptions={categoryOptions}
              pathname={pathname}
              onChange={apply}
              total={result.total}
            />
          )}
          <section aria-labelledby="listing-products-title" className="min-w-0 flex-1 space-y-5">
            <h2 id="listing-products-title" className="sr-only">
              Products
            </h2>
            <ActiveFilters query={query} onChange={apply} />
            <div className="flex flex-col gap-3 border-b border-slate-200 pb-4 sm:flex-row sm:items-center sm:justify-between">
              <p className="text-sm text-slate-700" role="status" aria-live="polite">
                {resultCountText(result.page, result.pageSize, result.total)}
              </p>
              <SortSelect value={query.sort} onChange={(sort) => apply({ ...query, sort, page: 1 })} />
            </div>
            {loading ? (
              <ProductGridShell aria-busy>
                {Array.from({ length: SKELETON_CARD_COUNT }, (_, i) => (
                  <li key={i}>
                    <SkeletonCard />
                  </li>
                ))}
              </ProductGridShell>
            ) : result.total === 0 ? (
              <div className="rounded-lg border border-slate-200 bg-slate-50 px-6 py-12 text-center">
                <p className="text-lg font-semibold text-slate-900">
                  No products match the selected filters.
                </p>
                <p className="mt-2 text-slate-600">
                  {result.categoryTotal} {result.categoryTotal === 1 ? "product" : "products"} in this
                  category.
                </p>
                <button
                  type="button"
                  onClick={() => apply(clearFilters(query))}
                  className="mt-5 inline-flex h-10 items-center rounded-md bg-brand-700 px-4 text-sm font-bold text-white hover:bg-brand-800"
                >
                  Clear all filters
                </button>
              </div>
            ) : (
              <ProductGridShell>
                {result.items.map((product, i) => (
                  <li key={product.sku} className="flex">
                    <ProductCard product={product} from={from} priority={i < 4} />
                  </li>
                ))}
              </ProductGridShell>
            )}
            <Pager
              page={result.page}
              pageCount={result.pageCount}
              hrefFor={(page) => listingHref(pathname, { ...query, page })}
            />
          </section>
        </div>
      )}
    </main>
  );
}

/** The specification: grid: 1 column small, 2 at sm, 3 at md/xl, 4 at 2xl. */
function ProductGridShell({ children, ...rest }: { children: React.ReactNode; "aria-busy"?: boolean }) {
  return (
    <ul className="grid grid-cols-1 gap-5 sm:grid-cols-2 md:grid-cols-3 2xl:grid-cols-4" {...rest}>
      {children}
    </ul>
  );
}
