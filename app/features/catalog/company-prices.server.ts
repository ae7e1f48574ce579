import type { AppLoadContext } from "../../../server/app-context.ts";
import type { CompanyPrices } from "../../../core/buyer-prices.ts";
import { PRICE_LIST_CACHE_HEADER } from "../../../core/price-list-cache.ts";

/** Pages that show a signed-in visitor anything of their own: no shared or browser cache may keep them. */
export const SIGNED_IN_PAGE_HEADERS = { "Cache-Control": "private, no-store" };

/**
 * The signed-in buyer's company prices for the page's skus (one statement); null for anonymous
 * visitors and staff, so their pages carry no commercial figure.
 */
export async function companyPricesFor(
  context: AppLoadContext,
  skus: readonly string[],
): Promise<CompanyPrices | null> {
  const viewer = context.viewer;
  if (viewer?.kind !== "buyer") return null;
  const prices = await context.services.pricing.companyPrices(viewer.companyId, skus);
  return Object.fromEntries(
    [...prices].map(([sku, p]) => [sku, { unitPriceCents: p.unitPriceCents, breaks: p.breaks }]),
  );
}

/**
 * A catalogue page's cache headers: shared for anonymous visitors, private for anyone signed in. A buyer's
 * copy depends only on the company's price list, so the server may share it among that list's buyers
 * (PRICE_LIST_CACHE_HEADER, ADR 0102).
 */
export function catalogueHeaders(
  context: AppLoadContext,
  shared: Record<string, string> & { "Cache-Control": string },
): Record<string, string> {
  if (!context.viewer) return shared;
  if (context.viewer.kind !== "buyer") return SIGNED_IN_PAGE_HEADERS;
  return { ...shared, ...SIGNED_IN_PAGE_HEADERS, [PRICE_LIST_CACHE_HEADER]: shared["Cache-Control"] };
}
