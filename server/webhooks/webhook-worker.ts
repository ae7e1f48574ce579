import { request as httpRequest } from "node:http";
import { request as httpsRequest } from "node:https";
import { isIP } from "node:net";
import type { FastifyBaseLogger } from "fastify";
import { result, selectRows, sql, type Db } from "../db/client.ts";
import { webhookDeliveries, webhookEndpoints } from "../db/schema/webhooks.ts";
import { DELIVERY_HEADER, EVENT_HEADER, SIGNATURE_HEADER } from "../../core/webhook-events.ts";
import { backoffMs } from "../email/outbox-worker.ts";
import { pollingLoop } from "../polling-loop.ts";
import { signatureHeader } from "./signing.ts";
import { isPrivateAddress, safeLookup } from "./url-safety.ts";

/** What an endpoint's failure tells staff (the mail of a paused endpoint). */
export type PausedNotice = (
  tx: Db,
  endpoint: { id: number; url: string; lastError: string },
) => Promise<void>;

export interface WebhookWorkerOptions {
  db: Db;
  log: FastifyBaseLogger;
  /** Deliveries to loopback and private networks: a receiver on this machine in tests only. */
  allowPrivate: boolean;
  onPaused: PausedNotice;
  pollMs?: number;
  batchSize?: number;
  /** A delivery that failed this many times is given up (failed in the log; Resend sends it again). */
  maxAttempts?: number;
  baseBackoffMs?: number;
  maxBackoffMs?: number;
  timeoutMs?: number;
  leaseMs?: number;
}

/** An endpoint failing for this long is paused. */
export const PAUSE_AFTER_HOURS = 24;

const claimed = {
  id: webhookDeliveries.id,
  endpoint_id: webhookDeliveries.endpointId,
  event: webhookDeliveries.event,
  event_id: webhookDeliveries.eventId,
  payload: webhookDeliveries.payload,
  attempts: webhookDeliveries.attempts,
  url: webhookEndpoints.url,
  secret: webhookEndpoints.secret,
  previous_secret: webhookEndpoints.previousSecret,
};

interface Attempt {
  ok: boolean;
  statusCode: number | null;
  error: string | null;
}

/**
 * POSTs `body` once: 2xx is delivered; a redirect, any other status, a timeout or a refused address is
 * a failure. The connection's address is checked as it is made (safeLookup), never followed elsewhere.
 */
function post(
  url: string,
  body: string,
  headers: Record<string, string>,
  allowPrivate: boolean,
  timeoutMs: number,
): Promise<Attempt> {
  const target = new URL(url);
  const host = target.hostname.replace(/^\[|\]$/g, "");
  if (!allowPrivate && isIP(host) && isPrivateAddress(host)) {
    return Promise.resolve({ ok: false, statusCode: null, error: "refused: a private address" });
  }
  const send = target.protocol === "https:" ? httpsRequest : httpRequest;
  return new Promise((resolve) => {
    const req = send(
      target,
      {
        method: "POST",
        headers: {
          ...headers,
          "content-type": "application/json",
          "content-length": Buffer.byteLength(body),
        },
        lookup: safeLookup(allowPrivate),
        timeout: timeoutMs,
      },
      (res) => {
        res.resume();
        const status = res.statusCode ?? 0;
        const done = (error: string | null) =>
          resolve({ ok: status >= 200 && status < 300, statusCode: status, error });
        res.on("end", () =>
          done(
            status >= 300 && status < 400
              ? `redirect refused (${status})`
              : status >= 200 && status < 300
                ? null
                : `HTTP ${status}`,
          ),
        );
        res.on("error", (e) => done(e.message));
      },
    );
    req.on("timeout", () => req.destroy(new Error(`timed out after ${timeoutMs} ms`)));
    req.on("error", (e) => resolve({ ok: false, statusCode: null, error: e.message }));
    req.end(body);
  });
}

export interface WebhookWorker {
  /** Sends one batch of due deliveries; returns how many it tried. */
  runOnce(): Promise<number>;
  start(): void;
  stop(): Promise<void>;
}

/**
 * Delivers webhook_deliveries as the outbox delivers mail (claims with SKIP LOCKED and a lease, retries
 * with doubling backoff), never more than one delivery of a document to an endpoint in flight and never
 * a later one before an earlier: a pending earlier delivery of the same document holds it back.
 */
