import type { FastifyPluginAsync } from "fastify";
import { z } from "zod";
import { newsletterSchema } from "../../core/order-request.ts";
import { NEWSLETTER_INVALID_MESSAGE } from "../../core/form-messages.ts";
import { NotFoundError } from "../errors.ts";
import type { ApiPluginOptions } from "./plugin-options.ts";
import { apiRoute } from "./route.ts";
import { acknowledgement, acknowledgementSchema } from "./schemas/sales.ts";

const tokenQuery = z.object({
  token: z
    .string({ error: "Give the token from the link." })
    .max(200)
    .meta({ description: "The token of the newsletter's List-Unsubscribe link." }),
});

const UNSUBSCRIBED = "You are unsubscribed and will get no more newsletters.";

/**
 * the newsletter write, the newsletter sign-up (double opt-in), and the RFC 8058 one-click unsubscribe a
 * mail client POSTs to the List-Unsubscribe URL, with a form body 'List-Unsubscribe=One-Click' and no
 * cookies. Its own plugin, so the form body parsers it needs apply to it alone.
 */
export const newsletterRoutes: FastifyPluginAsync<ApiPluginOptions> = async (app, options) => {
  const { newsletter } = options.services.sales;

  apiRoute(
    app,
    options,
    {
      method: "POST",
      url: "/api/contact/newsletter",
      operationId: "subscribeNewsletter",
      tag: "Forms",
      summary: "Newsletter sign-up (double opt-in)",
      body: newsletterSchema,
      response: {
        description: "Asks the subscriber to confirm by the mailed link.",
        schema: acknowledgementSchema,
      },
      errors: { 400: NEWSLETTER_INVALID_MESSAGE },
      rateLimit: { bucket: "newsletter" },
    },
    async ({ body }) => {
      const { message } = await newsletter.subscribe(body);
      return acknowledgement(message);
    },
  );

  // The body says nothing the token does not; it is read and ignored.
  for (const type of ["application/x-www-form-urlencoded", "multipart/form-data", "text/plain"]) {
    app.addContentTypeParser(type, { parseAs: "string", bodyLimit: 4096 }, (_request, _body, done) =>
      done(null, {}),
    );
  }

  apiRoute(
    app,
    options,
    {
      method: "POST",
      url: "/api/newsletter/unsubscribe",
      operationId: "unsubscribeNewsletter",
      tag: "Forms",
      summary: "One-click unsubscribe (RFC 8058)",
      description: "A mail client posts 'List-Unsubscribe=One-Click' here; the body is ignored.",
      query: tokenQuery,
      response: { description: UNSUBSCRIBED, schema: acknowledgementSchema },
      errors: { 404: "This unsubscribe link is not valid." },
    },
    async ({ query }) => {
      const state = await newsletter.unsubscribe(query.token);
      if (!state) throw new NotFoundError("This unsubscribe link is not valid.");
      return acknowledgement(UNSUBSCRIBED);
    },
  );
};
