import { CERTIFICATE_MAX_BYTES, CERTIFICATE_UPLOAD_PATH } from "../core/tax-certificate.ts";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ViteDevServer } from "vite";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import type { CanopyLoadContext } from "./app-context.ts";
import { pageWriteGuard } from "./api/write-guards.ts";
import { clientIp } from "./http/client-ip.ts";
import { IMPORT_UPLOAD_MAX_BYTES, IMPORT_UPLOAD_PATH } from "../core/import-upload.ts";
import { toWebRequest } from "./http/web-request.ts";
import { isAnonymousRead, isRead, memoizeFor, PageCache, sharedMaxAge, withNonce } from "./page-cache.ts";
import { PRICE_LIST_CACHE_HEADER } from "../core/price-list-cache.ts";
import { pageRouteLabeler } from "./metrics/page-routes.ts";
import type { ServerMetrics } from "./metrics/server-metrics.ts";

interface SsrOptions {
  /** React Router's server build, or (npm run dev) a loader of the current one from Vite. */
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: "production" | "development";
  context: Omit<CanopyLoadContext, "cspNonce" | "writeGuard" | "viewer" | "clientIp" | "requestId" | "log">;
  /** Bytes of rendered pages kept for anonymous visitors; 0 renders every request. */
  pageCacheBytes: number;
  /** Where the page cache's figures are read, when the server serves metrics. */
  metrics?: ServerMetrics;
  /** `npm run dev`: Vite answers the browser's module, style and hot-reload requests before any page. */
  vite?: ViteDevServer;
}

/**
 * What a page answers: reads, and POST for the routes' actions (React Router answers 405 where a route
 * has none). It would log every other method as an error; the Fetch API cannot even build a TRACE
 * request for it.
 */
const PAGE_METHODS = new Set(["GET", "HEAD", "POST"]);

/** How often a server re-reads the catalogue version, so an import shows within this many ms. */
const VERSION_CHECK_MS = 1000;

function isText(contentType: string | null): boolean {
  return /^text\/|json|xml/i.test(contentType ?? "");
}

/**
 * Seconds a buyer's page may be kept for the buyers of its price list: what a shared cache may keep of its
 * anonymous copy (`sharedAs`, the page's own word), and never one that sets a cookie.
 */
function priceListMaxAge(response: Response, sharedAs: string | null): number {
  if (!sharedAs) return 0;
  const headers = new Headers(response.headers);
  headers.set("cache-control", sharedAs);
  return sharedMaxAge(response.status, headers);
}

function sendHeaders(reply: FastifyReply, headers: Iterable<[string, string]>, cookies: string[]) {
  for (const [key, value] of headers) {
    if (key !== "set-cookie") reply.header(key, value);
  }
  if (cookies.length) reply.header("set-cookie", cookies);
}

/**
 * Lets Vite's middlewares answer first (source modules, /@vite/client, public files); a request they
 * pass on goes to the page. One they answered is left to them.
 */
function viteAnswers(vite: ViteDevServer, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  return new Promise((resolve, reject) => {
    const answered = () => {
      reply.hijack();
      resolve();
    };
    reply.raw.once("finish", answered);
    vite.middlewares(request.raw, reply.raw, (error?: unknown) => {
      reply.raw.off("finish", answered);
      if (error) reject(error);
      else resolve();
    });
  });
}

/**
 * Every path not claimed by /api or a static file is rendered by React Router. It lives in its own
 * plugin scope so the raw body parser below applies to page actions only.
 */
