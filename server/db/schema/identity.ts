import { sql } from "drizzle-orm";
import { bigserial, boolean, check, index, pgTable, text, timestamp, unique } from "drizzle-orm/pg-core";
import type { StaffRole } from "../../../core/viewer.ts";

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
 * Forgot-password requests waiting for the password-link job (server/identity/password-link-job.ts).
 * The form adds a row for every well-formed address alike, so its answer does the same work whether or
 * not an account uses the address; the job mails the accounts' links and deletes the rows.
 */
export const passwordLinkRequests = pgTable("password_link_requests", {
  id: bigserial("id", { mode: "number" }).primaryKey(),
  email: text("email").notNull(),
  requestedAt: timestamp("requested_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Mirrors migrations/0098_account_settings.sql: the profile fields users lack, and the notification preferences. */
export const userProfiles = pgTable(
  "user_profiles",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    phone: text("phone").notNull().default(""),
    country: text("country").$type<"USA" | "Canada">().notNull().default("USA"),
    state: text("state").notNull().default(""),
    address: text("address").notNull().default(""),
    city: text("city").notNull().default(""),
    zipCode: text("zip_code").notNull().default(""),
    orderUpdates: boolean("order_updates").notNull().default(true),
    promotions: boolean("promotions").notNull().default(false),
    newsletter: boolean("newsletter").notNull().default(false),
    accountAlerts: boolean("account_alerts").notNull().default(true),
    emailChannel: boolean("email_channel").notNull().default(true),
    smsChannel: boolean("sms_channel").notNull().default(false),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  () => [
    check("user_profiles_address_check", sql`(length(address) <= 200)`),
    check("user_profiles_city_check", sql`(length(city) <= 100)`),
    check("user_profiles_country_check", sql`(country = ANY (ARRAY['USA'::text, 'Canada'::text]))`),
    check("user_profiles_phone_check", sql`(length(phone) <= 40)`),
    check("user_profiles_state_check", sql`(length(state) <= 60)`),
    check("user_profiles_zip_code_check", sql`(length(zip_code) <= 20)`),
  ],
);
