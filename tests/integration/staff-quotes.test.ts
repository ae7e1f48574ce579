import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { staffQuoteLinesFrom, staffQuoteSchema } from "../../core/back-office-forms.ts";
import { SHOP_AS_INACTIVE_MESSAGE } from "../../core/shop-as.ts";
import type { BuyerViewer, StaffViewer } from "../../core/viewer.ts";
import type { Database } from "../../server/db/client.ts";
import { companies, companyMembers } from "../../server/db/schema/companies.ts";
import { staffAuditLog } from "../../server/db/schema/audit.ts";
import { outboxEmails } from "../../server/db/schema/email.ts";
import { createServices, type Services } from "../../server/services.ts";
import {
  STAFF_QUOTE_NO_ADDRESS_MESSAGE,
  staffQuoteOnRequestMessage,
  staffQuoteUnsoldMessage,
} from "../../server/sales/staff-quotes.ts";
import { seedCatalog } from "../factories/catalog.ts";
import { databaseTargets } from "../support/test-database.ts";
import { testEnv } from "../support/test-server.ts";
import { salesCatalog } from "./sales-fixtures.ts";

/**
 * Staff make a quote for a company's buyer in the back office: company prices unless typed, freight and
 * expiry, sent as a priced quote (mail with PDF) the buyer accepts as any other; the history says sales
 * made it; another company's member, staff and an inactive company are refused.
 */
