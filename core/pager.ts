import { PAGER_WINDOW } from "./constants.ts";

export type PagerItem = number | "gap";

/**
 * 'Pagination': always page 1, the last page and a window of pages either side of the
 * current one, with '...' gaps between; nothing when there is one page or fewer.
 * The window is 2 by default (the first of the spec's two readings; see ADR 0030).
 */
export function pageWindow(current: number, pageCount: number, window = PAGER_WINDOW): PagerItem[] {
  if (pageCount <= 1) return [];
  const page = Math.min(Math.max(1, Math.trunc(current)), pageCount);
  const pages = new Set<number>([1, pageCount]);
  for (let p = page - window; p <= page + window; p++) if (p >= 1 && p <= pageCount) pages.add(p);
  const sorted = [...pages].sort((a, b) => a - b);
  const items: PagerItem[] = [];
  sorted.forEach((p, i) => {
    const previous = sorted[i - 1];
    // A gap of exactly one page shows that page instead of '...', which would hide nothing.
    if (previous !== undefined && p - previous === 2) items.push(previous + 1);
    else if (previous !== undefined && p - previous > 2) items.push("gap");
    items.push(p);
  });
  return items;
}

/** The specification: result count: 'Showing {from}-{to} of {total} product(s)', singular for 1, from 0 when none. */
export function resultCountText(page: number, pageSize: number, total: number): string {
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(page * pageSize, total);
  return `Showing ${from}-${total === 0 ? 0 : to} of ${total} ${total === 1 ? "product" : "products"}`;
}
