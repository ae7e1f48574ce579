import type { Db } from "../db/client.ts";
import type { salesDocumentLines, salesDocuments } from "../db/schema/sales.ts";
import { enqueueWebhook } from "./webhook-outbox.ts";

type DocumentRow = typeof salesDocuments.$inferSelect;
type LineRow = typeof salesDocumentLines.$inferSelect;

/** What a webhook says of a quote or order: its number, state, money and shipment; never a token. */
export function documentData(d: DocumentRow, lines?: readonly LineRow[]) {
  return {
    kind: d.kind,
    number: d.number,
    status: d.status,
    companyId: d.companyId,
    poNumber: d.poNumber,
    jobName: d.jobName,
    email: d.email,
    itemCount: d.itemCount,
    subtotalCents: d.subtotalCents,
    shippingCents: d.shippingCents,
    taxCents: d.taxCents,
    totalCents: d.totalCents,
    carrier: d.carrier,
    trackingNumber: d.trackingNumber,
    estimatedDelivery: d.estimatedDelivery,
    createdAt: d.createdAt,
    ...(lines
      ? {
          lines: lines.map((l) => ({
            sku: l.sku,
            name: l.name,
            quantity: l.quantity,
            unitPriceCents: l.unitPriceCents,
          })),
        }
      : {}),
  };
}

/** A new order (placed, or converted from an accepted quote): order.placed. Quotes requested send none. */
export async function documentCreated(tx: Db, d: DocumentRow, lines: readonly LineRow[]): Promise<void> {
  if (d.kind !== "order") return;
  await enqueueWebhook(tx, {
    event: "order.placed",
    refType: "order",
    refId: d.number,
    data: documentData(d, lines),
  });
}

/** A status change: order.status_changed for orders; quote.priced and quote.accepted for quotes. */
export async function documentStatusChanged(
  tx: Db,
  d: DocumentRow,
  from: string,
  reason: string,
): Promise<void> {
  const event =
    d.kind === "order"
      ? "order.status_changed"
      : d.status === "priced" || d.status === "revised"
        ? "quote.priced"
        : d.status === "accepted"
          ? "quote.accepted"
          : null;
  if (!event) return;
  await enqueueWebhook(tx, {
    event,
    refType: d.kind,
    refId: d.number,
    data: { ...documentData(d), previousStatus: from, reason },
  });
}
