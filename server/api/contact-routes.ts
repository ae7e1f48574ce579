import type { FastifyPluginAsync } from "fastify";
import { CONTACT_SUCCESS_MESSAGE, REBATE_SUCCESS_MESSAGE } from "../../core/form-messages.ts";
import { contactSchema, rebateSchema } from "../../core/order-request.ts";
import type { ApiPluginOptions } from "./plugins.ts";
import { parseBody, writeLimit } from "./write-guards.ts";

/** Spec §7 writes 1 and 2: rebate and contact requests (the newsletter, write 4, is newsletter-routes.ts). */
export const contactRoutes: FastifyPluginAsync<ApiPluginOptions> = async (app, options) => {
  const { forms } = options.services.sales;

  app.post("/api/contact", { onRequest: writeLimit(options, "contact") }, async (request, reply) => {
    await forms.contact(parseBody(contactSchema, request));
    return reply.status(201).send({ ok: true, message: CONTACT_SUCCESS_MESSAGE });
  });

  app.post("/api/contact/rebate", { onRequest: writeLimit(options, "rebate") }, async (request, reply) => {
    await forms.rebate(parseBody(rebateSchema, request));
    return reply.status(201).send({ ok: true, message: REBATE_SUCCESS_MESSAGE });
  });
};
