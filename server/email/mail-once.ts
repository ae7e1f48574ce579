import type { Db } from "../db/client.ts";
import { enqueueEmails, type OutgoingEmail } from "./outbox.ts";

/**
 * Mails something once (a reminder, ADRs 0250 and 0330): in one transaction `claim` writes the row that
 * says it was sent — an insert that does nothing when the row exists, answering whether it wrote it — and
 * only then are the mails `compose` makes enqueued (whose recipients' preferences the outbox honours).
 * However many passes or instances reach the same thing, one writes the row and mails. Returns whether
 * this call did.
 */
export async function mailOnce(
  db: Db,
  claim: (tx: Db) => Promise<boolean>,
  compose: (tx: Db) => Promise<OutgoingEmail[]>,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (!(await claim(tx))) return false;
    await enqueueEmails(tx, await compose(tx));
    return true;
  });
}
