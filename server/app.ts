import Fastify, { type FastifyInstance, type FastifyRequest } from "fastify";
import compress from "@fastify/compress";
import helmet from "@fastify/helmet";
import fastifyStatic, { type FastifyStaticOptions } from "@fastify/static";
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import type { Env } from "./env.ts";
import { publicEnv } from "./env.ts";
import type { Services } from "./services.ts";
import type { Viewer } from "../core/viewer.ts";
import { installErrorHandler } from "./api/error-handler.ts";
import { serializeError, serializeRequest } from "./http/log-redaction.ts";
import { readLimit } from "./http/read-limit.ts";
import { registerApi } from "./api/plugins.ts";
import { ssrPlugin } from "./ssr.ts";
import { clockControllable } from "./clock.ts";
import { registerClockRoute } from "./clock-route.ts";
import { installSessionHooks } from "./identity/session-hooks.ts";
import { installStorableBodyCheck } from "./http/storable-body.ts";
import { installApiKeyHooks } from "./api-keys/api-key-hooks.ts";
import { registerSocialCallback } from "./identity/social-callback.ts";
import { healthRoutes, type Readiness } from "./health/readiness.ts";
import { readableLines } from "./logging/readable-lines.ts";
import { RequestLog } from "./logging/request-log.ts";
import { isAsset } from "./http/route-kind.ts";
import { REQUEST_ID_HEADER, requestId } from "./logging/request-id.ts";
import { requestDuration } from "./metrics/process-metrics.ts";
import type { ServerMetrics } from "./metrics/server-metrics.ts";

declare module "fastify" {
  interface FastifyRequest {
    /** Set from the session cookie before any handler runs; null for anonymous requests. */
    viewer: Viewer;
    /** A page's React Router path pattern, set by the SSR plugin, for the request metrics. */
    pageRoute: string | null;
  }
}

declare module "node:http" {
  interface ServerResponse {
    cspNonce?: string;
  }
}

export interface ServerOptions {
  env: Env;
  services: Services;
  /** Folder holding React Router's build (client/ and server/); omit for an API-only server in tests. */
  buildDir?: string;
  /** `npm run dev`: pages and their modules come from Vite's dev server (hot reload) instead of a build. */
  dev?: boolean;
  logger?: boolean;
  /** Set to draining on SIGTERM (server/shutdown.ts); /readyz answers 503 from then on. */
  readiness?: Readiness;
  /** This server's gauges, when it serves metrics (server/metrics/). */
  metrics?: ServerMetrics;
}

const MAX_BODY_BYTES = 64 * 1024;

/** The module React Router's Vite plugin serves the server build as. */
const SERVER_BUILD_MODULE = "virtual:react-router/server-build";

/** The built browser files: hashed assets kept for a year, the rest (public/) for an hour. */
function staticAssets(clientDir: string): FastifyStaticOptions {
  const assetsDir = join(clientDir, "assets");
  return {
    root: clientDir,
    prefix: "/",
    wildcard: false,
    setHeaders(reply, path) {
      reply.header(
        "Cache-Control",
        path.includes(assetsDir) ? "public, max-age=31536000, immutable" : "public, max-age=3600",
      );
    },
  };
}

/**
 * Vite in middleware mode on this server's own HTTP server (its hot-reload socket shares the port),
 * closed with the app. Imported only here: production servers do not load Vite.
 */
async function startViteDevServer(app: FastifyInstance) {
  const { createServer } = await import("vite");
  const vite = await createServer({
    server: { middlewareMode: true, hmr: { server: app.server } },
    appType: "custom",
  });
  app.addHook("onClose", async () => vite.close());
  return vite;
}

/**
 * What the payment provider's form needs from the page's policy, when online payment is on: Stripe.js
 * from its address, its frames (the card fields live there) and its API (ADR 0120).
 */
function paymentSources(env: Env) {
  if (!env.STRIPE_PUBLISHABLE_KEY) return { scriptSrc: [], connectSrc: [], frameSrc: [] };
  const script = new URL(env.STRIPE_JS_URL).origin;
  const stripeOwn = script === "https://js.stripe.com";
  return {
    scriptSrc: [script],
    connectSrc: stripeOwn ? [script, "https://api.stripe.com"] : [script],
    frameSrc: stripeOwn ? [script, "https://hooks.stripe.com"] : [script],
  };
}

/** TRUST_PROXY as Fastify takes it: a hop count becomes 'trust the nearest N hops'. */
function proxyTrust(setting: Env["TRUST_PROXY"]) {
  return typeof setting === "number" ? (_address: string, hop: number) => hop < setting : setting;
}

/**
 * JSON lines in production, for a log collector; readable lines on a developer's machine
 * (server/logging/readable-lines.ts).
 */