export async function ssrPlugin(app: FastifyInstance, options: SsrOptions) {
  const handle = createRequestHandler(options.build, options.mode);
  const cache = options.pageCacheBytes > 0 ? new PageCache(options.pageCacheBytes) : undefined;
  if (cache) options.metrics?.watchPageCache(cache);
  // The dev server's build changes with every edit: its pages are not labelled for metrics.
  const pageRoute = typeof options.build === "function" ? () => "dev" : pageRouteLabeler(options.build);
  const catalogVersion = memoizeFor(VERSION_CHECK_MS, () => options.context.services.catalog.version());
  // Best sellers on the home page change with the UTC day as well as with the catalogue.
  const validityToken = async () => `${await catalogVersion()}|${new Date().toISOString().slice(0, 10)}`;

  /**
   * Which cache a request's page may come from: "" for anonymous reads (the shared page cache), the
   * price list's scope for a buyer's reads (ADR 0102), undefined for everything else.
   */
  async function cacheScope(request: FastifyRequest): Promise<string | undefined> {
    const viewer = request.viewer;
    if (viewer === null) return isAnonymousRead(request.method, request.headers) ? "" : undefined;
    // Staff shopping as a buyer see their banner on every page: never a kept copy.
    if (viewer.kind !== "buyer" || viewer.shopAs || !isRead(request.method, request.headers))
      return undefined;
    const key = await options.context.services.pricing.priceListKey(viewer.companyId).catch(() => null);
    return key === null ? undefined : `price-list:${key} `;
  }

  const { vite } = options;
  if (vite) app.addHook("onRequest", (request, reply) => viteAnswers(vite, request, reply));

  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", { parseAs: "buffer" }, (_request, body, done) => done(null, body));

  async function page(request: FastifyRequest, reply: FastifyReply) {
    if (!PAGE_METHODS.has(request.method)) {
      return reply
        .status(405)
        .header("allow", [...PAGE_METHODS].join(", "))
        .send({ error: { code: "method_not_allowed", message: `Pages do not answer ${request.method}.` } });
    }
    request.pageRoute = pageRoute(request.url.split("?")[0]);
    const nonce = reply.raw.cspNonce ?? "";
    const scope = cache ? await cacheScope(request) : undefined;
    const token = scope !== undefined ? await validityToken().catch(() => undefined) : undefined;
    const cacheKey = `${scope}${request.url}`;
    if (cache && token !== undefined) {
      const page = cache.lookup(cacheKey, request.headers, token);
      if (page) {
        reply.status(page.status).header("x-cache", "HIT");
        sendHeaders(reply, page.headers, []);
        return reply.send(request.method === "HEAD" ? undefined : withNonce(page, nonce));
      }
    }

    const context = Object.assign(new RouterContextProvider(), {
      ...options.context,
      cspNonce: nonce,
      writeGuard: pageWriteGuard(options.context.services, clientIp(request)),
      viewer: request.viewer,
      clientIp: clientIp(request),
      requestId: request.id,
      log: request.log,
    } satisfies CanopyLoadContext);
    const response = await handle(toWebRequest(request, reply), context);
    const sharedAs = response.headers.get(PRICE_LIST_CACHE_HEADER);
    const headers = [...response.headers].filter(([name]) => name !== PRICE_LIST_CACHE_HEADER);
    reply.status(response.status);
    sendHeaders(reply, headers, response.headers.getSetCookie());
    if (!response.body) return reply.send();
    if (!isText(response.headers.get("content-type"))) return reply.send(response.body);
    // Loaders finish before rendering starts, so streaming gains nothing; one string compresses in one pass.
    // A failed page names its request (as the API's 5xx bodies do), for support to find it in the log.
    const text = await response.text();
    const body =
      response.status >= 500
        ? text.replace("</head>", `<meta name="request-id" content="${request.id}"></head>`)
        : text;
    const maxAge = scope
      ? priceListMaxAge(response, sharedAs)
      : sharedMaxAge(response.status, response.headers);
    if (cache && token !== undefined && request.method === "GET" && maxAge > 0) {
      cache.store(cacheKey, request.headers, token, maxAge, {
        status: response.status,
        headers,
        body,
        nonce,
      });
      reply.header("x-cache", "MISS");
    }
    return reply.send(body);
  }

  app.all("/*", page);
  // The back office's feed upload takes a larger body than any other page, and only from staff: anyone
  // else is refused before the body is read.
  app.post(
    IMPORT_UPLOAD_PATH,
    {
      bodyLimit: IMPORT_UPLOAD_MAX_BYTES,
      preParsing: async (request, reply) => {
        if (request.viewer?.kind === "staff") return;
        return reply
          .status(403)
          .send({ error: { code: "forbidden", message: "Only staff may upload a feed." } });
      },
    },
    page,
  );
  // A tax-exemption certificate (at most 4 MB) with its form fields.
  app.post(CERTIFICATE_UPLOAD_PATH, { bodyLimit: CERTIFICATE_MAX_BYTES + 64 * 1024 }, page);
}
