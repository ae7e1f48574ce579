import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { priceQuoteSchema } from "../../core/back-office-forms.ts";
import { checkoutSchema, orderRequestSchema } from "../../core/order-request.ts";
import {
  approvalDecisionSchema,
  LIMIT_AMOUNT_MESSAGE,
  NOT_APPROVER_MESSAGE,
  NOT_AWAITING_MESSAGE,
  OWN_ONLY_APPROVER_MESSAGE,
  OWN_ORDER_OVER_LIMIT_MESSAGE,
  REJECT_REASON_MESSAGE,
  spendingLimitsSchema,
} from "../../core/order-approval.ts";
import { OVER_CREDIT_MESSAGE } from "../../core/payment-terms.ts";
import type { BuyerViewer, CompanyRole } from "../../core/viewer.ts";
import type { Database } from "../../server/db/client.ts";
import { companies, companyMembers } from "../../server/db/schema/companies.ts";
import { products } from "../../server/db/schema/catalog.ts";
import { catalogEntries } from "../../server/db/schema/listing.ts";
import { outboxEmails } from "../../server/db/schema/email.ts";
import { createServices, type Services } from "../../server/services.ts";
import { seedCatalog } from "../factories/catalog.ts";
import { databaseTargets } from "../support/test-database.ts";
import { testEnv } from "../support/test-server.ts";
import { checkoutPayload, quotePayload, salesCatalog } from "./sales-fixtures.ts";

