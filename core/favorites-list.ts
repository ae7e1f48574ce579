/** The My Favorites pane shows 5 per page. */
export const FAVORITES_PAGE_SIZE = 5;

/** One favourite as the pane lists it; `name` is null when the catalogue no longer has the product. */
export interface FavoriteRow {
  sku: string;
  name: string | null;
  category: string | null;
  image: string | null;
  priceCents: number | null;
  savedAt: string;
}

export const FAVORITE_SORTS = ["name", "category", "sku", "price", "date"] as const;
export type FavoriteSort = (typeof FAVORITE_SORTS)[number];
export type SortDirection = "asc" | "desc";

export interface FavoritesQuery {
  search: string;
  category: string;
  sort: FavoriteSort;
  dir: SortDirection;
  page: number;
}

/** The pane's query from its URL (search, category, sort, dir, page); anything unknown falls back. */
export function favoritesQuery(params: URLSearchParams): FavoritesQuery {
  const sort = params.get("sort");
  const page = Number(params.get("page"));
  return {
    search: (params.get("q") ?? "").trim().slice(0, 200),
    category: (params.get("category") ?? "").slice(0, 200),
    sort: FAVORITE_SORTS.includes(sort as FavoriteSort) ? (sort as FavoriteSort) : "date",
    dir: params.get("dir") === "asc" ? "asc" : "desc",
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

const sortKey: Record<FavoriteSort, (row: FavoriteRow) => string | number> = {
  name: (r) => (r.name ?? r.sku).toLowerCase(),
  category: (r) => (r.category ?? "").toLowerCase(),
  sku: (r) => r.sku.toLowerCase(),
  price: (r) => r.priceCents ?? -1,
  date: (r) => r.savedAt,
};

/** The page of favourites a query shows, with the categories to filter by and the page count. */
export function favoritesPage(rows: readonly FavoriteRow[], query: FavoritesQuery) {
  const search = query.search.toLowerCase();
  const matching = rows.filter(
    (r) =>
      (!query.category || r.category === query.category) &&
      (!search || r.sku.toLowerCase().includes(search) || (r.name ?? "").toLowerCase().includes(search)),
  );
  const key = sortKey[query.sort];
  const sign = query.dir === "asc" ? 1 : -1;
  // Ties fall back to the sku so a page never reshuffles between requests.
  const sorted = [...matching].sort((a, b) => {
    const [x, y] = [key(a), key(b)];
    return (x < y ? -sign : x > y ? sign : 0) || a.sku.localeCompare(b.sku);
  });
  const pageCount = Math.max(1, Math.ceil(sorted.length / FAVORITES_PAGE_SIZE));
  const page = Math.min(query.page, pageCount);
  return {
    rows: sorted.slice((page - 1) * FAVORITES_PAGE_SIZE, page * FAVORITES_PAGE_SIZE),
    total: sorted.length,
    page,
    pageCount,
    categories: [...new Set(rows.flatMap((r) => (r.category ? [r.category] : [])))].sort(),
  };
}
