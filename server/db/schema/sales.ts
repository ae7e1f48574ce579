import {
  bigint,
  bigserial,
  boolean,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";

/** Mirrors migrations/0020_sales.sql and 0030_money_bigint.sql (the SQL files are the source of truth for constraints and indexes). */
const createdAt = () =>
  timestamp("created_at", { withTimezone: true, mode: "string" }).notNull().defaultNow();

export const quotes = pgTable("quotes", {
  id: bigserial("id", { mode: "number" }).primaryKey(),
  quoteNumber: text("quote_number").notNull().unique(),
  idempotencyKey: text("idempotency_key").unique(),
  requestHash: text("request_hash").notNull(),
  source: text("source").$type<"quote" | "checkout">().notNull(),
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
  specialRequirements: text("special_requirements").notNull().default(""),
  itemCount: integer("item_count").notNull(),
  subtotalCents: bigint("subtotal_cents", { mode: "number" }).notNull(),
  createdAt: createdAt(),
});

export const quoteLines = pgTable(
  "quote_lines",
  {
    quoteId: bigint("quote_id", { mode: "number" })
      .notNull()
      .references(() => quotes.id, { onDelete: "cascade" }),
    lineNo: integer("line_no").notNull(),
    sku: text("sku").notNull(),
    name: text("name").notNull(),
    brand: text("brand").notNull(),
    image: text("image").notNull(),
    quantity: integer("quantity").notNull(),
    unitPriceCents: bigint("unit_price_cents", { mode: "number" }),
    available: boolean("available").notNull(),
  },
  (t) => [primaryKey({ columns: [t.quoteId, t.lineNo] })],
);

export const orders = pgTable("orders", {
  id: bigserial("id", { mode: "number" }).primaryKey(),
  orderNumber: text("order_number").notNull().unique(),
  accessTokenHash: text("access_token_hash").notNull(),
  idempotencyKey: text("idempotency_key").unique(),
  requestHash: text("request_hash").notNull(),
  status: text("status").$type<"pending" | "paid" | "canceled">().notNull().default("pending"),
  paymentStatus: text("payment_status")
    .$type<"awaiting" | "authorized" | "captured" | "failed">()
    .notNull()
    .default("awaiting"),
  email: text("email").notNull(),
  phone: text("phone").notNull(),
  firstName: text("first_name").notNull(),
  lastName: text("last_name").notNull(),
  address: text("address").notNull(),
  apartment: text("apartment").notNull().default(""),
  city: text("city").notNull(),
  state: text("state").notNull(),
  zipCode: text("zip_code").notNull(),
  country: text("country").notNull(),
  cardBrand: text("card_brand").notNull(),
  cardLast4: text("card_last4").notNull(),
  subtotalCents: bigint("subtotal_cents", { mode: "number" }).notNull(),
  shippingCents: bigint("shipping_cents", { mode: "number" }).notNull(),
  taxCents: bigint("tax_cents", { mode: "number" }).notNull(),
  totalCents: bigint("total_cents", { mode: "number" }).notNull(),
  createdAt: createdAt(),
});

export const orderLines = pgTable(
  "order_lines",
  {
    orderId: bigint("order_id", { mode: "number" })
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    lineNo: integer("line_no").notNull(),
    sku: text("sku").notNull(),
    name: text("name").notNull(),
    brand: text("brand").notNull(),
    image: text("image").notNull(),
    quantity: integer("quantity").notNull(),
    unitPriceCents: bigint("unit_price_cents", { mode: "number" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.lineNo] })],
);

export const formSubmissions = pgTable("form_submissions", {
  id: bigserial("id", { mode: "number" }).primaryKey(),
  kind: text("kind").$type<"contact" | "rebate">().notNull(),
  email: text("email").notNull(),
  payload: jsonb("payload").$type<Record<string, unknown>>().notNull(),
  createdAt: createdAt(),
});

export const newsletterSubscribers = pgTable("newsletter_subscribers", {
  email: text("email").primaryKey(),
  token: text("token").notNull().unique("newsletter_subscribers_token"),
  confirmedAt: timestamp("confirmed_at", { withTimezone: true, mode: "string" }),
  unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true, mode: "string" }),
  createdAt: createdAt(),
});

export const outboxEmails = pgTable("outbox_emails", {
  id: bigserial("id", { mode: "number" }).primaryKey(),
  template: text("template").notNull(),
  toAddress: text("to_address").notNull(),
  subject: text("subject").notNull(),
  html: text("html").notNull(),
  textBody: text("text_body").notNull(),
  refType: text("ref_type").notNull(),
  refId: text("ref_id").notNull(),
  status: text("status").$type<"pending" | "sent" | "failed">().notNull().default("pending"),
  attempts: integer("attempts").notNull().default(0),
  nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true, mode: "string" }).notNull().defaultNow(),
  lockedUntil: timestamp("locked_until", { withTimezone: true, mode: "string" }),
  loggedAt: timestamp("logged_at", { withTimezone: true, mode: "string" }),
  lastError: text("last_error"),
  sentAt: timestamp("sent_at", { withTimezone: true, mode: "string" }),
  replyTo: text("reply_to"),
  listUnsubscribe: text("list_unsubscribe"),
  messageKey: uuid("message_key").notNull().defaultRandom(),
  createdAt: createdAt(),
});

export const rateLimitCounters = pgTable("rate_limit_counters", {
  key: text("key").primaryKey(),
  hits: integer("hits").notNull(),
  windowEndsAt: timestamp("window_ends_at", { withTimezone: true, mode: "string" }).notNull(),
});
