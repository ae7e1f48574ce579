import type { FastifyRequest } from "fastify";
import { z, type ZodType } from "zod";
import { ValidationError } from "../errors.ts";
import { IDEMPOTENCY_KEY_PATTERN } from "../../core/idempotency-key.ts";
import type { ApiPluginOptions } from "./plugin-options.ts";
import type { Services } from "../services.ts";
import { countWrite, RATE_LIMIT_MESSAGE, rateLimit, type RateLimitRule } from "./rate-limit.ts";

/**
 * Parses a JSON body with the shared zod schema; a ZodError becomes a 400 with field messages. Text the
 * database cannot store was refused before any route ran (server/http/storable-body.ts).
 */
export function parseBody<T>(schema: ZodType<T>, request: FastifyRequest): T {
  if (typeof request.body !== "object" || request.body === null || Array.isArray(request.body)) {
    throw new ValidationError("Send the form as a JSON object.");
  }
  return schema.parse(request.body);
}

/** The optional Idempotency-Key header: same key, same result. */
export const idempotencyHeaders = z.object({
  "idempotency-key": z
    .string()
    .regex(IDEMPOTENCY_KEY_PATTERN, "Idempotency-Key must be 8-128 letters, digits or '-_.:'.")
    .optional()
    .meta({ description: "Same key and same request, same answer; 8-128 letters, digits or '-_.:'." }),
});

/** The per-IP limit every form write shares (one budget per bucket). */
export function writeLimit(
  { services, env }: ApiPluginOptions,
  bucket: string,
  perMinute = env.RATE_LIMIT_WRITES_PER_MINUTE,
) {
  return rateLimit(services.database.db, writeRule(bucket, perMinute));
}

function writeRule(bucket: string, perMinute: number): RateLimitRule {
  return { bucket, max: perMinute, windowMs: 60_000 };
}

/** Why a page action refused a post, in the words and status the JSON route would answer. */
export interface WriteRefusal {
  status: number;
  message: string;
  fields: Record<string, string>;
}

/**
 * The JSON routes' guard for a page action's form post from `ip`: the same per-IP budget (a bucket is
 * shared with its JSON route, so switching between them gains nothing). Text the database cannot store
 * was refused before the action ran (server/http/storable-body.ts); the schema check is the action's
 * own (it maps issues with core/form-errors.ts).
 */
export function pageWriteGuard(services: Services, ip: string) {
  return {
    async check(
      bucket: string,
      perMinute = services.env.RATE_LIMIT_WRITES_PER_MINUTE,
    ): Promise<WriteRefusal | null> {
      const count = await countWrite(services.database.db, writeRule(bucket, perMinute), ip);
      return count.limited ? { status: 429, message: RATE_LIMIT_MESSAGE, fields: {} } : null;
    },
  };
}
export type PageWriteGuard = ReturnType<typeof pageWriteGuard>;
