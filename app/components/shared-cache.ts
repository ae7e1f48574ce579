import type { HeadersFunction } from "react-router";

/**
 * For pages that are the same for every anonymous visitor: browsers revalidate, shared caches (the
 * server's rendered-page cache, a CDN) may keep them a minute (docs/decisions/0037-rendered-page-cache.md).
 * Loaders send it only when the page rendered fully: an error state must not outlive its cause.
 */
export const SHARED_CACHE = { "Cache-Control": "public, max-age=0, s-maxage=60" };

/** A page whose back link follows the visitor's referrer (the product page) varies by it. */
export const SHARED_CACHE_BY_REFERRER = { ...SHARED_CACHE, Vary: "Referer" };

/** The route's document headers are the ones its loader chose. */
export const headersFromLoader: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;
