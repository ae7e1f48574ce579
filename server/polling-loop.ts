import type { FastifyBaseLogger } from "fastify";

/**
 * A worker's loop: a pass at once, the next at once while passes come back full (`batchSize` handled),
 * else after `pollMs`; a failed pass is logged and tried again after `pollMs`. stop() waits for the pass
 * in progress.
 */
export function pollingLoop({
  runOnce,
  batchSize,
  pollMs,
  log,
  name,
  unref = false,
}: {
  runOnce: () => Promise<number>;
  batchSize: number;
  pollMs: number;
  log: Pick<FastifyBaseLogger, "error">;
  /** Names the worker in the log line of a failed pass. */
  name: string;
  /** Whether a waiting timer may let the process exit. */
  unref?: boolean;
}) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;
  function schedule(delay: number) {
    if (stopped) return;
    timer = setTimeout(() => {
      running = runOnce()
        .then((handled) => schedule(handled >= batchSize ? 0 : pollMs))
        .catch((error: unknown) => {
          log.error({ err: error }, `${name} pass failed`);
          schedule(pollMs);
        });
    }, delay);
    if (unref) timer.unref();
  }
  return {
    start: () => schedule(0),
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
