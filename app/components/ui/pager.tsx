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

/**
 * 'Pagination': Previous/Next disabled at the ends, page numbers with '...' gaps. Its items are styled by
 * `.pager` (app.css) from what they are (a link, `aria-current`, `aria-disabled`, the gap's
 * `aria-hidden`); their links are this page's own route, which needs no discovery.
 */
export function Pager({ page, pageCount, hrefFor, window }: PagerProps) {
  const items = pageWindow(page, pageCount, window);
  if (items.length === 0) return null;
  return (
    <nav aria-label="Pagination" className="pager">
      {page > 1 ? (
        <Link to={hrefFor(page - 1)} discover="none" rel="prev">
          Previous
        </Link>
      ) : (
        <span aria-disabled="true">Previous</span>
      )}
      {items.map((item, i) =>
        item === "gap" ? (
          <span key={`gap-${i}`} aria-hidden="true">
            ...
          </span>
        ) : item === page ? (
          <span key={item} aria-current="page">
            <span className="sr-only">Page </span>
            {item}
          </span>
        ) : (
          <Link key={item} to={hrefFor(item)} discover="none">
            <span className="sr-only">Page </span>
            {item}
          </Link>
        ),
      )}
      {page < pageCount ? (
        <Link to={hrefFor(page + 1)} discover="none" rel="next">
          Next
        </Link>
      ) : (
        <span aria-disabled="true">Next</span>
      )}
    </nav>
  );
}
