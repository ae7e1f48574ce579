import type { Readable } from "node:stream";
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from "fastify";
import type { z } from "zod";
import { sendCacheable } from "./cacheable.ts";
import type { ApiPluginOptions } from "./plugins.ts";
import { parseBody, writeLimit } from "./write-guards.ts";

/** The groups of the reference, in the order /api/docs shows them. */
export const API_TAGS = {
  Catalogue: "Search, listings, products and brands (Canopy's own API).",
  "Supplier feeds": "The spec's §7 catalogue reads, with the suppliers' field names.",
  Cart: "Cart pricing from the catalogue, and the signed-in buyer's cart.",
  "Quotes and orders": "Quote requests, checkout orders and the order confirmation.",
  Forms: "Contact, rebate and newsletter sign-up (spec §7 writes).",
  Account: "What a signed-in buyer keeps on the account: favourites.",
  Accounts: "Sign in and out with a session cookie, and who the session belongs to.",
  Admin: "Local operator commands; only for an embedded database, loopback and the admin secret.",
  Documentation: "This reference.",
} as const;
export type ApiTag = keyof typeof API_TAGS;

/** The error statuses a route may document, beyond the 400/413/415/429 its declaration implies. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 429;

type ObjectSchema = z.ZodObject;

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

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

export interface RouteInput<P, Q, H, B> {
  params: Parsed<P>;
  query: Parsed<Q>;
  headers: Parsed<H>;
  body: Parsed<B>;
}

type Payload<Res extends ApiResponseSpec> = Res extends { stream: true } ? Readable : z.input<Res["schema"]>;

export function rawSearchParams(request: FastifyRequest): URLSearchParams {
  const at = request.url.indexOf("?");
  return new URLSearchParams(at === -1 ? "" : request.url.slice(at + 1));
}

const lastValues = (params: URLSearchParams) => Object.fromEntries(params);

function parseInput(spec: AnyApiRoute, request: FastifyRequest) {
  return {
    headers: spec.headers?.parse(request.headers),
    params: spec.params?.parse(request.params),
    query: spec.query?.parse((spec.queryObject ?? lastValues)(rawSearchParams(request))),
    body: spec.body ? parseBody(spec.body, request) : undefined,
  };
}

/**
 * Registers one /api route with Fastify and records it for /api/openapi.json. The handler gets what the
 * declared schemas parsed (headers, path, query, then body; a ZodError becomes the 400 of
 * error-handler.ts) and returns the declared response body, which this sends.
 */
export function apiRoute<
  const P extends ObjectSchema | undefined = undefined,
  const Q extends ObjectSchema | undefined = undefined,
  const H extends ObjectSchema | undefined = undefined,
  const B extends z.ZodType | undefined = undefined,
  const Res extends ApiResponseSpec = ApiResponseSpec,
>(
  app: FastifyInstance,
  options: ApiPluginOptions,
  spec: ApiRouteSpec<P, Q, H, B, Res>,
  handler: (
    input: RouteInput<P, Q, H, B>,
    request: FastifyRequest,
    reply: FastifyReply,
  ) => Promise<Payload<Res>>,
) {
  const { response } = spec;
  app.route({
    method: spec.method,
    url: spec.url,
    ...(spec.rateLimit && {
      onRequest: writeLimit(options, spec.rateLimit.bucket, spec.rateLimit.perMinute),
    }),
    ...(spec.preHandler && { preHandler: spec.preHandler }),
    ...(spec.compress === false && { compress: false }),
    handler: async (request, reply) => {
      const input = parseInput(spec, request) as RouteInput<P, Q, H, B>;
      reply.code(response.status ?? 200);
      if (response.contentType) reply.type(response.contentType);
      if (typeof response.caching === "object") reply.header("cache-control", response.caching.cacheControl);
      const payload = await handler(input, request, reply);
      if (response.caching === "catalogue") return sendCacheable(request, reply, payload);
      return reply.send(payload);
    },
  });
  options.routes.push(spec);
}
