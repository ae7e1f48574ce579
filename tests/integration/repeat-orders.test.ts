import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { spendingLimitsSchema } from "../../core/order-approval.ts";
import {
  addDays,
  dayOf,
  REPEAT_NOT_CONFIRMABLE_MESSAGE,
  REPEAT_NOTICE_MESSAGE,
  REPEAT_START_MESSAGE,
  REPEAT_STOPPED_MESSAGE,
  REPEAT_WEEKS_MESSAGE,
  repeatScheduleSchema,
  repeatSummary,
} from "../../core/repeat-orders.ts";
import type { BuyerViewer, CompanyRole } from "../../core/viewer.ts";
import type { Database } from "../../server/db/client.ts";
import { staffAuditLog } from "../../server/db/schema/audit.ts";
import { companies } from "../../server/db/schema/companies.ts";
import { orderListLines } from "../../server/db/schema/shopping.ts";
import { outboxEmails } from "../../server/db/schema/email.ts";
import { repeatRuns } from "../../server/db/schema/repeat-orders.ts";
import { salesDocuments } from "../../server/db/schema/sales.ts";
import { createServices, type Services } from "../../server/services.ts";
import { seedCatalog } from "../factories/catalog.ts";
import { companyMember } from "../support/company-member.ts";
import { databaseTargets } from "../support/test-database.ts";
import { testEnv } from "../support/test-server.ts";
import { salesCatalog } from "./sales-fixtures.ts";

const DAY_MS = 86_400_000;

/**
 * Repeat orders at the service, with the server's clock moved: drafts mailed on their notice day at the
 * day's company prices, confirmed or placed automatically under the approval rules, skipped or stopped,
 * and never drafted or placed twice when passes run at once.
 */
