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

/** Counts one write from `ip` on the rule's bucket: what is left, and how long until the window ends. */
export async function countWrite(db: Db, { bucket, max, windowMs }: RateLimitRule, ip: string) {
  const { hits, ttlMs } = await countHit(db, `${bucket}:${ip}`, windowMs);
  await pruneExpiredCounters(db);
  return {
    limited: hits > max,
    remaining: Math.max(0, max - hits),
    retryAfterSeconds: Math.ceil(ttlMs / 1000),
  };
}

/** A per-IP fixed-window limit on one bucket of writes; the key is always a valid IP address. */
export function rateLimit(db: Db, rule: RateLimitRule) {
  return async function rateLimitHook(request: FastifyRequest, reply: FastifyReply) {
    const count = await countWrite(db, rule, clientIp(request));
    reply.header("x-ratelimit-limit", rule.max);
    reply.header("x-ratelimit-remaining", count.remaining);
    if (count.limited) {
      reply.header("retry-after", count.retryAfterSeconds);
      return reply.status(429).send({ error: { code: "rate_limited", message: RATE_LIMIT_MESSAGE } });
    }
  };
}
