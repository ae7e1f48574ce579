import { isIP } from "node:net";
import type { FastifyRequest } from "fastify";

/**
 * The address limits are counted against. `request.ip` follows TRUST_PROXY (the socket's peer unless
 * proxies are trusted); a trusted proxy could still pass on a forwarded value that is no address, and
 * such text must never become a key, so the peer address stands in for it.
 */
export function clientIp(request: FastifyRequest): string {
  if (isIP(request.ip) !== 0) return request.ip;
  return request.socket.remoteAddress ?? "unknown";
}
