import { eq } from "drizzle-orm";
import type { Db } from "../../server/db/client.ts";
import { invoices } from "../../server/db/schema/billing.ts";
import { salesDocumentLines, salesDocuments } from "../../server/db/schema/sales.ts";
import { shipmentLines, shipments } from "../../server/db/schema/shipments.ts";

/**
 * Writes an invoice for a whole document as one shipment holding all its lines (what the migration made of
 * the invoices issued before orders shipped in parts), for tests that need an invoice without shipping.
 */
export async function insertWholeOrderInvoice(
  db: Db,
  invoice: { number: string; documentId: number; companyId: string; issuedOn: string; dueOn: string },
) {
  const [document] = await db.select().from(salesDocuments).where(eq(salesDocuments.id, invoice.documentId));
  const [shipment] = await db
    .insert(shipments)
    .values({
      documentId: document.id,
      seq: 1,
      carrier: "UPS",
      trackingNumber: "1Z999AA10123456784",
      shippedOn: invoice.issuedOn,
      actor: "system",
    })
    .returning();
  const lines = await db
    .select()
    .from(salesDocumentLines)
    .where(eq(salesDocumentLines.documentId, document.id));
  if (lines.length > 0) {
    await db.insert(shipmentLines).values(
      lines.map((l) => ({
        shipmentId: shipment.id,
        documentId: document.id,
        lineNo: l.lineNo,
        quantity: l.quantity,
      })),
    );
  }
  const [row] = await db
    .insert(invoices)
    .values({
      ...invoice,
      shipmentId: shipment.id,
      subtotalCents: document.subtotalCents,
      shippingCents: document.shippingCents,
      taxCents: document.taxCents,
      totalCents: document.totalCents,
    })
    .returning();
  return row;
}
