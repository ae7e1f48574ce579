import type { BackgroundJob, BackgroundJobContext } from "../background-job.ts";
import { repeatEvery } from "../repeating-job.ts";

/** How often the timer looks for repeat orders to draft or place. */
export const REPEAT_ORDER_INTERVAL_MS = 15_000;

/**
 * Background job: repeat orders' drafts mailed on their notice day, and their runs placed or lapsed on
 * their day (ADR 0300), at the server's clock. Several instances may run it at once: the run rows and
 * the schedule row locks keep each run drafted and placed once.
 */
export async function startRepeatOrderJob({ services, log }: BackgroundJobContext): Promise<BackgroundJob> {
  return repeatEvery(REPEAT_ORDER_INTERVAL_MS, async () => {
    try {
      const done = await services.account.repeatOrders.runDue();
      if (done.drafted + done.placed + done.lapsed > 0) log.info(done, "repeat orders drafted or placed");
    } catch (error) {
      log.error({ err: error }, "repeat order pass failed; the next pass tries again");
    }
  });
}
