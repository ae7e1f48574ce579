import type { BackgroundJob, BackgroundJobContext } from "../background-job.ts";
import { repeatEvery } from "../repeating-job.ts";

/** How often the timer looks for priced quotes past their date. */
export const QUOTE_EXPIRY_INTERVAL_MS = 60_000;

/**
 * Background job: priced and revised quotes past their date become 'expired' (ADR 0100),
 * so the back office and the buyer see it without anyone first trying to accept one. Each pass is a
 * status change per quote through the status machine, which several instances may run at once.
 */
export async function startQuoteExpiryJob({ services, log }: BackgroundJobContext): Promise<BackgroundJob> {
  return repeatEvery(QUOTE_EXPIRY_INTERVAL_MS, async () => {
    try {
      const expired = await services.sales.negotiation.expireDue(services.clock.now());
      if (expired > 0) log.info({ expired }, "quotes past their date expired");
    } catch (error) {
      log.error({ err: error }, "quote expiry pass failed; the next pass tries again");
    }
  });
}
