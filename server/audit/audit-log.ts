import { desc, lt } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { staffAuditLog } from "../db/schema/audit.ts";

/** The staff member who acted (the viewer of the request, never the browser's word). */
export interface AuditActor {
  userId: string;
  email: string;
}

export interface AuditEntry {
  actor: AuditActor;
  /** What was done, as `subject.verb`: 'application.approve', 'company.member.remove'. */
  action: string;
  subject: { type: string; id: string };
  before?: unknown;
  after?: unknown;
}

/**
 * The staff audit trail (who, what, before → after, when). `record` takes the transaction of the action
 * it records, so an entry exists exactly when the action committed.
 */
export const audit = {
  async record(tx: Db, entry: AuditEntry): Promise<void> {
    await tx.insert(staffAuditLog).values({
      actorUserId: entry.actor.userId,
      actorEmail: entry.actor.email,
      action: entry.action,
      subjectType: entry.subject.type,
      subjectId: entry.subject.id,
      before: entry.before ?? null,
      after: entry.after ?? null,
    });
  },

  /** Newest first: `limit` entries older than the entry `beforeId` when given (keyset paging by id). */
  list(db: Db, options: { limit: number; beforeId?: number }) {
    return db
      .select()
      .from(staffAuditLog)
      .where(options.beforeId === undefined ? undefined : lt(staffAuditLog.id, options.beforeId))
      .orderBy(desc(staffAuditLog.id))
      .limit(options.limit);
  },
};
