/** Lower-case, dash-separated brand slug: the brand page's path and the logo's file name. */
export function brandSlug(name: string): string {
  const slug = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 120);
  return slug || "brand";
}

/** A brand's own page (docs/decisions/0056): its listed products across categories. */
export function brandPath(name: string): string {
  return `/brands/${brandSlug(name)}`;
}

/** Where the server draws a brand's logo (core/brand-logos.ts lists the brands that have one). */
export function brandLogoPath(name: string): string {
  return `/images/brands/${brandSlug(name)}.svg`;
}
