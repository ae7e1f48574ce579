import type { FastifyRequest } from "fastify";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export const CROSS_SITE_MESSAGE = "Requests from other sites cannot change anything here.";
export const UNSOURCED_MESSAGE =
  "A signed-in change must say where it comes from: send the Origin header with this server's origin.";

/**
 * Where a write says it was sent from (docs/decisions/0072): Sec-Fetch-Site when the browser sends
 * it, else Origin against this server's own origin and PUBLIC_URL's. "unsourced" is a write with
 * neither header: every browser sends one of them on a POST, so only a script sends none. Reads are
 * always "same-site".
 */
export function writeSource(
  request: FastifyRequest,
  publicOrigin: string,
): "same-site" | "cross-site" | "unsourced" {
  if (SAFE_METHODS.has(request.method)) return "same-site";
  const site = request.headers["sec-fetch-site"];
  if (typeof site === "string") return site === "same-origin" || site === "none" ? "same-site" : "cross-site";
  const origin = request.headers.origin;
  if (typeof origin !== "string") return "unsourced";
  return origin === publicOrigin || origin === `${request.protocol}://${request.host}`
    ? "same-site"
    : "cross-site";
}
