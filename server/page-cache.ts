import { onlyCartCookie } from "../core/cart-cookie.ts";

/**
 * A shared cache of rendered pages in front of React Router, for anonymous visitors
 * (docs/decisions/0037-rendered-page-cache.md). It follows HTTP shared-cache rules, so a CDN in front of
 * the shop could apply the same ones: a response is stored only when it says `Cache-Control: public`
 * with an `s-maxage`, per `Vary`, and only for its s-maxage. On top of HTTP, every entry belongs to one
 * catalogue state (the validity token): an import, or a new day for the home page's best sellers,
 * makes every older entry stale at once. A signed-in buyer's catalogue pages are kept in the same cache
 * under their price list's scope (docs/decisions/0102-price-list-page-cache.md).
 */

/** A response as rendered, before it is cached. */
export interface RenderedPage {
  status: number;
  headers: [string, string][];
  body: string;
  /** The CSP nonce the page was rendered with; each response served from the cache gets a fresh one. */
  nonce: string;
}

export interface CachedPage {
  status: number;
  headers: [string, string][];
  /** The body's bytes split around its nonce, so a hit joins bytes instead of building a new string. */
  parts: Buffer[];
}

interface Entry extends CachedPage {
  token: string;
  expiresAt: number;
  bytes: number;
}

export type RequestHeaders = Record<string, string | string[] | undefined>;

/** A read without credentials of its own in the request (a session cookie is the viewer's business). */
export function isRead(method: string, headers: RequestHeaders): boolean {
  return (method === "GET" || method === "HEAD") && !headers.authorization;
}

/** Requests whose page may differ from an anonymous visitor's bypass the cache entirely. */
export function isAnonymousRead(method: string, headers: RequestHeaders): boolean {
  // The cart's cookie mirror alone keeps a visitor anonymous: only the cart, quote and checkout pages read
  // it, and they are never stored (no-store). Any other cookie may change the page.
  return isRead(method, headers) && onlyCartCookie(headerValue(headers, "cookie"));
}

const S_MAXAGE = /(?:^|,)\s*s-maxage=(\d+)/i;

/** Seconds a shared cache may keep the response, or 0 when it must not store it. */
export function sharedMaxAge(status: number, headers: Headers): number {
  if (status !== 200 || headers.has("set-cookie")) return 0;
  const cacheControl = headers.get("cache-control") ?? "";
  if (!/(?:^|,)\s*public\s*(?:,|$)/i.test(cacheControl)) return 0;
  if (/no-store|private/i.test(cacheControl)) return 0;
  if ((headers.get("vary") ?? "").includes("*")) return 0;
  return Number(S_MAXAGE.exec(cacheControl)?.[1] ?? 0);
}

function varyNames(headers: [string, string][]): string[] {
  const vary = headers.find(([name]) => name === "vary")?.[1] ?? "";
  return vary
    .split(",")
    .map((name) => name.trim().toLowerCase())
    .filter((name) => name && name !== "accept-encoding");
}

function headerValue(headers: RequestHeaders, name: string): string {
  const value = headers[name];
  return Array.isArray(value) ? value.join(", ") : (value ?? "");
}

export class PageCache {
  private readonly entries = new Map<string, Entry>();
  /** The Vary header names last seen for each URL, to build the full key before rendering. */
  private readonly varyByUrl = new Map<string, string[]>();
  private bytes = 0;

  constructor(
    private readonly maxBytes: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Lookups answered from the cache, and not, since the start (read by the metrics). */
  readonly lookups = { hits: 0, misses: 0 };

  get size(): number {
    return this.entries.size;
  }

  /** Bytes the stored pages take, as counted against maxBytes. */
  get storedBytes(): number {
    return this.bytes;
  }

  private key(url: string, names: string[], headers: RequestHeaders): string {
    return [url, ...names.map((name) => `${name}:${headerValue(headers, name)}`)].join("\n");
  }

  lookup(url: string, headers: RequestHeaders, token: string): CachedPage | undefined {
    const page = this.find(url, headers, token);
    this.lookups[page ? "hits" : "misses"] += 1;
    return page;
  }

  private find(url: string, headers: RequestHeaders, token: string): CachedPage | undefined {
    const names = this.varyByUrl.get(url);
    if (!names) return undefined;
    const key = this.key(url, names, headers);
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (entry.token !== token || entry.expiresAt <= this.now()) {
      this.bytes -= entry.bytes;
      return undefined;
    }
    this.entries.set(key, entry);
    return entry;
  }

  store(url: string, headers: RequestHeaders, token: string, maxAgeSeconds: number, page: RenderedPage) {
    const parts = (page.nonce ? page.body.split(page.nonce) : [page.body]).map((part) => Buffer.from(part));
    const bytes = parts.reduce((sum, part) => sum + part.length, 0) + url.length * 2 + 512;
    if (maxAgeSeconds <= 0 || bytes > this.maxBytes) return;
    const names = varyNames(page.headers);
    this.varyByUrl.set(url, names);
    const key = this.key(url, names, headers);
    const previous = this.entries.get(key);
    if (previous) {
      this.entries.delete(key);
      this.bytes -= previous.bytes;
    }
    this.entries.set(key, {
      status: page.status,
      headers: page.headers,
      parts,
      token,
      expiresAt: this.now() + maxAgeSeconds * 1000,
      bytes,
    });
    this.bytes += bytes;
    for (const [oldest, entry] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= entry.bytes;
    }
    if (this.varyByUrl.size > this.entries.size * 4) this.pruneVary();
  }

  private pruneVary() {
    const live = new Set([...this.entries.keys()].map((key) => key.split("\n", 1)[0]));
    for (const url of this.varyByUrl.keys()) if (!live.has(url)) this.varyByUrl.delete(url);
  }
}

/** The page as served to one request: the cached copy with this response's own nonce. */
export function withNonce(page: CachedPage, nonce: string): Buffer {
  const separator = Buffer.from(nonce);
  return Buffer.concat(page.parts.flatMap((part, i) => (i === 0 ? [part] : [separator, part])));
}

/** Calls `read` at most once per `ms`; concurrent callers share the pending promise. */
export function memoizeFor<T>(ms: number, read: () => Promise<T>, now: () => number = Date.now) {
  let cached: { at: number; value: Promise<T> } | undefined;
  return (): Promise<T> => {
    if (!cached || now() - cached.at >= ms) {
      const entry = { at: now(), value: read() };
      cached = entry;
      entry.value.catch(() => {
        if (cached === entry) cached = undefined;
      });
    }
    return cached.value;
  };
}
