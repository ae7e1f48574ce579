import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  check,
  date,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { createdAt } from "./columns.ts";
import { companies } from "./companies.ts";
import { salesDocuments } from "./sales.ts";
import { shipments } from "./shipments.ts";

/**
 * A shipment of an order on account's invoice: due 30 days after it shipped (policy text,). Its amounts are
 * the shipment's lines and its shares of the order's freight and tax (core/shipment-shares.ts, ADRs 0281,
 * 0350), so an order's invoices add up to the order's total once it has shipped in full.
 */
export const invoices = pgTable(
  "invoices",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    number: text("number").notNull().unique(),
    documentId: bigint("document_id", { mode: "number" })
      .notNull()
      .references(() => salesDocuments.id, { onDelete: "restrict" }),
    shipmentId: bigint("shipment_id", { mode: "number" })
      .notNull()
      .unique()
      .references(() => shipments.id, { onDelete: "restrict" }),
    subtotalCents: bigint("subtotal_cents", { mode: "number" }).notNull(),
    shippingCents: bigint("shipping_cents", { mode: "number" }).notNull(),
    taxCents: bigint("tax_cents", { mode: "number" }).notNull(),
    totalCents: bigint("total_cents", { mode: "number" }).notNull(),
    companyId: text("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "restrict" }),
    issuedOn: date("issued_on", { mode: "string" }).notNull(),
    dueOn: date("due_on", { mode: "string" }).notNull(),
    paidAt: timestamp("paid_at", { withTimezone: true, mode: "string" }),
    /** The cheque, transfer or remittance reference staff recorded with the payment (migration 0103). */
    paidReference: text("paid_reference"),
    createdAt: createdAt(),
  },
  (t) => [
    index("invoices_company").on(t.companyId, t.issuedOn.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("invoices_unpaid_due")
      .on(t.dueOn, t.id)
      .where(sql`${t.paidAt} is null`),
    index("invoices_document").on(t.documentId),
    check("invoices_check", sql`(due_on >= issued_on)`),
    check("invoices_total_check", sql`(total_cents = ((subtotal_cents + shipping_cents) + tax_cents))`),
  ],
);

/**
 * One payment staff recorded against an invoice (a cheque or transfer, in part or in full, migration 0210):
 * the invoice is paid (`paid_at`) when its payments and credit notes cover its total.
 */
export const invoicePayments = pgTable(
  "invoice_payments",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    invoiceId: bigint("invoice_id", { mode: "number" })
      .notNull()
      .references(() => invoices.id, { onDelete: "restrict" }),
    amountCents: bigint("amount_cents", { mode: "number" }).notNull(),
    receivedOn: date("received_on", { mode: "string" }).notNull(),
    reference: text("reference").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("invoice_payments_invoice").on(t.invoiceId, t.receivedOn),
    check("invoice_payments_amount_cents_check", sql`(amount_cents > 0)`),
    check("invoice_payments_reference_check", sql`((length(reference) >= 1) AND (length(reference) <= 200))`),
  ],
);

/**
 * Who at a company receives its invoices and payment reminders (migration 0250, ADR 0250): a name and an
 * address, at most a few per company (core/billing-contacts.ts), each address once.
 */
export const billingContacts = pgTable(
  "billing_contacts",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    companyId: text("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    email: text("email").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("billing_contacts_company_email").on(t.companyId, t.email),
    check("billing_contacts_name_check", sql`((length(name) >= 1) AND (length(name) <= 100))`),
    check("billing_contacts_email_check", sql`((length(email) >= 3) AND (length(email) <= 254))`),
  ],
);

/**
 * One payment reminder sent for an invoice (migration 0250): the key (invoice, kind) makes a reminder go
 * out once, whichever instance's pass reaches it first.
 */
export const invoiceReminders = pgTable(
  "invoice_reminders",
  {
    invoiceId: bigint("invoice_id", { mode: "number" })
      .notNull()
      .references(() => invoices.id, { onDelete: "cascade" }),
    kind: text("kind").$type<"before" | "due" | "overdue">().notNull(),
    sentOn: date("sent_on", { mode: "string" }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.invoiceId, t.kind] }),
    check(
      "invoice_reminders_kind_check",
      sql`(kind = ANY (ARRAY['before'::text, 'due'::text, 'overdue'::text]))`,
    ),
  ],
);
