import type { preHandlerAsyncHookHandler } from "fastify";
import type { z } from "zod";

/** The groups of the reference, in the order /api/docs shows them. */
export const API_TAGS = {
  Catalogue: "Search, listings, products and brands (Canopy's own API).",
  "Supplier feeds": "the specification catalogue reads, with the suppliers' field names.",
  Cart: "Cart pricing from the catalogue, and the signed-in buyer's cart.",
  "Quotes and orders": "Quote requests, checkout orders and the order confirmation.",
  Forms: "Contact, rebate and newsletter sign-up (the specification writes).",
  Account: "What a signed-in buyer keeps on the account: favourites.",
  Accounts: "Sign in and out with a session cookie, and who the session belongs to.",
  Admin: "Local operator commands; only for an embedded database, loopback and the admin secret.",
  Documentation: "This reference.",
} as const;
export type ApiTag = keyof typeof API_TAGS;

/** The error statuses a route may document, beyond the 400/413/415/429 its declaration implies. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 429;

export type ObjectSchema = z.ZodObject;

export interface ApiResponseSpec<R extends z.ZodType = z.ZodType> {
  status?: 200 | 201;
  description: string;
  /** The JSON body; for a stream, one of its lines. */
  schema: R;
  /** 'catalogue': a weak ETag, shared-cache Cache-Control and 304 on If-None-Match (cacheable.ts). */
  caching?: "catalogue" | { cacheControl: string };
  /** Default application/json. */
  contentType?: string;
  /** The handler returns a stream of `schema` lines (NDJSON). */
  stream?: boolean;
}

/** One /api route as it is registered and documented: the same schemas do both. */
export interface ApiRouteSpec<
  P extends ObjectSchema | undefined = ObjectSchema | undefined,
  Q extends ObjectSchema | undefined = ObjectSchema | undefined,
  H extends ObjectSchema | undefined = ObjectSchema | undefined,
  B extends z.ZodType | undefined = z.ZodType | undefined,
  Res extends ApiResponseSpec = ApiResponseSpec,
> {
  method: "GET" | "POST";
  /** Fastify's syntax, ':name' for a path parameter. */
  url: string;
  operationId: string;
  tag: ApiTag;
  summary: string;
  description?: string;
  params?: P;
  query?: Q;
  /** How the query string becomes the object `query` parses; by default one value per name, the last. */
  queryObject?: (params: URLSearchParams) => Record<string, unknown>;
  headers?: H;
  /** A JSON object body, refused first when not storable (write-guards.ts). */
  body?: B;
  response: Res;
  /** Example messages of the errors the handler raises, by status. */
  errors?: Partial<Record<ErrorStatus, string>>;
  /** The per-IP write budget (rate-limit.ts): a bucket and its limit per minute. */
  rateLimit?: { bucket: string; perMinute?: number };
  preHandler?: preHandlerAsyncHookHandler;
  compress?: false;
}

export type AnyApiRoute = ApiRouteSpec;
