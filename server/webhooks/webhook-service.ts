import { and, desc, eq, isNotNull } from "drizzle-orm";
import { sql, type Db } from "../db/client.ts";
import { users } from "../db/schema/identity.ts";
import { webhookDeliveries, webhookEndpoints } from "../db/schema/webhooks.ts";
import { audit, type AuditActor } from "../audit/audit-log.ts";
import { enqueueEmails } from "../email/outbox.ts";
import type { EmailService } from "../email/email-service.ts";
import { NotFoundError, ValidationError } from "../errors.ts";
import { isWebhookEvent, type WebhookEvent } from "../../core/webhook-events.ts";
import { newWebhookSecret } from "./signing.ts";
import { checkWebhookUrl, UnsafeWebhookUrlError } from "./url-safety.ts";
import type { PausedNotice } from "./webhook-worker.ts";

/** After a roll the old secret still signs for this long, beside the new one. */
export const PREVIOUS_SECRET_HOURS = 24;

/** How many deliveries an endpoint's page lists, newest first. */
export const DELIVERY_LOG_SIZE = 50;

export interface WebhookEndpointView {
  id: number;
  url: string;
  description: string;
  events: WebhookEvent[];
  status: "active" | "paused";
  failingSince: string | null;
  pausedAt: string | null;
  previousSecretUntil: string | null;
  createdBy: string;
  createdAt: string;
}

export interface WebhookDeliveryView {
  id: number;
  event: string;
  refId: string;
  status: "pending" | "delivered" | "failed";
  attempts: number;
  lastStatusCode: number | null;
  lastError: string | null;
  nextAttemptAt: string;
  deliveredAt: string | null;
  createdAt: string;
}

export interface RegisterEndpoint {
  url: string;
  description: string;
  events: string[];
}

const endpointColumns = {
  id: webhookEndpoints.id,
  url: webhookEndpoints.url,
  description: webhookEndpoints.description,
  events: webhookEndpoints.events,
  status: webhookEndpoints.status,
  failingSince: webhookEndpoints.failingSince,
  pausedAt: webhookEndpoints.pausedAt,
  previousSecretUntil: webhookEndpoints.previousSecretUntil,
  createdBy: webhookEndpoints.createdBy,
  createdAt: webhookEndpoints.createdAt,
};

const toView = (row: Omit<WebhookEndpointView, "events"> & { events: string[] }): WebhookEndpointView => ({
  ...row,
  events: row.events.filter(isWebhookEvent),
});

