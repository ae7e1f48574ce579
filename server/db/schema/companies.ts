import { sql } from "drizzle-orm";
import { bigint, bigserial, check, index, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import type { ApplicationStatus } from "../../../core/commercial-application.ts";
import type { CompanyRole } from "../../../core/viewer.ts";
import { users } from "./identity.ts";

export type CompanyStatus = "active" | "deactivated";
export type PaymentTerms = "card" | "net30";

export const companies = pgTable(
  "companies",
  {
    id: text("id")
      .primaryKey()
      .default(sql`gen_random_uuid()::text`),
    name: text("name").notNull(),
    status: text("status").$type<CompanyStatus>().notNull().default("active"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** Card only, or net 30 up to the credit limit (migration 0092). */
    paymentTerms: text("payment_terms").$type<PaymentTerms>().notNull().default("card"),
    creditLimitCents: bigint("credit_limit_cents", { mode: "number" }),
  },
  () => [
    check("companies_credit_limit_cents_check", sql`(credit_limit_cents >= 0)`),
    check("companies_payment_terms_check", sql`(payment_terms = ANY (ARRAY['card'::text, 'net30'::text]))`),
    check("companies_status_check", sql`(status = ANY (ARRAY['active'::text, 'deactivated'::text]))`),
  ],
);

/** One company per user (user_id is the key). */
export const companyMembers = pgTable(
  "company_members",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    companyId: text("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    role: text("role").$type<CompanyRole>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** Spending limits set by a company admin; null is none (ADR 0180). */
    orderLimitCents: bigint("order_limit_cents", { mode: "number" }),
    monthlyBudgetCents: bigint("monthly_budget_cents", { mode: "number" }),
  },
  (t) => [
    index("company_members_company_id").on(t.companyId),
    check(
      "company_members_role_check",
      sql`(role = ANY (ARRAY['admin'::text, 'buyer'::text, 'approver'::text]))`,
    ),
    check(
      "company_members_order_limit_check",
      sql`(order_limit_cents >= 0 AND order_limit_cents <= 1000000000)`,
    ),
    check(
      "company_members_monthly_budget_check",
      sql`(monthly_budget_cents >= 0 AND monthly_budget_cents <= 1000000000)`,
    ),
  ],
);

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
