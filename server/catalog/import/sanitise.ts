import sanitizeHtml from "sanitize-html";

/** The HTML a product description may keep: structure and emphasis, links to http(s) only. */
const descriptionOptions: sanitizeHtml.IOptions = {
  allowedTags: [
    "p",
    "br",
    "ul",
    "ol",
    "li",
    "strong",
    "b",
    "em",
    "i",
    "u",
    "h3",
    "h4",
    "h5",
    "table",
    "thead",
    "tbody",
    "tr",
    "th",
    "td",
    "a",
    "span",
    "sup",
    "sub",
  ],
  allowedAttributes: { a: ["href", "title", "rel", "target"] },
  allowedSchemes: ["http", "https"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  transformTags: {
    a: sanitizeHtml.simpleTransform("a", { rel: "nofollow noopener", target: "_blank" }),
  },
  allowedSchemesAppliedToAttributes: ["href"],
};

const SIMPLE_TAGS = (descriptionOptions.allowedTags as string[]).filter((tag) => tag !== "a").join("|");
/**
 * Text, entities (or a bare '&' that cannot start one) and attribute-free allowed tags only: such HTML
 * cannot carry a script, a handler or a URL, so it is kept as it is and the (slow) full sanitiser runs
 * only on everything else.
 */
const ALREADY_SAFE = new RegExp(
  `^(?:[^<>&]|&(?:[a-z]+|#\\d+|#x[0-9a-f]+);|&(?![a-z#])|</?(?:${SIMPLE_TAGS})\\s*/?>)*$`,
  "i",
);

/** Every opened tag closed in order, so kept markup cannot spill into the page around it. */
const TAG = /<(\/?)([a-z0-9]+)[^>]*>/gi;

function balanced(html: string): boolean {
  const open: string[] = [];
  TAG.lastIndex = 0;
  for (let match = TAG.exec(html); match; match = TAG.exec(html)) {
    const tag = match[2].toLowerCase();
    if (tag === "br") continue;
    if (!match[1]) open.push(tag);
    else if (open.pop() !== tag) return false;
  }
  return open.length === 0;
}

/** A description reduced to the safe HTML subset (no scripts, event handlers, javascript: URLs, iframes). */
export function sanitiseDescription(html: string | undefined): string | null {
  if (!html) return null;
  const safe = ALREADY_SAFE.test(html) && balanced(html);
  const clean = (safe ? html : sanitizeHtml(html, descriptionOptions)).trim();
  return clean === "" ? null : clean;
}

const CONTROL_CHARACTERS = /\p{Cc}/gu;
/** What plainText changes: markup or entities, control characters, whitespace other than single inner spaces. */
const NEEDS_CLEANING = /[<&\p{Cc}]|[^\S ]| {2}|^ | $/u;

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === "#") {
      const code =
        name[1] === "x" || name[1] === "X" ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/**
 * Plain text for names, brands and other short fields: markup removed, entities decoded, whitespace
 * collapsed. The result is text (the UI escapes it), never HTML.
 */
export function plainText(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  if (!NEEDS_CLEANING.test(value)) return value === "" ? undefined : value;
  const hasMarkup = value.includes("<") || value.includes("&");
  const withoutMarkup = hasMarkup
    ? decodeEntities(
        sanitizeHtml(value, {
          allowedTags: [],
          allowedAttributes: {},
          nonTextTags: ["script", "style", "textarea", "noscript", "title"],
        }),
      )
    : value;
  const text = withoutMarkup.replace(CONTROL_CHARACTERS, " ").replace(/\s+/g, " ").trim();
  return text === "" ? undefined : text;
}

/**
 * Top-level domains reserved never to resolve on the internet (RFC 2606, RFC 6761): a link shown to a
 * buyer on one can only be broken ('spec-sheets.canopy-sample.example').
 */
const UNRESOLVABLE_HOST = /(^|\.)(example|invalid|test|localhost)\.?$/i;

/**
 * Image, spec-sheet and manual links: absolute http(s) URLs to a host that can resolve, or the app's own
 * paths ('/…'); anything else is dropped.
 */
export function safeUrl(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const url = value.trim();
  if (url.startsWith("/")) return url.startsWith("//") || url.includes("\\") ? undefined : url;
  try {
    const parsed = new URL(url);
    if (UNRESOLVABLE_HOST.test(parsed.hostname)) return undefined;
    return parsed.protocol === "http:" || parsed.protocol === "https:" ? parsed.href : undefined;
  } catch {
    return undefined;
  }
}
