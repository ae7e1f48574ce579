import { Link } from "react-router";
import { pageWindow } from "../../../core/pager.ts";

interface PagerProps {
  page: number;
  pageCount: number;
  /** The href of a page number (query string included). */
  hrefFor: (page: number) => string;
  /** Pages shown either side of the current one (2 by default; the account lists show 1). */
  window?: number;
}

const itemClass =
  "inline-flex h-10 min-w-10 items-center justify-center rounded-md border px-3 text-sm font-medium";
const idle = `${itemClass} border-slate-300 bg-white text-slate-700 hover:border-brand-600 hover:text-brand-700`;
const disabled = `${itemClass} cursor-not-allowed border-slate-200 bg-slate-50 text-slate-400`;

/** 'Pagination': Previous/Next disabled at the ends, page numbers with '...' gaps. */
export function Pager({ page, pageCount, hrefFor, window }: PagerProps) {
  const items = pageWindow(page, pageCount, window);
  if (items.length === 0) return null;
  return (
    <nav aria-label="Pagination" className="mt-10 flex flex-wrap items-center justify-center gap-2">
      {page > 1 ? (
        <Link to={hrefFor(page - 1)} className={idle} rel="prev">
          Previous
        </Link>
      ) : (
        <span className={disabled} aria-disabled="true">
          Previous
        </span>
      )}
      {items.map((item, i) =>
        item === "gap" ? (
          <span key={`gap-${i}`} className="px-1 text-slate-500" aria-hidden="true">
            ...
          </span>
        ) : item === page ? (
          <span
            key={item}
            aria-current="page"
            className={`${itemClass} border-brand-700 bg-brand-700 text-white`}
          >
            <span className="sr-only">Page </span>
            {item}
          </span>
        ) : (
          <Link key={item} to={hrefFor(item)} className={idle}>
            <span className="sr-only">Page </span>
            {item}
          </Link>
        ),
      )}
      {page < pageCount ? (
        <Link to={hrefFor(page + 1)} className={idle} rel="next">
          Next
        </Link>
      ) : (
        <span className={disabled} aria-disabled="true">
          Next
        </span>
      )}
    </nav>
  );
}
