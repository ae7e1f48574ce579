import { shopDate } from "../../core/shop-time.ts";
import { data, Form, Link, useActionData } from "react-router";
import {
  FAVORITE_GONE_MESSAGE,
  FAVORITE_REMOVED_MESSAGE,
  favoriteActionSchema,
  favoriteAddedMessage,
} from "../../core/favorite-remove.ts";
import { toCartProduct } from "../../core/cart-product.ts";
import { CART_TOO_LARGE_MESSAGE } from "../../core/cart-form.ts";
import {
  FAVORITE_SORTS,
  favoritesPage,
  favoritesQuery,
  type FavoriteSort,
  type FavoritesQuery,
} from "../../core/favorites-list.ts";
import { listPrice } from "../../core/money.ts";
import { Pager } from "../components/ui/pager.tsx";
import { FallbackImage } from "../components/ui/fallback-image.tsx";
import { NO_STORE } from "../features/identity/auth-card.tsx";
import { useAppliedToCart } from "../features/account-area/reorder-panel.tsx";
import { withCookies } from "../features/cart/cart-holder.server.ts";
import { cartWithAdditions, type CartAddition } from "../features/cart/cart-page.server.ts";
import { requireBuyer } from "../features/identity/guards.ts";
import { FormBanner, inputClass, primaryButtonClass } from "../features/forms/fields.tsx";
import { acceptForm } from "../features/forms/form-action.server.ts";
import type { Route } from "./+types/commercial-view-favorites";

export const meta: Route.MetaFunction = () => [
  { title: "My Favorites · Commercial Account" },
  { name: "robots", content: "noindex" },
];

export const headers: Route.HeadersFunction = () => NO_STORE;

export async function loader(args: Route.LoaderArgs) {
  const viewer = requireBuyer(args);
  const query = favoritesQuery(new URL(args.request.url).searchParams);
  const { account, sales } = args.context.services;
  const saved = await account.favorites.list(viewer.userId);
  // Each favourite at the company's price for one, from the one server price computation (also what the price sort uses).
  const priced = await sales.priceLines(
    saved.filter((row) => row.name !== null).map(({ sku }) => ({ sku, quantity: 1 })),
    viewer,
  );
  const yourPrice = new Map(priced.map((line) => [line.sku, line.unitPriceCents]));
  const rows = saved.map((row) => ({ ...row, priceCents: yourPrice.get(row.sku) ?? null }));
  return { query, ...favoritesPage(rows, query) };
}

/** What a row's Add to cart put in the cart (the cart store applies it when JavaScript runs). */
interface FavoriteAdded {
  ok: boolean;
  message: string;
  added: CartAddition[];
}

/** A row's Remove, or its quantity put in the cart where the buyer's cart lives (the account). */
export async function action(args: Route.ActionArgs) {
  const viewer = requireBuyer(args);
  const { request, context } = args;
  const form = await acceptForm(request, context, {
    bucket: "favorites",
    schema: favoriteActionSchema,
    input: (fields) => fields,
    perMinute: context.services.env.RATE_LIMIT_WRITES_PER_MINUTE * 12,
  });
  if (!form.ok) return form.response;
  const { sku } = form.data;
  if (form.data.intent === "remove") {
    await context.services.account.favorites.remove(viewer.userId, sku);
    return data<FavoriteAdded>({ ok: true, message: FAVORITE_REMOVED_MESSAGE, added: [] });
  }
  const { quantity } = form.data;
  const { sales } = context.services;
  const [products, [priced]] = await Promise.all([
    sales.catalog.productsBySkus([sku]),
    sales.priceLines([{ sku, quantity }], viewer),
  ]);
  const product = products.get(sku);
  if (!product || !priced?.available)
    return data<FavoriteAdded>({ ok: false, message: FAVORITE_GONE_MESSAGE, added: [] }, { status: 409 });
  const added = [{ product: toCartProduct(product), quantity }];
  const cookies = await cartWithAdditions(request, context, added);
  if (cookies === null)
    return data<FavoriteAdded>({ ok: false, message: CART_TOO_LARGE_MESSAGE, added: [] }, { status: 413 });
  return data<FavoriteAdded>(
    { ok: true, message: favoriteAddedMessage(quantity, product.name), added },
    { headers: withCookies(cookies) },
  );
}

const COLUMN_LABELS: Record<FavoriteSort, string> = {
  name: "Product",
  category: "Category",
  sku: "SKU",
  price: "Your price",
  date: "Saved",
};

/** The pane's URL for a query with some parts changed (defaults left out). */
function hrefOf(query: FavoritesQuery, change: Partial<FavoritesQuery>): string {
  const next = { ...query, ...change };
  const params = new URLSearchParams();
  if (next.search) params.set("q", next.search);
  if (next.category) params.set("category", next.category);
  if (next.sort !== "date") params.set("sort", next.sort);
  if (next.dir !== "desc") params.set("dir", next.dir);
  if (next.page > 1) params.set("page", String(next.page));
  const search = params.toString();
  return `/commercial-view/favorites${search ? `?${search}` : ""}`;
}

const savedOn = (iso: string) => shopDate(iso);

function SortHeader({ column, query }: { column: FavoriteSort; query: FavoritesQuery }) {
  const active = query.sort === column;
  const dir = active && query.dir === "asc" ? "desc" : "asc";
  return (
    <th
      scope="col"
      className="px-3 py-2 font-semibold"
      aria-sort={active ? (query.dir === "asc" ? "ascending" : "descending") : undefined}
    >
      <Link
        to={hrefOf(query, { sort: column, dir, page: 1 })}
        className="inline-flex min-h-6 items-center hover:text-brand-700 hover:underline"
      >
        {COLUMN_LABELS[column]}
        <span aria-hidden="true">{active ? (query.dir === "asc" ? " ▲" : " ▼") : ""}</span>
        <span className="sr-only">, sort {dir === "asc" ? "ascending" : "descending"}</span>
      </Link>
    </th>
  );
}

