import { z } from "./zod.ts";
import type { LeadTime } from "./availability.ts";
import { PROVIDERS, type Provider } from "./providers.ts";

/** The longest lead time staff may set, in business days (about four months). */
export const MAX_LEAD_DAYS = 90;
/** The highest "N+" threshold staff may set. */
export const MAX_SHOWN_UP_TO = 10_000;

const days = (what: string) =>
  z.coerce
    .number(`Enter the ${what} in whole business days.`)
    .int(`Enter the ${what} in whole business days.`)
    .min(1, `The ${what} is at least 1 business day.`)
    .max(MAX_LEAD_DAYS, `The ${what} is at most ${MAX_LEAD_DAYS} business days.`);

const leadTime = z
  .object({ min: days("shortest lead time"), max: days("longest lead time") })
  .refine((t) => t.min <= t.max, {
    message: "The longest lead time cannot be shorter than the shortest.",
    path: ["max"],
  });

/**
 * Staff set the stock policy (ADR 0280): each supplier's lead time (shortest and longest, in business
 * days) and the quantity above which stock reads "N+".
 */
export const stockSettingsSchema = z.object({
  shownUpTo: z.coerce
    .number("Enter the quantity as a whole number.")
    .int("Enter the quantity as a whole number.")
    .min(1, "The quantity is at least 1.")
    .max(MAX_SHOWN_UP_TO, `The quantity is at most ${MAX_SHOWN_UP_TO.toLocaleString("en-US")}.`),
  leadTimes: z.object(
    Object.fromEntries(PROVIDERS.map((p) => [p, leadTime])) as Record<Provider, typeof leadTime>,
  ),
});

export type StockSettingsInput = z.infer<typeof stockSettingsSchema>;

/** The form's flat field names: `shownUpTo`, `iluminar.min`, `iluminar.max`, … */
export const leadTimeField = (provider: Provider, end: keyof LeadTime) => `${provider}.${end}`;

/** The flat form fields as the schema's nested input. */
export function stockSettingsInput(fields: Record<string, string>) {
  return {
    shownUpTo: fields.shownUpTo,
    leadTimes: Object.fromEntries(
      PROVIDERS.map((p) => [
        p,
        { min: fields[leadTimeField(p, "min")], max: fields[leadTimeField(p, "max")] },
      ]),
    ),
  };
}
