/**
 * The grow-room planner's note for the quote ('the quote then carries a note with the
 * room's inputs'), kept in a cookie from "Add all to quote" until the quote is sent.
 */
export const PLAN_NOTE_COOKIE = "quote_note";
/** The quote form's notes field holds 4,000 characters; the note stays well within a cookie. */
export const PLAN_NOTE_MAX = 1_500;

export function planNoteCookie(note: string | null): string {
  return note === null
    ? `${PLAN_NOTE_COOKIE}=; Path=/; SameSite=Lax; Max-Age=0`
    : `${PLAN_NOTE_COOKIE}=${encodeURIComponent(note.slice(0, PLAN_NOTE_MAX))}; Path=/; SameSite=Lax; Max-Age=86400`;
}

export function planNoteFromCookies(cookieHeader: string | null): string | null {
  for (const part of (cookieHeader ?? "").split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name !== PLAN_NOTE_COOKIE) continue;
    try {
      const note = decodeURIComponent(rest.join("=")).slice(0, PLAN_NOTE_MAX);
      return note || null;
    } catch {
      return null;
    }
  }
  return null;
}
