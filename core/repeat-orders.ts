import { z } from "./zod.ts";

/**
 * Repeat orders (ADR 0300): a buyer schedules a shared order list to be ordered every N weeks from a
 * date. N days before each run the buyer is mailed the draft at that day's company prices; it is placed
 * when they confirm, or on the day when they chose so, under the company's approval rules.
 */
export const REPEAT_WEEKS_MIN = 1;
export const REPEAT_WEEKS_MAX = 52;
export const REPEAT_NOTICE_DAYS_DEFAULT = 3;
export const REPEAT_NOTICE_DAYS_MAX = 14;
/** How many schedules one list may have (one is the usual; a few allow different rhythms). */
export const REPEAT_SCHEDULES_PER_LIST = 5;

/**
 * A run's life: drafted (mailed) → placing → placed; or skipped by the buyer, lapsed when not confirmed
 * by its day, failed when the order could not be placed (the buyer is told why).
 */
export const REPEAT_RUN_STATUSES = ["drafted", "skipped", "placing", "placed", "lapsed", "failed"] as const;
export type RepeatRunStatus = (typeof REPEAT_RUN_STATUSES)[number];

export const REPEAT_RUN_LABELS: Record<RepeatRunStatus, string> = {
  drafted: "Draft mailed, waiting for your confirmation",
  skipped: "Skipped",
  placing: "Being placed",
  placed: "Placed",
  lapsed: "Not confirmed in time",
  failed: "Could not be placed",
};

export const REPEAT_WEEKS_MESSAGE = `Repeat every 1 to ${REPEAT_WEEKS_MAX} weeks.`;
export const REPEAT_NOTICE_MESSAGE = `Mail the draft 0 to ${REPEAT_NOTICE_DAYS_MAX} days before each run.`;
export const REPEAT_START_MESSAGE = "Choose a first run date from tomorrow on, within a year.";
export const REPEAT_STOPPED_MESSAGE = "This repeat order is stopped.";
export const REPEAT_TOO_MANY_MESSAGE = `A list has at most ${REPEAT_SCHEDULES_PER_LIST} repeat orders. Stop one first.`;
export const REPEAT_NOT_CONFIRMABLE_MESSAGE =
  "This run cannot be confirmed any more: it was placed, skipped, or its day has passed.";
export const REPEAT_NO_DRAFT_MESSAGE = "This run's draft has not been mailed yet.";
export const REPEAT_NOTHING_SOLD_MESSAGE = "None of the list's lines is sold any more; nothing was ordered.";
export const REPEAT_NO_ADDRESS_MESSAGE =
  "Your company has no ship-to address. Add one under Addresses, then confirm again.";

const isoDate = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;

/** The UTC calendar day of an instant, as YYYY-MM-DD. */
export const dayOf = (at: Date): string => at.toISOString().slice(0, 10);

/** A YYYY-MM-DD day moved by `days`. */
export const addDays = (day: string, days: number): string =>
  dayOf(new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS));

/** The day the draft of a run on `runOn` is mailed. */
export const draftDayOf = (runOn: string, noticeDays: number): string => addDays(runOn, -noticeDays);

/** The run after `runOn`. */
export const nextRunAfter = (runOn: string, everyWeeks: number): string => addDays(runOn, everyWeeks * 7);

/** Whether `day` is a first run date the form accepts on `today`: after today, within a year. */
export const isStartDay = (day: string, today: string): boolean =>
  isoDate.test(day) &&
  !Number.isNaN(Date.parse(`${day}T00:00:00Z`)) &&
  dayOf(new Date(`${day}T00:00:00Z`)) === day &&
  day > today &&
  day <= addDays(today, 366);

const whole = (message: string, min: number, max: number) =>
  z.coerce.number(message).int(message).min(min, message).max(max, message);

/** The list page's "Repeat this list" form (dates checked against the server's day by the service). */
export const repeatScheduleSchema = z.object({
  everyWeeks: whole(REPEAT_WEEKS_MESSAGE, REPEAT_WEEKS_MIN, REPEAT_WEEKS_MAX),
  startsOn: z.string().trim().regex(isoDate, REPEAT_START_MESSAGE),
  noticeDays: whole(REPEAT_NOTICE_MESSAGE, 0, REPEAT_NOTICE_DAYS_MAX).default(REPEAT_NOTICE_DAYS_DEFAULT),
  autoPlace: z
    .enum(["on", "true"])
    .optional()
    .transform((v) => v !== undefined),
  payOnAccount: z
    .enum(["on", "true"])
    .optional()
    .transform((v) => v !== undefined),
});
export type RepeatScheduleInput = z.infer<typeof repeatScheduleSchema>;

/** A schedule's actions: change it (the date is its next run's), skip its next run, stop it. */
export const repeatActionSchema = z.discriminatedUnion("intent", [
  repeatScheduleSchema.extend({ intent: z.literal("change") }),
  z.object({ intent: z.literal("skip") }),
  z.object({ intent: z.literal("stop") }),
]);

/** How a schedule reads: "Every 2 weeks, next on 2026-12-04". */
export const repeatRhythm = (everyWeeks: number): string =>
  everyWeeks === 1 ? "Every week" : `Every ${everyWeeks} weeks`;

/** One line on a schedule: "Every 2 weeks · next on 2026-12-04 · placed automatically", or "Stopped". */
export const repeatSummary = (s: {
  stopped: boolean;
  everyWeeks: number;
  nextRunOn: string;
  autoPlace: boolean;
}): string =>
  s.stopped
    ? "Stopped"
    : `${repeatRhythm(s.everyWeeks)} · next on ${s.nextRunOn}${s.autoPlace ? " · placed automatically" : ""}`;
