import type { FastifyRequest } from "fastify";
import { z, type ZodType } from "zod";
import { ValidationError } from "../errors.ts";
import { findUnstorable, UNSTORABLE_TEXT_MESSAGE } from "../http/storable-text.ts";
import { IDEMPOTENCY_KEY_PATTERN } from "../sales/identifiers.ts";
import type { ApiPluginOptions } from "./plugins.ts";
import { rateLimit } from "./rate-limit.ts";

/**
 * Parses a JSON body with the shared zod schema; a ZodError becomes a 400 with field messages. Text the
 * database cannot store (NUL, lone surrogates) and absurd nesting are refused first, naming the field.
 */
export function parseBody<T>(schema: ZodType<T>, request: FastifyRequest): T {
  if (typeof request.body !== "object" || request.body === null || Array.isArray(request.body)) {
    throw new ValidationError("Send the form as a JSON object.");
  }
  const unstorable = findUnstorable(request.body);
  if (unstorable?.reason === "depth") {
    throw new ValidationError("The form is nested too deeply.", { [unstorable.path]: "too deep" });
  }
  if (unstorable) {
    throw new ValidationError(UNSTORABLE_TEXT_MESSAGE, { [unstorable.path]: UNSTORABLE_TEXT_MESSAGE });
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
  return rateLimit(services.database.db, { bucket, max: perMinute, windowMs: 60_000 });
}
