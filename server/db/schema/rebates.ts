import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import type { RebateReminderKind, RebateStage } from "../../../core/grower/rebate-projects.ts";
import { companies } from "./companies.ts";
import { users } from "./identity.ts";
import { bytea, createdAt } from "./columns.ts";
import { salesDocuments } from "./sales.ts";
import { companySites } from "./sites.ts";

const STAGES = sql`(stage = ANY (ARRAY['draft'::text, 'submitted'::text, 'pre_approved'::text, 'declined'::text, 'ordered'::text, 'installed'::text, 'claimed'::text, 'paid'::text]))`;

/** Mirrors migrations/0190_rebate_projects.sql: a company's rebate projects (ADR 0190). */
export const rebateProjects = pgTable(
  "rebate_projects",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    companyId: text("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    site: text("site").notNull(),
    /** The company's site the project is for, when the company has sites (its name is copied to `site`). */
    siteId: text("site_id").references(() => companySites.id, { onDelete: "set null" }),
    utilityName: text("utility_name").notNull(),
    utilityAccount: text("utility_account").notNull(),
    state: text("state").notNull(),
    ratePerKwh: doublePrecision("rate_per_kwh").notNull(),
    stage: text("stage").$type<RebateStage>().notNull().default("draft"),
    stageSince: timestamp("stage_since", { withTimezone: true, mode: "string" }).notNull().defaultNow(),
    preApprovedCents: bigint("pre_approved_cents", { mode: "number" }),
    preApprovalReference: text("pre_approval_reference"),
    preApprovalExpiresOn: date("pre_approval_expires_on", { mode: "string" }),
    orderId: bigint("order_id", { mode: "number" }).references(() => salesDocuments.id, {
      onDelete: "set null",
    }),
    paidCents: bigint("paid_cents", { mode: "number" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("rebate_projects_company").on(t.companyId, t.id),
    index("rebate_projects_stage").on(t.stage, t.stageSince),
    index("rebate_projects_site").on(t.siteId),
    check("rebate_projects_stage_check", STAGES),
    check("rebate_projects_site_check", sql`((length(site) >= 1) AND (length(site) <= 120))`),
    check(
      "rebate_projects_utility_check",
      sql`((length(utility_name) >= 1) AND (length(utility_name) <= 120) AND (length(utility_account) >= 1) AND (length(utility_account) <= 60))`,
    ),
    check("rebate_projects_state_check", sql`(state ~ '^[A-Z]{2}$'::text)`),
    check(
      "rebate_projects_rate_check",
      sql`((rate_per_kwh >= (0.01)::double precision) AND (rate_per_kwh <= (2)::double precision))`,
    ),
  ],
);

/** One fixture line: the baseline fixtures (type, wattage at the wall, count, hours) and their replacement. */
export const rebateProjectLines = pgTable(
  "rebate_project_lines",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    projectId: bigint("project_id", { mode: "number" })
      .notNull()
      .references(() => rebateProjects.id, { onDelete: "cascade" }),
    fixtureType: text("fixture_type").notNull(),
    wallWatts: doublePrecision("wall_watts").notNull(),
    existingCount: integer("existing_count").notNull(),
    hoursPerDay: doublePrecision("hours_per_day").notNull(),
    daysPerYear: integer("days_per_year").notNull(),
    sku: text("sku").notNull(),
    ledCount: integer("led_count").notNull(),
  },
  (t) => [
    index("rebate_project_lines_project").on(t.projectId, t.id),
    check(
      "rebate_project_lines_bounds_check",
      sql`((wall_watts >= (10)::double precision) AND (wall_watts <= (5000)::double precision) AND (existing_count >= 1) AND (existing_count <= 10000) AND (hours_per_day >= (1)::double precision) AND (hours_per_day <= (24)::double precision) AND (days_per_year >= 1) AND (days_per_year <= 366) AND (led_count >= 1) AND (led_count <= 10000))`,
    ),
    check(
      "rebate_project_lines_text_check",
      sql`((length(fixture_type) >= 1) AND (length(fixture_type) <= 80) AND (length(sku) >= 1) AND (length(sku) <= 100))`,
    ),
  ],
);

/** Every step a project took: from, to, who (buyer or staff), when, and what the utility answered. */
export const rebateProjectSteps = pgTable(
  "rebate_project_steps",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    projectId: bigint("project_id", { mode: "number" })
      .notNull()
      .references(() => rebateProjects.id, { onDelete: "cascade" }),
    fromStage: text("from_stage").$type<RebateStage>(),
    toStage: text("to_stage").$type<RebateStage>().notNull(),
    actorUserId: text("actor_user_id").notNull(),
    actorEmail: text("actor_email").notNull(),
    actorKind: text("actor_kind").$type<"buyer" | "staff">().notNull(),
    note: text("note").notNull().default(""),
    detail: jsonb("detail").$type<Record<string, unknown>>().notNull().default({}),
    at: timestamp("at", { withTimezone: true, mode: "string" }).notNull().defaultNow(),
  },
  (t) => [
    index("rebate_project_steps_project").on(t.projectId, t.id),
    check("rebate_project_steps_actor_check", sql`(actor_kind = ANY (ARRAY['buyer'::text, 'staff'::text]))`),
  ],
);

