import { desc, eq } from "drizzle-orm";
import type { SubmissionList } from "../../core/submission-lists.ts";
import type { Db } from "../db/client.ts";
import { formSubmissions, newsletterSubscribers } from "../db/schema/forms.ts";

export const SUBMISSIONS_PAGE_SIZE = 50;
/** A CSV export holds at most this many rows (the newest). */
export const SUBMISSIONS_EXPORT_MAX = 100_000;

type Cells = Record<string, string>;

/** 'YYYY-MM-DD HH:MM' of a stored time, or '' when unset. */
const when = (iso: string | null) => (iso ? new Date(iso).toISOString().slice(0, 16).replace("T", " ") : "");

function payloadCells(payload: Record<string, unknown>): Cells {
  const cells: Cells = {};
  for (const [key, value] of Object.entries(payload)) {
    if (typeof value === "boolean") cells[key] = value ? "yes" : "no";
    else if (typeof value === "string" || typeof value === "number") cells[key] = String(value);
  }
  return cells;
}

/**
 * Contact and rebate requests and the newsletter list as the back office reads them: newest first, a
 * page at a time (index-backed: form_submissions (kind, created_at), newsletter_subscribers (created_at)),
 * or all of a list for its CSV export.
 */
export function createSubmissions(db: Db) {
  async function rows(list: SubmissionList, limit: number, offset: number): Promise<Cells[]> {
    if (list === "newsletter") {
      const found = await db
        .select()
        .from(newsletterSubscribers)
        .orderBy(desc(newsletterSubscribers.createdAt), desc(newsletterSubscribers.email))
        .limit(limit)
        .offset(offset);
      return found.map((s) => ({
        email: s.email,
        received: when(s.createdAt),
        confirmed: when(s.confirmedAt),
        unsubscribed: when(s.unsubscribedAt),
      }));
    }
    const found = await db
      .select()
      .from(formSubmissions)
      .where(eq(formSubmissions.kind, list))
      .orderBy(desc(formSubmissions.createdAt), desc(formSubmissions.id))
      .limit(limit)
      .offset(offset);
    return found.map((s) => ({ ...payloadCells(s.payload), received: when(s.createdAt) }));
  }

  return {
    /** One page; `more` when older rows follow. */
    async page(list: SubmissionList, page: number) {
      const found = await rows(list, SUBMISSIONS_PAGE_SIZE + 1, (page - 1) * SUBMISSIONS_PAGE_SIZE);
      return { rows: found.slice(0, SUBMISSIONS_PAGE_SIZE), more: found.length > SUBMISSIONS_PAGE_SIZE };
    },
    all: (list: SubmissionList) => rows(list, SUBMISSIONS_EXPORT_MAX, 0),
  };
}
