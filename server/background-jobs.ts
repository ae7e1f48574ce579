import type { BackgroundJob, BackgroundJobContext } from "./background-job.ts";
import { startOutboxJob } from "./email/outbox-job.ts";
import { startFeedJobs } from "./catalog/import/feed-jobs.ts";
import { startQuoteExpiryJob } from "./sales/quote-expiry-job.ts";
import { startPasswordLinkJob } from "./identity/password-link-job.ts";
import { startWebhookJob } from "./webhooks/webhook-job.ts";
import { startInvoiceReminderJob } from "./billing/invoice-reminder-job.ts";
import { startRepeatOrderJob } from "./shopping/repeat-order-job.ts";
import { startRebateReminderJob } from "./grower/rebate-reminder-job.ts";

type JobStarter = (context: BackgroundJobContext) => Promise<BackgroundJob>;

/**
 * Jobs started with the server (first-run sample import, feed refresh, outbox and webhook delivery, quote
 * expiry, password links, invoice payment reminders, repeat orders, rebate project reminders).
 */
const jobStarters: JobStarter[] = [
  startFeedJobs,
  startOutboxJob,
  startQuoteExpiryJob,
  startPasswordLinkJob,
  startWebhookJob,
  startInvoiceReminderJob,
  startRepeatOrderJob,
  startRebateReminderJob,
];

export async function startBackgroundJobs(context: BackgroundJobContext): Promise<BackgroundJob> {
  const jobs: BackgroundJob[] = [];
  for (const start of jobStarters) jobs.push(await start(context));
  return { stop: async () => void (await Promise.all(jobs.map((j) => j.stop()))) };
}
