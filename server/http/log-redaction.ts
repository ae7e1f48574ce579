import type { FastifyRequest } from "fastify";

/** Query parameters whose values unlock personal data (the order confirmation link's token). */
const SECRET_QUERY = /([?&](?:token|access_token)=)[^&#]*/gi;

export function redactUrl(url: string): string {
  return url.replace(SECRET_QUERY, "$1[redacted]");
}

/** The access log's request line, without the order token a confirmation link carries. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

type LoggedError = {
  type: string;
  message: string;
  code?: unknown;
  stack: string;
  cause?: LoggedError;
  [key: string]: unknown;
};

const MAX_CAUSES = 5;

/**
 * An error for the log without the values it was carrying: drizzle's 'Failed query' errors hold every
 * bound parameter (names, emails, addresses) in `params` and in their message, so only the SQL is kept.
 */
export function serializeError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: String(error), stack: "" };
  const withQuery = error as Error & { query?: unknown; params?: unknown; code?: unknown };
  const message =
    Array.isArray(withQuery.params) && typeof withQuery.query === "string"
      ? `Failed query: ${withQuery.query} (${withQuery.params.length} parameters not logged)`
      : error.message;
  const frames = (error.stack ?? "").split("\n").filter((line) => /^\s+at /.test(line));
  const logged: LoggedError = { type: error.name, message, stack: [message, ...frames].join("\n") };
  if (withQuery.code !== undefined) logged.code = withQuery.code;
  if (error.cause !== undefined && depth < MAX_CAUSES) logged.cause = serializeError(error.cause, depth + 1);
  return logged;
}
