import type { FastifyPluginAsync, FastifyReply } from "fastify";
import type { ApiPluginOptions } from "../api/plugin-options.ts";
import { PLACEHOLDER_IMAGE } from "../catalog/import/normalise.ts";
import { categoryBySlug } from "../../core/categories.ts";
import { HOME_DESCRIPTION, homeTitle } from "../../core/constants.ts";
import { brandLogoSvg, placeholderSvg, productSvg } from "./product-svg.ts";
import { pageShareImage, productShareImage } from "./share-image.ts";

const KEY = /^[a-z0-9-]{1,120}$/;
/** The pictures are pure functions of their URL, so they may be cached for good. */
const CACHE_CONTROL = "public, max-age=31536000, immutable";

function sendSvg(reply: FastifyReply, body: string) {
  return reply.type("image/svg+xml; charset=utf-8").header("cache-control", CACHE_CONTROL).send(body);
}

interface KeyParams {
  key: string;
}

/** Share cards follow the catalogue (a product's price), so they are cached for a day, not for good. */
function sendPng(reply: FastifyReply, body: Buffer) {
  return reply.type("image/png").header("cache-control", "public, max-age=86400").send(body);
}

const pngName = (file: string) => (file.endsWith(".png") ? file.slice(0, -4) : null);

/**
 * Generated product pictures and brand logos the sample feeds point at (GET /images/…), and the raster
 * share cards og:image names (GET /share/…, docs/decisions/0056).
 */
export const imageRoutes: FastifyPluginAsync<ApiPluginOptions> = async (app, { services, env }) => {
  const shopName = env.SHOP_NAME;
  app.get<{ Params: KeyParams }>("/images/products/:key", async (request, reply) => {
    const key = request.params.key.replace(/\.svg$/, "");
    if (!request.params.key.endsWith(".svg") || !KEY.test(key)) return reply.callNotFound();
    return sendSvg(reply, productSvg(key));
  });
  app.get<{ Params: KeyParams }>("/images/brands/:key", async (request, reply) => {
    const key = request.params.key.replace(/\.svg$/, "");
    const logo = request.params.key.endsWith(".svg") && KEY.test(key) ? brandLogoSvg(key) : null;
    // A brand without a logo answers 404: its tile shows its first letter.
    return logo ? sendSvg(reply, logo) : reply.callNotFound();
  });
  app.get(PLACEHOLDER_IMAGE, async (_request, reply) => sendSvg(reply, placeholderSvg()));

  app.get<{ Params: { file: string } }>("/share/product/:file", async (request, reply) => {
    const sku = pngName(request.params.file);
    const product = sku ? (await services.catalog.productsBySkus([sku])).get(sku) : undefined;
    if (!product) return reply.callNotFound();
    return sendPng(reply, productShareImage(product, shopName));
  });
  app.get<{ Params: { file: string } }>("/share/category/:file", async (request, reply) => {
    const category = categoryBySlug(pngName(request.params.file) ?? "");
    if (!category) return reply.callNotFound();
    return sendPng(reply, pageShareImage(category.name, category.description, shopName));
  });
  app.get("/share/home.png", async (_request, reply) =>
    sendPng(reply, pageShareImage(homeTitle(shopName), HOME_DESCRIPTION, shopName)),
  );
};
