import { describe, expect, it } from "vitest";
import {
  isAnonymousRead,
  memoizeFor,
  PageCache,
  sharedMaxAge,
  withNonce,
  type CachedPage,
  type RenderedPage,
} from "./page-cache.ts";

const SHARED = "public, max-age=0, s-maxage=60";

function page(body: string, headers: [string, string][] = [], nonce = "N0NCE"): RenderedPage {
  return { status: 200, headers: [["cache-control", SHARED], ...headers], body, nonce };
}

/** The body a hit serves, with the nonce it was rendered with put back. */
const bodyOf = (cached: CachedPage | undefined) => cached && withNonce(cached, "N0NCE").toString();

function clock(start = 1_000_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe("which responses a shared cache may store", () => {
  it("needs public and an s-maxage, and keeps it that many seconds", () => {
    expect(sharedMaxAge(200, new Headers({ "cache-control": SHARED }))).toBe(60);
    expect(sharedMaxAge(200, new Headers({ "cache-control": "public, max-age=3600" }))).toBe(0);
    expect(sharedMaxAge(200, new Headers({ "cache-control": "s-maxage=60" }))).toBe(0);
    expect(sharedMaxAge(200, new Headers())).toBe(0);
  });

  it("never stores errors, redirects, private pages, cookies or Vary: *", () => {
    expect(sharedMaxAge(503, new Headers({ "cache-control": SHARED }))).toBe(0);
    expect(sharedMaxAge(302, new Headers({ "cache-control": SHARED }))).toBe(0);
    expect(sharedMaxAge(200, new Headers({ "cache-control": `${SHARED}, private` }))).toBe(0);
    expect(sharedMaxAge(200, new Headers({ "cache-control": SHARED, "set-cookie": "a=b" }))).toBe(0);
    expect(sharedMaxAge(200, new Headers({ "cache-control": SHARED, vary: "*" }))).toBe(0);
  });

  it("serves only anonymous reads", () => {
    expect(isAnonymousRead("GET", {})).toBe(true);
    expect(isAnonymousRead("HEAD", {})).toBe(true);
    expect(isAnonymousRead("POST", {})).toBe(false);
    expect(isAnonymousRead("GET", { cookie: "session=1" })).toBe(false);
    expect(isAnonymousRead("GET", { cookie: "cart_items=%5B%5D" })).toBe(true);
    expect(isAnonymousRead("GET", { cookie: "cart_items=%5B%5D; session=1" })).toBe(false);
    expect(isAnonymousRead("GET", { authorization: "Bearer x" })).toBe(false);
  });
});

describe("PageCache", () => {
  it("counts its hits and misses and the bytes it holds, for the metrics", () => {
    const cache = new PageCache(1024 * 1024);
    expect(cache.lookup("/a", {}, "v1")).toBeUndefined();
    cache.store("/a", {}, "v1", 60, page("<p>a</p>"));
    expect(cache.lookup("/a", {}, "v1")).toBeDefined();
    expect(cache.lookup("/a", {}, "v2")).toBeUndefined();
    expect(cache.lookups).toEqual({ hits: 1, misses: 2 });
    expect(cache.size).toBe(0);
    expect(cache.storedBytes).toBe(0);
    cache.store("/b", {}, "v1", 60, page("<p>b</p>"));
    expect(cache.size).toBe(1);
    expect(cache.storedBytes).toBeGreaterThan("<p>b</p>".length);
  });

  it("answers a stored URL until its s-maxage runs out", () => {
    const time = clock();
    const cache = new PageCache(1 << 20, time.now);
    expect(cache.lookup("/grow-lights", {}, "v1")).toBeUndefined();
    cache.store("/grow-lights", {}, "v1", 60, page("<p>lights</p>"));
    expect(bodyOf(cache.lookup("/grow-lights", {}, "v1"))).toBe("<p>lights</p>");
    expect(cache.lookup("/grow-lights?page=2", {}, "v1")).toBeUndefined();
    time.advance(60_000);
    expect(cache.lookup("/grow-lights", {}, "v1")).toBeUndefined();
  });

  it("drops every page of an older catalogue version at once", () => {
    const cache = new PageCache(1 << 20);
    cache.store("/", {}, "v1|2026-11-22", 60, page("old"));
    expect(cache.lookup("/", {}, "v2|2026-11-22")).toBeUndefined();
    expect(cache.lookup("/", {}, "v1|2026-11-22")).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it("keeps one copy per value of the headers the response varies by", () => {
    const cache = new PageCache(1 << 20);
    const vary: [string, string][] = [["vary", "Referer, Accept-Encoding"]];
    cache.store("/product/A1", { referer: "http://shop/grow-lights" }, "v", 60, page("from lights", vary));
    cache.store("/product/A1", {}, "v", 60, page("direct", vary));
    expect(bodyOf(cache.lookup("/product/A1", { referer: "http://shop/grow-lights" }, "v"))).toBe(
      "from lights",
    );
    expect(bodyOf(cache.lookup("/product/A1", {}, "v"))).toBe("direct");
    expect(cache.lookup("/product/A1", { referer: "http://shop/search?q=x" }, "v")).toBeUndefined();
    expect(bodyOf(cache.lookup("/product/A1", { "accept-encoding": "br" }, "v"))).toBe("direct");
  });

  it("evicts the least recently used pages beyond its memory budget", () => {
    const body = "x".repeat(1000);
    const perEntry = body.length + "/a".length * 2 + 512;
    const cache = new PageCache(perEntry * 2);
    cache.store("/a", {}, "v", 60, page(body));
    cache.store("/b", {}, "v", 60, page(body));
    cache.lookup("/a", {}, "v");
    cache.store("/c", {}, "v", 60, page(body));
    expect(cache.lookup("/b", {}, "v")).toBeUndefined();
    expect(cache.lookup("/a", {}, "v")).toBeDefined();
    expect(cache.lookup("/c", {}, "v")).toBeDefined();
  });

  it("does not store a page larger than the whole budget", () => {
    const cache = new PageCache(100);
    cache.store("/big", {}, "v", 60, page("x".repeat(1000)));
    expect(cache.size).toBe(0);
  });
});

describe("serving a cached page", () => {
  it("replaces the nonce the page was rendered with by the response's own", () => {
    const cache = new PageCache(1 << 20);
    const rendered = '<script nonce="abc+/=">1</script><p>é</p><script nonce="abc+/=">2</script>';
    cache.store("/", {}, "v", 60, page(rendered, [], "abc+/="));
    const cached = cache.lookup("/", {}, "v");
    expect(cached && withNonce(cached, "fresh").toString()).toBe(
      '<script nonce="fresh">1</script><p>é</p><script nonce="fresh">2</script>',
    );
  });
});

describe("memoizeFor", () => {
  it("reads at most once per interval and shares the pending read", async () => {
    const time = clock();
    let reads = 0;
    const version = memoizeFor(1000, async () => `v${++reads}`, time.now);
    expect(await Promise.all([version(), version()])).toEqual(["v1", "v1"]);
    time.advance(999);
    expect(await version()).toBe("v1");
    time.advance(1);
    expect(await version()).toBe("v2");
  });

  it("forgets a failed read so the next call retries", async () => {
    let calls = 0;
    const read = memoizeFor(60_000, async () => {
      calls += 1;
      if (calls === 1) throw new Error("database down");
      return "ok";
    });
    await expect(read()).rejects.toThrow("database down");
    expect(await read()).toBe("ok");
  });
});
