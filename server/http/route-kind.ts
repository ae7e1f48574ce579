import type { FastifyRequest } from "fastify";

/** The health probes a proxy or an orchestrator sends every few seconds (server/health/readiness.ts). */
const PROBE_ROUTES = new Set(["/healthz", "/readyz"]);

export function isProbe(request: FastifyRequest): boolean {
  return PROBE_ROUTES.has(request.routeOptions.url ?? "");
}

/**
 * Built assets and images: the static plugin's routes, i.e. any route but React Router's catch-all
 * ("/*"), the API's and the probes. One page view loads a dozen of them.
 */
export function isAsset(request: FastifyRequest): boolean {
  const route = request.routeOptions.url;
  return route !== undefined && route !== "/*" && !route.startsWith("/api/") && !PROBE_ROUTES.has(route);
}
