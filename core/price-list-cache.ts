/**
 * A catalogue page answers a signed-in buyer `private, no-store`, and names in this header the
 * Cache-Control its anonymous copy gets. The server may then keep the page for every buyer whose company
 * shows the same price list at the same revision (docs/decisions/0102); the header never leaves the
 * server.
 */
export const PRICE_LIST_CACHE_HEADER = "x-canopy-price-list-cache";
