import { Link } from "react-router";

/** The href of page `page` of the current list, keeping its other filters. */
export function pageHref(params: Record<string, string>, page: number) {
  const query = new URLSearchParams(Object.entries(params).filter(([, value]) => value !== ""));
  if (page > 1) query.set("page", String(page));
  else query.delete("page");
  const text = query.toString();
  return text ? `?${text}` : ".";
}

/** Newer and older pages of a back-office list, as links (no JavaScript needed). */
export function Pager({
  page,
  more,
  params = {},
}: {
  page: number;
  more: boolean;
  params?: Record<string, string>;
}) {
  if (page <= 1 && !more) return null;
  return (
    <nav aria-label="Pages" className="mt-6 flex items-center justify-between text-sm">
      {page > 1 ? (
        <Link className="text-brand-700 underline" to={pageHref(params, page - 1)}>
          Newer
        </Link>
      ) : (
        <span />
      )}
      <span className="text-slate-600">Page {page}</span>
      {more ? (
        <Link className="text-brand-700 underline" to={pageHref(params, page + 1)}>
          Older
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}

/** A page number from the URL: 1 for anything that is not a whole number of at least 1. */
export function pageFrom(request: Request): number {
  const page = Math.floor(Number(new URL(request.url).searchParams.get("page")));
  return Number.isSafeInteger(page) && page > 1 ? page : 1;
}
