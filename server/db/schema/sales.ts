import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
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
  unique,
} from "drizzle-orm/pg-core";
import type { DocumentKind, DocumentStatus } from "../../../core/document-status.ts";
import type { PaymentMethod } from "../../../core/payment-terms.ts";
import type { PaymentStatus } from "../../../core/payment-status.ts";
import { companies } from "./companies.ts";
import { users } from "./identity.ts";
import { createdAt } from "./columns.ts";
import { companySites } from "./sites.ts";

/** Mirrors migrations/0020_sales.sql, 0030_money_bigint.sql, 0041_sales_documents.sql, 0065_fulfilment_and_negotiation.sql, 0092_company_documents.sql, 0096_account_checkout.sql and 0120_payments.sql (the SQL files are the source of truth for check constraints). */
export const salesDocuments = pgTable(
  "sales_documents",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    kind: text("kind").$type<DocumentKind>().notNull(),
    number: text("number").notNull(),
    status: text("status").$type<DocumentStatus>().notNull(),
    sourceDocumentId: bigint("source_document_id", { mode: "number" }).references(
      (): AnyPgColumn => salesDocuments.id,
    ),
    idempotencyKey: text("idempotency_key"),
    requestHash: text("request_hash").notNull(),
    submittedFrom: text("submitted_from").$type<"quote" | "checkout">().notNull(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    companyName: text("company_name").notNull().default(""),
    streetAddress: text("street_address").notNull(),
    apartment: text("apartment").notNull().default(""),
    city: text("city").notNull(),
    state: text("state").notNull(),
    zipCode: text("zip_code").notNull(),
    country: text("country").notNull(),
    notes: text("notes").notNull().default(""),
    paymentStatus: text("payment_status").$type<PaymentStatus>(),
    cardBrand: text("card_brand"),
    cardLast4: text("card_last4"),
    itemCount: integer("item_count").notNull(),
    subtotalCents: bigint("subtotal_cents", { mode: "number" }).notNull(),
    shippingCents: bigint("shipping_cents", { mode: "number" }).notNull().default(0),
    taxCents: bigint("tax_cents", { mode: "number" }).notNull().default(0),
    totalCents: bigint("total_cents", { mode: "number" }).notNull(),
    createdAt: createdAt(),
    /** A shipped order's carrier and its tracking number (ADR 0088). */
    carrier: text("carrier"),
    trackingNumber: text("tracking_number"),
    estimatedDelivery: date("estimated_delivery", { mode: "string" }),
    /** When a priced quote stops being acceptable, and the note sales sent with it (ADR 0089). */
    expiresAt: timestamp("expires_at", { withTimezone: true, mode: "string" }),
    salesNote: text("sales_note").notNull().default(""),
    /** The signed-in buyer's company and the buyer who placed it; null for a guest's document (ADR 0092). */
    companyId: text("company_id").references(() => companies.id, { onDelete: "restrict" }),
    placedBy: text("placed_by").references(() => users.id, { onDelete: "set null" }),
    poNumber: text("po_number").notNull().default(""),
    jobName: text("job_name").notNull().default(""),
    /** Online (card or bank, through the provider), on account (net 30), or by a payment link (0096, 0120). */
    paymentMethod: text("payment_method").$type<PaymentMethod>().notNull().default("card"),
    /** When the buyer last tried to accept this quote and the company's credit left did not cover it. */
    creditRefusedAt: timestamp("credit_refused_at", { withTimezone: true, mode: "string" }),
    /** "Placed by {staff} for {buyer}" when staff placed it shopping as the buyer (ADR 0220); its later mails say so. */
    placedOnBehalf: text("placed_on_behalf"),
    /** The company's site it was placed for; null for a company without sites and a guest (ADR 0270). */
    siteId: text("site_id").references(() => companySites.id, { onDelete: "restrict" }),
  },
  (t) => [
    unique("sales_documents_number_key").on(t.number),
    index("sales_documents_tracking")
      .on(sql`(upper(regexp_replace(${t.trackingNumber}, '[\\s-]+', '', 'g')))`)
      .where(sql`${t.trackingNumber} is not null`),
    index("sales_documents_kind_status").on(t.kind, t.status, t.createdAt.desc().nullsFirst()),
    index("sales_documents_kind_created").on(t.kind, t.createdAt.desc().nullsFirst()),
    unique("sales_documents_idempotency_key").on(t.kind, t.idempotencyKey),
    index("sales_documents_company")
      .on(t.companyId, t.kind, t.createdAt.desc().nullsFirst())
      .where(sql`${t.companyId} is not null`),
    index("sales_documents_on_account")
      .on(t.companyId)
      .where(sql`${t.paymentMethod} = 'account' and ${t.companyId} is not null`),
    // A member's orders this month, for their monthly budget (ADR 0180).
    index("sales_documents_placed_by")
      .on(t.placedBy, t.createdAt)
      .where(sql`${t.kind} = 'order' and ${t.placedBy} is not null`),
    index("sales_documents_credit_refused")
      .on(t.creditRefusedAt)
      .where(sql`${t.creditRefusedAt} is not null`),
    index("sales_documents_source")
      .on(t.sourceDocumentId)
      .where(sql`${t.sourceDocumentId} is not null`),
    check("sales_documents_card_last4_check", sql`(card_last4 ~ '^[0-9]{4}$'::text)`),
    check("sales_documents_job_name_check", sql`(length(job_name) <= 120)`),
    check("sales_documents_kind_check", sql`(kind = ANY (ARRAY['quote'::text, 'order'::text]))`),
    check("sales_documents_po_number_check", sql`(length(po_number) <= 60)`),
    check(
      "sales_documents_shipment",
      sql`((kind <> 'order'::text) OR (status <> ALL (ARRAY['partly_shipped'::text, 'shipped'::text, 'in_transit'::text, 'out_for_delivery'::text, 'exception'::text, 'delivered'::text])) OR ((carrier IS NOT NULL) AND (tracking_number IS NOT NULL)))`,
    ),
    check(
      "sales_documents_status",
      sql`(((kind = 'quote'::text) AND (status = ANY (ARRAY['pending'::text, 'priced'::text, 'revised'::text, 'accepted'::text, 'declined'::text, 'expired'::text, 'canceled'::text, 'converted'::text]))) OR ((kind = 'order'::text) AND (status = ANY (ARRAY['awaiting_approval'::text, 'rejected'::text, 'held_for_rebate'::text, 'pending'::text, 'paid'::text, 'processing'::text, 'partly_shipped'::text, 'shipped'::text, 'in_transit'::text, 'out_for_delivery'::text, 'exception'::text, 'delivered'::text, 'canceled'::text]))))`,
    ),
    check(
      "sales_documents_submitted_from_check",
      sql`(submitted_from = ANY (ARRAY['quote'::text, 'checkout'::text]))`,
    ),
    check("sales_documents_order_payment", sql`((kind <> 'order'::text) OR (payment_status IS NOT NULL))`),
    check(
      "sales_documents_payment_method_check",
      sql`(payment_method = ANY (ARRAY['card'::text, 'account'::text, 'link'::text]))`,
    ),
    check(
      "sales_documents_payment_status_check",
      sql`(payment_status = ANY (ARRAY['awaiting'::text, 'processing'::text, 'authorized'::text, 'captured'::text, 'failed'::text, 'canceled'::text, 'partially_refunded'::text, 'refunded'::text]))`,
    ),
  ],
);

