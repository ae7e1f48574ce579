import { and, asc, eq, type SQL } from "drizzle-orm";
import {
  INITIAL_STATUS,
  transitionRefusal,
  type DocumentKind,
  type DocumentStatus,
} from "../../core/document-status.ts";
import type { Db } from "../db/client.ts";
import { salesDocumentEvents, salesDocumentLines, salesDocuments } from "../db/schema/sales.ts";
import { audit, type AuditActor } from "../audit/audit-log.ts";
import { enqueueEmails, type OutgoingEmail } from "../email/outbox.ts";
import { ConflictError, NotFoundError } from "../errors.ts";
import { accessToken, confirmationPath, sameToken } from "./access-token.ts";
import { newDocumentNumber, sha256 } from "./identifiers.ts";
import { serverSecret } from "./server-secret.ts";
import { documentCreated, documentStatusChanged } from "../webhooks/document-events.ts";

export const IDEMPOTENCY_CONFLICT_MESSAGE =
  "This Idempotency-Key was already used for a different request. Submit again to create a new one.";

export type DocumentRow = typeof salesDocuments.$inferSelect;
export type DocumentLineRow = typeof salesDocumentLines.$inferSelect;
export type DocumentEventRow = typeof salesDocumentEvents.$inferSelect;

/** A document with its line snapshots (in line order) and the token of its confirmation link. */
export interface SalesDocument {
  document: DocumentRow;
  lines: DocumentLineRow[];
  token: string;
}

/** What the caller decides about a new document; number, status and timestamps are the store's. */
export type DocumentFields = Omit<
  typeof salesDocuments.$inferInsert,
  "id" | "kind" | "number" | "status" | "idempotencyKey" | "requestHash" | "createdAt"
>;
/** What creating any kind of document answers besides the document itself. */
export interface CreationOutcome {
  /** False when an earlier submission with the same Idempotency-Key was returned instead. */
  created: boolean;
  /** The reload-safe confirmation page: /thankyou?quote=…&token=… or /order-confirmation?order=…&token=…. */
  confirmationPath: string;
}

/**
 * Who moves a document: 'customer' or 'system' as words, or a staff member, whose moves are also written
 * to the staff audit log in the same transaction.
 */
export type Actor = string | AuditActor;
/** How the history names an actor: the word, or 'staff:' and the staff member's email. */
export const actorName = (actor: Actor): string =>
  typeof actor === "string" ? actor : `staff:${actor.email}`;

/** What a status change does besides the status, in its transaction (see `transition`). */
export interface TransitionEffects {
  /** Refuses the move (by throwing a DomainError) after reading the locked row. */
  check?: (current: DocumentRow) => void;
  /** Columns changed with the status. */
  set?: Partial<Omit<DocumentFields, "kind">>;
  /** Runs after the update and the event; `moved.lines` is empty (read them with `tx` when needed). */
  after?: (tx: Db, moved: SalesDocument, event: DocumentEventRow) => Promise<void>;
  /** The caller's transaction to move in (a payment that pays the order); else a transaction of its own. */
  within?: Db;
}

export type DocumentLineFields = Omit<typeof salesDocumentLines.$inferInsert, "documentId" | "lineNo">;

export interface PreparedDocument {
  fields: DocumentFields;
  lines: DocumentLineFields[];
  /**
   * The emails the new document sends, rendered for the number and time it is about to get; they are
   * queued in the same transaction, so a document and its emails commit together or not at all.
   */
  emails(
    draft: { number: string; createdAt: string; token: string; status: DocumentStatus },
    tx: Db,
  ): Promise<OutgoingEmail[]>;
}

/** A document that starts somewhere else than its kind's first status (an order awaiting approval), and why. */
export interface Placement {
  status: DocumentStatus;
  reason: string;
  /** Work on the new row in the same transaction, once it and its lines exist (an order's rebate project link). */
  placed?: (tx: Db, document: DocumentRow) => Promise<void>;
}

export interface NewDocument {
  kind: DocumentKind;
  idempotencyKey?: string;
  /** Fingerprint of the request, to tell a genuine retry from a reused Idempotency-Key. */
  requestHash: string;
  /** Who created it and why: the first entry of its history. */
  actor: string;
  reason: string;
  /**
   * Staff shopping as the buyer placed it (ADR 0220): the history names the staff member and says for
   * whom, and the staff audit records it.
   */
  onBehalf?: OnBehalf;
  /** Prices and validates the request; not called when a retry replays an earlier document. */
  prepare(): Promise<PreparedDocument>;
  /**
   * A last check inside the insert's transaction (throw a DomainError to refuse), for a rule that
   * concurrent requests must not both pass, such as spending the same credit; it may also answer
   * another first status than the kind's (an order over its buyer's limit awaits approval).
   */
  guard?(tx: Db, fields: DocumentFields): Promise<Placement | void>;
}