export function createWebhookWorker(options: WebhookWorkerOptions): WebhookWorker {
  const {
    db,
    log,
    allowPrivate,
    onPaused,
    pollMs = 1_000,
    batchSize = 10,
    maxAttempts = 30,
    baseBackoffMs = 30_000,
    maxBackoffMs = 60 * 60_000,
    timeoutMs = 10_000,
    leaseMs = 60_000,
  } = options;

  async function runOnce(): Promise<number> {
    const due = await selectRows(
      db,
      claimed,
      sql`with picked as (
            update webhook_deliveries
            set locked_until = now() + ${leaseMs} * interval '1 millisecond', attempts = attempts + 1
            where id in (
              select d.id from webhook_deliveries d
              join webhook_endpoints e on e.id = d.endpoint_id and e.status = 'active'
              where d.status = 'pending' and d.next_attempt_at <= now()
                and (d.locked_until is null or d.locked_until < now())
                and not exists (
                  select 1 from webhook_deliveries p
                  where p.endpoint_id = d.endpoint_id and p.ref_type = d.ref_type and p.ref_id = d.ref_id
                    and p.status = 'pending' and p.id < d.id)
              order by d.id limit ${batchSize} for update of d skip locked)
            returning id, endpoint_id, event, event_id, payload, attempts)
          select picked.*, e.url, e.secret,
            case when e.previous_secret_until > now() then e.previous_secret end as previous_secret
          from picked join webhook_endpoints e on e.id = picked.endpoint_id
          order by picked.id`,
    );
    for (const delivery of due) {
      const body = JSON.stringify(delivery.payload);
      const timestamp = Math.floor(Date.now() / 1000);
      const secrets = [delivery.secret, ...(delivery.previous_secret ? [delivery.previous_secret] : [])];
      const attempt = await post(
        delivery.url,
        body,
        {
          [SIGNATURE_HEADER]: signatureHeader(secrets, timestamp, body),
          [EVENT_HEADER]: delivery.event,
          [DELIVERY_HEADER]: delivery.event_id,
          "user-agent": "Canopy-Webhooks/1",
        },
        allowPrivate,
        timeoutMs,
      );
      await record(delivery, attempt);
    }
    return due.length;
  }

  async function record(
    delivery: { id: number; endpoint_id: number; attempts: number; url: string },
    attempt: Attempt,
  ) {
    if (attempt.ok) {
      await db.transaction(async (tx) => {
        await tx.execute(
          sql`update webhook_deliveries set status = 'delivered', delivered_at = now(), locked_until = null,
                last_status_code = ${attempt.statusCode}, last_error = null
              where id = ${delivery.id}`,
        );
        await tx.execute(
          sql`update webhook_endpoints set failing_since = null where id = ${delivery.endpoint_id}`,
        );
      });
      return;
    }
    const error = (attempt.error ?? "failed").slice(0, 500);
    const giveUp = delivery.attempts >= maxAttempts;
    const delay = backoffMs(delivery.attempts, baseBackoffMs, maxBackoffMs);
    log.warn({ deliveryId: delivery.id, attempts: delivery.attempts, err: error }, "webhook delivery failed");
    await db.transaction(async (tx) => {
      await tx.execute(
        sql`update webhook_deliveries
            set status = ${giveUp ? "failed" : "pending"}, locked_until = null, last_error = ${error},
              last_status_code = ${attempt.statusCode},
              next_attempt_at = now() + ${delay} * interval '1 millisecond'
            where id = ${delivery.id}`,
      );
      const [endpoint] = await selectRows(
        tx,
        { newly_paused: result.bool },
        sql`update webhook_endpoints
            set failing_since = coalesce(failing_since, now()),
              status = case when failing_since < now() - ${PAUSE_AFTER_HOURS} * interval '1 hour'
                then 'paused' else status end,
              paused_at = case when failing_since < now() - ${PAUSE_AFTER_HOURS} * interval '1 hour'
                then now() else paused_at end
            where id = ${delivery.endpoint_id}
            returning (status = 'paused' and paused_at = now()) as newly_paused`,
      );
      if (endpoint?.newly_paused)
        await onPaused(tx, { id: delivery.endpoint_id, url: delivery.url, lastError: error });
    });
  }

  const loop = pollingLoop({ runOnce, batchSize, pollMs, log, name: "webhook worker", unref: true });
  return { runOnce, ...loop };
}
