import type { FastifyPluginAsync } from "fastify";
import { z } from "zod";
import { newsletterSchema } from "../../core/order-request.ts";
import { NotFoundError } from "../errors.ts";
import type { ApiPluginOptions } from "./plugins.ts";
import { parseBody, writeLimit } from "./write-guards.ts";

const tokenQuery = z.object({ token: z.string({ error: "Give the token from the link." }).max(200) });

/**
 * Spec §7 write 4, the newsletter sign-up (double opt-in), and the RFC 8058 one-click unsubscribe a
 * mail client POSTs to the List-Unsubscribe URL, with a form body 'List-Unsubscribe=One-Click' and no
 * cookies. Its own plugin, so the form body parsers it needs apply to it alone.
 */
export const newsletterRoutes: FastifyPluginAsync<ApiPluginOptions> = async (app, options) => {
  const { newsletter } = options.services.sales;

  app.post("/api/contact/newsletter", { onRequest: writeLimit(options, "newsletter") }, async (request) => {
    const { message } = await newsletter.subscribe(parseBody(newsletterSchema, request));
    return { ok: true, message };
  });

  // The body says nothing the token does not; it is read and ignored.
  for (const type of ["application/x-www-form-urlencoded", "multipart/form-data", "text/plain"]) {
    app.addContentTypeParser(type, { parseAs: "string", bodyLimit: 4096 }, (_request, _body, done) =>
      done(null, {}),
    );
  }

  app.post("/api/newsletter/unsubscribe", async (request) => {
    const { token } = tokenQuery.parse(request.query);
    const state = await newsletter.unsubscribe(token);
    if (!state) throw new NotFoundError("This unsubscribe link is not valid.");
    return { ok: true, message: "You are unsubscribed and will get no more newsletters." };
  });
};
