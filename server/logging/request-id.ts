import { randomBytes } from "node:crypto";
import type { IncomingMessage } from "node:http";

export const REQUEST_ID_HEADER = "x-request-id";

/** What a proxy may hand on as a request id: short and plain, so it is safe in logs and pages. */
const FORWARDED_ID = /^[A-Za-z0-9._:-]{8,64}$/;

/**
 * Each request's id, in every log line of the request (pino's `reqId`), in the `x-request-id` answer
 * header and in every 5xx body: the one a proxy in front sent (nginx's `$request_id`), so both logs
 * name the same request, or a fresh random one.
 */
export function requestId(request: IncomingMessage): string {
  const forwarded = request.headers[REQUEST_ID_HEADER];
  if (typeof forwarded === "string" && FORWARDED_ID.test(forwarded)) return forwarded;
  return randomBytes(8).toString("hex");
}
