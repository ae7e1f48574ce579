import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  check,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  unique,
} from "drizzle-orm/pg-core";
import { createdAt } from "./columns.ts";
import { salesDocumentLines, salesDocuments } from "./sales.ts";

/**
 * One box (or pallet) of an order that left the warehouse (migration 0350, ADR 0350): its carrier and
 * tracking number, the day it shipped and, in `shipment_lines`, how much of each order line it holds. An
 * order ships in one or more of them; an order on account gets one invoice per shipment.
 */
export const shipments = pgTable(
  "shipments",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    documentId: bigint("document_id", { mode: "number" })
      .notNull()
      .references(() => salesDocuments.id, { onDelete: "restrict" }),
    /** 1, 2, … within the order: "Shipment 2 of ORD-…". */
    seq: integer("seq").notNull(),
    carrier: text("carrier").notNull(),
    trackingNumber: text("tracking_number").notNull(),
    shippedOn: date("shipped_on", { mode: "string" }).notNull(),
    estimatedDelivery: date("estimated_delivery", { mode: "string" }),
    /** Who recorded it: "staff:{id}" or "system" (the history's actor). */
    actor: text("actor").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique("shipments_document_seq").on(t.documentId, t.seq),
    index("shipments_tracking").on(sql`(upper(regexp_replace(${t.trackingNumber}, '[\\s-]+', '', 'g')))`),
    check("shipments_seq_check", sql`(seq > 0)`),
  ],
);

/** How many of one order line a shipment holds. */
export const shipmentLines = pgTable(
  "shipment_lines",
  {
    shipmentId: bigint("shipment_id", { mode: "number" })
      .notNull()
      .references(() => shipments.id, { onDelete: "cascade" }),
    documentId: bigint("document_id", { mode: "number" }).notNull(),
    lineNo: integer("line_no").notNull(),
    quantity: integer("quantity").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.shipmentId, t.lineNo] }),
    foreignKey({
      columns: [t.documentId, t.lineNo],
      foreignColumns: [salesDocumentLines.documentId, salesDocumentLines.lineNo],
      name: "shipment_lines_line_fkey",
    }).onDelete("restrict"),
    index("shipment_lines_line").on(t.documentId, t.lineNo),
    check("shipment_lines_quantity_check", sql`(quantity > 0)`),
  ],
);
