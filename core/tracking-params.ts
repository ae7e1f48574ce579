/**
 * Ad and mail attribution parameters (Google Ads, Meta, Microsoft, TikTok, X, LinkedIn, Mailchimp and
 * the utm_* family). A landing page keeps them in its URL for the analytics that read them, and leaves
 * them out of its canonical URL and its own filter state.
 */
const TRACKING_NAMES = new Set([
  "gclid",
  "gbraid",
  "wbraid",
  "dclid",
  "gclsrc",
  "fbclid",
  "msclkid",
  "yclid",
  "ttclid",
  "twclid",
  "li_fat_id",
  "igshid",
  "mc_cid",
  "mc_eid",
  "_gl",
  "srsltid",
]);

export function isTrackingParam(name: string): boolean {
  return name.startsWith("utm_") || TRACKING_NAMES.has(name);
}

/** `params` split into its tracking parameters and the rest, each in its original order. */
export function splitTrackingParams(params: URLSearchParams): {
  tracking: URLSearchParams;
  rest: URLSearchParams;
} {
  const tracking = new URLSearchParams();
  const rest = new URLSearchParams();
  for (const [name, value] of params) (isTrackingParam(name) ? tracking : rest).append(name, value);
  return { tracking, rest };
}

/** `?a=1` (or "") with the tracking parameters appended, for a redirect that must not lose them. */
export function withTracking(search: string, tracking: URLSearchParams): string {
  if (tracking.size === 0) return search;
  return `${search ? `${search}&` : "?"}${tracking}`;
}
