const dateTime = new Intl.DateTimeFormat("en-US", {
  dateStyle: "long",
  timeStyle: "short",
  timeZone: "America/Los_Angeles",
});

/** 'March 14, 2025 at 10:32 AM PT' — how emails show a submission time (the company is on Pacific time). */
export function formatEmailDate(iso: string): string {
  return `${dateTime.format(new Date(iso))} PT`;
}

const dayFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });
/** 'December 2, 2026' for a 'YYYY-MM-DD' day (a calendar day, shown as it is). */
export const formatDay = (day: string) => dayFormat.format(new Date(`${day}T00:00:00Z`));