/** What each utility's programme wants, as staff keep it (one note per utility, names compared without case). */
export const rebateUtilityNotes = pgTable(
  "rebate_utility_notes",
  {
    utilityName: text("utility_name").notNull(),
    note: text("note").notNull(),
    updatedBy: text("updated_by").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "string" }).notNull().defaultNow(),
  },
  () => [
    uniqueIndex("rebate_utility_notes_name").using("btree", sql`lower(utility_name)`),
    check(
      "rebate_utility_notes_check",
      sql`((length(utility_name) >= 1) AND (length(utility_name) <= 120) AND (length(note) <= 2000))`,
    ),
  ],
);

/**
 * The quotes and orders of a rebate project (ADR 0290): an order held until the project's pre-approval,
 * a quote accepted or an order placed for it. A document belongs to at most one project, of its own
 * company.
 */
export const rebateProjectDocuments = pgTable(
  "rebate_project_documents",
  {
    documentId: bigint("document_id", { mode: "number" })
      .notNull()
      .references(() => salesDocuments.id, { onDelete: "cascade" }),
    projectId: bigint("project_id", { mode: "number" })
      .notNull()
      .references(() => rebateProjects.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.documentId] }), index("rebate_project_documents_project").on(t.projectId)],
);

/**
 * The application packet as it was when each step was taken (ADR 0290): the PDF's bytes, at most one per
 * step row, bounded in size.
 */
export const rebateProjectPackets = pgTable(
  "rebate_project_packets",
  {
    stepId: bigint("step_id", { mode: "number" })
      .primaryKey()
      .references(() => rebateProjectSteps.id, { onDelete: "cascade" }),
    projectId: bigint("project_id", { mode: "number" })
      .notNull()
      .references(() => rebateProjects.id, { onDelete: "cascade" }),
    pdf: bytea("pdf").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("rebate_project_packets_project").on(t.projectId, t.stepId),
    check("rebate_project_packets_size_check", sql`(octet_length(pdf) <= 2000000)`),
  ],
);

/**
 * The reminders mailed to a project's buyer (ADR 0330): one row per project and kind, written in the
 * mail's transaction, so each goes out once however many passes or instances reach it.
 */
export const rebateProjectReminders = pgTable(
  "rebate_project_reminders",
  {
    projectId: bigint("project_id", { mode: "number" })
      .notNull()
      .references(() => rebateProjects.id, { onDelete: "cascade" }),
    kind: text("kind").$type<RebateReminderKind>().notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true, mode: "string" }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.projectId, t.kind] }),
    check(
      "rebate_project_reminders_kind_check",
      sql`(kind = ANY (ARRAY['pre_approval_expiring'::text, 'claim_due'::text]))`,
    ),
  ],
);
