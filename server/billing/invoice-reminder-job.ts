import { shopDay } from "../../core/shop-time.ts";
import type { BackgroundJob, BackgroundJobContext } from "../background-job.ts";
import { remindEvery } from "../reminder-job.ts";

/** How often the timer looks for invoices owed a payment reminder (each is sent once, so often is cheap). */
export const INVOICE_REMINDER_INTERVAL_MS = 15 * 60_000;

/**
 * Background job: payment reminders for unpaid invoices before their due day, on it and after it
 * (ADR 0250), by the shop's calendar day on the server's clock. Several instances may run it at once.
 */
export async function startInvoiceReminderJob({
  services,
  log,
}: BackgroundJobContext): Promise<BackgroundJob> {
  return remindEvery(log, INVOICE_REMINDER_INTERVAL_MS, "invoice payment reminders", () =>
    services.billing.sendReminders(shopDay(services.clock.now())),
  );
}
