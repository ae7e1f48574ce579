import type { FastifyReply, FastifyRequest } from "fastify";
import type { Db } from "../db/client.ts";
import { clientIp } from "../http/client-ip.ts";
import { countHit, pruneExpiredCounters } from "../rate-counters.ts";

export const RATE_LIMIT_MESSAGE = "Too many requests. Please wait a minute and try again.";

export interface RateLimitRule {
  /** Counter name shared by the routes it guards, e.g. 'quote'. */
  bucket: string;
  max: number;
  windowMs: number;
}

/** A per-IP fixed-window limit on one bucket of writes; the key is always a valid IP address. */
export function rateLimit(db: Db, { bucket, max, windowMs }: RateLimitRule) {
  return async function rateLimitHook(request: FastifyRequest, reply: FastifyReply) {
    const { hits, ttlMs } = await countHit(db, `${bucket}:${clientIp(request)}`, windowMs);
    await pruneExpiredCounters(db);
    reply.header("x-ratelimit-limit", max);
    reply.header("x-ratelimit-remaining", Math.max(0, max - hits));
    if (hits > max) {
      reply.header("retry-after", Math.ceil(ttlMs / 1000));
      return reply.status(429).send({ error: { code: "rate_limited", message: RATE_LIMIT_MESSAGE } });
    }
  };
}