describe.each(databaseTargets())("spending limits and order approvals on $name", (target) => {
  let database: Database;
  let services: Services;
  let admin: BuyerViewer;
  let buyer: BuyerViewer;
  let approver: BuyerViewer;
  let otherAdmin: BuyerViewer;

  async function companyOf(name: string, terms: { creditLimitCents?: number } = {}) {
    const [company] = await database.db
      .insert(companies)
      .values({
        name,
        paymentTerms: terms.creditLimitCents ? "net30" : "card",
        creditLimitCents: terms.creditLimitCents ?? null,
      })
      .returning();
    return company.id;
  }

  async function memberOf(companyId: string, companyName: string, name: string, role: CompanyRole) {
    const email = `${name.toLowerCase()}@${companyName.toLowerCase().replace(/\W+/g, "")}.example`;
    const { id: userId } = await services.accounts.createUser({ email, name });
    await database.db.insert(companyMembers).values({ userId, companyId, role });
    return {
      kind: "buyer",
      userId,
      email,
      name,
      companyId,
      companyName,
      companyRole: role,
    } satisfies BuyerViewer;
  }

  const limits = (fields: Record<string, string>) => spendingLimitsSchema.parse(fields).limits;
  const order = (viewer: BuyerViewer, overrides: Parameters<typeof checkoutPayload>[0] = {}) =>
    services.sales.orders.create(
      checkoutSchema.parse(checkoutPayload({ contact: { email: viewer.email, phone: "555" }, ...overrides })),
      undefined,
      viewer,
    );
  const statusOf = async (number: string) => (await services.sales.documents.byNumber(number))!.document;
  const mailsFor = (number: string) =>
    database.db
      .select({ to: outboxEmails.toAddress, subject: outboxEmails.subject, text: outboxEmails.textBody })
      .from(outboxEmails)
      .where(and(eq(outboxEmails.refType, "order"), eq(outboxEmails.refId, number)));
  const { decide, awaiting } = {
    decide: (viewer: BuyerViewer, number: string, fields: Record<string, string>) =>
      services.sales.orders.approvals.decide(viewer, number, approvalDecisionSchema.parse(fields)),
    awaiting: (viewer: BuyerViewer) => services.sales.orders.approvals.awaiting(viewer),
  };

  beforeAll(async () => {
    database = await target.open();
    await seedCatalog(database.db, salesCatalog);
    services = createServices(database, testEnv());
    const greenleaf = await companyOf("Greenleaf Farms", { creditLimitCents: 1_000_000 });
    admin = await memberOf(greenleaf, "Greenleaf Farms", "Ana", "admin");
    buyer = await memberOf(greenleaf, "Greenleaf Farms", "Ben", "buyer");
    approver = await memberOf(greenleaf, "Greenleaf Farms", "Cleo", "approver");
    const other = await companyOf("Other Growers");
    otherAdmin = await memberOf(other, "Other Growers", "Olga", "admin");
  });
  afterAll(() => database?.close());

  it("reads limits in dollars, blank as none, and refuses amounts that are negative, not numbers or too large", () => {
    expect(limits({ userId: "u", orderLimit: "$1,000.50", monthlyBudget: "" })).toEqual({
      orderLimitCents: 100_050,
      monthlyBudgetCents: null,
    });
    expect(limits({ userId: "u", orderLimit: "0", monthlyBudget: "5000" })).toEqual({
      orderLimitCents: 0,
      monthlyBudgetCents: 500_000,
    });
    for (const bad of ["-5", "ten", "10000000.01", "1.234"]) {
      const parsed = spendingLimitsSchema.safeParse({ userId: "u", orderLimit: bad });
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0].message).toBe(LIMIT_AMOUNT_MESSAGE);
    }
  });

  it("lets only the company's admin set limits, and never leaves a limited member their own only approver", async () => {
    const { members } = services.commercial;
    await expect(members.setLimits(buyer, buyer.userId, limits({ userId: "x" }))).rejects.toMatchObject({
      status: 403,
    });
    await expect(
      members.setLimits(otherAdmin, buyer.userId, limits({ userId: "x", orderLimit: "1" })),
    ).rejects.toMatchObject({ status: 404 });

    // Olga is her company's only member: a limit on herself would leave no one to approve.
    await expect(
      members.setLimits(otherAdmin, otherAdmin.userId, limits({ userId: "x", orderLimit: "100" })),
    ).rejects.toMatchObject({ status: 409, message: OWN_ONLY_APPROVER_MESSAGE });

    await members.setLimits(admin, buyer.userId, limits({ userId: "x", orderLimit: "1000" }));
    const listed = await members.list(admin);
    expect(listed.members.find((m) => m.userId === buyer.userId)).toMatchObject({
      orderLimitCents: 100_000,
      monthlyBudgetCents: null,
    });
    // A limit on Ana is fine while Cleo approves; demoting or removing Cleo would leave Ana her own only approver.
    await members.setLimits(admin, admin.userId, limits({ userId: "x", orderLimit: "100000" }));
    await expect(members.changeRole(admin, approver.userId, "buyer")).rejects.toMatchObject({
      message: OWN_ONLY_APPROVER_MESSAGE,
    });
    await expect(members.remove(admin, approver.userId)).rejects.toMatchObject({
      message: OWN_ONLY_APPROVER_MESSAGE,
    });
    expect((await members.list(admin)).members.find((m) => m.userId === approver.userId)?.role).toBe(
      "approver",
    );
    await members.setLimits(admin, admin.userId, limits({ userId: "x" }));
  });

  it("places an order above the buyer's limit awaiting approval: nothing charged, no credit spent, approvers asked", async () => {
    const creditBefore = (await services.billing.checkoutAccount(buyer, null)).onAccount?.creditLeftCents;
    const { order: placed } = await order(buyer, { paymentMethod: "account", poNumber: "PO-1" });
    expect(placed.totalCents).toBeGreaterThan(100_000);
    expect(placed.status).toBe("awaiting_approval");
    expect((await services.billing.checkoutAccount(buyer, null)).onAccount?.creditLeftCents).toBe(
      creditBefore,
    );
    const history = await services.sales.documents.history((await statusOf(placed.orderNumber)).id);
    expect(history[0].reason).toContain("above your order limit of $1,000.00");
    const mails = await mailsFor(placed.orderNumber);
    expect(mails.map((m) => m.to).sort()).toEqual([admin.email, buyer.email, approver.email].sort());
    expect(mails.find((m) => m.to === approver.email)?.text).toContain(
      "/commercial-view/approvals?order=" + placed.orderNumber,
    );
    // No payment is started for it.
    expect(await services.sales.payments.checkoutPayment(placed.orderNumber)).toBeNull();

    // Within the limit, an order is placed at once.
    const small = (await order(buyer, { items: [{ sku: "SPD-Q1", quantity: 2 }] })).order;
    expect(small.status).toBe("pending");
  });

  it("lists the awaiting orders for approvers only, and refuses deciding to buyers and other companies", async () => {
    const list = await awaiting(approver);
    expect(list.length).toBe(1);
    expect(list[0]).toMatchObject({ placedByName: "Ben", own: false });
    const number = list[0].number;
    await expect(awaiting(buyer)).rejects.toMatchObject({ status: 403, message: NOT_APPROVER_MESSAGE });
    await expect(decide(buyer, number, { decision: "approve" })).rejects.toMatchObject({ status: 403 });
    await expect(decide(otherAdmin, number, { decision: "approve" })).rejects.toMatchObject({
      status: 404,
    });
    expect(approvalDecisionSchema.safeParse({ decision: "reject", note: " " }).error?.issues[0].message).toBe(
      REJECT_REASON_MESSAGE,
    );
    expect((await statusOf(number)).status).toBe("awaiting_approval");
  });

  it("approves an order at today's prices: the buyer is told of the change, sales is mailed, credit is spent", async () => {
    const [waiting] = await awaiting(approver);
    const before = await statusOf(waiting.number);
    const setListPrice = async (priceCents: number) => {
      await database.db.update(products).set({ priceCents }).where(eq(products.sku, "IL-Q1"));
      await database.db.update(catalogEntries).set({ priceCents }).where(eq(catalogEntries.sku, "IL-Q1"));
    };
    await setListPrice(139_900);
    try {
      const { changes } = await decide(approver, waiting.number, {
        decision: "approve",
        note: "OK for room 3",
      });
      expect(changes).toEqual([expect.stringMatching(/^.+ \(IL-Q1\): \$[\d,.]+ → \$[\d,.]+ each$/)]);
    } finally {
      await setListPrice(129_900);
    }
    const after = await statusOf(waiting.number);
    expect(after.status).toBe("pending");
    expect(after.totalCents).toBeGreaterThan(before.totalCents);
    const mails = await mailsFor(waiting.number);
    const approved = mails.find((m) => m.subject === `Order ${waiting.number} was approved`);
    expect(approved?.to).toBe(buyer.email);
    expect(approved?.text).toContain("Prices changed since you placed it");
    expect(mails.some((m) => m.subject === `New order ${waiting.number}`)).toBe(true);
    // The order's own confirmation, sent on approval, greets the buyer who placed it by name.
    const confirmation = mails.find((m) => m.subject === `Order ${waiting.number} confirmed`);
    expect(confirmation?.text).toContain("Hi Ben,");
    const history = await services.sales.documents.history(after.id);
    expect(history.at(-1)).toMatchObject({
      fromStatus: "awaiting_approval",
      toStatus: "pending",
      actor: `approver:${approver.email}`,
    });
    expect(history.at(-1)?.reason).toContain("OK for room 3");
    await expect(
      decide(approver, waiting.number, { decision: "reject", note: "late" }),
    ).rejects.toMatchObject({ status: 409, message: NOT_AWAITING_MESSAGE });
  });

  it("rejects with a reason the buyer is mailed; the order takes no payment and spends nothing", async () => {
    const { order: placed } = await order(buyer);
    await decide(admin, placed.orderNumber, { decision: "reject", note: "Over budget this quarter" });
    expect((await statusOf(placed.orderNumber)).status).toBe("rejected");
    const mails = await mailsFor(placed.orderNumber);
    expect(mails.find((m) => m.subject === `Order ${placed.orderNumber} was rejected`)).toMatchObject({
      to: buyer.email,
      text: expect.stringContaining("Over budget this quarter"),
    });
    expect(await services.sales.payments.checkoutPayment(placed.orderNumber)).toBeNull();
  });

  it("refuses an approver their own order above their own limit, and another approver may approve it", async () => {
    await services.commercial.members.setLimits(
      admin,
      approver.userId,
      limits({ userId: "x", orderLimit: "100" }),
    );
    const { order: own } = await order(approver);
    expect(own.status).toBe("awaiting_approval");
    expect((await awaiting(approver)).find((o) => o.number === own.orderNumber)?.own).toBe(true);
    await expect(decide(approver, own.orderNumber, { decision: "approve" })).rejects.toMatchObject({
      status: 403,
      message: OWN_ORDER_OVER_LIMIT_MESSAGE,
    });
    await decide(admin, own.orderNumber, { decision: "approve" });
    expect((await statusOf(own.orderNumber)).status).toBe("pending");
  });

  it("holds orders beyond the monthly budget, and two orders placed at once cannot share what is left", async () => {
    const dana = await memberOf(admin.companyId, "Greenleaf Farms", "Dana", "buyer");
    const line = [{ sku: "SPD-Q1", quantity: 10 }];
    const first = (await order(dana, { items: line })).order;
    expect(first.status).toBe("pending");
    // Spent this month: one order; the budget leaves room for one more such order, not two.
    await services.commercial.members.setLimits(
      admin,
      dana.userId,
      limits({ userId: "x", monthlyBudget: String((first.totalCents * 2.5) / 100) }),
    );
    const both = await Promise.all([order(dana, { items: line }), order(dana, { items: line })]);
    expect(both.map((r) => r.order.status).sort()).toEqual(["awaiting_approval", "pending"]);
    const held = both.find((r) => r.order.status === "awaiting_approval")!.order;
    const history = await services.sales.documents.history((await statusOf(held.orderNumber)).id);
    expect(history[0].reason).toContain("left of your monthly budget");
  });

  it("refuses approving an order on account the company's credit no longer covers", async () => {
    const big = [{ sku: "IL-Q1", quantity: 5 }];
    const { order: placed } = await order(buyer, { paymentMethod: "account", items: big });
    expect(placed.status).toBe("awaiting_approval");
    await database.db
      .update(companies)
      .set({ creditLimitCents: 100_000 })
      .where(eq(companies.id, admin.companyId));
    await expect(decide(approver, placed.orderNumber, { decision: "approve" })).rejects.toMatchObject({
      status: 400,
      message: OVER_CREDIT_MESSAGE,
    });
    expect((await statusOf(placed.orderNumber)).status).toBe("awaiting_approval");
  });

  it("holds a quote accepted above the buyer's limit for approval, and approval keeps the quoted prices", async () => {
    const { sales } = services;
    // A net 30 company's accepted quote is an order on account: its credit must cover it at approval.
    await database.db
      .update(companies)
      .set({ creditLimitCents: 1_000_000 })
      .where(eq(companies.id, admin.companyId));
    const { quote } = await sales.quotes.create(
      orderRequestSchema.parse(quotePayload({ email: buyer.email })),
      { viewer: buyer },
    );
    const found = (await sales.documents.byNumber(quote.quoteNumber))!;
    await sales.negotiation.priceAndSend(
      found.document.id,
      priceQuoteSchema.parse({
        lines: [
          { sku: "IL-Q1", quantity: "2", unitPrice: "1,000.00" },
          { sku: "SPD-Q1", quantity: "3", unitPrice: "10.00" },
        ],
        freight: "100",
        validUntil: new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10),
      }),
      "staff:sam",
    );
    const { orderNumber } = await sales.negotiation.acceptAs(quote.quoteNumber, {
      token: null,
      viewer: buyer,
    });
    const order = await statusOf(orderNumber);
    expect(order.status).toBe("awaiting_approval");
    const mails = await mailsFor(orderNumber);
    expect(mails.map((m) => m.to).sort()).toEqual([admin.email, buyer.email, approver.email].sort());
    await decide(approver, orderNumber, { decision: "approve" });
    const approved = await services.sales.documents.byNumber(orderNumber);
    expect(approved?.document).toMatchObject({ status: "pending", totalCents: order.totalCents });
    expect(approved?.lines.map((l) => l.unitPriceCents)).toEqual([100_000, 1_000]);
  });
  it("says who placed it in the approval mails and the card confirmation of an order sales placed as the buyer", async () => {
    const sam = await services.accounts.createUser({ email: "sam@canopy.example", name: "Sam" });
    const endsAt = new Date(Date.now() + 30 * 60_000).toISOString();
    const asBen: BuyerViewer = {
      ...buyer,
      shopAs: { userId: sam.id, email: "sam@canopy.example", name: "Sam", endsAt },
    };
    await services.commercial.members.setLimits(
      admin,
      buyer.userId,
      limits({ userId: "x", orderLimit: "1000", monthlyBudget: "" }),
    );
    const placedLine = `Placed by Sam (sam@canopy.example) for Ben (${buyer.email})`;

    const { order: held } = await order(asBen);
    expect(held.status).toBe("awaiting_approval");
    const asked = await mailsFor(held.orderNumber);
    expect(asked.map((m) => m.to).sort()).toEqual([admin.email, buyer.email, approver.email].sort());
    for (const mail of asked) expect(mail.text).toContain(placedLine);

    await decide(approver, held.orderNumber, { decision: "approve" });
    const decided = await mailsFor(held.orderNumber);
    expect(decided.find((m) => m.subject === `Order ${held.orderNumber} was approved`)?.text).toContain(
      placedLine,
    );
    expect(decided.find((m) => m.subject === `New order ${held.orderNumber}`)?.text).toContain(placedLine);

    const rejectedOne = (await order(asBen)).order;
    await decide(admin, rejectedOne.orderNumber, { decision: "reject", note: "Not this month" });
    const rejected = (await mailsFor(rejectedOne.orderNumber)).find((m) =>
      m.subject.endsWith("was rejected"),
    );
    expect(rejected?.text).toContain(placedLine);

    // An order paid online is confirmed to the buyer once its payment is on its way: that mail says so too.
    // (Mailed to another address: Ben's confirmations this hour are spent by the tests above.)
    const contact = { email: "room3@greenleaffarms.example", phone: "555" };
    const small = (await order(asBen, { contact, items: [{ sku: "SPD-Q1", quantity: 2 }] })).order;
    expect(small.status).toBe("pending");
    const paid = await statusOf(small.orderNumber);
    const confirmation = await services.sales.orders.paymentConfirmationMails(paid.id, "processing");
    expect(confirmation[0]?.text).toContain(placedLine);
    // A buyer's own order says nothing of the kind.
    const own = (await order(buyer, { contact, items: [{ sku: "SPD-Q1", quantity: 1 }] })).order;
    const ownMails = await services.sales.orders.paymentConfirmationMails(
      (await statusOf(own.orderNumber)).id,
      "processing",
    );
    expect(ownMails[0]?.text).not.toContain("Placed by");
  });
});
