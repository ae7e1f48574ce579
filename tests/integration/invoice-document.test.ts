import { and, desc, eq } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pdfLayoutText } from "../support/pdf-layout.ts";
import { priceQuoteSchema } from "../../core/back-office-forms.ts";
import { formatMoney } from "../../core/money.ts";
import { orderRequestSchema } from "../../core/order-request.ts";
import { returnRequestSchema } from "../../core/returns.ts";
import type { BuyerViewer, StaffViewer } from "../../core/viewer.ts";
import type { Database } from "../../server/db/client.ts";
import { outboxEmails } from "../../server/db/schema/email.ts";
import { createOutboxWorker } from "../../server/email/outbox-worker.ts";
import { smtpTransport } from "../../server/email/transport.ts";
import { startSmtpSink } from "../e2e/support/smtp-sink.ts";
import { createServices, type Services } from "../../server/services.ts";
import { seedCatalog } from "../factories/catalog.ts";
import { databaseTargets } from "../support/test-database.ts";
import { testEnv } from "../support/test-server.ts";
import { quotePayload, salesCatalog, net30Buyer } from "./sales-fixtures.ts";

const staff: StaffViewer = {
  kind: "staff",
  userId: "staff-1",
  email: "ana@canopy.example",
  name: "Ana",
  staffRole: "sales",
};
const validUntil = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
/** A 120-character name (words and one long unbroken part) and a long sku. */
const LONG_NAME =
  "Hydro nutrient concentrate pH Up professional grade for recirculating deep water culture systems 1SPD-ADVA-100399XL-EXT";
const LONG_SKU = "SPD-ADVA-100399-EXTENDED";

/** The PDF's text laid out as printed, one string per page. */
const layoutPages = (pdf: Uint8Array, name: string) => pdfLayoutText(pdf, name).split("\f").slice(0, -1);

