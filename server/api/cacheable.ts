import { createHash } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";

/** CDN-friendly: shared caches may keep a catalogue read a minute and serve it stale while refreshing. */
export const CATALOG_CACHE_CONTROL = "public, max-age=60, stale-while-revalidate=300";

export function weakEtag(body: string): string {
  return `W/"${createHash("sha1").update(body).digest("base64url")}"`;
}

/** If-None-Match matches when any listed tag equals ours, compared weakly (RFC 9110). */
export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === "*") return true;
  const opaque = etag.replace(/^W\//, "");
  return header.split(",").some((tag) => tag.trim().replace(/^W\//, "") === opaque);
}

/** Sends a catalogue read as JSON with a weak ETag, answering 304 when the client already holds it. */
export function sendCacheable(request: FastifyRequest, reply: FastifyReply, data: unknown) {
  const body = JSON.stringify(data);
  const etag = weakEtag(body);
  reply.header("ETag", etag).header("Cache-Control", CATALOG_CACHE_CONTROL);
  if (etagMatches(request.headers["if-none-match"], etag)) return reply.status(304).send();
  return reply.type("application/json; charset=utf-8").send(body);
}
