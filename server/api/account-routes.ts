import type { FastifyPluginAsync } from "fastify";
import { z } from "zod";
import type { CartItem } from "../../core/cart.ts";
import { cartPriceRequestSchema } from "../../core/order-request.ts";
import { requireBuyerApi } from "./auth-guards.ts";
import type { ApiPluginOptions } from "./plugin-options.ts";
import { apiRoute } from "./route.ts";

const privateAnswer = { cacheControl: "private, no-store" };
const signedInErrors = { 401: "Please sign in.", 403: "Your account cannot do this." } as const;

const favoriteSkusSchema = z.object({ skus: z.array(z.string()) }).meta({ id: "FavoriteSkus" });

const cartItemSchema = z
  .object({
    id: z.string(),
    sku: z.string(),
    name: z.string(),
    brand: z.string(),
    category: z.string(),
    subcategory: z.string(),
    image: z.string(),
    priceCents: z.number().int().meta({ description: "List price as last shown; display only." }),
    quantity: z.number().int(),
    wattage120v: z.number().nullable(),
    ratedVoltage: z.string().nullable(),
    apiProvider: z.string(),
  })
  .meta({ id: "CartItem" }) satisfies z.ZodType<CartItem>;
const accountCartSchema = z.object({ items: z.array(cartItemSchema) }).meta({ id: "AccountCart" });

/** The signed-in buyer's favourites and cart, kept on the account (ADR 0094). */
export const accountRoutes: FastifyPluginAsync<ApiPluginOptions> = async (app, options) => {
  const { favorites, cart } = options.services.account;
  const writes = (bucket: string) => ({
    bucket,
    perMinute: options.env.RATE_LIMIT_WRITES_PER_MINUTE * 12,
  });

  apiRoute(
    app,
    options,
    {
      method: "GET",
      url: "/api/favorites",
      operationId: "favoriteSkus",
      tag: "Account",
      summary: "The signed-in buyer's favourite skus",
      description:
        "What fills the hearts on the shared-cached catalogue pages after they load. Only with a buyer's session; never cached.",
      response: { description: "Favourite skus.", schema: favoriteSkusSchema, caching: privateAnswer },
      errors: signedInErrors,
    },
    async (_input, request) => ({ skus: await favorites.skus(requireBuyerApi(request).userId) }),
  );

  apiRoute(
    app,
    options,
    {
      method: "POST",
      url: "/api/favorites",
      operationId: "setFavorite",
      tag: "Account",
      summary: "Save or remove a favourite",
      description: "Saving a product the catalogue no longer lists is answered 404.",
      body: z.object({ sku: z.string().trim().min(1).max(100), favorite: z.boolean() }),
      response: { description: "The buyer's favourite skus afterwards.", schema: favoriteSkusSchema },
      errors: { ...signedInErrors, 404: "This product is no longer in the catalogue." },
      rateLimit: writes("favorites"),
    },
    async ({ body }, request) => {
      const { userId } = requireBuyerApi(request);
      await favorites.set(userId, body.sku, body.favorite);
      return { skus: await favorites.skus(userId) };
    },
  );

  apiRoute(
    app,
    options,
    {
      method: "GET",
      url: "/api/cart",
      operationId: "accountCart",
      tag: "Cart",
      summary: "The signed-in buyer's cart",
      description:
        "The cart kept on the account, the same on every device. Prices in it are display only: POST /api/cart/price re-prices. Only with a buyer's session; never cached.",
      response: { description: "The cart.", schema: accountCartSchema, caching: privateAnswer },
      errors: signedInErrors,
    },
    async (_input, request) => ({ items: await cart.read(requireBuyerApi(request).userId) }),
  );

  apiRoute(
    app,
    options,
    {
      method: "POST",
      url: "/api/cart",
      operationId: "replaceAccountCart",
      tag: "Cart",
      summary: "Replace the signed-in buyer's cart",
      description:
        "Skus and quantities only; names, images and prices come from the catalogue, and skus it no longer lists are left out.",
      body: cartPriceRequestSchema,
      response: { description: "The cart as stored.", schema: accountCartSchema },
      errors: signedInErrors,
      rateLimit: writes("account-cart"),
    },
    async ({ body }, request) => ({ items: await cart.replace(requireBuyerApi(request).userId, body.items) }),
  );
};
