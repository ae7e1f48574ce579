import { z } from "zod";
import type { DocumentKind, DocumentStatus } from "./document-status.ts";

/** 'List page sizes 20, 40, 60 (default 20)'. */
export const LIST_PAGE_SIZES = [20, 40, 60] as const;
export type ListPageSize = (typeof LIST_PAGE_SIZES)[number];

/** The list pager shows first, last and the current page ±1, with ellipses. */
export const LIST_PAGER_WINDOW = 1;

/** The columns a company's document list sorts by ('Quotation/invoice row'). */
export const DOCUMENT_SORTS = ["id", "total", "status", "customer", "customerCode", "date"] as const;
export type DocumentSort = (typeof DOCUMENT_SORTS)[number];
export type SortDirection = "asc" | "desc";

/** The list's longest search text. */
export const DOCUMENT_SEARCH_MAX = 100;

const firstOf = <T extends string>(values: readonly T[], fallback: T) =>
  z
    .string()
    .optional()
    .transform((v) => (values.includes(v as T) ? (v as T) : fallback));

/**
 * A list's URL (?q=&sort=&dir=&page=&size=), read leniently: an unknown sort, direction or size falls back
 * to the default, so an old or hand-edited link still shows the list.
 */
export const documentListParamsSchema = z.object({
  q: z
    .string()
    .optional()
    .transform((v) => (v ?? "").trim().slice(0, DOCUMENT_SEARCH_MAX)),
  sort: firstOf(DOCUMENT_SORTS, "date"),
  dir: z
    .string()
    .optional()
    .transform((v): SortDirection | null => (v === "asc" || v === "desc" ? v : null)),
  site: z
    .string()
    .optional()
    .transform((v) => (v ?? "").trim().slice(0, 60)),
  page: z
    .string()
    .optional()
    .transform((v) => {
      const n = Number.parseInt(v ?? "", 10);
      return Number.isFinite(n) && n >= 1 ? Math.min(n, 100_000) : 1;
    }),
  size: z
    .string()
    .optional()
    .transform((v): ListPageSize => {
      const n = Number(v);
      return (LIST_PAGE_SIZES as readonly number[]).includes(n) ? (n as ListPageSize) : LIST_PAGE_SIZES[0];
    }),
});

export interface DocumentListParams {
  q: string;
  /** Only this site's documents (ADR 0270); empty is every site the viewer may see. */
  site: string;
  sort: DocumentSort;
  dir: SortDirection;
  page: number;
  size: ListPageSize;
}

/** The newest first by default; any other column starts ascending ('Lists'). */
export function documentListParams(search: URLSearchParams): DocumentListParams {
  const parsed = documentListParamsSchema.parse(Object.fromEntries(search));
  return { ...parsed, dir: parsed.dir ?? (parsed.sort === "date" ? "desc" : "asc") };
}

/** The list's URL for these params, leaving out the defaults. */
export function documentListHref(path: string, params: DocumentListParams): string {
  const search = new URLSearchParams();
  if (params.q) search.set("q", params.q);
  if (params.site) search.set("site", params.site);
  if (params.sort !== "date" || params.dir !== "desc") {
    search.set("sort", params.sort);
    search.set("dir", params.dir);
  }
  if (params.size !== LIST_PAGE_SIZES[0]) search.set("size", String(params.size));
  if (params.page > 1) search.set("page", String(params.page));
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

/** Clicking a column: the same column toggles its direction, another starts ascending; back to page 1. */
export function sortedBy(params: DocumentListParams, column: DocumentSort): DocumentListParams {
  const dir: SortDirection = params.sort === column ? (params.dir === "asc" ? "desc" : "asc") : "asc";
  return { ...params, sort: column, dir, page: 1 };
}

export type Fulfillment = "fulfilled" | "unfulfilled";

/**
 * 'Quotation/invoice row' as GET /api/quotations and the account lists serve it. `id` is the
 * document number, `customer` who it is for, `customerCode` the buyer's PO number, `pdf_path` the
 * invoice PDF once one exists (ADR 0093).
 */
export interface QuotationRow {
  id: string;
  kind: DocumentKind;
  total: number;
  totalCents: number;
  status: DocumentStatus;
  /** Null when canceled (the badge is hidden). */
  fulfillment: Fulfillment | null;
  customer: string;
  customerCode: string;
  date: string;
  pdf_path: string | null;
}

const FULFILLED_ORDER = new Set<string>([
  "shipped",
  "in_transit",
  "out_for_delivery",
  "exception",
  "delivered",
]);

/**
 * The specification: fulfilment badge: hidden when canceled; an order is fulfilled once it has shipped, a quote once it
 * became an order (ADR 0093).
 */
export function fulfillmentOf(kind: DocumentKind, status: string): Fulfillment | null {
  if (status === "canceled" || status === "rejected") return null;
  const done = kind === "order" ? FULFILLED_ORDER.has(status) : status === "converted";
  return done ? "fulfilled" : "unfulfilled";
}