describe.each(databaseTargets())("quotes staff make for a company on $name", (target) => {
  let database: Database;
  let services: Services;
  let buyer: BuyerViewer;
  let outsider: BuyerViewer;
  let bare: BuyerViewer;
  const sam: StaffViewer = {
    kind: "staff",
    userId: "",
    email: "sam@canopy.example",
    name: "Sam",
    staffRole: "sales",
  };
  const validUntil = () => new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
  const input = (fields: Record<string, unknown>) =>
    staffQuoteSchema.parse({ freight: "120", validUntil: validUntil(), ...fields });

  async function companyWithBuyer(companyName: string, name: string): Promise<BuyerViewer> {
    const [company] = await database.db.insert(companies).values({ name: companyName }).returning();
    const email = `${name.toLowerCase()}@${companyName.toLowerCase().replace(/\W+/g, "")}.example`;
    const { id: userId } = await services.accounts.createUser({ email, name });
    await database.db.insert(companyMembers).values({ userId, companyId: company.id, role: "buyer" });
    return { kind: "buyer", userId, email, name, companyId: company.id, companyName, companyRole: "buyer" };
  }

  beforeAll(async () => {
    database = await target.open();
    await seedCatalog(database.db, salesCatalog);
    services = createServices(database, testEnv());
    sam.userId = (
      await services.accounts.addStaff({ email: sam.email, password: "Backoffice#2026", role: "sales" })
    ).id;
    buyer = await companyWithBuyer("Greenleaf Farms", "Ben");
    outsider = await companyWithBuyer("Other Growers", "Olga");
    bare = await companyWithBuyer("Bare Roots", "Bea");
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
  });
  afterAll(() => database?.close());

  it("reads the company screen's lines box: SKU, quantity and an optional price per line", () => {
    const lines = staffQuoteLinesFrom("IL-Q1 2\n\n  SPD-Q1, 5, 45.00 \r\nbad");
    expect(lines).toEqual([
      { sku: "IL-Q1", quantity: "2", unitPrice: "" },
      { sku: "SPD-Q1", quantity: "5", unitPrice: "45.00" },
      { sku: "bad", quantity: "", unitPrice: "" },
    ]);
    const parsed = staffQuoteSchema.safeParse({
      buyerUserId: "u",
      freight: "0",
      validUntil: "2030-01-01",
      lines,
    });
    expect(parsed.error?.issues[0].message).toBe("Quantity must be at least 1.");
    expect(
      staffQuoteSchema.parse({
        buyerUserId: "u",
        freight: "0",
        validUntil: "2030-01-01",
        lines: lines.slice(0, 2),
      }).lines,
    ).toEqual([
      { sku: "IL-Q1", quantity: 2, unitPrice: null },
      { sku: "SPD-Q1", quantity: 5, unitPrice: 4_500 },
    ]);
  });

  it("prices lines at the company's prices unless staff typed one, sends it with its PDF, and the buyer accepts it", async () => {
    const [il, spd] = await services.sales.priceLines(
      [
        { sku: "IL-Q1", quantity: 2 },
        { sku: "SPD-Q1", quantity: 5 },
      ],
      buyer,
    );
    const { quoteNumber } = await services.backOffice.quotes.create(
      sam,
      buyer.companyId,
      input({
        buyerUserId: buyer.userId,
        lines: [
          { sku: "IL-Q1", quantity: "2", unitPrice: "" },
          { sku: "SPD-Q1", quantity: "5", unitPrice: "45.00" },
        ],
        note: "As discussed on the phone",
      }),
    );
    const found = (await services.sales.documents.byNumber(quoteNumber))!;
    expect(found.document).toMatchObject({
      kind: "quote",
      status: "priced",
      companyId: buyer.companyId,
      placedBy: buyer.userId,
      shippingCents: 12_000,
      salesNote: "As discussed on the phone",
      city: "Salinas",
    });
    expect(found.lines.map((l) => [l.sku, l.quantity, l.unitPriceCents])).toEqual([
      ["IL-Q1", 2, il.unitPriceCents],
      ["SPD-Q1", 5, 4_500],
    ]);
    expect(spd.unitPriceCents).not.toBe(4_500);
    const history = await services.sales.documents.history(found.document.id);
    expect(history[0]).toMatchObject({ actor: "staff:sam@canopy.example" });
    expect(history[0].reason).toBe(
      `Made by Sam (sam@canopy.example) of sales for Ben (${buyer.email}). Quote made by sales in the back office`,
    );
    expect(history.at(-1)?.toStatus).toBe("priced");
    const audit = await database.db
      .select({ action: staffAuditLog.action, actor: staffAuditLog.actorEmail })
      .from(staffAuditLog)
      .where(eq(staffAuditLog.subjectId, quoteNumber));
    expect(audit).toEqual([{ action: "quote.placed_for_buyer", actor: "sam@canopy.example" }]);

    // One mail: the priced quote with its PDF, to the buyer; no "we got your request".
    const mails = await database.db
      .select({
        to: outboxEmails.toAddress,
        subject: outboxEmails.subject,
        attachment: outboxEmails.attachmentName,
      })
      .from(outboxEmails)
      .where(and(eq(outboxEmails.refType, "quote"), eq(outboxEmails.refId, quoteNumber)));
    expect(mails).toHaveLength(1);
    expect(mails[0].to).toBe(buyer.email);
    expect(mails[0].attachment).toMatch(/\.pdf$/);

    // The buyer accepts it as any priced quote.
    const { orderNumber } = await services.sales.negotiation.acceptAs(quoteNumber, {
      token: null,
      viewer: buyer,
    });
    expect((await services.sales.documents.byNumber(orderNumber))?.document.totalCents).toBe(
      found.document.totalCents,
    );
  });

  it("refuses another company's member, an unsold or unpriced line, no address and an inactive company", async () => {
    const make = (companyId: string, fields: Record<string, unknown>) =>
      services.backOffice.quotes.create(sam, companyId, input(fields));
    const lines = [{ sku: "IL-Q1", quantity: "1", unitPrice: "" }];
    await expect(make(buyer.companyId, { buyerUserId: outsider.userId, lines })).rejects.toMatchObject({
      status: 404,
    });
    await expect(make(buyer.companyId, { buyerUserId: sam.userId, lines })).rejects.toMatchObject({
      status: 404,
    });
    await expect(
      make(buyer.companyId, { buyerUserId: buyer.userId, lines: [{ sku: "NOPE-1", quantity: "1" }] }),
    ).rejects.toMatchObject({ status: 400, message: staffQuoteUnsoldMessage(["NOPE-1"]) });
    await expect(make(bare.companyId, { buyerUserId: bare.userId, lines })).rejects.toMatchObject({
      status: 400,
      message: STAFF_QUOTE_NO_ADDRESS_MESSAGE,
    });
    expect(staffQuoteOnRequestMessage(["X"])).toContain("Type a unit price");
    for (const bad of [{ lines: [] }, { lines: [{ sku: "IL-Q1", quantity: "0" }] }, { lines, freight: "-1" }])
      expect(
        staffQuoteSchema.safeParse({ buyerUserId: "x", freight: "0", validUntil: validUntil(), ...bad })
          .success,
      ).toBe(false);
    await database.db
      .update(companies)
      .set({ status: "deactivated" })
      .where(eq(companies.id, buyer.companyId));
    await expect(make(buyer.companyId, { buyerUserId: buyer.userId, lines })).rejects.toMatchObject({
      status: 409,
      message: SHOP_AS_INACTIVE_MESSAGE,
    });
  });
});
