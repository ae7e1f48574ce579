import { STAFF_TIME_ZONE } from "./staff-time-zone.ts";

/**
 * One time zone for everything a buyer or staff member reads, in pages, mails and PDFs: the shop's
 * (Pacific time), named beside every time of day.
 */
export const SHOP_TIME_ZONE = STAFF_TIME_ZONE;
export const SHOP_TIME_ZONE_LABEL = "PT";

const dateTimeFormat = new Intl.DateTimeFormat("en-US", {
  dateStyle: "long",
  timeStyle: "short",
  timeZone: SHOP_TIME_ZONE,
});
const dayFormat = (dateStyle: "medium" | "long", timeZone: string) =>
  new Intl.DateTimeFormat("en-US", { dateStyle, timeZone });
/** A moment's day is read in the shop's zone; a calendar day is shown as it is (formatted at UTC midnight). */
const dayFormats = {
  medium: { instant: dayFormat("medium", SHOP_TIME_ZONE), calendar: dayFormat("medium", "UTC") },
  long: { instant: dayFormat("long", SHOP_TIME_ZONE), calendar: dayFormat("long", "UTC") },
};

/** 'November 26, 2026 at 6:54 PM PT': a moment, in the shop's time zone. */
export const shopDateTime = (iso: string): string =>
  `${dateTimeFormat.format(new Date(iso))} ${SHOP_TIME_ZONE_LABEL}`;

/**
 * 'Nov 26, 2026': the day of a moment in the shop's time zone, or a date-only field ('YYYY-MM-DD', a
 * calendar day such as a due date) as it is.
 */
export function shopDate(value: string, style: keyof typeof dayFormats = "medium"): string {
  const format = dayFormats[style];
  return /^\d{4}-\d{2}-\d{2}$/.test(value)
    ? format.calendar.format(new Date(`${value}T00:00:00Z`))
    : format.instant.format(new Date(value));
}

const isoDayFormat = new Intl.DateTimeFormat("en-CA", { timeZone: SHOP_TIME_ZONE });
/** 'YYYY-MM-DD': the shop's calendar day at a moment (an invoice is dated the day it ships, there). */
export const shopDay = (at: Date): string => isoDayFormat.format(at);

const timeOfDayFormat = new Intl.DateTimeFormat("en-US", { timeStyle: "short", timeZone: SHOP_TIME_ZONE });
/** '3:45 PM PT': a moment's time of day in the shop's time zone (when a session ends by itself). */
export const shopTimeOfDay = (iso: string): string =>
  `${timeOfDayFormat.format(new Date(iso))} ${SHOP_TIME_ZONE_LABEL}`;
