import type { FastifyReply, FastifyRequest } from "fastify";
import { queryRows, sql, type Db } from "../db/client.ts";

export const RATE_LIMIT_MESSAGE = "Too many requests. Please wait a minute and try again.";

export interface RateLimitRule {
  /** Counter name shared by the routes it guards, e.g. 'quote'. */
  bucket: string;
  max: number;
  windowMs: number;
}

/**
 * A per-IP fixed-window limit whose counters live in PostgreSQL, so every app instance enforces the same
 * budget. One upsert per request; expired windows restart in the same statement.
 */
export function rateLimit(db: Db, { bucket, max, windowMs }: RateLimitRule) {
  return async function rateLimitHook(request: FastifyRequest, reply: FastifyReply) {
    const key = `${bucket}:${request.ip}`;
    const [row] = await queryRows<{ hits: number; ttl_ms: number }>(
      db,
      sql`insert into rate_limit_counters as c (key, hits, window_ends_at)
          values (${key}, 1, now() + ${windowMs} * interval '1 millisecond')
          on conflict (key) do update set
            hits = case when c.window_ends_at <= now() then 1 else c.hits + 1 end,
            window_ends_at = case when c.window_ends_at <= now() then excluded.window_ends_at else c.window_ends_at end
          returning hits, greatest(0, ceil(extract(epoch from (window_ends_at - now())) * 1000))::int as ttl_ms`,
    );
    reply.header("x-ratelimit-limit", max);
    reply.header("x-ratelimit-remaining", Math.max(0, max - row.hits));
    if (row.hits > max) {
      reply.header("retry-after", Math.ceil(row.ttl_ms / 1000));
      return reply.status(429).send({ error: { code: "rate_limited", message: RATE_LIMIT_MESSAGE } });
    }
    if (Math.random() < 0.01) {
      await db.execute(sql`delete from rate_limit_counters where window_ends_at < now() - interval '1 hour'`);
    }
  };
}
