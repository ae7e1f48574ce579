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
import type { CertificateStatus, CertificateType } from "../../../core/tax-certificate.ts";
import { companies, users } from "./accounts.ts";
import { salesDocuments } from "./sales.ts";
import { bytea, createdAt } from "./columns.ts";
import { companySites } from "./sites.ts";

/** A file's bytes, as both drivers hand them over (PGlite a Uint8Array, node-postgres a Buffer). */

/** Mirrors migrations/0096_account_checkout.sql (the SQL file is the source of truth for checks). */
export const companyAddresses = pgTable(
  "company_addresses",
  {
    id: text("id")
      .primaryKey()
      .default(sql`gen_random_uuid()::text`),
    companyId: text("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    label: text("label").notNull().default(""),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    streetAddress: text("street_address").notNull(),
    apartment: text("apartment").notNull().default(""),
    city: text("city").notNull(),
    state: text("state").notNull(),
    zipCode: text("zip_code").notNull(),
    country: text("country").notNull(),
    isDefault: boolean("is_default").notNull().default(false),
    createdAt: createdAt(),
    /** The site this address ships to; null is the company's, for members of every site (ADR 0270). */
    siteId: text("site_id").references(() => companySites.id, { onDelete: "restrict" }),
  },
  (t) => [
    index("company_addresses_company").on(t.companyId, t.createdAt),
    uniqueIndex("company_addresses_one_default")
      .on(t.companyId)
      .where(sql`${t.isDefault}`),
    check("company_addresses_apartment_check", sql`(length(apartment) <= 100)`),
    check("company_addresses_city_check", sql`((length(city) >= 1) AND (length(city) <= 100))`),
    check(
      "company_addresses_first_name_check",
      sql`((length(first_name) >= 1) AND (length(first_name) <= 100))`,
    ),
    check("company_addresses_label_check", sql`(length(label) <= 60)`),
    check(
      "company_addresses_last_name_check",
      sql`((length(last_name) >= 1) AND (length(last_name) <= 100))`,
    ),
    check("company_addresses_state_check", sql`((length(state) >= 1) AND (length(state) <= 100))`),
    check(
      "company_addresses_street_address_check",
      sql`((length(street_address) >= 1) AND (length(street_address) <= 200))`,
    ),
    check("company_addresses_zip_code_check", sql`((length(zip_code) >= 1) AND (length(zip_code) <= 20))`),
  ],
);

/** A shipped order on account's invoice: due 30 days after it shipped (policy text,). */
export const invoices = pgTable(
  "invoices",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    number: text("number").notNull().unique(),
    documentId: bigint("document_id", { mode: "number" })
      .notNull()
      .unique()
      .references(() => salesDocuments.id, { onDelete: "restrict" }),
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
    check("invoices_check", sql`(due_on >= issued_on)`),
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

/** A buyer's tax-exemption certificate for one state; the file is kept here, private (ADR 0096). */
export const taxCertificates = pgTable(
  "tax_certificates",
  {
    id: text("id")
      .primaryKey()
      .default(sql`gen_random_uuid()::text`),
    companyId: text("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    state: text("state").notNull(),
    fileName: text("file_name").notNull(),
    contentType: text("content_type").$type<CertificateType>().notNull(),
    byteSize: integer("byte_size").notNull(),
    content: bytea("content").notNull(),
    status: text("status").$type<CertificateStatus>().notNull().default("pending"),
    uploadedBy: text("uploaded_by").references(() => users.id, { onDelete: "set null" }),
    uploadedAt: timestamp("uploaded_at", { withTimezone: true, mode: "string" }).notNull().defaultNow(),
    reviewedBy: text("reviewed_by"),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true, mode: "string" }),
    /** The one site it covers; null covers every site of the company (ADR 0270). */
    siteId: text("site_id").references(() => companySites.id, { onDelete: "cascade" }),
  },
  (t) => [
    index("tax_certificates_company").on(t.companyId, t.state, t.uploadedAt.desc().nullsFirst()),
    index("tax_certificates_pending")
      .on(t.uploadedAt)
      .where(sql`${t.status} = 'pending'`),
    check("tax_certificates_byte_size_check", sql`((byte_size >= 1) AND (byte_size <= 4194304))`),
    check(
      "tax_certificates_content_type_check",
      sql`(content_type = ANY (ARRAY['application/pdf'::text, 'image/png'::text, 'image/jpeg'::text]))`,
    ),
    check("tax_certificates_file_name_check", sql`((length(file_name) >= 1) AND (length(file_name) <= 200))`),
    check("tax_certificates_state_check", sql`((length(state) >= 1) AND (length(state) <= 100))`),
    check(
      "tax_certificates_status_check",
      sql`(status = ANY (ARRAY['pending'::text, 'verified'::text, 'rejected'::text]))`,
    ),
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
