import type { MetaDescriptor } from "react-router";
import { DEFAULT_SHOP_NAME, SHARE_IMAGE } from "../../core/constants.ts";

/** The shop's name in meta tags and structured data (SHOP_NAME's default; pages read the configured one). */
export const SITE_NAME = DEFAULT_SHOP_NAME;

interface PageMeta {
  title: string;
  /** The meta description; a function of the shop's configured name when it names the shop. */
  description: string | ((shopName: string) => string);
  /** Absolute canonical URL. */
  url: string;
  /** Absolute URL of a 1200×630 PNG share card. */
  image?: string;
  type?: "website" | "product";
  noindex?: boolean;
  /** The title already names the site (the home page), so it gets no "| Canopy" suffix. */
  titleNamesSite?: boolean;
}

/** Title (suffixed with the shop's configured name), description, canonical URL and Open Graph tags for one page. */
export function pageMeta(
  matches: Matches,
  { title, description, url, image, type = "website", noindex, titleNamesSite }: PageMeta,
): MetaDescriptor[] {
  const shopName = shopNameFrom(matches);
  const fullTitle = titleNamesSite ? title : `${title} | ${shopName}`;
  if (typeof description === "function") description = description(shopName);
  const tags: MetaDescriptor[] = [
    { title: fullTitle },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:site_name", content: shopName },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:type", content: type },
    { name: "twitter:card", content: image ? "summary_large_image" : "summary" },
  ];
  if (image) {
    tags.push(
      { property: "og:image", content: image },
      { property: "og:image:type", content: "image/png" },
      { property: "og:image:width", content: String(SHARE_IMAGE.width) },
      { property: "og:image:height", content: String(SHARE_IMAGE.height) },
    );
  }
  if (noindex) tags.push({ name: "robots", content: "noindex" });
  return tags;
}

type Matches = ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;

interface RootData {
  publicUrl?: string;
  publicEnv?: { shopName?: string; salesEmail: string; salesPhone: string; companyAddress: string };
}

const rootData = (matches: Matches) =>
  matches.find((m) => m?.id === "root")?.loaderData as RootData | undefined;

/** The shop's configured name (SHOP_NAME) the root loader exposes, for meta functions. */
export function shopNameFrom(matches: Matches): string {
  return rootData(matches)?.publicEnv?.shopName ?? SITE_NAME;
}

/** A private page's title, suffixed with the shop's configured name, kept out of search engines. */
export function privatePageMeta(matches: Matches, title: string): MetaDescriptor[] {
  return [{ title: `${title} | ${shopNameFrom(matches)}` }, { name: "robots", content: "noindex" }];
}

/** The public origin the root loader exposes, for canonical and absolute URLs in meta functions. */
export function publicUrlFrom(matches: Matches): string {
  return rootData(matches)?.publicUrl ?? "";
}

/** The sales contact the root loader exposes (SALES_EMAIL, SALES_PHONE, COMPANY_ADDRESS). */
export function publicContactFrom(matches: Matches): NonNullable<RootData["publicEnv"]> {
  return rootData(matches)?.publicEnv ?? { salesEmail: "", salesPhone: "", companyAddress: "" };
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

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

function decodeEntities(text: string): string {
  return text.replace(/&(#\d+|#x[\da-f]+|[a-z]+);/gi, (entity, name: string) => {
    if (name[0] !== "#") return ENTITIES[name.toLowerCase()] ?? entity;
    const code = name[1] === "x" || name[1] === "X" ? parseInt(name.slice(2), 16) : Number(name.slice(1));
    return Number.isFinite(code) && code > 0 && code < 0x110000 ? String.fromCodePoint(code) : entity;
  });
}

/**
 * Catalogue text (plain or HTML) as one line for a meta description: tags dropped, each paragraph or
 * list item ended as a sentence, entities decoded, cut at a word boundary within `max` characters.
 */
export function summarise(text: string, max = 155): string {
  const plain = text
    .split(/<\/(?:p|li|h[1-6]|div|td)>|<br\s*\/?>/i)
    .map((block) =>
      decodeEntities(block.replace(/<[^>]*>/g, " "))
        .replace(/\s+/g, " ")
        .trim(),
    )
    .filter(Boolean)
    .map((block) => (/[.!?:;…]$/.test(block) ? block : `${block}.`))
    .join(" ");
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max - 1);
  const atWord = cut.slice(0, cut.lastIndexOf(" ")).replace(/[\s,;:.-]+$/, "");
  return `${atWord.length > max / 2 ? atWord : cut.trimEnd()}…`;
}
