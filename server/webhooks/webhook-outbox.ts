import { randomUUID } from "node:crypto";
import { sql, type Db } from "../db/client.ts";
import type { WebhookEvent } from "../../core/webhook-events.ts";

export interface WebhookEventInput {
  event: WebhookEvent;
  /** The document it is about: one document's events reach each endpoint in the order they happened. */
  refType: string;
  refId: string;
  data: Record<string, unknown>;
}

/** invoice.paid, after the invoice is marked paid (staff recording it, or an online payment captured). */
export function invoicePaid(
  tx: Db,
  invoice: { number: string; companyId: string; paidReference: string },
  orderNumber: string,
) {
  return enqueueWebhook(tx, {
    event: "invoice.paid",
    refType: "order",
    refId: orderNumber,
    data: {
      number: invoice.number,
      orderNumber,
      companyId: invoice.companyId,
      reference: invoice.paidReference,
    },
  });
}

/**
 * Adds one delivery of the event for every active endpoint that receives it; call inside the
 * transaction that writes what the event says, so it is sent exactly when that commits. One statement,
 * nothing written when no endpoint listens.
 */
export async function enqueueWebhook(tx: Db, input: WebhookEventInput): Promise<void> {
  const eventId = randomUUID();
  const payload = {
    id: eventId,
    type: input.event,
    createdAt: new Date().toISOString(),
    data: input.data,
  };
  await tx.execute(
    sql`insert into webhook_deliveries (endpoint_id, event_id, event, ref_type, ref_id, payload)
        select e.id, ${eventId}::uuid, ${input.event}, ${input.refType}, ${input.refId}, ${JSON.stringify(payload)}::jsonb
        from webhook_endpoints e
        where e.status = 'active' and ${input.event} = any(e.events)`,
  );
}
