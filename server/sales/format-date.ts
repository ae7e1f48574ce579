const dateTime = new Intl.DateTimeFormat("en-US", {
  dateStyle: "long",
  timeStyle: "short",
  timeZone: "America/Los_Angeles",
});

/** 'March 14, 2025 at 10:32 AM PT' — how emails show a submission time (the company is on Pacific time). */
export function formatEmailDate(iso: string): string {
  return `${dateTime.format(new Date(iso))} PT`;
}
