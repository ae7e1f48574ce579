import { sql } from "drizzle-orm";
import { bigserial, check, index, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt } from "./columns.ts";

/**
 * What the site's forms store: contact and rebate submissions, and newsletter subscribers with their
 * double opt-in and unsubscribe. Mirrors migrations/0020_sales.sql and
 * 0036_mail_headers_and_newsletter_consent.sql.
 */
export const formSubmissions = pgTable(
  "form_submissions",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    kind: text("kind").$type<"contact" | "rebate">().notNull(),
    email: text("email").notNull(),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  // 0101_back_office_lists.sql: the back office's lists, newest first.
  (t) => [
    index("form_submissions_kind_created").on(
      t.kind,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    check("form_submissions_kind_check", sql`(kind = ANY (ARRAY['contact'::text, 'rebate'::text]))`),
  ],
);

export const newsletterSubscribers = pgTable(
  "newsletter_subscribers",
  {
    email: text("email").primaryKey(),
    token: text("token").notNull(),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true, mode: "string" }),
    unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true, mode: "string" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("newsletter_subscribers_created").on(t.createdAt.desc().nullsFirst(), t.email.desc().nullsFirst()),
    uniqueIndex("newsletter_subscribers_token").using("btree", sql`token`),
  ],
);
