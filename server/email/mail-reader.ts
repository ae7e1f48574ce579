import { eq } from "drizzle-orm";
import { z } from "zod";
import { result, selectRows, sql, type Db } from "../db/client.ts";
import { outboxEmails } from "../db/schema/all.ts";

/** A mail of the outbox as its recipient would read it (plain-text part). */
export interface ReadMail {
  id: number;
  to: string;
  subject: string;
  status: "pending" | "sent" | "failed";
  createdAt: string;
  text: string;
  links: string[];
}

export const mailQuery = z.object({
  to: z.string().trim().toLowerCase().max(320).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(5),
});
export type MailQuery = z.infer<typeof mailQuery>;

/** The http(s) links of a text, in order, each once (the activation, reset and order links of a mail). */
export function linksIn(text: string): string[] {
  const found = text.match(/https?:\/\/[^\s<>"')\]]+/g) ?? [];
  return [...new Set(found.map((link) => link.replace(/[.,;:]+$/, "")))];
}

/** The latest mails of the outbox, newest first, to one address when `to` is given. */
export async function latestMails(db: Db, { to, limit }: MailQuery): Promise<ReadMail[]> {
  const rows = await selectRows(
    db,
    {
      id: outboxEmails.id,
      to_address: outboxEmails.toAddress,
      subject: outboxEmails.subject,
      status: outboxEmails.status,
      created_at: result.text(),
      text_body: outboxEmails.textBody,
    },
    sql`select id::int as id, to_address, subject, status, created_at::text as created_at, text_body
        from outbox_emails
        where ${to ? sql`lower(to_address) = ${to}` : sql`true`}
        order by id desc limit ${limit}`,
  );
  return rows.map((row) => ({
    id: row.id,
    to: row.to_address,
    subject: row.subject,
    status: row.status,
    createdAt: row.created_at,
    text: row.text_body,
    links: linksIn(row.text_body),
  }));
}

/** One mail of the outbox with its HTML part, as the back office shows it; undefined when there is none. */
export async function mailById(db: Db, id: number): Promise<(ReadMail & { html: string }) | undefined> {
  const [row] = await db.select().from(outboxEmails).where(eq(outboxEmails.id, id));
  if (!row) return undefined;
  return {
    id: row.id,
    to: row.toAddress,
    subject: row.subject,
    status: row.status,
    createdAt: row.createdAt,
    text: row.textBody,
    links: linksIn(row.textBody),
    html: row.html,
  };
}

/** What `npm run mail` prints for each mail. */
export function formatMail(mail: ReadMail, full: boolean): string {
  const state = { pending: "in the outbox", sent: "sent", failed: "failed" }[mail.status];
  const head = `#${mail.id}  ${mail.createdAt.slice(0, 16)}  to ${mail.to}  (${state})\n  ${mail.subject}`;
  const body = full ? `\n\n${mail.text.replace(/^/gm, "    ")}\n` : "";
  const links = mail.links.map((link) => `\n  → ${link}`).join("");
  return `${head}${links}${body}`;
}
