import type { Readable } from "node:stream";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { z } from "zod";
import { sendCacheable } from "./cacheable.ts";
import type { ApiPluginOptions } from "./plugin-options.ts";
import type { AnyApiRoute, ApiResponseSpec, ApiRouteSpec, ObjectSchema } from "./route-spec.ts";
import { parseBody, writeLimit } from "./write-guards.ts";

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
