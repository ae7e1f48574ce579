import { outboxEmails } from "../db/schema/email.ts";
import type { Db } from "../db/client.ts";
import { optedOut } from "./notification-preferences.ts";
import type { RenderedEmail } from "./render-email.tsx";

export interface OutgoingEmail extends RenderedEmail {
  to: string;
  /** What the mail is about, e.g. ('quote', 'Q-ABC123XYZ'), so it can be found with its record. */
  refType: string;
  refId: string;
  /** Where replies go when not to MAIL_FROM: the customer, on a sales notification. */
  replyTo?: string;
  /** A marketing mail's one-click unsubscribe URL (List-Unsubscribe, RFC 8058). */
  listUnsubscribe?: string;
  /** Not sent before this moment (ISO), e.g. the review request some days after delivery. */
  notBefore?: string;
  /** One PDF sent with the mail (an invoice). */
  attachment?: { filename: string; content: Uint8Array };
}

/**
 * Adds mails to the outbox; call inside the transaction that writes the record they describe. A mail
 * its recipient's account has opted out of (server/email/notification-preferences.ts) is left out.
 */
export async function enqueueEmails(tx: Db, all: readonly OutgoingEmail[]): Promise<void> {
  const off = await optedOut(tx, all);
  const emails = all.filter((e) => !off.has(`${e.template}\n${e.to}`));
  if (emails.length === 0) return;
  await tx.insert(outboxEmails).values(
    emails.map((e) => ({
      template: e.template,
      toAddress: e.to,
      subject: e.subject,
      html: e.html,
      textBody: e.text,
      refType: e.refType,
      refId: e.refId,
      replyTo: e.replyTo ?? null,
      listUnsubscribe: e.listUnsubscribe ?? null,
      ...(e.notBefore ? { nextAttemptAt: e.notBefore } : {}),
      ...(e.attachment ? { attachmentName: e.attachment.filename, attachment: e.attachment.content } : {}),
    })),
  );
}
