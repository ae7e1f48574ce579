import type { BackgroundJob, BackgroundJobContext } from "../background-job.ts";
import { repeatEvery } from "../repeating-job.ts";

/** How often the job looks for forgot-password requests (the form answers before any account is looked up). */
export const PASSWORD_LINK_INTERVAL_MS = 1_000;

/**
 * Background job: mails the reset links of the forgot-password requests the form queued, so the form's
 * answer takes the same work for every address. Several instances may run it: each request is taken once.
 */
export async function startPasswordLinkJob({ services, log }: BackgroundJobContext): Promise<BackgroundJob> {
  return repeatEvery(PASSWORD_LINK_INTERVAL_MS, async (stopped) => {
    try {
      while (!stopped() && (await services.accounts.sendQueuedPasswordResets()) > 0);
    } catch (error) {
      log.error({ err: error }, "password link pass failed; the next pass tries again");
    }
  });
}
