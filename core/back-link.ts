import type { Provider } from "./catalog-types.ts";

/** 'Back link target': referrer sections that the product page returns to as they are. */
export const BACK_LINK_SECTIONS = [
  "/grow-lights",
  "/hydroponics",
  "/nutrients",
  "/media-pots",
  "/environment",
  "/propagation",
  "/garden-care",
  "/benching-racking",
  "/harvest",
  "/post-harvest",
  "/rebates",
  "/shop-by-brand",
] as const;

const DISTRIBUTOR_MAP: Record<string, string> = {
  nutrients: "/nutrients",
  harvest: "/harvest",
  "media & pots": "/media-pots",
  environment: "/environment",
  propagation: "/propagation",
  "garden care": "/garden-care",
  "benching & racking": "/benching-racking",
  extraction: "/post-harvest",
};

const THIRD_FEED_MAP: Record<string, string> = {
  lighting: "/grow-lights",
  hydroponics: "/hydroponics",
  "nutrients & additives": "/nutrients",
  "growing media": "/media-pots",
  "atmospheric control": "/environment",
  "garden accessories": "/garden-care",
  harvest: "/harvest",
  // The third feed's own name for its Harvest category (its search term in the spec's call table).
  "harvest/post-harvest": "/harvest",
};

const LABELS: Record<string, string> = {
  "/grow-lights": "Grow Lights",
  "/hydroponics": "Hydroponics",
  "/nutrients": "Nutrients",
  "/media-pots": "Media & Pots",
  "/environment": "Environment",
  "/propagation": "Propagation",
  "/garden-care": "Garden Care",
  "/benching-racking": "Benching & Racking",
  "/harvest": "Harvest",
  "/post-harvest": "Post Harvest",
  "/rebates": "Rebates",
  "/shop-by-brand": "Shop by Brand",
};

/** The section of a referrer path ('/grow-lights?brand=X' → '/grow-lights'), if it is one the spec lists. */
function referrerSection(from: string | null | undefined): string | null {
  if (!from) return null;
  const path = from.split(/[?#]/)[0].replace(/\/+$/, "");
  return BACK_LINK_SECTIONS.find((s) => path === s || path.startsWith(`${s}/`)) ?? null;
}

/**
 * Where the product page's back link goes: the referrer's section when it is one of the listed
 * ones, otherwise by provider and feed category, otherwise '/grow-lights'. A referrer listing
 * keeps its query string, so the shopper returns to the same filters and page.
 */
export function backLinkTarget(
  from: string | null | undefined,
  product: { provider: Provider; category: string },
): { href: string; label: string } {
  const section = referrerSection(from);
  if (section && from) {
    const query = from.includes("?") ? from.slice(from.indexOf("?")).split("#")[0] : "";
    return { href: section + query, label: `Back to ${LABELS[section]}` };
  }
  const href = targetByProduct(product);
  return { href, label: `Back to ${LABELS[href]}` };
}

function targetByProduct({ provider, category }: { provider: Provider; category: string }): string {
  const key = category.trim().toLowerCase();
  if (provider === "iluminar") return "/grow-lights";
  if (provider === "spd") return DISTRIBUTOR_MAP[key] ?? "/nutrients";
  if (provider === "hydrofarm") return THIRD_FEED_MAP[key] ?? "/hydroponics";
  return "/grow-lights";
}