/** Staff's webhook endpoints (admins): register, roll the secret, pause, resume, remove, read and resend deliveries. */
export function createWebhookService(db: Db, options: { allowPrivate: boolean }) {
  async function endpoint(id: number) {
    const [row] = await db.select(endpointColumns).from(webhookEndpoints).where(eq(webhookEndpoints.id, id));
    if (!row) throw new NotFoundError("No such webhook endpoint.");
    return toView(row);
  }

  async function validUrl(url: string): Promise<string> {
    try {
      return await checkWebhookUrl(url, options.allowPrivate);
    } catch (error) {
      if (error instanceof UnsafeWebhookUrlError)
        throw new ValidationError(error.message, { url: error.message });
      throw error;
    }
  }

  return {
    async list(): Promise<WebhookEndpointView[]> {
      const rows = await db.select(endpointColumns).from(webhookEndpoints).orderBy(webhookEndpoints.id);
      return rows.map(toView);
    },

    endpoint,

    /** The endpoint's latest deliveries, newest first. */
    async deliveries(id: number): Promise<WebhookDeliveryView[]> {
      await endpoint(id);
      return db
        .select({
          id: webhookDeliveries.id,
          event: webhookDeliveries.event,
          refId: webhookDeliveries.refId,
          status: webhookDeliveries.status,
          attempts: webhookDeliveries.attempts,
          lastStatusCode: webhookDeliveries.lastStatusCode,
          lastError: webhookDeliveries.lastError,
          nextAttemptAt: webhookDeliveries.nextAttemptAt,
          deliveredAt: webhookDeliveries.deliveredAt,
          createdAt: webhookDeliveries.createdAt,
        })
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.endpointId, id))
        .orderBy(desc(webhookDeliveries.id))
        .limit(DELIVERY_LOG_SIZE);
    },

    /** Registers an endpoint; the answer carries its signing secret, shown to staff this once. */
    async register(actor: AuditActor, input: RegisterEndpoint): Promise<{ id: number; secret: string }> {
      const url = await validUrl(input.url);
      const events = [...new Set(input.events)];
      if (events.length === 0 || !events.every(isWebhookEvent)) {
        throw new ValidationError("Choose at least one event.", { events: "Choose at least one event." });
      }
      const secret = newWebhookSecret();
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(webhookEndpoints)
          .values({ url, description: input.description.trim(), events, secret, createdBy: actor.email })
          .returning({ id: webhookEndpoints.id });
        await audit.record(tx, {
          actor,
          action: "webhook.register",
          subject: { type: "webhook", id: String(row.id) },
          after: { url, events },
        });
        return { id: row.id, secret };
      });
    },

    /** A new secret, shown once; the old one keeps signing beside it for PREVIOUS_SECRET_HOURS. */
    async rollSecret(actor: AuditActor, id: number): Promise<{ secret: string }> {
      await endpoint(id);
      const secret = newWebhookSecret();
      await db.transaction(async (tx) => {
        await tx.execute(
          sql`update webhook_endpoints
              set previous_secret = secret, secret = ${secret},
                previous_secret_until = now() + ${PREVIOUS_SECRET_HOURS} * interval '1 hour'
              where id = ${id}`,
        );
        await audit.record(tx, {
          actor,
          action: "webhook.roll_secret",
          subject: { type: "webhook", id: String(id) },
        });
      });
      return { secret };
    },

    /** Pauses or resumes; a resumed endpoint starts afresh (its failures forgotten, its pending deliveries due). */
    async setStatus(actor: AuditActor, id: number, status: "active" | "paused"): Promise<void> {
      const before = await endpoint(id);
      await db.transaction(async (tx) => {
        await tx
          .update(webhookEndpoints)
          .set(
            status === "active"
              ? { status, failingSince: null, pausedAt: null }
              : { status, pausedAt: sql`now()` as unknown as string },
          )
          .where(eq(webhookEndpoints.id, id));
        if (status === "active") {
          await tx.execute(
            sql`update webhook_deliveries set next_attempt_at = now() where endpoint_id = ${id} and status = 'pending'`,
          );
        }
        await audit.record(tx, {
          actor,
          action: status === "active" ? "webhook.resume" : "webhook.pause",
          subject: { type: "webhook", id: String(id) },
          before: { status: before.status },
          after: { status },
        });
      });
    },

    async remove(actor: AuditActor, id: number): Promise<void> {
      const before = await endpoint(id);
      await db.transaction(async (tx) => {
        await tx.delete(webhookEndpoints).where(eq(webhookEndpoints.id, id));
        await audit.record(tx, {
          actor,
          action: "webhook.remove",
          subject: { type: "webhook", id: String(id) },
          before: { url: before.url, events: before.events },
        });
      });
    },

    /** Sends a delivery again, now: pending with its attempts kept (a delivered one is sent once more). */
    async resend(actor: AuditActor, endpointId: number, deliveryId: number): Promise<void> {
      await db.transaction(async (tx) => {
        const [row] = await tx
          .update(webhookDeliveries)
          .set({ status: "pending", nextAttemptAt: sql`now()` as unknown as string, lockedUntil: null })
          .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.endpointId, endpointId)))
          .returning({ id: webhookDeliveries.id });
        if (!row) throw new NotFoundError("No such delivery.");
        await audit.record(tx, {
          actor,
          action: "webhook.resend",
          subject: { type: "webhook", id: String(endpointId) },
          after: { delivery: deliveryId },
        });
      });
    },
  };
}

export type WebhookService = ReturnType<typeof createWebhookService>;

/** Tells every admin that an endpoint was paused after failing for a day (a mail, in the pausing transaction). */
export function pausedEndpointMail(emails: EmailService): PausedNotice {
  return async (tx, endpoint) => {
    const admins = await tx
      .select({ email: users.email })
      .from(users)
      .where(and(isNotNull(users.staffRole), eq(users.staffRole, "admin")));
    if (admins.length === 0) return;
    const mail = await emails.render("form-confirmation", {
      subject: `Webhook endpoint paused: ${endpoint.url}`,
      heading: "A webhook endpoint was paused",
      paragraphs: [
        `${endpoint.url} has failed every delivery for a day, so the shop paused it. Its deliveries wait.`,
        `Last error: ${endpoint.lastError}`,
        "Fix the receiver, then resume the endpoint in the back office; the waiting deliveries go out in order.",
      ],
      action: { label: "Open the endpoint", href: `${emails.brand.publicUrl}/admin/webhooks/${endpoint.id}` },
    });
    await enqueueEmails(
      tx,
      admins.map((a) => ({ ...mail, to: a.email, refType: "webhook", refId: String(endpoint.id) })),
    );
  };
}
