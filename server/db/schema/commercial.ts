import { bigserial, index, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import type { ApplicationStatus } from "../../../core/commercial-application.ts";

/** Mirrors migrations/0055_commercial_applications.sql (the SQL file is the source of truth for checks and the partial unique index). */
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
    createdAt: timestamp("created_at", { withTimezone: true, mode: "string" }).notNull().defaultNow(),
  },
  (t) => [index("commercial_applications_newest").on(t.createdAt.desc(), t.id.desc())],
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
