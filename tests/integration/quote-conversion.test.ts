import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { priceQuoteSchema } from "../../core/back-office-forms.ts";
import { orderRequestSchema } from "../../core/order-request.ts";
import type { BuyerViewer, StaffViewer } from "../../core/viewer.ts";
import type { Database } from "../../server/db/client.ts";
import { companies } from "../../server/db/schema/companies.ts";
import { outboxEmails } from "../../server/db/schema/email.ts";
import { salesDocuments } from "../../server/db/schema/sales.ts";
import { createServices, type Services } from "../../server/services.ts";
import { creditRefusalMessage } from "../../server/sales/negotiation-service.ts";
import { seedCatalog } from "../factories/catalog.ts";
import { buyerOfNewCompany } from "../support/company-member.ts";
import { databaseTargets } from "../support/test-database.ts";
import { testEnv } from "../support/test-server.ts";
import { quotePayload, salesCatalog } from "./sales-fixtures.ts";

const staff: StaffViewer = {
  kind: "staff",
  userId: "staff-1",
  email: "ana@canopy.example",
  name: "Ana",
  staffRole: "sales",
};
const PDF_BYTES = new TextEncoder().encode("%PDF-1.4\n% a certificate\n");
const validUntil = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
/** 4 lights at $1,150.00 and freight $120.00: $4,720.00 before tax; 8% tax is $368.00. */
const pricing = priceQuoteSchema.parse({
  lines: [{ sku: "IL-Q1", name: "Light", quantity: "4", unitPrice: "1,150.00" }],
  freight: "120.00",
  note: "",
  validUntil,
});
const SUBTOTAL = 460_000;
const FREIGHT = 12_000;
const TAX = 36_800;

