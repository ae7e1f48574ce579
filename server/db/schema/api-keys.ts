import { sql } from "drizzle-orm";
import { bigserial, index, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt } from "./columns.ts";
import { companies } from "./companies.ts";
import { users } from "./identity.ts";

/** Keys a company admin made for the company's own software (server/api-keys/, docs/decisions/0172). */
export const apiKeys = pgTable(
  "api_keys",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    companyId: text("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    /** The admin who made it: the key acts as this member of the company while the membership lasts. */
    createdBy: text("created_by")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** The key's first characters, shown in lists so a key can be told apart; never enough to use. */
    prefix: text("prefix").notNull(),
    /** SHA-256 (hex) of the whole key: the key is shown once and never stored. */
    keyHash: text("key_hash").notNull().unique(),
    scopes: text("scopes").array().notNull(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true, mode: "string" }),
    revokedAt: timestamp("revoked_at", { withTimezone: true, mode: "string" }),
    createdAt: createdAt(),
  },
  () => [index("api_keys_company").using("btree", sql`company_id, id`)],
);
