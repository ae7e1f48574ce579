import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  fixtureLineSchema,
  projectDetailsSchema,
  stepFormSchema,
} from "../../core/grower/rebate-projects.ts";
import { formatMoney } from "../../core/money.ts";
import { priceQuoteSchema } from "../../core/back-office-forms.ts";
import { checkoutSchema, orderRequestSchema } from "../../core/order-request.ts";
import { pdfLayoutText } from "../support/pdf-layout.ts";
import type { BuyerViewer, StaffViewer } from "../../core/viewer.ts";
import { accountTerms } from "../../server/billing/account-terms.ts";
import type { Database } from "../../server/db/client.ts";
import { staffAuditLog } from "../../server/db/schema/audit.ts";
import { outboxEmails } from "../../server/db/schema/email.ts";
import { salesDocumentEvents } from "../../server/db/schema/sales.ts";
import { createRebateServices } from "../../server/grower/rebate-services.ts";
import { createServices, type Services } from "../../server/services.ts";
import { seedTestCatalog } from "../factories/test-products.ts";
import { databaseTargets } from "../support/test-database.ts";
import { testEnv } from "../support/test-server.ts";
import { checkoutPayload, net30Buyer, quotePayload } from "./sales-fixtures.ts";

const DETAILS = projectDetailsSchema.parse({
  site: "South bay",
  utilityName: "Pacific Power",
  utilityAccount: "PP-0099",
  state: "OR",
  rate: "0.15",
});
const LINE = fixtureLineSchema.parse({
  fixtureType: "1000 W DE HPS",
  watts: "1100",
  count: "4",
  hours: "12",
  days: "365",
  sku: "IL-LED-650",
  ledCount: "4",
});
const step = (fields: Record<string, string>) => stepFormSchema.parse(fields);
const PRE_APPROVAL = { to: "pre_approved", amount: "800", reference: "PA-1", expiresOn: "2027-06-30" };

