import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import type { ReturnReason, ReturnStatus } from "../../../core/returns.ts";
import { companies, users } from "./accounts.ts";
import { salesDocuments } from "./sales.ts";

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

/**
 * Mirrors migrations/0098_account_settings.sql and 0121_saved_payment_methods.sql: a saved card or bank
 * account as the payment provider's reference, with the brand (or bank), last 4 and expiry it reports.
 */
export const paymentCards = pgTable(
  "payment_cards",
  {
    id: text("id")
      .primaryKey()
      .default(sql`gen_random_uuid()::text`),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    providerPaymentMethodId: text("provider_payment_method_id").notNull().unique(),
    type: text("type").$type<"card" | "us_bank_account">().notNull().default("card"),
    brand: text("brand").notNull(),
    last4: text("last4").notNull(),
    expMonth: integer("exp_month"),
    expYear: integer("exp_year"),
    isPrimary: boolean("is_primary").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("payment_cards_user").on(t.userId, t.createdAt),
    uniqueIndex("payment_cards_one_primary")
      .on(t.userId)
      .where(sql`${t.isPrimary}`),
    check("payment_cards_exp_month_check", sql`((exp_month >= 1) AND (exp_month <= 12))`),
    check("payment_cards_exp_year_check", sql`((exp_year >= 2000) AND (exp_year <= 2100))`),
    check("payment_cards_last4_check", sql`(last4 ~ '^[0-9]{4}$'::text)`),
    check("payment_cards_brand_length", sql`((length(brand) >= 1) AND (length(brand) <= 100))`),
    check("payment_cards_type_check", sql`(type = ANY (ARRAY['card'::text, 'us_bank_account'::text]))`),
  ],
);

/** Mirrors migrations/0121_saved_payment_methods.sql: each user's customer at the payment provider. */
export const paymentCustomers = pgTable("payment_customers", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  providerCustomerId: text("provider_customer_id").notNull().unique(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Mirrors migrations/0099_returns.sql (ADR 0098): a return of delivered order lines and its decision. */
export const returnRequests = pgTable(
  "return_requests",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    number: text("number").notNull().unique(),
    orderId: bigint("order_id", { mode: "number" })
      .notNull()
      .references(() => salesDocuments.id, { onDelete: "restrict" }),
    companyId: text("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "restrict" }),
    requestedBy: text("requested_by").references(() => users.id, { onDelete: "set null" }),
    contactEmail: text("contact_email").notNull(),
    status: text("status").$type<ReturnStatus>().notNull().default("requested"),
    /** Why, as the buyer chose it (core/returns.ts); rows from before the choice read 'other'. */
    reasonCode: text("reason_code").$type<ReturnReason>().notNull().default("other"),
    reason: text("reason").notNull(),
    rejectionReason: text("rejection_reason").notNull().default(""),
    subtotalCents: bigint("subtotal_cents", { mode: "number" }).notNull(),
    restockingFeeCents: bigint("restocking_fee_cents", { mode: "number" }).notNull(),
    /** The tax the order charged on the returned items, part of the refund (migration 0251, ADR 0251). */
    taxCents: bigint("tax_cents", { mode: "number" }).notNull().default(0),
    refundCents: bigint("refund_cents", { mode: "number" }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "string" }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "string" }).notNull().defaultNow(),
  },
  (t) => [
    index("return_requests_company").on(t.companyId, t.createdAt.desc().nullsFirst()),
    index("return_requests_order").on(t.orderId),
    index("return_requests_status").on(t.status, t.createdAt.desc().nullsFirst()),
    check("return_requests_reason_check", sql`((length(reason) >= 1) AND (length(reason) <= 1000))`),
    check(
      "return_requests_reason_code_check",
      sql`(reason_code = ANY (ARRAY['damaged_in_transit'::text, 'wrong_item'::text, 'defective'::text, 'no_longer_needed'::text, 'other'::text]))`,
    ),
    check("return_requests_refund_cents_check", sql`(refund_cents >= 0)`),
    check("return_requests_rejection_reason_check", sql`(length(rejection_reason) <= 1000)`),
    check("return_requests_restocking_fee_cents_check", sql`(restocking_fee_cents >= 0)`),
    check("return_requests_tax_cents_check", sql`(tax_cents >= 0)`),
    check(
      "return_requests_status_check",
      sql`(status = ANY (ARRAY['requested'::text, 'approved'::text, 'rejected'::text, 'received'::text]))`,
    ),
    check("return_requests_subtotal_cents_check", sql`(subtotal_cents >= 0)`),
  ],
);

/**
 * The credit note a received return issues: what the company is owed back for it (the return's refund).
 * On an order on account it lowers what the company owes; on an order paid online it is the refund owed.
 */
export const creditNotes = pgTable(
  "credit_notes",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    number: text("number").notNull().unique(),
    returnId: bigint("return_id", { mode: "number" })
      .notNull()
      .unique()
      .references(() => returnRequests.id, { onDelete: "restrict" }),
    orderId: bigint("order_id", { mode: "number" })
      .notNull()
      .references(() => salesDocuments.id, { onDelete: "restrict" }),
    companyId: text("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "restrict" }),
    amountCents: bigint("amount_cents", { mode: "number" }).notNull(),
    issuedOn: date("issued_on", { mode: "string" }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "string" }).notNull().defaultNow(),
  },
  (t) => [
    index("credit_notes_order").on(t.orderId),
    check("credit_notes_amount_cents_check", sql`(amount_cents >= 0)`),
  ],
);

export const returnLines = pgTable(
  "return_lines",
  {
    returnId: bigint("return_id", { mode: "number" })
      .notNull()
      .references(() => returnRequests.id, { onDelete: "cascade" }),
    lineNo: integer("line_no").notNull(),
    sku: text("sku").notNull(),
    name: text("name").notNull(),
    quantity: integer("quantity").notNull(),
    unitPriceCents: bigint("unit_price_cents", { mode: "number" }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.returnId, t.lineNo] }),
    check("return_lines_quantity_check", sql`(quantity > 0)`),
    check("return_lines_unit_price_cents_check", sql`(unit_price_cents >= 0)`),
  ],
);