describe.each(databaseTargets())("repeat orders on $name", (target) => {
  let database: Database;
  let services: Services;
  let admin: BuyerViewer;
  let buyer: BuyerViewer;
  let outsider: BuyerViewer;
  let listId: number;

  const memberOf = (companyId: string, companyName: string, name: string, role: CompanyRole) =>
    companyMember(database, services, { id: companyId, name: companyName }, name, role);
  const repeats = () => services.account.repeatOrders;
  const today = () => dayOf(services.clock.now());
  const schedule = (fields: Record<string, string>) =>
    repeats().create(buyer, listId, repeatScheduleSchema.parse(fields));
  const mailsAbout = (id: number) =>
    database.db
      .select({ to: outboxEmails.toAddress, subject: outboxEmails.subject, text: outboxEmails.textBody })
      .from(outboxEmails)
      .where(and(eq(outboxEmails.refType, "repeat_order"), eq(outboxEmails.refId, String(id))));
  const runsOf = (id: number) => database.db.select().from(repeatRuns).where(eq(repeatRuns.scheduleId, id));
  /** Moves the server's clock to the start of `day` or later (never back). */
  const moveTo = (day: string) => {
    const ms = Date.parse(`${day}T12:00:00Z`) - services.clock.now().getTime();
    if (ms > 0) services.clock.advance(ms);
  };

  beforeAll(async () => {
    database = await target.open();
    await seedCatalog(database.db, salesCatalog);
    services = createServices(database, testEnv({ CLOCK_CONTROL: "on", HOST: "127.0.0.1" }));
    const [greenleaf] = await database.db
      .insert(companies)
      .values({ name: "Greenleaf Farms", paymentTerms: "net30", creditLimitCents: 10_000_000 })
      .returning();
    admin = await memberOf(greenleaf.id, "Greenleaf Farms", "Ana", "admin");
    buyer = await memberOf(greenleaf.id, "Greenleaf Farms", "Ben", "buyer");
    const [other] = await database.db.insert(companies).values({ name: "Other Growers" }).returning();
    outsider = await memberOf(other.id, "Other Growers", "Olga", "admin");
    await services.billing.addresses.add(buyer, {
      label: "Salinas greenhouse",
      firstName: "Ben",
      lastName: "Ortiz",
      address: "1450 Orchard Rd",
      apartment: "",
      city: "Salinas",
      state: "CA",
      zipCode: "93901",
      country: "United States",
      isDefault: true,
    });
    listId = await services.account.orderLists.create(buyer, "Room 3 flip");
    await services.account.orderLists.addProduct(buyer, listId, "IL-Q1", 1);
    await services.account.orderLists.addProduct(buyer, listId, "SPD-Q1", 2);
    // A line the catalogue no longer sells.
    await database.db.insert(orderListLines).values({ listId, sku: "GONE-1", quantity: 3 });
  });
  afterAll(() => database?.close());

  it("reads the form's bad input in its words and refuses a first run in the past and another company's list", async () => {
    const issue = (fields: Record<string, string>) =>
      repeatScheduleSchema.safeParse(fields).error?.issues[0].message;
    for (const everyWeeks of ["0", "53", "1.5", "often"])
      expect(issue({ everyWeeks, startsOn: "2030-01-01" })).toBe(REPEAT_WEEKS_MESSAGE);
    expect(issue({ everyWeeks: "2", startsOn: "2030-01-01", noticeDays: "15" })).toBe(REPEAT_NOTICE_MESSAGE);
    expect(issue({ everyWeeks: "2", startsOn: "soon" })).toBe(REPEAT_START_MESSAGE);
    expect(repeatScheduleSchema.parse({ everyWeeks: "2", startsOn: "2030-01-01" }).noticeDays).toBe(3);
    await expect(schedule({ everyWeeks: "2", startsOn: today() })).rejects.toMatchObject({
      status: 400,
      message: REPEAT_START_MESSAGE,
    });
    await expect(
      repeats().create(
        outsider,
        listId,
        repeatScheduleSchema.parse({ everyWeeks: "2", startsOn: addDays(today(), 3) }),
      ),
    ).rejects.toMatchObject({ status: 404 });
  });

  it("mails the draft on its notice day once, at the day's prices, naming lines no longer sold; the buyer confirms it", async () => {
    const firstRun = addDays(today(), 5);
    const id = await schedule({ everyWeeks: "2", startsOn: firstRun, payOnAccount: "on" });
    expect(await repeats().runDue()).toEqual({ drafted: 0, placed: 0, lapsed: 0 });
    expect(await mailsAbout(id)).toEqual([]);
    // The company's schedules, which staff also see on the company screen; none of another company's.
    const listed = (await repeats().list(buyer.companyId)).find((s) => s.id === id);
    expect(listed && repeatSummary(listed)).toBe(`Every 2 weeks · next on ${firstRun}`);
    expect(listed).toMatchObject({ listName: "Room 3 flip", buyerName: "Ben" });
    expect(await repeats().list(outsider.companyId)).toEqual([]);

    moveTo(addDays(firstRun, -3));
    // Two instances' passes at once: one draft, one mail.
    await Promise.all([repeats().runDue(), repeats().runDue()]);
    await repeats().runDue();
    const mails = await mailsAbout(id);
    expect(mails).toHaveLength(1);
    expect(mails[0].to).toBe(buyer.email);
    expect(mails[0].subject).toBe(`Repeat order "Room 3 flip" for ${firstRun}: your draft`);
    const prices = await services.sales.priceLines(
      [
        { sku: "IL-Q1", quantity: 1 },
        { sku: "SPD-Q1", quantity: 2 },
      ],
      buyer,
    );
    for (const line of prices)
      expect(mails[0].text).toContain(`${line.quantity} × ${line.name} (${line.sku}) at $`);
    expect(mails[0].text).toContain("No longer sold, left out of the order: GONE-1.");
    expect(mails[0].text).toContain(`/commercial-view/repeat-orders/${id}?run=${firstRun}`);

    // Another company's member cannot see, confirm, skip or stop it.
    await expect(repeats().show(outsider, id)).rejects.toMatchObject({ status: 404 });
    await expect(repeats().confirm(outsider, id, firstRun)).rejects.toMatchObject({ status: 404 });
    await expect(repeats().skip(outsider, id)).rejects.toMatchObject({ status: 404 });
    await expect(repeats().stop(outsider, id)).rejects.toMatchObject({ status: 404 });

    const outcome = await repeats().confirm(buyer, id, firstRun);
    expect(outcome).toMatchObject({ status: "placed", leftOut: ["GONE-1"] });
    const order = (await services.sales.documents.byNumber(
      (outcome as { orderNumber: string }).orderNumber,
    ))!;
    expect(order.document).toMatchObject({
      status: "pending",
      paymentMethod: "account",
      placedBy: buyer.userId,
      jobName: "Repeat order: Room 3 flip",
      city: "Salinas",
    });
    expect(order.lines.map((l) => [l.sku, l.quantity, l.unitPriceCents])).toEqual(
      prices.map((l) => [l.sku, l.quantity, l.unitPriceCents]),
    );
    await expect(repeats().confirm(buyer, id, firstRun)).rejects.toMatchObject({
      status: 409,
      message: REPEAT_NOT_CONFIRMABLE_MESSAGE,
    });
    const shown = await repeats().show(admin, id);
    expect(shown.schedule.nextRunOn).toBe(addDays(firstRun, 14));
    expect(shown.runs.map((r) => [r.runOn, r.status])).toEqual([[firstRun, "placed"]]);

    // The buyer skips the next run, then stops the schedule: nothing more is drafted.
    expect(await repeats().skip(buyer, id)).toEqual({
      skipped: addDays(firstRun, 14),
      next: addDays(firstRun, 28),
    });
    await repeats().stop(buyer, id);
    moveTo(addDays(firstRun, 27));
    await repeats().runDue();
    expect(await mailsAbout(id)).toHaveLength(1);
    expect((await runsOf(id)).map((r) => r.status).sort()).toEqual(["placed", "skipped"]);
  });

  it("lets an unconfirmed run lapse on its day, and places an automatic one once under the approval rules", async () => {
    const manual = await schedule({ everyWeeks: "1", startsOn: addDays(today(), 2), noticeDays: "1" });
    await services.commercial.members.setLimits(
      admin,
      buyer.userId,
      spendingLimitsSchema.parse({ userId: "x", orderLimit: "100", monthlyBudget: "" }).limits,
    );
    const auto = await schedule({
      everyWeeks: "4",
      startsOn: addDays(today(), 2),
      noticeDays: "0",
      autoPlace: "on",
      payOnAccount: "on",
    });
    const runDay = addDays(today(), 2);
    moveTo(addDays(runDay, -1));
    await repeats().runDue();
    expect(await mailsAbout(manual)).toHaveLength(1);
    expect(await mailsAbout(auto)).toHaveLength(0);

    services.clock.advance(DAY_MS);
    await Promise.all([repeats().runDue(), repeats().runDue(), repeats().runDue()]);
    await repeats().runDue();
    expect((await runsOf(manual)).map((r) => r.status)).toEqual(["lapsed"]);
    const [autoRun] = await runsOf(auto);
    expect(autoRun.status).toBe("placed");
    // Above Ben's $100 limit: it waits for the company's admin, and only one order was made.
    const order = (await services.sales.documents.byNumber(autoRun.orderNumber!))!;
    expect(order.document.status).toBe("awaiting_approval");
    const held = await database.db
      .select({ number: salesDocuments.number })
      .from(salesDocuments)
      .where(eq(salesDocuments.status, "awaiting_approval"));
    expect(held.map((o) => o.number)).toEqual([autoRun.orderNumber]);
    const shown = await repeats().show(buyer, auto);
    expect(shown.schedule.nextRunOn).toBe(addDays(runDay, 28));
    expect((await repeats().show(buyer, manual)).schedule.nextRunOn).toBe(addDays(runDay, 7));
  });

  it("changes a running schedule: a draft mailed for a run that moves is skipped; bad input is refused", async () => {
    const firstRun = addDays(today(), 5);
    const id = await schedule({ everyWeeks: "2", startsOn: firstRun });
    moveTo(addDays(firstRun, -3));
    await repeats().runDue();
    expect((await runsOf(id)).map((r) => r.status)).toEqual(["drafted"]);

    const change = (viewer: BuyerViewer, fields: Record<string, string>) =>
      repeats().change(viewer, id, repeatScheduleSchema.parse(fields));
    const moved = addDays(firstRun, 2);
    await change(buyer, { everyWeeks: "3", startsOn: moved, noticeDays: "1", autoPlace: "on" });
    expect((await runsOf(id)).map((r) => [r.runOn, r.status])).toEqual([[firstRun, "skipped"]]);
    const { schedule: changed } = await repeats().show(buyer, id);
    expect(changed).toMatchObject({ everyWeeks: 3, nextRunOn: moved, noticeDays: 1, autoPlace: true });
    expect(repeatSummary(changed)).toBe(`Every 3 weeks · next on ${moved} · placed automatically`);
    const [audited] = await database.db
      .select()
      .from(staffAuditLog)
      .where(eq(staffAuditLog.action, "repeat_order.change"));
    expect(audited).toMatchObject({ actorEmail: buyer.email, after: { everyWeeks: 3, nextRunOn: moved } });

    await expect(change(buyer, { everyWeeks: "3", startsOn: today() })).rejects.toMatchObject({
      status: 400,
      message: REPEAT_START_MESSAGE,
    });
    await expect(change(outsider, { everyWeeks: "3", startsOn: moved })).rejects.toMatchObject({
      status: 404,
    });
    await repeats().stop(admin, id);
    await expect(change(buyer, { everyWeeks: "1", startsOn: moved })).rejects.toMatchObject({
      status: 409,
      message: REPEAT_STOPPED_MESSAGE,
    });
  });
});
