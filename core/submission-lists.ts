/** The back office's submission lists: their names, titles and columns, for the page and the CSV. */
export const SUBMISSION_LISTS = ["contact", "rebate", "newsletter"] as const;
export type SubmissionList = (typeof SUBMISSION_LISTS)[number];

export const SUBMISSION_LIST_TITLES: Record<SubmissionList, string> = {
  contact: "Contact requests",
  rebate: "Rebate requests",
  newsletter: "Newsletter list",
};

export interface SubmissionColumn {
  key: string;
  label: string;
}

const received = { key: "received", label: "Received (UTC)" };
const reachable = [
  { key: "workEmail", label: "Work email" },
  { key: "phone", label: "Phone" },
];
const where = [
  { key: "country", label: "Country" },
  { key: "state", label: "State" },
  { key: "newsletter", label: "Newsletter" },
];

export const SUBMISSION_COLUMNS: Record<SubmissionList, readonly SubmissionColumn[]> = {
  contact: [
    received,
    { key: "name", label: "Name" },
    { key: "company", label: "Company" },
    ...reachable,
    ...where,
  ],
  rebate: [
    received,
    { key: "name", label: "Name" },
    { key: "cname", label: "Company" },
    ...reachable,
    { key: "growerType", label: "Grower type" },
    ...where,
  ],
  newsletter: [
    { key: "email", label: "Email" },
    { key: "received", label: "Subscribed (UTC)" },
    { key: "confirmed", label: "Confirmed (UTC)" },
    { key: "unsubscribed", label: "Unsubscribed (UTC)" },
  ],
};

export const isSubmissionList = (value: string | null): value is SubmissionList =>
  (SUBMISSION_LISTS as readonly (string | null)[]).includes(value);

/**
 * A CSV cell a spreadsheet will not run: text starting with = + - @ (or a tab or carriage return,
 * which some read as the same) gets a leading apostrophe (OWASP's CSV injection advice); every cell is
 * quoted, with its quotes doubled.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replaceAll('"', '""')}"`;
}

/** A CSV document: a header row, then one row per record, CRLF line ends (RFC 4180). */
export function csvDocument(columns: readonly SubmissionColumn[], rows: readonly Record<string, string>[]) {
  const line = (cells: string[]) => `${cells.map(csvCell).join(",")}\r\n`;
  return (
    line(columns.map((c) => c.label)) + rows.map((r) => line(columns.map((c) => r[c.key] ?? ""))).join("")
  );
}