export const salesDocumentLines = pgTable(
  "sales_document_lines",
  {
    documentId: bigint("document_id", { mode: "number" })
      .notNull()
      .references(() => salesDocuments.id, { onDelete: "cascade" }),
    lineNo: integer("line_no").notNull(),
    sku: text("sku").notNull(),
    name: text("name").notNull(),
    brand: text("brand").notNull(),
    image: text("image").notNull(),
    quantity: integer("quantity").notNull(),
    unitPriceCents: bigint("unit_price_cents", { mode: "number" }),
    available: boolean("available").notNull().default(true),
    lineTotalCents: bigint("line_total_cents", { mode: "number" }).generatedAlwaysAs(
      sql`unit_price_cents * quantity`,
    ),
  },
  (t) => [
    primaryKey({ columns: [t.documentId, t.lineNo] }),
    check("sales_document_lines_quantity_check", sql`(quantity > 0)`),
  ],
);

export const salesDocumentEvents = pgTable(
  "sales_document_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    documentId: bigint("document_id", { mode: "number" })
      .notNull()
      .references(() => salesDocuments.id, { onDelete: "cascade" }),
    fromStatus: text("from_status").$type<DocumentStatus>(),
    toStatus: text("to_status").$type<DocumentStatus>().notNull(),
    actor: text("actor").notNull(),
    reason: text("reason").notNull().default(""),
    at: timestamp("at", { withTimezone: true, mode: "string" }).notNull().defaultNow(),
  },
  (t) => [index("sales_document_events_document").on(t.documentId, t.id)],
);
