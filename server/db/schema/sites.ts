import { sql } from "drizzle-orm";
import { bigint, check, index, pgTable, primaryKey, text, uniqueIndex } from "drizzle-orm/pg-core";
import { companies, companyMembers } from "./accounts.ts";
import { createdAt } from "./columns.ts";
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
