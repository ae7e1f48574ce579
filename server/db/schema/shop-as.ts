import { sql } from "drizzle-orm";
import { bigserial, index, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { companies } from "./companies.ts";
import { sessions, users } from "./identity.ts";

/**
 * A staff member shopping as a buyer (ADR 0220). It belongs to the staff member's own session (signing
 * out ends it), and its end is fixed when it starts: nothing the browser sends moves it. One open row
 * per staff session.
 */
export const shopAsSessions = pgTable(
  "shop_as_sessions",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    staffSessionId: text("staff_session_id")
      .notNull()
      .references(() => sessions.id, { onDelete: "cascade" }),
    staffUserId: text("staff_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    buyerUserId: text("buyer_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    companyId: text("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    startedAt: timestamp("started_at", { withTimezone: true, mode: "string" }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true, mode: "string" }).notNull(),
    endedAt: timestamp("ended_at", { withTimezone: true, mode: "string" }),
  },
  (t) => [
    uniqueIndex("shop_as_sessions_open")
      .on(t.staffSessionId)
      .where(sql`ended_at IS NULL`),
    index("shop_as_sessions_buyer").on(t.buyerUserId),
  ],
);
