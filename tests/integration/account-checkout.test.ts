import { and, eq } from "drizzle-orm";
import { extractText, getDocumentProxy } from "unpdf";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { shopDay } from "../../core/shop-time.ts";
import { checkoutSchema } from "../../core/order-request.ts";
import { NO_TERMS_MESSAGE, OVER_CREDIT_MESSAGE } from "../../core/payment-terms.ts";
import { CERTIFICATE_TYPE_MESSAGE, CERTIFICATE_TOO_LARGE_MESSAGE } from "../../core/tax-certificate.ts";
import type { BuyerViewer } from "../../core/viewer.ts";
import type { Database } from "../../server/db/client.ts";
import { companies } from "../../server/db/schema/companies.ts";
import { staffAuditLog } from "../../server/db/schema/audit.ts";
import { invoices } from "../../server/db/schema/billing.ts";
import { outboxEmails } from "../../server/db/schema/email.ts";
import { createServices, type Services } from "../../server/services.ts";
import { seedCatalog } from "../factories/catalog.ts";
import { buyerOfNewCompany } from "../support/company-member.ts";
import { databaseTargets } from "../support/test-database.ts";
import { testEnv } from "../support/test-server.ts";
import { checkoutPayload, salesCatalog, salesStaff as staff } from "./sales-fixtures.ts";

const PDF_BYTES = new TextEncoder().encode("%PDF-1.4\n% a certificate\n");

async function pdfText(bytes: Uint8Array): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  return text.replace(/\s+/g, " ");
}