function loggerOptions(env: Env) {
  return {
    level: env.LOG_LEVEL,
    redact: ["req.headers.cookie", "req.headers.authorization"],
    serializers: { req: serializeRequest, err: serializeError },
    ...(env.NODE_ENV === "production" ? {} : { stream: readableLines() }),
  };
}

/** A request's route for the metrics: its page pattern, its API route or probe, one label for assets. */
function metricsRoute(request: FastifyRequest): string {
  if (request.pageRoute) return request.pageRoute;
  if (isAsset(request)) return "static";
  return request.routeOptions.url ?? "unmatched";
}

export async function buildServer({
  env,
  services,
  buildDir,
  dev = false,
  logger = true,
  readiness = { draining: false },
  metrics,
}: ServerOptions) {
  const app: FastifyInstance = Fastify({
    logger: logger ? loggerOptions(env) : false,
    logController: new RequestLog(),
    genReqId: requestId,
    bodyLimit: MAX_BODY_BYTES,
    trustProxy: proxyTrust(env.TRUST_PROXY),
    // While stopping, requests that reach the server are still served (server/shutdown.ts).
    return503OnClosing: false,
  });
  installErrorHandler(app);
  app.decorateRequest("viewer", null);
  app.decorateRequest("pageRoute", null);
  app.addHook("onRequest", async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
  app.addHook("onResponse", async (request, reply) => {
    requestDuration.observe(
      { method: request.method, route: metricsRoute(request), status: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });

  // PostgreSQL text cannot hold NUL; no address of the shop has a use for one.
  app.addHook("onRequest", async (request, reply) => {
    if (!request.url.includes("%00") && !request.url.includes("\u0000")) return;
    return reply
      .status(400)
      .send({ error: { code: "bad_request", message: "The address contains a NUL character." } });
  });
  app.addHook("onRequest", readLimit(env.RATE_LIMIT_READS_PER_MINUTE));
  installSessionHooks(app, services.accounts, env.PUBLIC_URL);
  installStorableBodyCheck(app);
  installApiKeyHooks(app, services.apiKeys, services.database.db, env.API_KEY_REQUESTS_PER_MINUTE);
  // Every write's answer carries what was submitted (names, addresses, an order link): never cached.
  app.addHook("onSend", async (request, reply) => {
    if (request.method !== "GET" && request.method !== "HEAD") reply.header("cache-control", "no-store");
  });

  // The nonce lets React Router's inline hydration scripts run under a strict CSP.
  app.addHook("onRequest", async (_request, reply) => {
    reply.raw.cspNonce = randomBytes(16).toString("base64");
  });
  const payments = paymentSources(env);
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: [
          "'self'",
          (_req, res) => `'nonce-${(res as { cspNonce?: string }).cspNonce}'`,
          ...payments.scriptSrc,
        ],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "https:"],
        connectSrc: ["'self'", ...payments.connectSrc],
        frameSrc: ["'self'", ...payments.frameSrc],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // Browsers keep HSTS for a host, plain-http ports included: only an https shop may ask for it.
    strictTransportSecurity: new URL(env.PUBLIC_URL).protocol === "https:",
    // The same answer as frame-ancestors 'none', for browsers that only read X-Frame-Options.
    frameguard: { action: "deny" },
    // Helmet's 'no-referrer' makes a browser send 'Origin: null' with the pages' own form posts, which
    // React Router's action origin check refuses; 'same-origin' still tells other sites nothing.
    referrerPolicy: { policy: "same-origin" },
  });
  await app.register(compress, { threshold: 1024, encodings: ["br", "gzip", "deflate"] });

  await app.register(healthRoutes, { db: services.database.db, readiness });
  await registerApi(app, { services, env });
  if (clockControllable(env)) {
    app.log.warn("CLOCK_CONTROL=on: POST /__test/clock may move this server's clock (tests only)");
    registerClockRoute(app, services.clock);
  }
  await registerSocialCallback(app, services.accounts);

  const context = { services, publicEnv: publicEnv(env), publicUrl: env.PUBLIC_URL.replace(/\/$/, "") };
  const pageCacheBytes = env.PAGE_CACHE_MB * 1024 * 1024;
  if (dev) {
    const vite = await startViteDevServer(app);
    await app.register(ssrPlugin, {
      build: () => vite.ssrLoadModule(SERVER_BUILD_MODULE) as Promise<ServerBuild>,
      mode: "development",
      context,
      // Every edit shows on the next request: nothing rendered is kept.
      pageCacheBytes: 0,
      metrics,
      vite,
    });
  } else if (buildDir) {
    const clientDir = join(buildDir, "client");
    if (existsSync(clientDir)) await app.register(fastifyStatic, staticAssets(clientDir));
    await app.register(ssrPlugin, {
      build: (await import(pathToFileURL(join(buildDir, "server", "index.js")).href)) as ServerBuild,
      mode: "production",
      context,
      pageCacheBytes,
      metrics,
    });
  }
  return app;
}
