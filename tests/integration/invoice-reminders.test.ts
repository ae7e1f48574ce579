import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { invoicePaymentSchema } from "../../core/back-office-forms.ts";
import {
  billingContactActionSchema,
  billingContactSchema,
  MAX_BILLING_CONTACTS,
  reminderDue,
} from "../../core/billing-contacts.ts";
import { DEFAULT_PREFERENCES } from "../../core/account-settings.ts";
import { dayPlus } from "../../core/payment-terms.ts";
import { shopDay } from "../../core/shop-time.ts";
import type { BuyerViewer } from "../../core/viewer.ts";
import { createClock } from "../../server/clock.ts";
import type { Database } from "../../server/db/client.ts";
import { invoiceReminders } from "../../server/db/schema/billing.ts";
import { staffAuditLog } from "../../server/db/schema/audit.ts";
import { outboxEmails } from "../../server/db/schema/email.ts";
import { createServices, type Services } from "../../server/services.ts";
import { seedCatalog } from "../factories/catalog.ts";
import { databaseTargets } from "../support/test-database.ts";
import { testEnv } from "../support/test-server.ts";
import { net30Buyer, salesCatalog, salesStaff, shippedOnAccount } from "./sales-fixtures.ts";

const DAY_MS = 86_400_000;

describe("which reminder an unpaid invoice is owed on a day", () => {
  it("before from N days ahead, on the due day for a week, then overdue; one kind a day", () => {
    const due = "2026-03-20";
    expect(reminderDue(due, "2026-03-16", 3)).toBeNull();
    expect(reminderDue(due, "2026-03-17", 3)).toBe("before");
    expect(reminderDue(due, "2026-03-19", 3)).toBe("before");
    expect(reminderDue(due, "2026-03-20", 3)).toBe("due");
    expect(reminderDue(due, "2026-03-26", 3)).toBe("due");
    expect(reminderDue(due, "2026-03-27", 3)).toBe("overdue");
    expect(reminderDue(due, "2026-05-01", 3)).toBe("overdue");
    expect(reminderDue(due, "2026-03-19", 0)).toBeNull();
  });

  it("a billing contact is a name and a valid address, bounded", () => {
    expect(billingContactSchema.parse({ name: " Pat Books ", email: " Pat@Ledger.EXAMPLE " })).toEqual({
      name: "Pat Books",
      email: "pat@ledger.example",
    });
    for (const bad of [
      { name: "", email: "pat@ledger.example" },
      { name: "Pat", email: "not an address" },
      { name: "x".repeat(101), email: "pat@ledger.example" },
      { name: "Pat", email: `${"a".repeat(250)}@b.co` },
    ])
      expect(billingContactSchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    expect(billingContactActionSchema.safeParse({ intent: "remove-contact", contactId: "x" }).success).toBe(
      false,
    );
  });
});

describe.each(databaseTargets())("billing contacts and payment reminders ($name)", (target) => {
  let database: Database;
  let services: Services;
  let buyer: BuyerViewer;
  let other: BuyerViewer;
  const actor = { userId: salesStaff.userId, email: salesStaff.email };

  beforeAll(async () => {
    database = await target.open();
    await seedCatalog(database.db, salesCatalog);
    services = createServices(database, testEnv());
    buyer = await net30Buyer(database, services, {
      email: "lee@remind.example",
      name: "Lee",
      companyName: "Remind Farms",
    });
    other = await net30Buyer(database, services, {
      email: "kim@elsewhere.example",
      name: "Kim",
      companyName: "Elsewhere Growers",
    });
  });
  afterAll(() => database?.close());

  const mailsFor = (invoiceNumber: string, template: string) =>
    database.db
      .select({
        to: outboxEmails.toAddress,
        subject: outboxEmails.subject,
        attachment: outboxEmails.attachmentName,
      })
      .from(outboxEmails)
      .where(and(eq(outboxEmails.refId, invoiceNumber), eq(outboxEmails.template, template)))
      .orderBy(outboxEmails.toAddress);

  it("billing contacts are bounded, each address once, removable only by their own company, audited", async () => {
    const { contacts } = services.billing;
    await contacts.add(actor, buyer.companyId, { name: "Pat Books", email: "pat@remind.example" });
    await expect(
      contacts.add(actor, buyer.companyId, { name: "Pat again", email: "pat@remind.example" }),
    ).rejects.toMatchObject({ status: 400, fields: { email: expect.stringContaining("already") } });
    await contacts.add(actor, buyer.companyId, { name: "Lee", email: "lee@remind.example" });
    const listed = await contacts.list(buyer.companyId);
    expect(listed.map((c) => c.email)).toEqual(["pat@remind.example", "lee@remind.example"]);
    // Another company cannot remove them.
    await expect(contacts.remove(actor, other.companyId, listed[1].id)).rejects.toMatchObject({
      status: 404,
    });
    await contacts.remove(actor, buyer.companyId, listed[1].id);
    // The bound, counted per company.
    for (let i = 0; i < MAX_BILLING_CONTACTS; i++)
      await contacts.add(actor, other.companyId, {
        name: `Clerk ${i}`,
        email: `clerk${i}@elsewhere.example`,
      });
    await expect(
      contacts.add(actor, other.companyId, { name: "One more", email: "more@elsewhere.example" }),
    ).rejects.toMatchObject({ status: 400, message: expect.stringContaining(`${MAX_BILLING_CONTACTS}`) });
    const audited = await database.db
      .select({ action: staffAuditLog.action })
      .from(staffAuditLog)
      .where(eq(staffAuditLog.subjectId, buyer.companyId));
    expect(audited.map((a) => a.action).sort()).toEqual([
      "company.billing_contact.add",
      "company.billing_contact.add",
      "company.billing_contact.remove",
    ]);
  });

  it("an issued invoice is mailed with its PDF to the buyer and the billing contacts; reminders go before, on and after the due day, once each, none when paid", async () => {
    await services.billing.contacts.add(actor, buyer.companyId, { name: "Sam", email: "sam@remind.example" });
    // Sam has an account with Account alerts off: the invoice still reaches Sam, its reminders do not.
    const { id: samId } = await services.accounts.createUser({ email: "sam@remind.example", name: "Sam" });
    await services.account.settings.savePreferences(samId, { ...DEFAULT_PREFERENCES, accountAlerts: false });

    const clock = createClock(true);
    const today = () => shopDay(clock.now());
    const { invoice } = await shippedOnAccount(database, services, buyer, 40_000, today());
    const { invoice: paid, order: paidOrder } = await shippedOnAccount(
      database,
      services,
      buyer,
      20_000,
      today(),
    );

    expect(await mailsFor(invoice.number, "invoice-issued")).toEqual([
      expect.objectContaining({ to: "lee@remind.example", attachment: `${invoice.number}.pdf` }),
      expect.objectContaining({ to: "pat@remind.example", attachment: `${invoice.number}.pdf` }),
      expect.objectContaining({ to: "sam@remind.example", attachment: `${invoice.number}.pdf` }),
    ]);

    // The second invoice is paid in full: it never gets a reminder.
    await services.billing.invoices.recordPayment(
      salesStaff,
      paidOrder.id,
      invoicePaymentSchema.parse({ amountCents: "", receivedOn: today(), reference: "CHK 9" }),
      today(),
    );

    const due = invoice.dueOn;
    const moveTo = (day: string) => clock.advance(Date.parse(`${day}T20:00:00Z`) - clock.now().getTime());
    const pass = () => services.billing.sendReminders(today());

    moveTo(dayPlus(due, -4));
    expect(await pass()).toBe(0);
    moveTo(dayPlus(due, -3));
    expect(await pass()).toBe(1);
    expect(await pass()).toBe(0);
    const before = await mailsFor(invoice.number, "invoice-reminder");
    // The buyer and Pat; Sam turned Account alerts off.
    expect(before.map((m) => m.to)).toEqual(["lee@remind.example", "pat@remind.example"]);
    expect(before[0].subject).toContain(`Reminder: invoice ${invoice.number} is due on`);

    moveTo(due);
    // Two instances' passes at once: one reminder.
    expect((await Promise.all([pass(), pass()])).reduce((a, b) => a + b)).toBe(1);
    moveTo(dayPlus(due, 3));
    expect(await pass()).toBe(0);
    moveTo(dayPlus(due, 7));
    expect(await pass()).toBe(1);
    moveTo(dayPlus(due, 40));
    expect(await pass()).toBe(0);

    const sent = await mailsFor(invoice.number, "invoice-reminder");
    expect(sent).toHaveLength(6);
    expect(sent.filter((m) => m.subject.startsWith(`Overdue: invoice ${invoice.number}`))).toHaveLength(2);
    expect(sent.filter((m) => m.subject.includes("is due today"))).toHaveLength(2);
    const kinds = await database.db
      .select({ kind: invoiceReminders.kind })
      .from(invoiceReminders)
      .where(eq(invoiceReminders.invoiceId, invoice.id));
    expect(kinds.map((k) => k.kind).sort()).toEqual(["before", "due", "overdue"]);
    expect(await mailsFor(paid.number, "invoice-reminder")).toEqual([]);
    expect(clock.now().getTime() - Date.now()).toBeGreaterThan(60 * DAY_MS);
  });
});
