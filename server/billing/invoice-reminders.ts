import { and, eq, isNull, lte, sql } from "drizzle-orm";
import { reminderDue } from "../../core/billing-contacts.ts";
import { dayPlus } from "../../core/payment-terms.ts";
import type { Db } from "../db/client.ts";
import { companies } from "../db/schema/companies.ts";
import { invoiceReminders, invoices } from "../db/schema/billing.ts";
import { salesDocuments } from "../db/schema/sales.ts";
import type { EmailService } from "../email/email-service.ts";
import { mailOnce } from "../email/mail-once.ts";
import { formatDay } from "../sales/format-date.ts";
import { billingContactsOf } from "./billing-contacts.ts";
import { invoiceOwedCents } from "./invoice-settlement.ts";

/** Who an invoice's mails go to: the buyer who placed the order and the company's billing contacts, each once. */
export async function invoiceRecipients(db: Db, companyId: string, buyerEmail: string): Promise<string[]> {
  const contacts = await billingContactsOf(db, companyId);
  return [...new Set([buyerEmail, ...contacts.map((c) => c.email)].map((e) => e.trim().toLowerCase()))];
}

/**
 * One pass of payment reminders on the shop day `today` (ADR 0250): every invoice that still owes
 * something and is `daysBefore` days from its due day, on it, or a week past it gets that reminder, mailed
 * through the outbox to its recipients (whose "Account alerts" preference is honoured). The reminder's row
 * (invoice, kind) is written in the mail's transaction, so a reminder goes out once however many passes
 * or instances reach it; a paid invoice gets none. Returns how many reminders were sent.
 */
export async function sendInvoiceReminders(
  db: Db,
  emails: EmailService,
  today: string,
  daysBefore: number,
): Promise<number> {
  const owed = sql<string>`${invoiceOwedCents}`;
  const candidates = await db
    .select({
      invoiceId: invoices.id,
      number: invoices.number,
      dueOn: invoices.dueOn,
      companyId: invoices.companyId,
      companyName: companies.name,
      orderNumber: salesDocuments.number,
      poNumber: salesDocuments.poNumber,
      buyerEmail: salesDocuments.email,
      owed,
    })
    .from(invoices)
    .innerJoin(salesDocuments, eq(salesDocuments.id, invoices.documentId))
    .innerJoin(companies, eq(companies.id, invoices.companyId))
    .where(
      and(
        isNull(invoices.paidAt),
        lte(invoices.dueOn, dayPlus(today, Math.max(0, daysBefore))),
        sql`${owed} > 0`,
        sql`not exists (select 1 from ${invoiceReminders} r where r.invoice_id = ${invoices.id} and r.kind = 'overdue')`,
      ),
    )
    .orderBy(invoices.dueOn, invoices.id);
  let sent = 0;
  for (const invoice of candidates) {
    const kind = reminderDue(invoice.dueOn, today, daysBefore);
    if (!kind) continue;
    const mailed = await mailOnce(
      db,
      async (tx) => {
        const claimed = await tx
          .insert(invoiceReminders)
          .values({ invoiceId: invoice.invoiceId, kind, sentOn: today })
          .onConflictDoNothing()
          .returning();
        return claimed.length > 0;
      },
      async (tx) => {
        const mail = await emails.render("invoice-reminder", {
          kind,
          invoiceNumber: invoice.number,
          orderNumber: invoice.orderNumber,
          companyName: invoice.companyName,
          dueOn: formatDay(invoice.dueOn),
          poNumber: invoice.poNumber,
          balanceCents: Number(invoice.owed),
          invoicesUrl: `${emails.brand.publicUrl}/commercial-view/invoices`,
        });
        const to = await invoiceRecipients(tx, invoice.companyId, invoice.buyerEmail);
        return to.map((address) => ({ ...mail, to: address, refType: "invoice", refId: invoice.number }));
      },
    );
    if (mailed) sent += 1;
  }
  return sent;
}
