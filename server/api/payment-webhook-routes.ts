import type { FastifyPluginAsync } from "fastify";
import { WebhookSignatureError } from "../payments/payment-provider.ts";
import type { ApiPluginOptions } from "./plugin-options.ts";

/** Provider events are larger than the shop's forms (an event carries the whole payment). */
const MAX_EVENT_BYTES = 512 * 1024;

/**
 * POST /api/payments/webhook: the payment provider's signed events (ADR 0120). The signature is checked
 * over the body exactly as sent, so this route reads it as text. A bad or missing signature answers 400
 * and changes nothing; a verified event is stored by its id and acted on once, then acknowledged (an
 * unknown type and an event about no payment of ours too). Without a provider the route is absent (404).
 */
export const paymentWebhookRoutes: FastifyPluginAsync<ApiPluginOptions> = async (app, { services }) => {
  const { payments } = services.sales;
  if (!payments.publishableKey) return;
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", { parseAs: "string", bodyLimit: MAX_EVENT_BYTES }, (_request, body, done) =>
    done(null, body),
  );
  app.post("/api/payments/webhook", { bodyLimit: MAX_EVENT_BYTES }, async (request, reply) => {
    const signature = request.headers["stripe-signature"];
    let event;
    try {
      event = payments.verifyWebhook(
        typeof request.body === "string" ? request.body : "",
        typeof signature === "string" ? signature : undefined,
      );
    } catch (error) {
      if (!(error instanceof WebhookSignatureError)) throw error;
      request.log.warn({ reason: error.message }, "payment webhook refused: bad signature");
      return reply
        .code(400)
        .send({ error: { code: "bad_signature", message: "The webhook signature does not verify." } });
    }
    const outcome = await payments.handleEvent(event, request.log);
    return { received: true, outcome };
  });
};
