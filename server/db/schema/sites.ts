import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import type { CertificateStatus, CertificateType } from "../../../core/tax-certificate.ts";
import { bytea, createdAt } from "./columns.ts";
import { companies, companyMembers } from "./companies.ts";
import { users } from "./identity.ts";
import { priceLists } from "./pricing.ts";

/**
 * A company's site (a greenhouse, a warehouse): its ship-to addresses, documents and certificates point
 * at it, and it may buy from its own price list (ADR 0270). A company without sites has none of this.
 */
export const companySites = pgTable(
  "company_sites",
  {
    id: text("id")
      .primaryKey()
      .default(sql`gen_random_uuid()::text`),
    companyId: text("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** The site's own price list; null buys from the company's. */
    priceListId: bigint("price_list_id", { mode: "number" }).references(() => priceLists.id, {
      onDelete: "set null",
    }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("company_sites_name").on(t.companyId, sql`lower(${t.name})`),
    index("company_sites_price_list").on(t.priceListId),
    check("company_sites_name_check", sql`((length(name) >= 1) AND (length(name) <= 80))`),
  ],
);

/** A member limited to some sites has a row per site; a member without rows works for every site. */
export const companyMemberSites = pgTable(
  "company_member_sites",
  {
    userId: text("user_id")
      .notNull()
      .references(() => companyMembers.userId, { onDelete: "cascade" }),
    siteId: text("site_id")
      .notNull()
      .references(() => companySites.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.siteId] }), index("company_member_sites_site").on(t.siteId)],
);

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
