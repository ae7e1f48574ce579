import { sql } from "drizzle-orm";
import { bigserial, check, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { bytea, createdAt } from "./columns.ts";

/**
 * The outbox every mail goes through (server/email/outbox.ts). Mirrors migrations/0020_sales.sql,
 * 0022_outbox_unlogged.sql and 0036_mail_headers_and_newsletter_consent.sql.
 */
export const outboxEmails = pgTable(
  "outbox_emails",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    template: text("template").notNull(),
    toAddress: text("to_address").notNull(),
    subject: text("subject").notNull(),
    html: text("html").notNull(),
    textBody: text("text_body").notNull(),
    refType: text("ref_type").notNull(),
    refId: text("ref_id").notNull(),
    status: text("status").$type<"pending" | "sent" | "failed">().notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true, mode: "string" })
      .notNull()
      .defaultNow(),
    lockedUntil: timestamp("locked_until", { withTimezone: true, mode: "string" }),
    loggedAt: timestamp("logged_at", { withTimezone: true, mode: "string" }),
    lastError: text("last_error"),
    sentAt: timestamp("sent_at", { withTimezone: true, mode: "string" }),
    replyTo: text("reply_to"),
    listUnsubscribe: text("list_unsubscribe"),
    messageKey: uuid("message_key").notNull().defaultRandom(),
    createdAt: createdAt(),
    /** One attached file (an invoice's PDF) and its name, or neither. */
    attachmentName: text("attachment_name"),
    attachment: bytea("attachment"),
  },
  () => [
    check("outbox_emails_attachment_named", sql`((attachment IS NULL) = (attachment_name IS NULL))`),
    check(
      "outbox_emails_status_check",
      sql`(status = ANY (ARRAY['pending'::text, 'sent'::text, 'failed'::text]))`,
    ),
    index("outbox_emails_due")
      .using("btree", sql`next_attempt_at`)
      .where(sql`(status = 'pending'::text)`),
    index("outbox_emails_ref").using("btree", sql`ref_type, ref_id`),
    index("outbox_emails_unlogged")
      .using("btree", sql`id`)
      .where(sql`((status = 'pending'::text) AND (logged_at IS NULL))`),
  ],
);
