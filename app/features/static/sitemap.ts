/** The sitemap protocol's limit per file; beyond it /sitemap.xml becomes an index of ?part=N files. */
export const SITEMAP_MAX_URLS = 50_000;

export interface SitemapEntry {
  loc: string;
  lastmod: string | null;
}

const escapeXml = (s: string) =>
  s
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");

const HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';

/**
 * The XML for /sitemap.xml (part null) or /sitemap.xml?part=N: one urlset when every URL fits in one
 * file, otherwise an index of parts. Null means the part does not exist.
 */
export function sitemapDocument(
  entries: SitemapEntry[],
  origin: string,
  part: number | null,
  maxUrls = SITEMAP_MAX_URLS,
): string | null {
  const parts = Math.max(1, Math.ceil(entries.length / maxUrls));
  if (part === null && parts > 1) {
    const sitemaps = Array.from(
      { length: parts },
      (_, i) => `  <sitemap><loc>${escapeXml(`${origin}/sitemap.xml?part=${i + 1}`)}</loc></sitemap>`,
    );
    return `${HEAD}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${sitemaps.join("\n")}\n</sitemapindex>\n`;
  }
  if (part !== null && (!Number.isInteger(part) || part < 1 || part > parts)) return null;
  const slice = part === null ? entries : entries.slice((part - 1) * maxUrls, part * maxUrls);
  const urls = slice.map(
    (e) => `  <url><loc>${escapeXml(e.loc)}</loc>${e.lastmod ? `<lastmod>${e.lastmod}</lastmod>` : ""}</url>`,
  );
  return `${HEAD}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}