/** 'My Favorites': the products saved with a heart, 5 per page. */
export default function Favorites({ loaderData }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  useAppliedToCart(result && "added" in result ? result : null);
  const { query, rows, total, page, pageCount, categories } = loaderData;
  return (
    <div>
      <h1 className="text-2xl font-bold text-slate-900">My Favorites</h1>
      {result ? (
        <div className="mt-4">
          <FormBanner tone={result.ok ? "success" : "error"}>{result.message}</FormBanner>
        </div>
      ) : null}
      <Form
        method="get"
        className="mt-4 flex flex-wrap items-end gap-3"
        role="search"
        aria-label="Search My Favorites"
      >
        <div className="min-w-48 flex-1">
          <label htmlFor="favorites-search" className="block text-sm font-medium text-slate-700">
            Search favourites
          </label>
          <input
            id="favorites-search"
            name="q"
            type="search"
            defaultValue={query.search}
            placeholder="Name or SKU"
            className={inputClass}
          />
        </div>
        <div className="min-w-40">
          <label htmlFor="favorites-category" className="block text-sm font-medium text-slate-700">
            Category
          </label>
          <select
            id="favorites-category"
            name="category"
            defaultValue={query.category}
            className={inputClass}
          >
            <option value="">All categories</option>
            {categories.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        </div>
        {query.sort !== "date" ? <input type="hidden" name="sort" value={query.sort} /> : null}
        {query.dir !== "desc" ? <input type="hidden" name="dir" value={query.dir} /> : null}
        <button type="submit" className={primaryButtonClass}>
          Search
        </button>
      </Form>

      {rows.length === 0 ? (
        <p className="mt-6 rounded-lg border border-slate-200 bg-white p-6 text-slate-600">
          {total === 0 && !query.search && !query.category
            ? "No favourites yet. Save products with the heart on any product card or product page."
            : "No favourites match."}
        </p>
      ) : (
        <div className="mt-6 overflow-x-auto rounded-lg border border-slate-200 bg-white">
          <table className="stack-table w-full border-collapse text-left text-sm sm:min-w-[40rem]">
            <caption className="sr-only">
              My Favorites, page {page} of {pageCount}
            </caption>
            <thead className="bg-slate-50 text-slate-700">
              <tr>
                {FAVORITE_SORTS.map((column) => (
                  <SortHeader key={column} column={column} query={query} />
                ))}
                <th scope="col" className="px-3 py-2 font-semibold">
                  Actions
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {rows.map((row) => {
                const href = `/product/${encodeURIComponent(row.sku)}`;
                return (
                  <tr key={row.sku}>
                    <td data-label="Product" className="px-3 py-2">
                      <div className="flex items-center gap-3">
                        <FallbackImage
                          src={row.image ?? ""}
                          alt=""
                          width={48}
                          height={48}
                          className="h-12 w-12 shrink-0 object-contain"
                        />
                        {row.name ? (
                          <Link
                            to={href}
                            className="font-medium text-slate-900 hover:text-brand-700 hover:underline"
                          >
                            {row.name}
                          </Link>
                        ) : (
                          <span className="text-slate-600">No longer sold</span>
                        )}
                      </div>
                    </td>
                    <td data-label="Category" className="px-3 py-2 text-slate-700">
                      {row.category ?? "—"}
                    </td>
                    <td data-label="SKU" className="px-3 py-2 text-slate-700">
                      {row.sku}
                    </td>
                    <td data-label="Your price" className="px-3 py-2 text-slate-900">
                      {row.name === null ? "—" : listPrice(row.priceCents ?? 0)}
                    </td>
                    <td data-label="Saved" className="px-3 py-2 text-slate-700">
                      {savedOn(row.savedAt)}
                    </td>
                    <td className="px-3 py-2">
                      <div className="flex flex-wrap items-center justify-end gap-x-4 gap-y-2 sm:justify-start">
                        {row.name ? (
                          <Form method="post" className="flex items-center gap-2">
                            <input type="hidden" name="sku" value={row.sku} />
                            <input
                              name="quantity"
                              type="number"
                              min={1}
                              defaultValue={1}
                              aria-label={`Quantity of ${row.name}`}
                              className={`${inputClass} mt-0 w-20`}
                            />
                            <button
                              type="submit"
                              name="intent"
                              value="add"
                              className="inline-flex min-h-9 items-center rounded-md bg-brand-700 px-3 font-semibold whitespace-nowrap text-white hover:bg-brand-800"
                            >
                              Add to cart<span className="sr-only"> {row.name}</span>
                            </button>
                          </Form>
                        ) : null}
                        <Form method="post">
                          <input type="hidden" name="sku" value={row.sku} />
                          <button
                            type="submit"
                            name="intent"
                            value="remove"
                            className="inline-flex min-h-6 items-center font-semibold text-red-700 hover:underline"
                          >
                            Remove<span className="sr-only"> {row.name ?? row.sku}</span>
                          </button>
                        </Form>
                      </div>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      <p className="mt-3 text-sm text-slate-600">
        {total} {total === 1 ? "favourite" : "favourites"}
      </p>
      <Pager page={page} pageCount={pageCount} hrefFor={(p) => hrefOf(query, { page: p })} />
    </div>
  );
}
