import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { LineToShip, ShipmentQuantity, ShipmentView } from "../../core/shipment-plan.ts";
import type { Db } from "../db/client.ts";
import { invoices } from "../db/schema/billing.ts";
import { salesDocumentLines } from "../db/schema/sales.ts";
import { shipmentLines, shipments } from "../db/schema/shipments.ts";

/** An order's lines with what its shipments took of each so far (read under the order's row lock). */
export async function linesToShip(tx: Db, documentId: number) {
  // Named in full: a subquery in a select list would read the bare column names as its own table's.
  const shippedOf = sql<string>`(select coalesce(sum(taken.quantity), 0) from shipment_lines taken where taken.document_id = "sales_document_lines"."document_id" and taken.line_no = "sales_document_lines"."line_no")`;
  const rows = await tx
    .select({ line: salesDocumentLines, shipped: shippedOf })
    .from(salesDocumentLines)
    .where(eq(salesDocumentLines.documentId, documentId))
    .orderBy(asc(salesDocumentLines.lineNo));
  return rows.map(({ line, shipped }) => ({
    ...line,
    ordered: line.quantity,
    shipped: Number(shipped),
  })) satisfies LineToShip[];
}

/** Writes one shipment of an order with its lines; `seq` is the next number within the order. */
export async function recordShipment(
  tx: Db,
  documentId: number,
  fields: {
    carrier: string;
    trackingNumber: string;
    shippedOn: string;
    estimatedDelivery: string | null;
    actor: string;
  },
  lines: readonly ShipmentQuantity[],
) {
  const [{ next }] = await tx
    .select({ next: sql<string>`coalesce(max(${shipments.seq}), 0) + 1` })
    .from(shipments)
    .where(eq(shipments.documentId, documentId));
  const [shipment] = await tx
    .insert(shipments)
    .values({ documentId, seq: Number(next), ...fields })
    .returning();
  await tx
    .insert(shipmentLines)
    .values(
      lines.map((l) => ({ shipmentId: shipment.id, documentId, lineNo: l.lineNo, quantity: l.quantity })),
    );
  return shipment;
}

/** An order's shipments, first first, each with its lines and invoice. */
export async function shipmentsOf(db: Db, documentId: number): Promise<ShipmentView[]> {
  const rows = await db
    .select({ shipment: shipments, invoiceNumber: invoices.number, invoiceTotalCents: invoices.totalCents })
    .from(shipments)
    .leftJoin(invoices, eq(invoices.shipmentId, shipments.id))
    .where(eq(shipments.documentId, documentId))
    .orderBy(asc(shipments.seq));
  if (rows.length === 0) return [];
  const lines = await db
    .select({
      shipmentId: shipmentLines.shipmentId,
      lineNo: shipmentLines.lineNo,
      quantity: shipmentLines.quantity,
      sku: salesDocumentLines.sku,
      name: salesDocumentLines.name,
    })
    .from(shipmentLines)
    .innerJoin(
      salesDocumentLines,
      and(
        eq(salesDocumentLines.documentId, shipmentLines.documentId),
        eq(salesDocumentLines.lineNo, shipmentLines.lineNo),
      ),
    )
    .where(
      inArray(
        shipmentLines.shipmentId,
        rows.map((r) => r.shipment.id),
      ),
    )
    .orderBy(asc(shipmentLines.lineNo));
  return rows.map(({ shipment: s, invoiceNumber, invoiceTotalCents }) => ({
    seq: s.seq,
    shippedOn: s.shippedOn,
    carrier: s.carrier,
    trackingNumber: s.trackingNumber,
    estimatedDelivery: s.estimatedDelivery,
    lines: lines
      .filter((l) => l.shipmentId === s.id)
      .map(({ lineNo, sku, name, quantity }) => ({ lineNo, sku, name, quantity })),
    invoiceNumber,
    invoiceTotalCents,
  }));
}
