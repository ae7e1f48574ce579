import type { BackgroundJob, BackgroundJobContext } from "../background-job.ts";
import { createOutboxWorker } from "./outbox-worker.ts";
import { smtpTransport } from "./transport.ts";

/** Background job: delivers the email outbox (SMTP when SMTP_URL is set, else logs and keeps mails). */
export async function startOutboxJob({ services, env, log }: BackgroundJobContext): Promise<BackgroundJob> {
  const worker = createOutboxWorker({
    db: services.database.db,
    transport: env.SMTP_URL ? smtpTransport(env.SMTP_URL) : null,
    from: env.MAIL_FROM,
    log,
    clockOffsetMs: services.clock.offsetMs,
  });
  worker.start();
  return { stop: () => worker.stop() };
}