describe.each(databaseTargets())("checkout for accounts and invoices on $name", (target) => {
  let database: Database;
  let services: Services;
  let net30: BuyerViewer;
  let cardOnly: BuyerViewer;

  const buyerOf = (name: string, terms: { paymentTerms: "card" | "net30"; creditLimitCents?: number }) =>
    buyerOfNewCompany(database, services, name, terms);

  const order = (viewer: BuyerViewer | null, overrides: Parameters<typeof checkoutPayload>[0] = {}) =>
    services.sales.orders.create(checkoutSchema.parse(checkoutPayload(overrides)), undefined, viewer);
  const onAccount = (viewer: BuyerViewer | null, overrides: Parameters<typeof checkoutPayload>[0] = {}) =>
    order(viewer, { paymentMethod: "account", card: undefined, poNumber: "PO-4471", ...overrides });
  const creditLeft = async (viewer: BuyerViewer) =>
    (await services.billing.checkoutAccount(viewer, null)).onAccount?.creditLeftCents;
  const setCreditLimit = (viewer: BuyerViewer, creditLimitCents: number) =>
    database.db.update(companies).set({ creditLimitCents }).where(eq(companies.id, viewer.companyId));
  const ship = async (orderNumber: string) => {
    const found = await services.sales.documents.byNumber(orderNumber);
    const id = found!.document.id;
    await services.sales.fulfilment.process(id, staff);
    await services.sales.fulfilment.ship(
      id,
      { carrier: "UPS", trackingNumber: "1Z999AA10123456784", estimatedDelivery: "" },
      staff,
    );
  };

  beforeAll(async () => {
    database = await target.open();
    await seedCatalog(database.db, salesCatalog);
    services = createServices(database, testEnv());
    net30 = await buyerOf("Greenleaf Farms", { paymentTerms: "net30", creditLimitCents: 400_000 });
    cardOnly = await buyerOf("Other Growers", { paymentTerms: "card" });
  });
  afterAll(() => database?.close());

  it("spends a net 30 company's credit on open orders on account, and gives it back when one is canceled", async () => {
    expect(await creditLeft(net30)).toBe(400_000);
    const { order: placed } = await onAccount(net30, { jobName: "Room 3 retrofit" });
    expect(placed).toMatchObject({ paymentMethod: "account", paidWith: null, poNumber: "PO-4471" });
    expect(placed.jobName).toBe("Room 3 retrofit");
    // The buyer's confirmation carries the PO and job name, as sales' copy does.
    const [confirmation] = await database.db
      .select({ text: outboxEmails.textBody })
      .from(outboxEmails)
      .where(
        and(eq(outboxEmails.refId, placed.orderNumber), eq(outboxEmails.template, "order-confirmation")),
      );
    expect(confirmation.text).toContain("PO-4471");
    expect(confirmation.text).toContain("Room 3 retrofit");
    expect(await creditLeft(net30)).toBe(400_000 - placed.totalCents);

    const { order: second } = await onAccount(net30);
    expect(await creditLeft(net30)).toBe(400_000 - placed.totalCents - second.totalCents);
    const found = await services.sales.documents.byNumber(second.orderNumber);
    await services.sales.documents.transition(found!.document.id, "canceled", staff, "Changed plans");
    expect(await creditLeft(net30)).toBe(400_000 - placed.totalCents);
    // A card order spends no credit.
    await order(net30);
    expect(await creditLeft(net30)).toBe(400_000 - placed.totalCents);
  });

  it("refuses net 30 over the credit left, to a company without terms and to a guest", async () => {
    const left = (await creditLeft(net30))!;
    const big = [{ sku: "IL-Q1", quantity: 3 }];
    await expect(onAccount(net30, { items: big })).rejects.toMatchObject({
      status: 400,
      message: OVER_CREDIT_MESSAGE,
    });
    expect(await creditLeft(net30)).toBe(left);
    await expect(onAccount(cardOnly)).rejects.toMatchObject({ message: NO_TERMS_MESSAGE });
    await expect(onAccount(null)).rejects.toMatchObject({ message: NO_TERMS_MESSAGE });
    // Orders placed at once cannot share the last of the credit: the company row is locked.
    const lines = [{ sku: "SPD-Q1", quantity: 10 }];
    const { totalCents } = (await order(net30, { items: lines })).order;
    await setCreditLimit(net30, 400_000 - left + Math.round(totalCents * 1.5));
    const both = await Promise.allSettled([
      onAccount(net30, { items: lines }),
      onAccount(net30, { items: lines }),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual(["fulfilled", "rejected"]);
  });

  it("takes no tax on orders shipped to a state with a certificate staff verified", async () => {
    const taxed = (await order(net30)).order;
    expect(taxed.taxCents).toBeGreaterThan(0);
    const { certificates } = services.billing;
    await expect(
      certificates.upload(net30, {
        state: "California",
        fileName: "cert.txt",
        bytes: new TextEncoder().encode("hello"),
      }),
    ).rejects.toMatchObject({ message: CERTIFICATE_TYPE_MESSAGE });
    const huge = new Uint8Array(4 * 1024 * 1024 + 1);
    huge.set(PDF_BYTES);
    await expect(
      certificates.upload(net30, { state: "California", fileName: "big.pdf", bytes: huge }),
    ).rejects.toMatchObject({ message: CERTIFICATE_TOO_LARGE_MESSAGE });
    const id = await certificates.upload(net30, {
      state: "California",
      fileName: "ca-resale.pdf",
      bytes: PDF_BYTES,
    });
    // Awaiting verification: still taxed.
    expect((await order(net30)).order.taxCents).toBe(taxed.taxCents);

    await certificates.review(staff, id, "verified");
    const exempt = (await order(net30)).order;
    expect(exempt.taxCents).toBe(0);
    expect(exempt.totalCents).toBe(taxed.totalCents - taxed.taxCents);
    const oregon = { ...checkoutPayload().shipping, state: "Oregon", city: "Portland", zipCode: "97201" };
    expect((await order(net30, { shipping: oregon })).order.taxCents).toBe(taxed.taxCents);
    // Another company's orders to California are taxed.
    expect((await order(cardOnly)).order.taxCents).toBe(taxed.taxCents);

    const trail = await database.db
      .select()
      .from(staffAuditLog)
      .where(eq(staffAuditLog.subjectId, id))
      .orderBy(staffAuditLog.id);
    expect(trail).toMatchObject([
      { action: "tax_certificate.upload", actorEmail: net30.email, after: { state: "California" } },
      { action: "tax_certificate.verify", actorEmail: staff.email },
    ]);
    // The refused uploads left no trail.
    expect(
      await database.db
        .select()
        .from(staffAuditLog)
        .where(eq(staffAuditLog.action, "tax_certificate.upload")),
    ).toHaveLength(1);
  });

  it("serves a certificate's file to its company and staff only", async () => {
    const id = await services.billing.certificates.upload(net30, {
      state: "Nevada",
      fileName: "nv.pdf",
      bytes: PDF_BYTES,
    });
    const own = await services.billing.certificates.file(net30, id);
    expect(own).toMatchObject({ contentType: "application/pdf", fileName: "nv.pdf" });
    expect(Buffer.from(own.content).toString()).toBe(Buffer.from(PDF_BYTES).toString());
    expect((await services.billing.certificates.file(staff, id)).fileName).toBe("nv.pdf");
    await expect(services.billing.certificates.file(cardOnly, id)).rejects.toMatchObject({ status: 404 });
    await expect(services.billing.certificates.file(null, id)).rejects.toMatchObject({ status: 404 });
  });

  it("invoices a shipped order on account, due 30 days later, as a PDF only its company can open", async () => {
    await setCreditLimit(net30, 10_000_000);
    const { order: placed } = await onAccount(net30, { jobName: "Room 4" });
    const { order: byCard } = await order(net30);
    await ship(placed.orderNumber);
    await ship(byCard.orderNumber);

    const today = shopDay(new Date());
    const page = await services.billing.invoices.list(
      net30,
      { q: placed.orderNumber, page: 1, size: 20 },
      today,
    );
    expect(page.total).toBe(1);
    const [row] = page.rows;
    expect(row).toMatchObject({
      orderNumber: placed.orderNumber,
      totalCents: placed.totalCents,
      status: "pending",
    });
    expect(row.issuedOn).toBe(today);
    expect(Date.parse(row.dueOn) - Date.parse(row.issuedOn)).toBe(30 * 86_400_000);
    const card = await services.billing.invoices.list(
      net30,
      { q: byCard.orderNumber, page: 1, size: 20 },
      today,
    );
    expect(card.total).toBe(0);
    expect((await services.billing.invoices.list(cardOnly, { q: "", page: 1, size: 20 }, today)).total).toBe(
      0,
    );
    // Searching by the PO number finds it too.
    expect(
      (await services.billing.invoices.list(net30, { q: "po-4471", page: 1, size: 20 }, today)).total,
    ).toBe(1);

    const pdf = await services.billing.invoices.pdf(net30, row.invoiceNumber);
    expect(Buffer.from(pdf.subarray(0, 5)).toString()).toBe("%PDF-");
    const text = await pdfText(pdf);
    for (const expected of [
      `Invoice ${row.invoiceNumber}`,
      "Greenleaf Farms",
      "PO number: PO-4471",
      "Job name: Room 4",
      "Terms: Net 30",
      "IL-Q1",
      "1.5% per month",
    ])
      expect(text).toContain(expected);
    await expect(services.billing.invoices.pdf(cardOnly, row.invoiceNumber)).rejects.toMatchObject({
      status: 404,
    });
  });

  it("records an invoice's payment once, dated from its issue to today, which frees the credit and is audited", async () => {
    await setCreditLimit(net30, 5_000_000);
    const before = (await creditLeft(net30))!;
    const { order: placed } = await onAccount(net30, { jobName: "Room 5" });
    await ship(placed.orderNumber);
    expect(await creditLeft(net30)).toBe(before - placed.totalCents);
    const id = (await services.sales.documents.byNumber(placed.orderNumber))!.document.id;
    const today = shopDay(new Date());
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const record = (receivedOn: string, reference = "CHK 10442") =>
      services.billing.invoices.recordPayment(staff, id, { receivedOn, reference }, today);

    // Past its due day, the back office's overview lists it until the payment is recorded.
    const overdue = async () =>
      (await services.backOffice.dashboard.overview(new Date())).overdueInvoices.rows.map(
        (r) => r.orderNumber,
      );
    expect(await overdue()).not.toContain(placed.orderNumber);
    await database.db
      .update(invoices)
      .set({ issuedOn: "2025-12-01", dueOn: "2025-12-31" })
      .where(eq(invoices.documentId, id));
    expect(await overdue()).toContain(placed.orderNumber);

    for (const day of [tomorrow, "2020-01-01"]) {
      await expect(record(day)).rejects.toMatchObject({
        status: 400,
        fields: { receivedOn: expect.any(String) },
      });
    }
    const { invoiceNumber: number } = await record(today);
    expect(number).toBe(`INV-${placed.orderNumber.replace(/^ORD-/, "")}`);
    expect(await creditLeft(net30)).toBe(before);
    expect(await overdue()).not.toContain(placed.orderNumber);
    const [row] = (await services.billing.invoices.list(net30, { q: number, page: 1, size: 20 }, today)).rows;
    expect(row.status).toBe("paid");
    expect((await services.sales.documents.byNumber(placed.orderNumber))!.document.paymentStatus).toBe(
      "captured",
    );
    const trail = await database.db.select().from(staffAuditLog).where(eq(staffAuditLog.subjectId, number));
    expect(trail).toMatchObject([
      {
        action: "invoice.payment",
        actorEmail: staff.email,
        after: { amountCents: placed.totalCents, receivedOn: today, reference: "CHK 10442", balanceCents: 0 },
      },
    ]);

    await expect(record(today, "again")).rejects.toMatchObject({
      status: 400,
      message: `Invoice ${number} is already recorded as paid.`,
    });
    const { order: byCard } = await order(net30);
    const cardId = (await services.sales.documents.byNumber(byCard.orderNumber))!.document.id;
    await expect(
      services.billing.invoices.recordPayment(staff, cardId, { receivedOn: today, reference: "x" }, today),
    ).rejects.toMatchObject({ status: 404 });
  });
});
