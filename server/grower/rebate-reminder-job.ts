import type { BackgroundJob, BackgroundJobContext } from "../background-job.ts";
import { remindEvery } from "../reminder-job.ts";

/** How often the timer looks for rebate projects owed a reminder (each is sent once). */
export const REBATE_REMINDER_INTERVAL_MS = 15 * 60_000;

/**
 * Background job: reminders to rebate projects' buyers — a pre-approval about to expire, a claim not filed
 * (ADR 0330) — on the server's clock. Several instances may run it at once.
 */
export async function startRebateReminderJob({
  services,
  log,
}: BackgroundJobContext): Promise<BackgroundJob> {
  return remindEvery(log, REBATE_REMINDER_INTERVAL_MS, "rebate project reminders", () =>
    services.rebates.sendReminders(services.clock.now()),
  );
}
