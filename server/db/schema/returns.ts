import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import type { ReturnReason, ReturnStatus } from "../../../core/returns.ts";
import { companies } from "./companies.ts";
import { users } from "./identity.ts";
import { salesDocuments } from "./sales.ts";

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
