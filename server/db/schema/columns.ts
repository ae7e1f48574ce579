import { customType, timestamp } from "drizzle-orm/pg-core";

/** The `created_at timestamptz not null default now()` column of the sales, form and mail tables, read as an ISO string. */
export const createdAt = () =>
  timestamp("created_at", { withTimezone: true, mode: "string" }).notNull().defaultNow();

/** A `bytea` column, read and written as bytes (a certificate's file, a mail's attachment). */
export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => "bytea" });
