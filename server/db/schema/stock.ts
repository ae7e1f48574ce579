import { sql } from "drizzle-orm";
import { boolean, check, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import type { Provider } from "../../../core/providers.ts";

/**
 * What staff set of the stock policy (ADR 0280): the "N+" threshold, in one row. Absent, the
 * configuration's value holds. Its `updated_at` is the policy's revision: every save writes it, and the
 * rendered-page cache and the other instances follow it.
 */
export const stockSettings = pgTable(
  "stock_settings",
  {
    id: boolean("id").primaryKey().default(true),
    shownUpTo: integer("shown_up_to").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "string" }).notNull().defaultNow(),
    updatedBy: text("updated_by").notNull(),
  },
  () => [
    check("stock_settings_single_row", sql`id`),
    check("stock_settings_shown_up_to_check", sql`((shown_up_to >= 1) AND (shown_up_to <= 10000))`),
  ],
);

/** Each supplier's lead time in business days as staff set it (ADR 0280); absent, the configuration's. */
export const supplierLeadTimes = pgTable(
  "supplier_lead_times",
  {
    provider: text("provider").$type<Provider>().primaryKey(),
    minDays: integer("min_days").notNull(),
    maxDays: integer("max_days").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "string" }).notNull().defaultNow(),
    updatedBy: text("updated_by").notNull(),
  },
  () => [
    check(
      "supplier_lead_times_provider_check",
      sql`(provider = ANY (ARRAY['iluminar'::text, 'spd'::text, 'hydrofarm'::text]))`,
    ),
    check(
      "supplier_lead_times_days_check",
      sql`((min_days >= 1) AND (max_days >= min_days) AND (max_days <= 90))`,
    ),
  ],
);
