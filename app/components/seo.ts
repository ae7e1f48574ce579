import type { MetaDescriptor } from "react-router";

export const SITE_NAME = "Canopy";

interface PageMeta {
  title: string;
  description: string;
  /** Absolute canonical URL. */
  url: string;
  image?: string;
  type?: "website" | "product";
  noindex?: boolean;
}

/** Title, description, canonical URL and Open Graph tags for one page. */
export function pageMeta({
  title,
  description,
  url,
  image,
  type = "website",
  noindex,
}: PageMeta): MetaDescriptor[] {
  const fullTitle = title.includes(SITE_NAME) ? title : `${title} | ${SITE_NAME}`;
  const tags: MetaDescriptor[] = [
    { title: fullTitle },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:site_name", content: SITE_NAME },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:type", content: type },
    { name: "twitter:card", content: image ? "summary_large_image" : "summary" },
  ];
  if (image) tags.push({ property: "og:image", content: image });
  if (noindex) tags.push({ name: "robots", content: "noindex" });
  return tags;
}

/** The public origin the root loader exposes, for canonical and absolute URLs in meta functions. */
export function publicUrlFrom(matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>): string {
  const root = matches.find((m) => m?.id === "root")?.data as { publicUrl?: string } | undefined;
  return root?.publicUrl ?? "";
}

export function absoluteUrl(origin: string, path: string): string {
  return /^https?:\/\//.test(path) ? path : `${origin}${path.startsWith("/") ? "" : "/"}${path}`;
}

export function breadcrumbJsonLd(origin: string, crumbs: { name: string; path: string }[]): MetaDescriptor {
  return {
    "script:ld+json": {
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: crumbs.map((c, i) => ({
        "@type": "ListItem",
        position: i + 1,
        name: c.name,
        item: absoluteUrl(origin, c.path),
      })),
    },
  };
}

/** Truncates catalogue text for a meta description. */
export function summarise(text: string, max = 155): string {
  const plain = text
    .replace(/<[^>]*>/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  return plain.length <= max ? plain : `${plain.slice(0, max - 1).trimEnd()}…`;
}
