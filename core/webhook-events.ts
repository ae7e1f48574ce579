/**
 * The events a webhook endpoint may receive. Each delivery's body is
 * `{ id, type, createdAt, data }`, signed as docs/webhooks.md says.
 */
export const WEBHOOK_EVENTS = {
  "order.placed": "Order placed",
  "order.status_changed":
    "Order status changed (processing, shipped with carrier and tracking, delivered, cancelled)",
  "shipment.created": "Shipment sent (each part of an order, with its lines, carrier and tracking)",
  "quote.priced": "Quote priced or revised",
  "quote.accepted": "Quote accepted",
  "invoice.issued": "Invoice issued",
  "invoice.paid": "Invoice paid (recorded by staff or paid online)",
  "company.approved": "Company approved",
} as const;

export type WebhookEvent = keyof typeof WEBHOOK_EVENTS;

export const WEBHOOK_EVENT_TYPES = Object.keys(WEBHOOK_EVENTS) as WebhookEvent[];

export const isWebhookEvent = (value: string): value is WebhookEvent => Object.hasOwn(WEBHOOK_EVENTS, value);

/** The request headers of a delivery. */
export const SIGNATURE_HEADER = "canopy-signature";
export const EVENT_HEADER = "canopy-event";
export const DELIVERY_HEADER = "canopy-delivery";
