import type { FastifyBaseLogger } from "fastify";
import type { BackgroundJob } from "./background-job.ts";
import { repeatEvery } from "./repeating-job.ts";

/**
 * A background job that runs a reminder pass every `intervalMs` (each reminder is sent once, so often is
 * cheap): logs how many `what` were sent, and a failed pass, which the next one tries again.
 */
export function remindEvery(
  log: FastifyBaseLogger,
  intervalMs: number,
  what: string,
  pass: () => Promise<number>,
): BackgroundJob {
  return repeatEvery(intervalMs, async () => {
    try {
      const sent = await pass();
      if (sent > 0) log.info({ sent }, `${what} sent`);
    } catch (error) {
      log.error({ err: error }, `${what}: the pass failed; the next pass tries again`);
    }
  });
}
