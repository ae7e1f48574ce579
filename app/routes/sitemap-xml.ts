import { CATEGORIES } from "../../core/categories.ts";
import type { Route } from "./+types/sitemap-xml";

/** The sitemap protocol's limit per file; beyond it /sitemap.xml becomes an index of ?part=N files. */
export const SITEMAP_MAX_URLS = 50_000;

const escapeXml = (s: string) =>
  s
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");

const STATIC_PATHS = ["/", "/products", "/shop-by-brand", "/partners", "/terms", "/contact", "/rebates"];

function xml(body: string) {
  return new Response(`<?xml version="1.0" encoding="UTF-8"?>\n${body}`, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const origin = context.publicUrl;
  const products = await context.services.catalog.sitemapEntries();
  const entries = [
    ...STATIC_PATHS.map((path) => ({ loc: `${origin}${path}`, lastmod: null as string | null })),
    ...CATEGORIES.map((c) => ({ loc: `${origin}${c.path}`, lastmod: null as string | null })),
    ...products.map((p) => ({
      loc: `${origin}/product/${encodeURIComponent(p.sku)}`,
      lastmod: p.updatedAt ? new Date(p.updatedAt).toISOString().slice(0, 10) : null,
    })),
  ];
  const parts = Math.ceil(entries.length / SITEMAP_MAX_URLS);
  const part = Number(new URL(request.url).searchParams.get("part"));

  if (parts > 1 && !part) {
    const sitemaps = Array.from(
      { length: parts },
      (_, i) => `  <sitemap><loc>${escapeXml(`${origin}/sitemap.xml?part=${i + 1}`)}</loc></sitemap>`,
    );
    return xml(
      `<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${sitemaps.join("\n")}\n</sitemapindex>\n`,
    );
  }
  if (part && (!Number.isInteger(part) || part < 1 || part > parts))
    return new Response("Not Found", { status: 404 });
  const slice = parts > 1 ? entries.slice((part - 1) * SITEMAP_MAX_URLS, part * SITEMAP_MAX_URLS) : entries;
  const urls = slice.map(
    (e) => `  <url><loc>${escapeXml(e.loc)}</loc>${e.lastmod ? `<lastmod>${e.lastmod}</lastmod>` : ""}</url>`,
  );
  return xml(`<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`);
}
