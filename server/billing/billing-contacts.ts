import { and, asc, count, eq, sql } from "drizzle-orm";
import {
  BILLING_CONTACT_TAKEN_MESSAGE,
  MAX_BILLING_CONTACTS,
  TOO_MANY_BILLING_CONTACTS_MESSAGE,
  type BillingContact,
  type BillingContactInput,
} from "../../core/billing-contacts.ts";
import { audit, type AuditActor } from "../audit/audit-log.ts";
import type { Db } from "../db/client.ts";
import { billingContacts } from "../db/schema/billing.ts";
import { NotFoundError, ValidationError } from "../errors.ts";

const fields = { id: billingContacts.id, name: billingContacts.name, email: billingContacts.email };

/** A company's billing contacts, oldest first. */
export const billingContactsOf = (db: Db, companyId: string): Promise<BillingContact[]> =>
  db
    .select(fields)
    .from(billingContacts)
    .where(eq(billingContacts.companyId, companyId))
    .orderBy(asc(billingContacts.createdAt), asc(billingContacts.id));

/**
 * Who at a company receives its invoices and payment reminders (ADR 0250). A company admin names them on
 * the Invoices pane, staff on the company's page; each change is audited with who made it.
 */
export function createBillingContacts(db: Db) {
  return {
    list: (companyId: string) => billingContactsOf(db, companyId),

    add(actor: AuditActor, companyId: string, input: BillingContactInput): Promise<void> {
      return db.transaction(async (tx) => {
        // The company's row is locked so two adds at once cannot pass the bound together.
        await tx.execute(sql`select id from companies where id = ${companyId} for update`);
        const [{ n }] = await tx
          .select({ n: count() })
          .from(billingContacts)
          .where(eq(billingContacts.companyId, companyId));
        if (n >= MAX_BILLING_CONTACTS) throw new ValidationError(TOO_MANY_BILLING_CONTACTS_MESSAGE);
        const [added] = await tx
          .insert(billingContacts)
          .values({ companyId, name: input.name, email: input.email })
          .onConflictDoNothing()
          .returning(fields);
        if (!added)
          throw new ValidationError(BILLING_CONTACT_TAKEN_MESSAGE, { email: BILLING_CONTACT_TAKEN_MESSAGE });
        await audit.record(tx, {
          actor,
          action: "company.billing_contact.add",
          subject: { type: "company", id: companyId },
          after: { name: added.name, email: added.email },
        });
      });
    },

    remove(actor: AuditActor, companyId: string, contactId: number): Promise<void> {
      return db.transaction(async (tx) => {
        const [gone] = await tx
          .delete(billingContacts)
          .where(and(eq(billingContacts.id, contactId), eq(billingContacts.companyId, companyId)))
          .returning(fields);
        if (!gone) throw new NotFoundError("Billing contact not found.");
        await audit.record(tx, {
          actor,
          action: "company.billing_contact.remove",
          subject: { type: "company", id: companyId },
          before: { name: gone.name, email: gone.email },
        });
      });
    },
  };
}

export type BillingContacts = ReturnType<typeof createBillingContacts>;
