import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  pgTable,
  text,
  timestamp,
  unique,
} from "drizzle-orm/pg-core";
import type { CompanyRole, StaffRole } from "../../../core/viewer.ts";

const stamps = {
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
};

/** Mirrors migrations/0050_accounts.sql. better-auth's "user" model; staffRole is set for the shop's staff only. */
export const users = pgTable(
  "users",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    email: text("email").notNull().unique(),
    emailVerified: boolean("email_verified").notNull().default(false),
    image: text("image"),
    staffRole: text("staff_role").$type<StaffRole>(),
    ...stamps,
  },
  () => [check("users_staff_role_check", sql`(staff_role = ANY (ARRAY['admin'::text, 'sales'::text]))`)],
);

/** better-auth's "session" model: `token` is what the signed session cookie carries. */
export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    token: text("token").notNull().unique(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    ...stamps,
  },
  (t) => [index("sessions_user_id").on(t.userId)],
);

/** better-auth's "account" model: the 'credential' row holds the password hash. */
export const accounts = pgTable(
  "accounts",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    password: text("password"),
    ...stamps,
  },
  (t) => [unique().on(t.providerId, t.accountId), index("accounts_user_id").on(t.userId)],
);

/** better-auth's "verification" model: single-use tokens (password links), identifier stored hashed. */
export const verifications = pgTable(
  "verifications",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ...stamps,
  },
  (t) => [
    index("verifications_identifier").on(t.identifier),
    index("verifications_expires_at").using("btree", sql`expires_at`),
  ],
);

/**
 * Forgot-password requests waiting for the password-link job (server/accounts/password-link-job.ts).
 * The form adds a row for every well-formed address alike, so its answer does the same work whether or
 * not an account uses the address; the job mails the accounts' links and deletes the rows.
 */
export const passwordLinkRequests = pgTable("password_link_requests", {
  id: bigserial("id", { mode: "number" }).primaryKey(),
  email: text("email").notNull(),
  requestedAt: timestamp("requested_at", { withTimezone: true }).notNull().defaultNow(),
});

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
