import { dayPlus } from "./payment-terms.ts";
import { z } from "./zod.ts";

/** A company names at most this many people who receive its invoices and payment reminders. */
export const MAX_BILLING_CONTACTS = 5;
export const BILLING_CONTACT_ADDED_MESSAGE = "Billing contact added. Invoices and reminders go to them too.";
export const BILLING_CONTACT_REMOVED_MESSAGE = "Billing contact removed.";
export const TOO_MANY_BILLING_CONTACTS_MESSAGE = `A company can name at most ${MAX_BILLING_CONTACTS} billing contacts.`;
export const BILLING_CONTACT_TAKEN_MESSAGE = "That address is a billing contact already.";
const EMAIL_MESSAGE = "Please enter a valid email address.";

export interface BillingContact {
  id: number;
  name: string;
  email: string;
}

export const billingContactSchema = z.object({
  name: z
    .string({ error: "Please enter a name." })
    .trim()
    .min(1, "Please enter a name.")
    .max(100, "A name must be at most 100 characters."),
  email: z
    .string({ error: EMAIL_MESSAGE })
    .trim()
    .toLowerCase()
    .max(254, EMAIL_MESSAGE)
    .pipe(z.email(EMAIL_MESSAGE)),
});
export type BillingContactInput = z.infer<typeof billingContactSchema>;

/** The billing contacts form: add one, remove one. */
export const billingContactActionSchema = z.discriminatedUnion("intent", [
  billingContactSchema.extend({ intent: z.literal("add-contact") }),
  z.object({ intent: z.literal("remove-contact"), contactId: z.coerce.number().int().positive() }),
]);

/** The three reminders an unpaid invoice gets: some days before its due day, on it, and well after it. */
export type ReminderKind = "before" | "due" | "overdue";
export const DEFAULT_REMINDER_DAYS_BEFORE = 3;
export const REMINDER_DAYS_OVERDUE = 7;

/**
 * Which reminder an unpaid invoice due `dueOn` is owed on `today` (both shop days, YYYY-MM-DD), or none:
 * "before" from `daysBefore` days ahead until the day before, "due" from the due day for a week, then
 * "overdue". One kind per day, so a pass that first runs late sends the latest reminder, not all three.
 */
export function reminderDue(dueOn: string, today: string, daysBefore: number): ReminderKind | null {
  if (today >= dayPlus(dueOn, REMINDER_DAYS_OVERDUE)) return "overdue";
  if (today >= dueOn) return "due";
  if (daysBefore > 0 && today >= dayPlus(dueOn, -daysBefore)) return "before";
  return null;
}