/** A document placed by a staff member shopping as a buyer, and the words that say so. */
export interface OnBehalf {
  staff: AuditActor;
  /** "Placed by {staff} for {buyer}" (core/shop-as.ts). */
  text: string;
}

/**
 * Quotes and orders (later invoices and returns) as one kind of record: one numbering and
 * idempotent-replay routine, one status machine (core/document-status.ts) with its history, and one
 * confirmation-link token. The kind-specific services shape requests into documents and back.
 */
export function createDocumentStore(db: Db) {
  // One server key signs every kind's confirmation links; the token's message names the kind.
  const tokenKey = serverSecret(db, "order-token");

  async function load(where: SQL | undefined, tx: Db = db): Promise<SalesDocument | null> {
    const [document] = await tx.select().from(salesDocuments).where(where).limit(1);
    if (!document) return null;
    const lines = await tx
      .select()
      .from(salesDocumentLines)
      .where(eq(salesDocumentLines.documentId, document.id))
      .orderBy(asc(salesDocumentLines.lineNo));
    return { document, lines, token: accessToken(await tokenKey(), document.kind, document.number) };
  }

  async function replay(
    kind: DocumentKind,
    idempotencyKey: string,
    hash: string,
    tx: Db = db,
  ): Promise<SalesDocument | null> {
    const earlier = await load(
      and(eq(salesDocuments.kind, kind), eq(salesDocuments.idempotencyKey, idempotencyKey)),
      tx,
    );
    if (earlier && earlier.document.requestHash !== hash)
      throw new ConflictError(IDEMPOTENCY_CONFLICT_MESSAGE);
    return earlier;
  }

  /**
   * Creates a document, or returns the one an earlier call with the same Idempotency-Key created. The
   * unique (kind, key) constraint, not a read-then-write check, decides which of concurrent retries wins;
   * a clash on the random number just draws another.
   */
  async function create(input: NewDocument): Promise<{ document: SalesDocument } & CreationOutcome> {
    const { kind, idempotencyKey, requestHash } = input;
    const outcome = (document: SalesDocument, created: boolean) => ({
      document,
      created,
      confirmationPath: confirmationPath(kind, document.document.number, document.token),
    });
    if (idempotencyKey) {
      const earlier = await replay(kind, idempotencyKey, requestHash);
      if (earlier) return outcome(earlier, false);
    }
    const prepared = await input.prepare();
    const key = await tokenKey();
    for (let attempt = 0; attempt < 5; attempt++) {
      const number = newDocumentNumber(kind);
      const createdAt = new Date().toISOString();
      const token = accessToken(key, kind, number);
      const result = await db.transaction(async (tx) => {
        const placement = await input.guard?.(tx, prepared.fields);
        const status = placement ? placement.status : INITIAL_STATUS[kind];
        const emails = await prepared.emails({ number, createdAt, token, status }, tx);
        const [document] = await tx
          .insert(salesDocuments)
          .values({
            ...prepared.fields,
            kind,
            number,
            status,
            idempotencyKey: idempotencyKey ?? null,
            requestHash,
            createdAt,
            placedOnBehalf: input.onBehalf?.text ?? null,
          })
          .onConflictDoNothing()
          .returning();
        if (!document) {
          const earlier = idempotencyKey ? await replay(kind, idempotencyKey, requestHash, tx) : null;
          return earlier ? outcome(earlier, false) : null;
        }
        const lines = await tx
          .insert(salesDocumentLines)
          .values(prepared.lines.map((l, i) => ({ ...l, documentId: document.id, lineNo: i + 1 })))
          .returning();
        await placement?.placed?.(tx, document);
        const reason = placement ? placement.reason : input.reason;
        const { onBehalf } = input;
        await tx.insert(salesDocumentEvents).values({
          documentId: document.id,
          fromStatus: null,
          toStatus: status,
          actor: onBehalf ? actorName(onBehalf.staff) : input.actor,
          reason: onBehalf ? `${onBehalf.text}. ${reason}` : reason,
          at: createdAt,
        });
        if (onBehalf) {
          await audit.record(tx, {
            actor: onBehalf.staff,
            action: `${kind}.placed_for_buyer`,
            subject: { type: kind, id: number },
            after: { placed: onBehalf.text, status, totalCents: document.totalCents },
          });
        }
        await enqueueEmails(tx, emails);
        await documentCreated(tx, document, lines);
        return outcome({ document, lines, token }, true);
      });
      if (result) return result;
    }
    throw new Error(`Could not allocate a unique ${kind} number.`);
  }

  /** The document behind a confirmation link, or null when the number, kind or token does not match. */
  async function findByToken(
    kind: DocumentKind,
    number: string,
    token: string,
  ): Promise<SalesDocument | null> {
    const found = await load(and(eq(salesDocuments.kind, kind), eq(salesDocuments.number, number)));
    return found && sameToken(found.token, token) ? found : null;
  }

  /**
   * Moves a document to another status if the transition table allows it, and records who did it and
   * why. The row is locked for the check, so two concurrent moves cannot both start from the same status.
   * `effects` belong to the same transaction: a check on the locked row (throw to refuse), columns to set
   * with the status, and work after the event is written (new lines, emails, a converted document).
   */
  async function transition(
    documentId: number,
    to: DocumentStatus,
    actor: Actor,
    reason: string,
    effects: TransitionEffects = {},
  ): Promise<DocumentEventRow> {
    const { within } = effects;
    const run = <T>(work: (tx: Db) => Promise<T>) => (within ? work(within) : db.transaction(work));
    return run(async (tx) => {
      const [current] = await tx
        .select()
        .from(salesDocuments)
        .where(eq(salesDocuments.id, documentId))
        .for("update");
      if (!current) throw new NotFoundError("Sales document not found.");
      const refusal = transitionRefusal(current.kind, current.status, to);
      if (refusal) throw new ConflictError(refusal);
      effects.check?.(current);
      const [updated] = await tx
        .update(salesDocuments)
        .set({ ...effects.set, status: to })
        .where(eq(salesDocuments.id, documentId))
        .returning();
      const [event] = await tx
        .insert(salesDocumentEvents)
        .values({ documentId, fromStatus: current.status, toStatus: to, actor: actorName(actor), reason })
        .returning();
      if (typeof actor !== "string") {
        await audit.record(tx, {
          actor,
          action: `${current.kind}.${to}`,
          subject: { type: current.kind, id: current.number },
          before: { status: current.status },
          after: { status: to, reason, ...effects.set },
        });
      }
      await documentStatusChanged(tx, updated, current.status, reason);
      if (effects.after) {
        const token = accessToken(await tokenKey(), updated.kind, updated.number);
        await effects.after(tx, { document: updated, lines: [], token }, event);
      }
      return event;
    });
  }

  /**
   * Inside a caller's transaction, creates the document `source` converts into (an order from an accepted
   * quote): a new number, the source's link, its lines and its first history entry (and its first
   * status, when not the kind's: an order awaiting approval).
   */
  async function createConverted(
    tx: Db,
    kind: DocumentKind,
    source: DocumentRow,
    fields: DocumentFields,
    lines: DocumentLineFields[],
    history: { actor: string; reason: string },
    firstStatus?: DocumentStatus,
  ): Promise<SalesDocument> {
    const key = await tokenKey();
    const status = firstStatus ?? INITIAL_STATUS[kind];
    for (let attempt = 0; attempt < 5; attempt++) {
      const number = newDocumentNumber(kind);
      const [document] = await tx
        .insert(salesDocuments)
        .values({
          ...fields,
          kind,
          number,
          status,
          sourceDocumentId: source.id,
          requestHash: sha256(`${kind} from ${source.number}`),
        })
        .onConflictDoNothing()
        .returning();
      if (!document) continue;
      const inserted = await tx
        .insert(salesDocumentLines)
        .values(lines.map((l, i) => ({ ...l, documentId: document.id, lineNo: i + 1 })))
        .returning();
      await tx.insert(salesDocumentEvents).values({
        documentId: document.id,
        fromStatus: null,
        toStatus: status,
        ...history,
        at: document.createdAt,
      });
      await documentCreated(tx, document, inserted);
      return { document, lines: inserted, token: accessToken(key, kind, number) };
    }
    throw new Error(`Could not allocate a unique ${kind} number.`);
  }

  /** Every status change of a document, oldest first, starting with its creation. */
  const history = (documentId: number): Promise<DocumentEventRow[]> =>
    db
      .select()
      .from(salesDocumentEvents)
      .where(eq(salesDocumentEvents.documentId, documentId))
      .orderBy(asc(salesDocumentEvents.id));

  return {
    create,
    findByToken,
    byId: (id: number) => load(eq(salesDocuments.id, id)),
    byNumber: (number: string) => load(eq(salesDocuments.number, number)),
    transition,
    createConverted,
    history,
  };
}

export type DocumentStore = ReturnType<typeof createDocumentStore>;
