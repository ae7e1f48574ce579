import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import type { PaymentStatus, RefundStatus } from "../../../core/payment-status.ts";
import { invoices } from "./billing.ts";
import { createdAt } from "./columns.ts";
import { users } from "./identity.ts";
import { salesDocuments } from "./sales.ts";

const updatedAt = () =>
  timestamp("updated_at", { withTimezone: true, mode: "string" }).notNull().defaultNow();

/** Mirrors migrations/0120_payments.sql: an order's or invoice's payment at the provider (ADR 0120). */
export const payments = pgTable(
  "payments",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    purpose: text("purpose").$type<"order" | "invoice">().notNull(),
    documentId: bigint("document_id", { mode: "number" })
      .notNull()
      .references(() => salesDocuments.id, { onDelete: "restrict" }),
    invoiceId: bigint("invoice_id", { mode: "number" }).references(() => invoices.id, {
      onDelete: "restrict",
    }),
    idempotencyKey: text("idempotency_key").notNull().unique(),
    provider: text("provider").notNull().default("stripe"),
    providerPaymentId: text("provider_payment_id").unique(),
    amountCents: bigint("amount_cents", { mode: "number" }).notNull(),
    currency: text("currency").notNull().default("usd"),
    status: text("status").$type<PaymentStatus>().notNull().default("awaiting"),
    statusAt: timestamp("status_at", { withTimezone: true, mode: "string" }).notNull().defaultNow(),
    methodLabel: text("method_label"),
    failureMessage: text("failure_message"),
    capturedCents: bigint("captured_cents", { mode: "number" }).notNull().default(0),
    refundedCents: bigint("refunded_cents", { mode: "number" }).notNull().default(0),
    authorizationExpiresAt: timestamp("authorization_expires_at", { withTimezone: true, mode: "string" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("payments_one_per_order")
      .on(t.documentId)
      .where(sql`${t.purpose} = 'order'`),
    index("payments_invoice")
      .on(t.invoiceId)
      .where(sql`${t.invoiceId} is not null`),
    index("payments_authorized")
      .on(t.authorizationExpiresAt)
      .where(sql`${t.status} = 'authorized'`),
    check("payments_amount_cents_check", sql`(amount_cents > 0)`),
    check("payments_captured_cents_check", sql`(captured_cents >= 0)`),
    check("payments_check", sql`((purpose = 'invoice'::text) = (invoice_id IS NOT NULL))`),
    check("payments_purpose_check", sql`(purpose = ANY (ARRAY['order'::text, 'invoice'::text]))`),
    check("payments_refunded_cents_check", sql`(refunded_cents >= 0)`),
    check(
      "payments_status_check",
      sql`(status = ANY (ARRAY['awaiting'::text, 'processing'::text, 'authorized'::text, 'captured'::text, 'failed'::text, 'canceled'::text, 'partially_refunded'::text, 'refunded'::text]))`,
    ),
  ],
);

/** A provider event, stored by its id before it is acted on (migration 0120). */
export const paymentEvents = pgTable(
  "payment_events",
  {
    id: text("id").primaryKey(),
    type: text("type").notNull(),
    paymentId: bigint("payment_id", { mode: "number" }).references(() => payments.id, {
      onDelete: "set null",
    }),
    outcome: text("outcome").notNull(),
    occurredAt: timestamp("occurred_at", { withTimezone: true, mode: "string" }).notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true, mode: "string" }).notNull().defaultNow(),
  },
  (t) => [
    index("payment_events_payment")
      .on(t.paymentId, t.receivedAt)
      .where(sql`${t.paymentId} is not null`),
  ],
);

/** A refund asked of the provider, written before the call (migration 0120). */
export const paymentRefunds = pgTable(
  "payment_refunds",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    paymentId: bigint("payment_id", { mode: "number" })
      .notNull()
      .references(() => payments.id, { onDelete: "restrict" }),
    sourceKey: text("source_key").notNull().unique(),
    reason: text("reason").notNull(),
    amountCents: bigint("amount_cents", { mode: "number" }).notNull(),
    providerRefundId: text("provider_refund_id").unique(),
    status: text("status").$type<RefundStatus>().notNull().default("requested"),
    failureMessage: text("failure_message"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("payment_refunds_payment").on(t.paymentId, t.id),
    check("payment_refunds_amount_cents_check", sql`(amount_cents > 0)`),
    check(
      "payment_refunds_status_check",
      sql`(status = ANY (ARRAY['requested'::text, 'pending'::text, 'succeeded'::text, 'failed'::text, 'canceled'::text]))`,
    ),
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
