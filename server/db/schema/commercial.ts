import { sql } from "drizzle-orm";
import { bigserial, index, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
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
    index("commercial_applications_newest").on(t.createdAt.desc(), t.id.desc()),
    // 0101_back_office_lists.sql: the dashboard's applications waiting for review, oldest first.
    index("commercial_applications_pending")
      .on(t.createdAt)
      .where(sql`${t.status} = 'pending'`),
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
  (t) => [index("company_invitations_company").on(t.companyId, t.createdAt.desc())],
);