describe.each(databaseTargets())("a quote becomes the right order ($name)", (target) => {
  let database: Database;
  let services: Services;

  const buyerOf = (name: string, terms: { paymentTerms: "card" | "net30"; creditLimitCents?: number }) =>
    buyerOfNewCompany(database, services, name, terms);

  /** A quote the buyer requested (with a PO number and job name), priced and sent by sales. */
  async function pricedQuote(viewer: BuyerViewer) {
    const { quote } = await services.sales.quotes.create(
      orderRequestSchema.parse(quotePayload({ email: viewer.email })),
      { viewer },
    );
    await database.db
      .update(salesDocuments)
      .set({ poNumber: "PO-8812", jobName: "North greenhouse" })
      .where(eq(salesDocuments.number, quote.quoteNumber));
    const { document } = (await services.sales.documents.byNumber(quote.quoteNumber))!;
    await services.sales.negotiation.priceAndSend(document.id, pricing, staff);
    return (await services.sales.documents.byId(document.id))!;
  }
  const creditLeft = async (viewer: BuyerViewer) =>
    (await services.billing.checkoutAccount(viewer, null)).onAccount?.creditLeftCents;
  const mailsOf = (number: string) =>
    database.db
      .select()
      .from(outboxEmails)
      .where(and(eq(outboxEmails.refType, "order"), eq(outboxEmails.refId, number)));

  beforeAll(async () => {
    database = await target.open();
    await seedCatalog(database.db, salesCatalog);
    services = createServices(database, testEnv());
  });
  afterAll(() => database?.close());

  it("a tax-exempt net 30 company's accepted quote is an order on account without tax, spending its credit", async () => {
    const exempt = await buyerOf("Exempt Growers", { paymentTerms: "net30", creditLimitCents: 1_000_000 });
    const certificate = await services.billing.certificates.upload(exempt, {
      state: "California",
      fileName: "ca-resale.pdf",
      bytes: PDF_BYTES,
    });
    await services.billing.certificates.review(staff, certificate, "verified");

    const quote = await pricedQuote(exempt);
    // The quote is totalled by the checkout's rule: the verified exemption for the ship-to state applies.
    expect(quote.document).toMatchObject({
      subtotalCents: SUBTOTAL,
      shippingCents: FREIGHT,
      taxCents: 0,
      totalCents: SUBTOTAL + FREIGHT,
    });
    expect(await creditLeft(exempt)).toBe(1_000_000);

    const accepted = await services.sales.negotiation.acceptAs(quote.document.number, {
      token: null,
      viewer: exempt,
    });
    const order = (await services.sales.documents.byId(accepted.orderId))!.document;
    expect(order).toMatchObject({
      paymentMethod: "account",
      paymentStatus: "awaiting",
      companyId: exempt.companyId,
      poNumber: "PO-8812",
      jobName: "North greenhouse",
      streetAddress: "1450 Orchard Rd",
      state: "California",
      subtotalCents: SUBTOTAL,
      shippingCents: FREIGHT,
      taxCents: 0,
      totalCents: SUBTOTAL + FREIGHT,
      sourceDocumentId: quote.document.id,
    });
    expect(await creditLeft(exempt)).toBe(1_000_000 - (SUBTOTAL + FREIGHT));

    // Converted through the status machine, in the acceptance's transaction.
    const history = await services.sales.documents.history(quote.document.id);
    expect(history.map((e) => [e.fromStatus, e.toStatus])).toEqual([
      [null, "pending"],
      ["pending", "priced"],
      ["priced", "accepted"],
      ["accepted", "converted"],
    ]);
    expect((await services.sales.documents.byId(quote.document.id))!.document.status).toBe("converted");
    // The buyer's copy names staff as "Canopy sales", never by their address.
    const buyersCopy = await services.sales.quotes.document(quote.document.number, {
      token: null,
      viewer: exempt,
    });
    expect(buyersCopy!.history.map((e) => e.actor)).toEqual([
      "customer",
      "Canopy sales",
      exempt.email,
      "Canopy",
    ]);
    expect(JSON.stringify(buyersCopy)).not.toContain(staff.email);

    const mails = await mailsOf(order.number);
    expect(mails.map((m) => m.template).sort()).toEqual(["order-confirmation", "sales-notification"]);
    for (const mail of mails) {
      expect(mail.textBody).toContain("Pay on account (net 30)");
      expect(mail.textBody).toContain("PO-8812");
      expect(mail.textBody).toContain("North greenhouse");
    }
  });

  it("refuses acceptance when the credit left does not cover the order, changing nothing", async () => {
    const short = await buyerOf("Short Credit Farms", { paymentTerms: "net30", creditLimitCents: 300_000 });
    const quote = await pricedQuote(short);
    const total = SUBTOTAL + FREIGHT + TAX;
    expect(quote.document.totalCents).toBe(total);
    await expect(
      services.sales.negotiation.acceptAs(quote.document.number, { token: null, viewer: short }),
    ).rejects.toMatchObject({ status: 409, message: creditRefusalMessage(total, 300_000) });
    expect((await services.sales.documents.byId(quote.document.id))!.document.status).toBe("priced");
    const orders = await database.db
      .select({ id: salesDocuments.id })
      .from(salesDocuments)
      .where(eq(salesDocuments.sourceDocumentId, quote.document.id));
    expect(orders).toEqual([]);
    expect(await creditLeft(short)).toBe(300_000);
    // Staff see it on the overview until the buyer can accept it.
    const refusedOnOverview = async () =>
      (await services.backOffice.dashboard.overview(new Date())).quotesRefusedForCredit.rows.map(
        (r) => r.number,
      );
    expect(await refusedOnOverview()).toContain(quote.document.number);

    // With the limit raised, the same quote is accepted onto the account.
    await database.db
      .update(companies)
      .set({ creditLimitCents: 1_000_000 })
      .where(eq(companies.id, short.companyId));
    const accepted = await services.sales.negotiation.acceptAs(quote.document.number, {
      token: null,
      viewer: short,
    });
    expect((await services.sales.documents.byId(accepted.orderId))!.document).toMatchObject({
      paymentMethod: "account",
      taxCents: TAX,
      totalCents: total,
    });
    expect(await creditLeft(short)).toBe(1_000_000 - total);
    expect(await refusedOnOverview()).not.toContain(quote.document.number);
  });

  it("a company without terms gets an order to pay online or by link, taxed, its mail saying nothing is charged yet", async () => {
    const cardOnly = await buyerOf("Card Only Co", { paymentTerms: "card" });
    const quote = await pricedQuote(cardOnly);
    const accepted = await services.sales.negotiation.acceptByToken(quote.document.number, quote.token);
    const order = (await services.sales.documents.byId(accepted.orderId))!.document;
    // No payment provider in the tests' configuration: the order waits for a payment link.
    expect(order).toMatchObject({ paymentMethod: "link", taxCents: TAX, poNumber: "PO-8812" });
    const [confirmation] = (await mailsOf(order.number)).filter((m) => m.template === "order-confirmation");
    expect(confirmation.textBody).toContain("Nothing has been charged");
    expect(confirmation.textBody).not.toContain("net 30");
  });
});
