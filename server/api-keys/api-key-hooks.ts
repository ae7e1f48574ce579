import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ApiKeyScope } from "../../core/api-keys.ts";
import { audit } from "../audit/audit-log.ts";
import type { Db } from "../db/client.ts";
import { countHit } from "../rate-counters.ts";
import type { ApiKeyHolder, ApiKeyService } from "./api-key-service.ts";

/** The API a key may call, by method and route, with the scope each needs; every other route refuses keys. */
const KEY_ROUTES: Record<string, ApiKeyScope> = {
  "GET /api/catalog/search": "catalog:read",
  "GET /api/catalog/listing": "catalog:read",
  "GET /api/catalog/products": "catalog:read",
  "GET /api/catalog/products/:sku": "catalog:read",
  "GET /api/catalog/brands": "catalog:read",
  "GET /api/catalog/best-sellers": "catalog:read",
  "GET /api/catalog/categories": "catalog:read",
  "GET /api/catalog/company-prices": "catalog:read",
  "GET /api/quotations": "orders:read",
  "GET /api/company/orders/:orderNumber": "orders:read",
  "GET /api/company/orders/:orderNumber/shipments": "orders:read",
  "GET /api/company/invoices": "invoices:read",
  "GET /api/company/invoices/:invoiceNumber/pdf": "invoices:read",
  "POST /api/orders": "orders:write",
  "POST /api/contact/order-request": "orders:write",
};

/** The scope a route needs of a key; undefined when keys may not call it. */
export const scopeOfRoute = (method: string, url: string | undefined): ApiKeyScope | undefined =>
  KEY_ROUTES[`${method} ${url ?? ""}`];

declare module "fastify" {
  interface FastifyRequest {
    /** The API key the request was made with, when it carried one. */
    apiKey?: ApiKeyHolder;
  }
}

const refuse = (reply: FastifyReply, status: number, code: string, message: string) =>
  reply.status(status).send({ error: { code, message } });

/** `Authorization: Bearer <key>`; undefined when the request carries no bearer token. */
function bearerOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match ? match[1] : "";
}

const MINUTE_MS = 60_000;

/**
 * Requests with an API key (docs/decisions/0172): the key's company member becomes the viewer; a bad,
 * revoked or orphaned key is 401 without detail; a route outside the key API or beyond the key's scopes
 * is 403; each key has its own per-minute budget (429); writes need an Idempotency-Key; each write that
 * succeeds is in the staff audit log under the key's name.
 */
export function installApiKeyHooks(
  app: FastifyInstance,
  keys: ApiKeyService,
  db: Db,
  requestsPerMinute: number,
) {
  app.addHook("onRequest", async (request, reply) => {
    const presented = bearerOf(request);
    if (presented === undefined) return;
    const holder = presented ? await keys.authenticate(presented) : null;
    if (!holder) return refuse(reply, 401, "unauthorized", "Invalid API key.");
    const scope = scopeOfRoute(request.method, request.routeOptions.url);
    if (!scope) return refuse(reply, 403, "forbidden", "API keys cannot use this endpoint.");
    if (!holder.scopes.includes(scope)) {
      return refuse(reply, 403, "forbidden", `This API key lacks the ${scope} permission.`);
    }
    const { hits, ttlMs } = await countHit(db, `api-key:${holder.id}`, MINUTE_MS);
    if (hits > requestsPerMinute) {
      const seconds = Math.max(1, Math.ceil(ttlMs / 1000));
      reply.header("retry-after", String(seconds));
      return refuse(
        reply,
        429,
        "rate_limited",
        `Too many requests with this API key. Try again in ${seconds} seconds.`,
      );
    }
    if (request.method === "POST" && !request.headers["idempotency-key"]) {
      return refuse(reply, 400, "validation_error", "Writes with an API key need an Idempotency-Key header.");
    }
    request.viewer = holder.viewer;
    request.apiKey = holder;
    await keys.touch(holder.id);
  });
  app.addHook("onResponse", async (request, reply) => {
    const key = request.apiKey;
    if (!key || request.method !== "POST" || reply.statusCode >= 400) return;
    // A replayed write (same Idempotency-Key, same request) changed nothing.
    if (reply.getHeader("idempotent-replayed") === "true") return;
    await audit.record(db, {
      actor: { userId: key.viewer.userId, email: `API key "${key.name}" (${key.viewer.email})` },
      action: "api_key.write",
      subject: { type: "api_key", id: String(key.id) },
      after: { route: `${request.method} ${request.routeOptions.url}`, status: reply.statusCode },
    });
  });
}