describe.each(databaseTargets())("orders held for a rebate pre-approval on $name", (target) => {
  let database: Database;
  let services: Services;
  let buyer: BuyerViewer;
  let outsider: BuyerViewer;
  const staff: StaffViewer = {
    kind: "staff",
    userId: "staff-1",
    email: "desk@canopy.example",
    name: "Desk",
    staffRole: "sales",
  };

  beforeAll(async () => {
    database = await target.open();
    await seedTestCatalog(database.db, [
      {
        category: "Grow Lights",
        subcategory: "LED Grow Lights",
        brand: "Orion",
        priceCents: 99_900,
        wattage120v: 650,
        sku: "IL-LED-650",
        name: "Orion 650W",
        specs: { dlc_listed: "Yes", efficacy: "2.8 µmol/J", dlc_product_id: "PMAZ7K2Q" },
      },
    ]);
    services = createServices(database, testEnv());
    buyer = await net30Buyer(database, services, {
      email: "ana@greenleaf.example",
      name: "Ana",
      companyName: "Greenleaf Farms",
    });
    outsider = await net30Buyer(database, services, {
      email: "olga@other.example",
      name: "Olga",
      companyName: "Other Growers",
    });
  });
  afterAll(() => database?.close());

  const place = (viewer: BuyerViewer, holdForRebate: number | null, paymentMethod = "account") =>
    services.sales.orders.create(
      checkoutSchema.parse({
        ...checkoutPayload({
          contact: { email: viewer.email, phone: "555" },
          items: [{ sku: "IL-LED-650", quantity: 4 }],
        }),
        paymentMethod,
        holdForRebate: holdForRebate === null ? "" : String(holdForRebate),
      }),
      undefined,
      viewer,
    );

  async function submittedProject() {
    const id = await services.rebates.create(buyer, DETAILS, LINE);
    await services.rebates.step(buyer, id, step({ to: "submitted" }));
    return id;
  }

  const statusOf = async (number: string) => (await services.sales.documents.byNumber(number))!.document;

  it("places a held order that is linked, takes no payment, cannot ship and reserves credit on account", async () => {
    const id = await submittedProject();
    const before = (await accountTerms(database.db, buyer.companyId))!.openCents;
    const { order } = await place(buyer, id);
    expect(order.status).toBe("held_for_rebate");
    const held = await statusOf(order.orderNumber);
    // Net 30: a held order reserves its credit, so the pre-approval's release never fails for want of it.
    expect((await accountTerms(database.db, buyer.companyId))!.openCents).toBe(before + held.totalCents);
    const detail = await services.rebates.detail(buyer, id);
    expect(detail.documents).toEqual([
      { kind: "order", number: order.orderNumber, status: "held_for_rebate", totalCents: held.totalCents },
    ]);
    await expect(
      services.sales.documents.transition(
        held.id,
        "processing",
        { userId: staff.userId, email: staff.email },
        "",
      ),
    ).rejects.toThrow(/cannot become processing/);
    await expect(services.sales.payments.startOrderPayment(held)).rejects.toThrow(/paid on account/);
    const [event] = await database.db
      .select()
      .from(salesDocumentEvents)
      .where(eq(salesDocumentEvents.documentId, held.id));
    expect(event.reason).toContain("Held until the rebate project South bay is pre-approved");
    const mails = await database.db
      .select({ to: outboxEmails.toAddress, text: outboxEmails.textBody })
      .from(outboxEmails)
      .where(and(eq(outboxEmails.refType, "order"), eq(outboxEmails.refId, order.orderNumber)));
    expect(mails.find((m) => m.to === buyer.email)?.text).toContain("Held until the rebate project");
  });

  it("refuses a payment for a held order paid online", async () => {
    const id = await submittedProject();
    const { order } = await place(buyer, id, "card");
    expect(order.status).toBe("held_for_rebate");
    await expect(
      services.sales.payments.startOrderPayment(await statusOf(order.orderNumber)),
    ).rejects.toThrow(/held until its rebate project is pre-approved/);
  });

  it("releases the held orders in the pre-approval's own step, and mails the buyer", async () => {
    const id = await submittedProject();
    const { order } = await place(buyer, id);
    await services.rebates.step(staff, id, step(PRE_APPROVAL));
    const released = await statusOf(order.orderNumber);
    expect(released.status).toBe("pending");
    const events = await database.db
      .select()
      .from(salesDocumentEvents)
      .where(eq(salesDocumentEvents.documentId, released.id));
    expect(events.at(-1)).toMatchObject({
      fromStatus: "held_for_rebate",
      toStatus: "pending",
      actor: `staff:${staff.email}`,
      reason: "Released: rebate project South bay was pre-approved.",
    });
    const [mail] = await database.db
      .select({ subject: outboxEmails.subject })
      .from(outboxEmails)
      .where(
        and(
          eq(outboxEmails.refId, order.orderNumber),
          eq(outboxEmails.subject, `Order ${order.orderNumber} is released`),
        ),
      );
    expect(mail).toBeDefined();
    // Now it ships as usual; a project past pre-approval takes no more holds.
    await services.sales.documents.transition(
      released.id,
      "processing",
      { userId: staff.userId, email: staff.email },
      "",
    );
    await expect(place(buyer, id)).rejects.toThrow(/is pre-approved: there is no pre-approval to hold/);
  });

  it("lets the buyer release a held order, audited, once", async () => {
    const id = await submittedProject();
    const { order } = await place(buyer, id);
    await services.rebates.releaseOrder(buyer, id, order.orderNumber);
    expect((await statusOf(order.orderNumber)).status).toBe("pending");
    const [entry] = await database.db
      .select()
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.action, "order.released"), eq(staffAuditLog.subjectId, order.orderNumber)));
    expect(entry.actorEmail).toBe(buyer.email);
    await expect(services.rebates.releaseOrder(buyer, id, order.orderNumber)).rejects.toThrow(
      "This order is not held: there is nothing to release.",
    );
    // The pre-approval finds nothing left to release.
    await services.rebates.step(staff, id, step(PRE_APPROVAL));
  });

  it("shows the pre-approved rebate beside a net 30 invoice's amount due, for information only", async () => {
    const id = await submittedProject();
    const { order } = await place(buyer, id);
    await services.rebates.step(staff, id, step(PRE_APPROVAL));
    const unlinked = await place(buyer, null);
    const invoiceText = async (number: string, name: string) => {
      const { id: orderId } = await statusOf(number);
      await services.sales.fulfilment.process(orderId, staff);
      await services.sales.fulfilment.ship(
        orderId,
        { carrier: "UPS", trackingNumber: "1Z999AA10123456784", estimatedDelivery: "" },
        staff,
      );
      const invoice = await services.billing.invoices.forOrder(orderId);
      const pdf = await services.billing.invoices.pdf(buyer, invoice!.number);
      return pdfLayoutText(pdf, `rebate-invoice-${target.name}-${name}`).replace(/\s+/g, " ");
    };
    const held = await statusOf(order.orderNumber);
    const text = await invoiceText(order.orderNumber, "linked");
    expect(text).toContain(`Amount due ${formatMoney(held.totalCents)}`);
    expect(text).toContain("Expected rebate (information only) $800.00");
    expect(text).toContain("it is not deducted from the amount due");
    expect(await invoiceText(unlinked.order.orderNumber, "unlinked")).not.toContain("Expected rebate");
  });

  /** A quote of four LEDs for the buyer's company, priced by staff. */
  async function pricedQuote() {
    const { quote } = await services.sales.quotes.create(
      orderRequestSchema.parse(
        quotePayload({
          email: buyer.email,
          products: [
            { sku: "IL-LED-650", name: "Orion 650W", brand: "Orion", price: 0, quantity: 4, image: "" },
          ],
        }),
      ),
      { viewer: buyer },
    );
    const { document } = (await services.sales.documents.byNumber(quote.quoteNumber))!;
    const validUntil = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    await services.sales.negotiation.priceAndSend(
      document.id,
      priceQuoteSchema.parse({
        lines: [{ sku: "IL-LED-650", name: "Orion 650W", quantity: "4", unitPrice: "850" }],
        freight: "40",
        note: "",
        validUntil,
      }),
      staff,
    );
    return quote.quoteNumber;
  }

  it("holds the order of an accepted quote for the project; the pre-approval releases it", async () => {
    const id = await submittedProject();
    const number = await pricedQuote();
    // Anyone but the company's signed-in buyer finds nothing to accept or hold for.
    await expect(
      services.sales.negotiation.acceptAs(number, { token: "x", viewer: null }, new Date(), id),
    ).rejects.toThrow();
    const accepted = await services.sales.negotiation.acceptAs(
      number,
      { token: null, viewer: buyer },
      new Date(),
      id,
    );
    expect((await statusOf(accepted.orderNumber)).status).toBe("held_for_rebate");
    const { documents } = await services.rebates.detail(buyer, id);
    expect(documents.map((d) => [d.kind, d.number, d.status])).toEqual([
      ["quote", number, "converted"],
      ["order", accepted.orderNumber, "held_for_rebate"],
    ]);
    await services.rebates.step(buyer, id, step(PRE_APPROVAL));
    expect((await statusOf(accepted.orderNumber)).status).toBe("pending");
  });

  it("starts a project from a quote: the quote, then its order once accepted, link to the project", async () => {
    const number = await pricedQuote();
    await expect(services.rebates.create(outsider, DETAILS, LINE, number)).rejects.toThrow(
      "Quote not found.",
    );
    const id = await services.rebates.create(buyer, DETAILS, LINE, number.toLowerCase());
    const accepted = await services.sales.negotiation.acceptAs(number, { token: null, viewer: buyer });
    // Not held (the buyer did not ask): placed as usual, and linked.
    expect((await statusOf(accepted.orderNumber)).status).toBe("pending");
    const { documents } = await services.rebates.detail(buyer, id);
    expect(documents.map((d) => [d.kind, d.number])).toEqual([
      ["quote", number],
      ["order", accepted.orderNumber],
    ]);
  });

  it("keeps the packet as of each step, listed by step; the current packet still follows the project", async () => {
    const id = await submittedProject();
    await services.rebates.step(staff, id, step(PRE_APPROVAL));
    const { steps, packetSteps } = await services.rebates.detail(buyer, id);
    const [, submitted, preApproved] = steps.map((s) => s.id);
    expect(packetSteps.sort()).toEqual([submitted, preApproved].sort());
    const text = async (pdf: Uint8Array | null, name: string) =>
      pdfLayoutText(pdf!, `rebate-packet-${target.name}-${name}`).replace(/\s+/g, " ");
    expect(await text(await services.rebates.keptPacket(buyer, id, submitted), "submitted")).not.toContain(
      "PA-1",
    );
    expect(await text(await services.rebates.keptPacket(buyer, id, preApproved), "pre-approved")).toContain(
      "PA-1",
    );
    expect(await services.rebates.keptPacket(buyer, id, 0)).toBeNull();
    expect(await text(await services.rebates.packetPdf(buyer, id, new Date()), "now")).toContain("PA-1");
    await expect(services.rebates.keptPacket(outsider, id, submitted)).rejects.toThrow(
      "No such rebate project.",
    );
  });

  it("takes the step when its packet cannot be rendered, keeps no packet for it and says why", async () => {
    const env = testEnv();
    const failing = createRebateServices({
      shopName: env.SHOP_NAME,
      db: database.db,
      grower: services.grower,
      companyPrices: services.pricing.companyPrices,
      minEfficacy: env.REBATE_MIN_EFFICACY,
      expiryWarningDays: env.REBATE_EXPIRY_REMINDER_DAYS,
      documents: services.sales.documents,
      emails: services.sales.emails,
      publicUrl: services.sales.emails.brand.publicUrl,
      renderPacket: () => Promise.reject(new Error("The packet's fonts are gone.")),
    });
    const id = await submittedProject();
    const { packetError } = await failing.step(staff, id, step(PRE_APPROVAL));
    expect(packetError).toMatchObject({ message: "The packet's fonts are gone." });
    const { project, steps, packetSteps } = await services.rebates.detail(buyer, id);
    expect(project.stage).toBe("pre_approved");
    expect(packetSteps).not.toContain(steps.at(-1)!.id);
  });

  it("refuses another company's buyer: no hold for their project, no release of their order", async () => {
    const id = await submittedProject();
    await expect(place(outsider, id)).rejects.toThrow("No such rebate project.");
    const { order } = await place(buyer, id);
    await expect(services.rebates.releaseOrder(outsider, id, order.orderNumber)).rejects.toThrow(
      "No such rebate project.",
    );
    // Their own project cannot name our order either.
    const theirs = await services.rebates.create(outsider, DETAILS, LINE);
    await expect(services.rebates.releaseOrder(outsider, theirs, order.orderNumber)).rejects.toThrow(
      "Order not found.",
    );
    expect((await statusOf(order.orderNumber)).status).toBe("held_for_rebate");
  });
});
