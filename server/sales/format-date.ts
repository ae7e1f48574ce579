import { shopDate, shopDateTime } from "../../core/shop-time.ts";

/** 'March 14, 2025 at 10:32 AM PT' — how mails show a moment (the shop's time zone). */
export const formatEmailDate = shopDateTime;

/** 'December 2, 2026' for a 'YYYY-MM-DD' day (a calendar day, shown as it is). */
export const formatDay = (day: string) => shopDate(day, "long");
