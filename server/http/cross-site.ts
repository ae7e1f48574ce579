import type { FastifyRequest } from "fastify";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export const CROSS_SITE_MESSAGE = "Requests from other sites cannot change anything here.";

/**
 * Whether a write was sent from another site (docs/decisions/0072): Sec-Fetch-Site when the browser
 * sends it, else Origin against this server's own origin and PUBLIC_URL's. A request with neither comes
 * from no browser (a script holding the cookie on purpose), which is no cross-site forgery.
 */
export function isCrossSiteWrite(request: FastifyRequest, publicOrigin: string): boolean {
  if (SAFE_METHODS.has(request.method)) return false;
  const site = request.headers["sec-fetch-site"];
  if (typeof site === "string") return site !== "same-origin" && site !== "none";
  const origin = request.headers.origin;
  if (typeof origin !== "string") return false;
  return origin !== publicOrigin && origin !== `${request.protocol}://${request.host}`;
}
