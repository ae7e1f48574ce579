import type { FastifyPluginAsync } from "fastify";
import { z } from "zod";
import { checkoutSchema, orderRequestSchema } from "../../core/order-request.ts";
import { NotFoundError } from "../errors.ts";
import type { ApiPluginOptions } from "./plugins.ts";
import { idempotencyKey, parseBody, writeLimit } from "./write-guards.ts";

const sourceQuery = z.object({ source: z.enum(["quote", "checkout"]).default("quote") });
const orderLookup = z.object({ token: z.string().min(1).max(200) });

/** Quote requests (spec §7 write 3) and checkout orders. Both answer only after the commit. */
export const salesRoutes: FastifyPluginAsync<ApiPluginOptions> = async (app, options) => {
  const { sales } = options.services;

  app.post(
    "/api/contact/order-request",
    { onRequest: writeLimit(options, "quote") },
    async (request, reply) => {
      const key = idempotencyKey(request);
      const body = parseBody(orderRequestSchema, request);
      const { source } = sourceQuery.parse(request.query);
      const { quote, created, confirmationPath } = await sales.quotes.create(body, {
        idempotencyKey: key,
        source,
      });
      if (!created) reply.header("idempotent-replayed", "true");
      return reply.status(created ? 201 : 200).send({ quote, confirmationPath });
    },
  );

  app.post("/api/orders", { onRequest: writeLimit(options, "order") }, async (request, reply) => {
    const key = idempotencyKey(request);
    const body = parseBody(checkoutSchema, request);
    const { order, created, confirmationPath } = await sales.orders.create(body, key);
    if (!created) reply.header("idempotent-replayed", "true");
    return reply.status(created ? 201 : 200).send({ order, confirmationPath });
  });

  app.get<{ Params: { orderNumber: string } }>("/api/orders/:orderNumber", async (request, reply) => {
    reply.header("cache-control", "no-store");
    const { token } = orderLookup.parse(request.query);
    const order = await sales.orders.find(request.params.orderNumber, token);
    if (!order) throw new NotFoundError("Order not found.");
    return { order };
  });
};