describe.each(databaseTargets())("an invoice a bookkeeper accepts ($name)", (target) => {
  let database: Database;
  let services: Services;
  let buyer: BuyerViewer;

  beforeAll(async () => {
    database = await target.open();
    await seedCatalog(database.db, salesCatalog);
    services = createServices(database, testEnv());
    buyer = await net30Buyer(database, services, {
      email: "kim@longline.example",
      name: "Kim",
      companyName: "Longline Growers",
    });
    await services.billing.addresses.add(buyer, {
      label: "Head office",
      firstName: "Kim",
      lastName: "Ito",
      address: "77 Ledger Lane",
      apartment: "Floor 2",
      city: "Fresno",
      state: "California",
      zipCode: "93721",
      country: "United States",
      isDefault: true,
    });
  });
  afterAll(() => database?.close());

  /** An invoice of `count` lines: a quote staff priced line by line, accepted on account and shipped. */
  async function invoiceOf(count: number) {
    const { quote } = await services.sales.quotes.create(
      orderRequestSchema.parse(quotePayload({ email: buyer.email })),
      { viewer: buyer },
    );
    const { document } = (await services.sales.documents.byNumber(quote.quoteNumber))!;
    const lines = Array.from({ length: count }, (_, i) => ({
      sku: i === 0 ? LONG_SKU : `LINE-${i + 1}`,
      name: i === 0 ? LONG_NAME : `Trellis netting roll ${i + 1}`,
      quantity: "2",
      unitPrice: "12.50",
    }));
    await services.sales.negotiation.priceAndSend(
      document.id,
      priceQuoteSchema.parse({ lines, freight: "40", note: "", validUntil }),
      staff,
    );
    const { orderId } = await services.sales.negotiation.acceptAs(quote.quoteNumber, {
      token: null,
      viewer: buyer,
    });
    await services.sales.fulfilment.process(orderId, staff);
    await services.sales.fulfilment.ship(
      orderId,
      { carrier: "UPS", trackingNumber: "1Z999AA10123456784", estimatedDelivery: "" },
      staff,
    );
    const invoice = await services.billing.invoices.forOrder(orderId);
    const order = (await services.sales.documents.byId(orderId))!.document;
    return { invoice: invoice!, order, pdf: await services.billing.invoices.pdf(buyer, invoice!.number) };
  }

  it("prints the seller, bill-to and ship-to, and a long name wraps inside its column", async () => {
    const { invoice, order, pdf } = await invoiceOf(3);
    const [page] = layoutPages(pdf, `invoice-${target.name}-3-lines`);
    for (const text of [
      "Canopy Horticultural Supply",
      `Invoice ${invoice.number}`,
      "Bill to",
      "Longline Growers",
      "77 Ledger Lane, Floor 2, Fresno, California 93721",
      "Ship to",
      "Terms: Net 30",
      "How to pay",
      "Bank transfer: ACH or wire to Canopy Horticultural Supply",
      "Cheques payable to Canopy Horticultural Supply, mailed to",
    ])
      expect(page.replace(/\s+/g, " ")).toContain(text);
    expect(page).toMatch(new RegExp(`Amount due\\s+\\${formatMoney(order.totalCents)}`));
    // The name wraps in its column and the sku in its own: a gap always stands between them.
    const skuRow = page.split("\n").find((l) => l.includes("SPD-ADVA-100399"));
    expect(skuRow).toMatch(/^\s*Hydro nutrient concentrate\b.*\S\s{2,}SPD-ADVA-100399/);
    expect(page).toContain("1SPD-ADVA-100399XL-EXT");
    expect(page).not.toContain(`${LONG_NAME.slice(-10)}SPD`);
  });

  it("a 200-line invoice repeats the table header on every page and ends with the totals and how to pay", async () => {
    const { order, pdf } = await invoiceOf(200);
    const pages = layoutPages(pdf, `invoice-${target.name}-200-lines`);
    expect(pages.length).toBeGreaterThan(3);
    pages.forEach((page, i) => {
      expect(page).toMatch(/Item\s+SKU\s+Qty\s+Unit price\s+Amount/);
      expect(page).toContain(`page ${i + 1} of ${pages.length}`);
    });
    const all = pages.join("\n");
    for (let n = 2; n <= 200; n++) expect(all).toContain(`LINE-${n} `);
    expect(pages.at(-1)).toContain(formatMoney(order.totalCents));
    expect(pages.at(-1)).toContain("How to pay");
  });

  it("mails the invoice with its PDF attached to the buyer who placed the order when it is issued", async () => {
    const { invoice, order } = await invoiceOf(2);
    const [queued] = await database.db
      .select()
      .from(outboxEmails)
      .where(and(eq(outboxEmails.refType, "invoice"), eq(outboxEmails.refId, invoice.number)));
    expect(queued).toMatchObject({
      template: "invoice-issued",
      toAddress: buyer.email,
      subject: `Invoice ${invoice.number} for order ${order.number}`,
      attachmentName: `${invoice.number}.pdf`,
    });
    expect(queued.textBody).toContain(formatMoney(order.totalCents));
    expect(Buffer.from(queued.attachment!.subarray(0, 5)).toString()).toBe("%PDF-");

    const smtp = await startSmtpSink();
    try {
      await database.db
        .update(outboxEmails)
        .set({ status: "sent" })
        .where(and(eq(outboxEmails.status, "pending"), eq(outboxEmails.refId, order.number)));
      const worker = createOutboxWorker({
        db: database.db,
        transport: smtpTransport(smtp.url),
        from: "Canopy <sales@canopy.example>",
        log: pino({ level: "silent" }),
      });
      for (let pass = 0; pass < 5 && !smtp.received.some((m) => m.raw.includes(invoice.number)); pass++)
        await worker.runOnce();
      await worker.stop();
      const delivered = smtp.received.find((m) => m.raw.includes(`Subject: Invoice ${invoice.number}`));
      expect(delivered?.raw).toContain("Content-Type: application/pdf");
      expect(delivered?.raw).toContain(`filename=${invoice.number}.pdf`);
    } finally {
      await smtp.close();
    }
  });

  it("a received return of damaged items issues a credit note in full that lowers what the company owes", async () => {
    const { invoice, order } = await invoiceOf(2);
    await services.sales.fulfilment.deliver(order.id, staff);
    const owed = async () => (await services.billing.terms(buyer.companyId))!.openCents;
    const before = await owed();
    const { returns } = services.account;
    const requested = await returns.request(
      buyer,
      returnRequestSchema.parse({
        intent: "confirm",
        order: order.number,
        reasonCode: "damaged_in_transit",
        reason: "Both rolls arrived torn",
        lines: [{ lineNo: 2, quantity: 2 }],
      }),
    );
    // The damaged rolls come back in full, with the tax the invoice charged on them (ADR 0251).
    const tax = Math.round((order.taxCents * 2_500) / order.subtotalCents);
    const credit = 2_500 + tax;
    expect(requested).toMatchObject({ restockingFeeCents: 0, taxCents: tax, refundCents: credit });
    await returns.review({ intent: "approve", number: requested.number }, staff);
    expect(await owed()).toBe(before);
    await returns.review({ intent: "receive", number: requested.number }, staff);
    expect(await owed()).toBe(before - credit);

    const creditNote = `CN-${requested.number.slice(2)}`;
    const [received] = await database.db
      .select()
      .from(outboxEmails)
      .where(and(eq(outboxEmails.refType, "return"), eq(outboxEmails.refId, requested.number)))
      .orderBy(desc(outboxEmails.id))
      .limit(1);
    expect(received.textBody).toContain(
      `${creditNote}: ${formatMoney(credit)} off what your company owes on its account`,
    );
    const [page] = layoutPages(
      await services.billing.invoices.pdf(buyer, invoice.number),
      `invoice-${target.name}-credited`,
    );
    expect(page).toMatch(new RegExp(`Credits applied\\s+-\\$${formatMoney(credit).slice(1)}`));
    expect(page).toMatch(new RegExp(`Amount due\\s+\\${formatMoney(order.totalCents - credit)}`));
  });
});
