import type { FastifyPluginAsync, FastifyReply } from "fastify";
import type { ApiPluginOptions } from "../api/plugins.ts";
import { PLACEHOLDER_IMAGE } from "../catalog/normalise.ts";
import { brandLogoSvg, placeholderSvg, productSvg } from "./product-svg.ts";

const KEY = /^[a-z0-9-]{1,120}$/;
/** The pictures are pure functions of their URL, so they may be cached for good. */
const CACHE_CONTROL = "public, max-age=31536000, immutable";

function sendSvg(reply: FastifyReply, body: string) {
  return reply.type("image/svg+xml; charset=utf-8").header("cache-control", CACHE_CONTROL).send(body);
}

interface KeyParams {
  key: string;
}

/** Generated product pictures and brand logos the sample feeds point at (GET /images/…). */
export const imageRoutes: FastifyPluginAsync<ApiPluginOptions> = async (app) => {
  app.get<{ Params: KeyParams }>("/images/products/:key", async (request, reply) => {
    const key = request.params.key.replace(/\.svg$/, "");
    if (!request.params.key.endsWith(".svg") || !KEY.test(key)) return reply.callNotFound();
    return sendSvg(reply, productSvg(key));
  });
  app.get<{ Params: KeyParams }>("/images/brands/:key", async (request, reply) => {
    const key = request.params.key.replace(/\.svg$/, "");
    if (!request.params.key.endsWith(".svg") || !KEY.test(key)) return reply.callNotFound();
    return sendSvg(reply, brandLogoSvg(key));
  });
  app.get(PLACEHOLDER_IMAGE, async (_request, reply) => sendSvg(reply, placeholderSvg()));
};
