import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { createdAt } from "./columns.ts";

/** Endpoints staff registered to receive the shop's events (server/webhooks/, docs/decisions/0171). */
export const webhookEndpoints = pgTable(
  "webhook_endpoints",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    url: text("url").notNull(),
    description: text("description").notNull().default(""),
    /** The event types it receives (core/webhook-events.ts). */
    events: text("events").array().notNull(),
    /** Signs every delivery (HMAC-SHA256); kept to sign, so not hashed. */
    secret: text("secret").notNull(),
    /** The secret before the last roll, also signing until `previousSecretUntil`. */
    previousSecret: text("previous_secret"),
    previousSecretUntil: timestamp("previous_secret_until", { withTimezone: true, mode: "string" }),
    status: text("status").$type<"active" | "paused">().notNull().default("active"),
    /** The first failed attempt since the last success; 24 hours of failures pause the endpoint. */
    failingSince: timestamp("failing_since", { withTimezone: true, mode: "string" }),
    pausedAt: timestamp("paused_at", { withTimezone: true, mode: "string" }),
    createdBy: text("created_by").notNull(),
    createdAt: createdAt(),
  },
  () => [
    check("webhook_endpoints_status_check", sql`(status = ANY (ARRAY['active'::text, 'paused'::text]))`),
  ],
);

/** One event for one endpoint: sent by the webhook worker with retries, kept as the endpoint's log. */
export const webhookDeliveries = pgTable(
  "webhook_deliveries",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    endpointId: bigint("endpoint_id", { mode: "number" })
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: "cascade" }),
    /** The event's id, the same in every endpoint's delivery of it (the receiver's deduplication key). */
    eventId: uuid("event_id").notNull(),
    event: text("event").notNull(),
    /** The document it is about ('order', 'O-…'): deliveries of one document go out in order. */
    refType: text("ref_type").notNull(),
    refId: text("ref_id").notNull(),
    payload: jsonb("payload").notNull(),
    status: text("status").$type<"pending" | "delivered" | "failed">().notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true, mode: "string" })
      .notNull()
      .defaultNow(),
    lockedUntil: timestamp("locked_until", { withTimezone: true, mode: "string" }),
    lastStatusCode: integer("last_status_code"),
    lastError: text("last_error"),
    deliveredAt: timestamp("delivered_at", { withTimezone: true, mode: "string" }),
    createdAt: createdAt(),
  },
  () => [
    check(
      "webhook_deliveries_status_check",
      sql`(status = ANY (ARRAY['pending'::text, 'delivered'::text, 'failed'::text]))`,
    ),
    index("webhook_deliveries_due")
      .using("btree", sql`next_attempt_at`)
      .where(sql`(status = 'pending'::text)`),
    index("webhook_deliveries_document")
      .using("btree", sql`endpoint_id, ref_type, ref_id, id`)
      .where(sql`(status = 'pending'::text)`),
    index("webhook_deliveries_log").using("btree", sql`endpoint_id, id DESC`),
  ],
);
