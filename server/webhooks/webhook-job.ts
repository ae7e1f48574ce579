import type { BackgroundJob, BackgroundJobContext } from "../background-job.ts";
import { pausedEndpointMail } from "./webhook-service.ts";
import { createWebhookWorker } from "./webhook-worker.ts";

/** Background job: delivers webhook_deliveries to staff's endpoints, with retries and backoff. */
export async function startWebhookJob({ services, env, log }: BackgroundJobContext): Promise<BackgroundJob> {
  const worker = createWebhookWorker({
    db: services.database.db,
    log,
    allowPrivate: env.WEBHOOK_ALLOW_PRIVATE_URLS === "on",
    onPaused: pausedEndpointMail(services.sales.emails),
  });
  worker.start();
  return { stop: () => worker.stop() };
}
