import type { FastifyBaseLogger } from "fastify";
import { selectRows, sql, type Db } from "../db/client.ts";
import { outboxEmails } from "../db/schema/all.ts";
import type { MailTransport } from "./transport.ts";
import { pollingLoop } from "../polling-loop.ts";

export interface OutboxWorkerOptions {
  db: Db;
  /** Null when SMTP_URL is unset: mails stay in the outbox and are logged once. */
  transport: MailTransport | null;
  from: string;
  log: FastifyBaseLogger;
  pollMs?: number;
  batchSize?: number;
  maxAttempts?: number;
  /** First retry delay; doubles per attempt up to maxBackoffMs. */
  baseBackoffMs?: number;
  maxBackoffMs?: number;
  /** How long a claimed mail is reserved for one worker before another may try it. */
  leaseMs?: number;
  /** How far the server's clock runs ahead of the database's (server/clock.ts): 0 outside browser tests. */
  clockOffsetMs?: () => number;
}

/** What a claim returns of each mail, typed from the outbox_emails definition. */
const claimedMail = {
  id: outboxEmails.id,
  to_address: outboxEmails.toAddress,
  subject: outboxEmails.subject,
  html: outboxEmails.html,
  text_body: outboxEmails.textBody,
  attempts: outboxEmails.attempts,
  reply_to: outboxEmails.replyTo,
  list_unsubscribe: outboxEmails.listUnsubscribe,
  message_key: outboxEmails.messageKey,
  attachment_name: outboxEmails.attachmentName,
  attachment: outboxEmails.attachment,
};

export interface OutboxWorker {
  /** Delivers (or, without SMTP, logs) one batch of due mails; returns how many it handled. */
  runOnce(): Promise<number>;
  start(): void;
  stop(): Promise<void>;
}

/** The longest one SMTP send can take with the transport's timeouts (connect, greeting, socket). */
const SEND_TIMEOUT_BUDGET_MS = 45_000;

export function backoffMs(attempts: number, base: number, max: number): number {
  return Math.min(base * 2 ** Math.max(0, attempts - 1), max);
}

/** The domain of a From address ('Canopy <sales@canopy.example>' → 'canopy.example'). */
export function mailDomain(from: string): string {
  return /@([^>\s]+)>?\s*$/.exec(from)?.[1]?.toLowerCase() ?? "localhost";
}

/** RFC 8058 one-click unsubscribe: the URL a mail client POSTs to, and the header that says it may. */
export function oneClickUnsubscribeHeaders(url: string): Record<string, string> {
  return { "List-Unsubscribe": `<${url}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" };
}

export function createOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const {
    db,
    transport,
    from,
    log,
    pollMs = 1_000,
    batchSize = 10,
    maxAttempts = 12,
    baseBackoffMs = 5_000,
    maxBackoffMs = 15 * 60_000,
    leaseMs = 120_000,
    clockOffsetMs = () => 0,
  } = options;
  const senderDomain = mailDomain(from);

  /** Logs each pending mail once (SMTP_URL unset); returns how many it logged. */
  async function logPending(): Promise<number> {
    const rows = await selectRows(
      db,
      { id: outboxEmails.id, to_address: outboxEmails.toAddress, subject: outboxEmails.subject },
      sql`update outbox_emails set logged_at = now()
          where id in (select id from outbox_emails where status = 'pending' and logged_at is null
                       order by id limit ${batchSize} for update skip locked)
          returning id, to_address, subject`,
    );
    for (const row of rows) {
      log.info(
        { outboxId: row.id, to: row.to_address, subject: row.subject },
        "email kept in outbox (no SMTP_URL)",
      );
    }
    return rows.length;
  }

  async function deliver(mailer: MailTransport): Promise<number> {
    // The claim is one short statement: SKIP LOCKED plus a lease lets several instances share the outbox
    // without holding a transaction open during the SMTP conversation.
    const claimed = await selectRows(
      db,
      claimedMail,
      sql`update outbox_emails
          set locked_until = now() + ${leaseMs} * interval '1 millisecond', attempts = attempts + 1
          where id in (select id from outbox_emails
                       where status = 'pending'
                         and next_attempt_at <= now() + ${clockOffsetMs()} * interval '1 millisecond'
                         and (locked_until is null or locked_until < now())
                       order by id limit ${batchSize} for update skip locked)
          returning id, to_address, subject, html, text_body, attempts, reply_to, list_unsubscribe,
            message_key, attachment_name, attachment`,
    );
    const claimedAt = Date.now();
    let sent = 0;
    for (const [index, mail] of claimed.entries()) {
      // Never start a send that could outlive the lease, or another instance might send the same mail.
      if (Date.now() - claimedAt > leaseMs - SEND_TIMEOUT_BUDGET_MS) {
        const rest = claimed.slice(index).map((m) => m.id);
        await db.execute(
          sql`update outbox_emails set locked_until = null, attempts = attempts - 1
              where id in (${sql.join(rest, sql`, `)}) and status = 'pending'`,
        );
        break;
      }
      try {
        await mailer.send({
          from,
          to: mail.to_address,
          subject: mail.subject,
          html: mail.html,
          text: mail.text_body,
          // A stable Message-ID lets a receiving server drop a resend after a crash between send and commit;
          // its random key keeps it unique across databases, on the sending domain.
          messageId: `<${mail.message_key}@${senderDomain}>`,
          ...(mail.reply_to ? { replyTo: mail.reply_to } : {}),
          ...(mail.list_unsubscribe ? { headers: oneClickUnsubscribeHeaders(mail.list_unsubscribe) } : {}),
          ...(mail.attachment && mail.attachment_name
            ? {
                attachments: [
                  {
                    filename: mail.attachment_name,
                    content: Buffer.from(mail.attachment),
                    contentType: "application/pdf",
                  },
                ],
              }
            : {}),
        });
        await db.execute(
          sql`update outbox_emails set status = 'sent', sent_at = now(), locked_until = null, last_error = null
              where id = ${mail.id} and status = 'pending'`,
        );
        sent++;
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        const delay = backoffMs(mail.attempts, baseBackoffMs, maxBackoffMs);
        const giveUp = mail.attempts >= maxAttempts;
        await db.execute(
          sql`update outbox_emails
              set status = ${giveUp ? "failed" : "pending"}, locked_until = null, last_error = ${message.slice(0, 500)},
                  next_attempt_at = now() + ${delay} * interval '1 millisecond'
              where id = ${mail.id}`,
        );
        log.warn(
          { outboxId: mail.id, attempts: mail.attempts, giveUp, err: message },
          "email delivery failed",
        );
      }
    }
    return sent;
  }

  const runOnce = () => (transport ? deliver(transport) : logPending());

  const loop = pollingLoop({ runOnce, batchSize, pollMs, log, name: "outbox worker" });
  return {
    runOnce,
    start: loop.start,
    async stop() {
      await loop.stop();
      transport?.close();
    },
  };
}
