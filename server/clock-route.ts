import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { isLocal } from "./api/admin-routes.ts";
import type { Clock } from "./clock.ts";

const advanceBody = z.object({
  seconds: z
    .number()
    .int()
    .min(0)
    .max(365 * 86_400),
});

/**
 * POST /__test/clock {seconds}: moves the server's clock forward, for browser tests that must see a mail
 * scheduled days ahead go out (ADR 0100). Registered only when the clock is controllable (CLOCK_CONTROL=on
 * on a loopback HOST), answers loopback requests only, and is no part of the API or its OpenAPI document.
 */
export function registerClockRoute(app: FastifyInstance, clock: Clock) {
  app.post("/__test/clock", async (request, reply) => {
    if (!isLocal(request))
      return reply.status(403).send({ error: { code: "forbidden", message: "Local only." } });
    const parsed = advanceBody.safeParse(request.body);
    if (!parsed.success) {
      return reply.status(400).send({ error: { code: "validation_error", message: "Send {seconds}." } });
    }
    clock.advance(parsed.data.seconds * 1000);
    return { now: clock.now().toISOString(), offsetMs: clock.offsetMs() };
  });
}
