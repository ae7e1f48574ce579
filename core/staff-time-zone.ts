/** The back office's time zone: staff times, and the days of the dashboard's counts and chart. */
export const STAFF_TIME_ZONE = "America/Los_Angeles";
