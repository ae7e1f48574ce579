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
} from "drizzle-orm/pg-core";
import type { RepeatRunStatus } from "../../../core/repeat-orders.ts";
import { companies } from "./companies.ts";
import { users } from "./identity.ts";
import { orderLists } from "./shopping.ts";

/**
 * A shared order list ordered again every N weeks (ADR 0300). `next_run_on` is the run not yet settled;
 * the background job drafts it `notice_days` before and places or lapses it on the day.
 */
export const repeatSchedules = pgTable(
  "repeat_schedules",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    companyId: text("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    listId: bigint("list_id", { mode: "number" })
      .notNull()
      .references(() => orderLists.id, { onDelete: "cascade" }),
    buyerId: text("buyer_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    everyWeeks: integer("every_weeks").notNull(),
    noticeDays: integer("notice_days").notNull().default(3),
    autoPlace: boolean("auto_place").notNull().default(false),
    payOnAccount: boolean("pay_on_account").notNull().default(false),
    nextRunOn: date("next_run_on", { mode: "string" }).notNull(),
    stoppedAt: timestamp("stopped_at", { withTimezone: true, mode: "string" }),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "string" }).notNull().defaultNow(),
  },
  (t) => [
    index("repeat_schedules_due")
      .on(t.nextRunOn)
      .where(sql`stopped_at IS NULL`),
    index("repeat_schedules_company").on(t.companyId),
    check("repeat_schedules_every_weeks_check", sql`((every_weeks >= 1) AND (every_weeks <= 52))`),
    check("repeat_schedules_notice_days_check", sql`((notice_days >= 0) AND (notice_days <= 14))`),
  ],
);

/** One run of a schedule: one row per schedule and run date, so no instance drafts or places it twice. */
export const repeatRuns = pgTable(
  "repeat_runs",
  {
    scheduleId: bigint("schedule_id", { mode: "number" })
      .notNull()
      .references(() => repeatSchedules.id, { onDelete: "cascade" }),
    runOn: date("run_on", { mode: "string" }).notNull(),
    status: text("status").$type<RepeatRunStatus>().notNull(),
    orderNumber: text("order_number"),
    /** The skus of the list no longer sold, named in the mail and left out of the order. */
    leftOut: text("left_out").notNull().default(""),
    note: text("note").notNull().default(""),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "string" }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.scheduleId, t.runOn] })],
);
