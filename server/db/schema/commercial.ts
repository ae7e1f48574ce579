import { sql } from "drizzle-orm";
import { bigserial, check, index, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import type { ApplicationStatus } from "../../../core/commercial-application.ts";
import type { CompanyRole } from "../../../core/viewer.ts";
import { companies, users } from "./accounts.ts";

/** Mirrors migrations/0055_commercial_applications.sql and 0056_company_invitations.sql (the SQL files is the source of truth for checks and the partial unique index). */
export const commercialApplications = pgTable(
  "commercial_applications",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    fullName: text("full_name").notNull(),
    companyName: text("company_name").notNull(),
    workEmail: text("work_email").notNull(),
    phone: text("phone").notNull(),
    country: text("country").notNull(),
    state: text("state").notNull(),
    companyDescription: text("company_description").notNull(),
    status: text("status").$type<ApplicationStatus>().notNull().default("pending"),
    reviewedBy: text("reviewed_by"),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true, mode: "string" }),
    reason: text("reason"),
    companyId: text("company_id").references(() => companies.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "string" }).notNull().defaultNow(),
  },
  (t) => [
    index("commercial_applications_newest").on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // 0101_back_office_lists.sql: the dashboard's applications waiting for review, oldest first.
    index("commercial_applications_pending")
      .on(t.createdAt)
      .where(sql`${t.status} = 'pending'`),
    check("commercial_applications_check", sql`((status = 'pending'::text) = (reviewed_at IS NULL))`),
    check(
      "commercial_applications_status_check",
      sql`(status = ANY (ARRAY['pending'::text, 'approved'::text, 'rejected'::text]))`,
    ),
    uniqueIndex("commercial_applications_open_email")
      .using("btree", sql`lower(work_email)`)
      .where(sql`(status = ANY (ARRAY['pending'::text, 'approved'::text]))`),
  ],
);

export const staffAuditLog = pgTable(
  "staff_audit_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    actorUserId: text("actor_user_id").notNull(),
    actorEmail: text("actor_email").notNull(),
    action: text("action").notNull(),
    subjectType: text("subject_type").notNull(),
    subjectId: text("subject_id").notNull(),
    before: jsonb("before").$type<unknown>(),
    after: jsonb("after").$type<unknown>(),
    at: timestamp("at", { withTimezone: true, mode: "string" }).notNull().defaultNow(),
  },
  (t) => [index("staff_audit_log_subject").on(t.subjectType, t.subjectId, t.id)],
);

export const companyInvitations = pgTable(
  "company_invitations",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    companyId: text("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    role: text("role").$type<CompanyRole>().notNull(),
    tokenHash: text("token_hash").notNull().unique("company_invitations_token_hash_key"),
    invitedBy: text("invited_by").references(() => users.id, { onDelete: "set null" }),
    expiresAt: timestamp("expires_at", { withTimezone: true, mode: "string" }).notNull(),
    acceptedAt: timestamp("accepted_at", { withTimezone: true, mode: "string" }),
    revokedAt: timestamp("revoked_at", { withTimezone: true, mode: "string" }),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "string" }).notNull().defaultNow(),
  },
  (t) => [
    index("company_invitations_company").on(t.companyId, t.createdAt.desc().nullsFirst()),
    check(
      "company_invitations_role_check",
      sql`(role = ANY (ARRAY['admin'::text, 'buyer'::text, 'approver'::text]))`,
    ),
    uniqueIndex("company_invitations_open_email")
      .using("btree", sql`lower(email)`)
      .where(sql`((accepted_at IS NULL) AND (revoked_at IS NULL))`),
  ],
);
