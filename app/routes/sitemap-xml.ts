import { brandPath } from "../../core/brand-path.ts";
import { CATEGORIES } from "../../core/categories.ts";
import { sitemapDocument, type SitemapEntry } from "../features/static/sitemap.ts";
import type { Route } from "./+types/sitemap-xml";

const STATIC_PATHS = ["/", "/products", "/shop-by-brand", "/partners", "/terms", "/contact", "/rebates"];

export async function loader({ request, context }: Route.LoaderArgs) {
  const origin = context.publicUrl;
  const [products, brands] = await Promise.all([
    context.services.catalog.sitemapEntries(),
    context.services.catalog.brands(),
  ]);
  const entries: SitemapEntry[] = [
    ...STATIC_PATHS.map((path) => ({ loc: `${origin}${path}`, lastmod: null })),
    ...CATEGORIES.map((c) => ({ loc: `${origin}${c.path}`, lastmod: null })),
    ...[...new Set(brands.map((b) => brandPath(b.name)))].map((path) => ({
      loc: `${origin}${path}`,
      lastmod: null,
    })),
    ...products.map((p) => ({
      loc: `${origin}/product/${encodeURIComponent(p.sku)}`,
      lastmod: p.updatedAt ? new Date(p.updatedAt).toISOString().slice(0, 10) : null,
    })),
  ];
  const partParam = new URL(request.url).searchParams.get("part");
  const xml = sitemapDocument(entries, origin, partParam === null ? null : Number(partParam));
  if (xml === null) return new Response("Not Found", { status: 404 });
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
