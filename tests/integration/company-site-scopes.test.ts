import { insertWholeOrderInvoice } from "../support/whole-order-invoice.ts";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { priceQuoteSchema } from "../../core/back-office-forms.ts";
import { companyAddressSchema } from "../../core/company-address.ts";
import { DEFAULT_ADDRESS_LIMITED_MESSAGE, SITE_NOT_FOUND_MESSAGE } from "../../core/company-sites.ts";
import {
  approvalDecisionSchema,
  NO_SITE_APPROVER_MESSAGE,
  spendingLimitsSchema,
} from "../../core/order-approval.ts";
import { checkoutSchema, orderRequestSchema } from "../../core/order-request.ts";
import { certificateUploadSchema } from "../../core/tax-certificate.ts";
import type { BuyerViewer, CompanyRole, StaffViewer } from "../../core/viewer.ts";
import type { Database } from "../../server/db/client.ts";
import { companies } from "../../server/db/schema/companies.ts";
import { outboxEmails } from "../../server/db/schema/email.ts";
import { salesDocuments } from "../../server/db/schema/sales.ts";
import { companyMemberSites, taxCertificates } from "../../server/db/schema/sites.ts";
import { createServices, type Services } from "../../server/services.ts";
import { seedCatalog } from "../factories/catalog.ts";
import { pdfLayoutText } from "../support/pdf-layout.ts";
import { companyMember } from "../support/company-member.ts";
import { databaseTargets } from "../support/test-database.ts";
import { testEnv } from "../support/test-server.ts";
import { checkoutPayload, quotePayload, salesCatalog } from "./sales-fixtures.ts";

const PDF_BYTES = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x34]);
const day = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
const address = (city: string, extra: { siteId?: string; isDefault?: boolean } = {}) =>
  companyAddressSchema.parse({
    firstName: "Maria",
    lastName: "Lopez",
    address: `1 ${city} Rd`,
    city,
    state: "California",
    zipCode: "93901",
    country: "United States",
    ...extra,
  });
/** The PDF's words on one line each, spaces folded, as a reader finds them. */
const pdfText = (pdf: Uint8Array, name: string) => pdfLayoutText(pdf, name).replace(/[ \t]+/g, " ");

// What members limited to some of the company's sites may see and do (ADR 0270): approvals, the default
// address, tax certificates; and the site printed on the invoice and quote PDFs.
describe.each(databaseTargets())("site-limited members on $name", (target) => {
  let database: Database;
  let services: Services;
  let admin: BuyerViewer;
  let everySiteBuyer: BuyerViewer;
  let denverBuyer: BuyerViewer;
  let denverApprover: BuyerViewer;
  let salinasApprover: BuyerViewer;
  let salinasAdmin: BuyerViewer;
  let outsider: BuyerViewer;
  let salinas: string;
  let denver: string;
  const staff: StaffViewer = {
    kind: "staff",
    userId: "",
    email: "ana@canopy.example",
    name: "Ana",
    staffRole: "admin",
  };

  const memberOf = (companyId: string, companyName: string, name: string, role: CompanyRole) =>
    companyMember(database, services, { id: companyId, name: companyName }, name, role);
  async function limitTo(member: BuyerViewer, siteIds: string[]): Promise<BuyerViewer> {
    await services.commercial.sites.setMemberSites(admin, member.userId, siteIds);
    return { ...member, siteIds };
  }
  const orderOf = async (number: string) =>
    (await database.db.select().from(salesDocuments).where(eq(salesDocuments.number, number)))[0];

  beforeAll(async () => {
    database = await target.open();
    await seedCatalog(database.db, salesCatalog);
    services = createServices(database, testEnv());
    const { id } = await services.accounts.createUser({ email: staff.email, name: "Ana" });
    staff.userId = id;
    const [greenleaf] = await database.db.insert(companies).values({ name: "Greenleaf Farms" }).returning();
    const member = (name: string, role: CompanyRole) => memberOf(greenleaf.id, "Greenleaf Farms", name, role);
    admin = await member("Ada", "admin");
    everySiteBuyer = await member("Eve", "buyer");
    const [dan, dora, sal, sam] = [
      await member("Dan", "buyer"),
      await member("Dora", "approver"),
      await member("Sal", "approver"),
      await member("Sam", "admin"),
    ];
    const [other] = await database.db.insert(companies).values({ name: "Other Growers" }).returning();
    outsider = await memberOf(other.id, "Other Growers", "Olga", "admin");
    salinas = await services.commercial.sites.add(admin, admin.companyId, "Salinas greenhouse");
    denver = await services.commercial.sites.add(admin, admin.companyId, "Denver warehouse");
    denverBuyer = await limitTo(dan, [denver]);
    denverApprover = await limitTo(dora, [denver]);
    salinasApprover = await limitTo(sal, [salinas]);
    salinasAdmin = await limitTo(sam, [salinas]);
    // Every order of Dan's waits for an approver.
    await services.commercial.members.setLimits(
      admin,
      dan.userId,
      spendingLimitsSchema.parse({ userId: dan.userId, orderLimit: "1" }).limits,
    );
  }, 120_000);
  afterAll(() => database?.close());

  it("lists and lets decide an order awaiting approval only to approvers who may see its site", async () => {
    const { order } = await services.sales.orders.create(
      checkoutSchema.parse(checkoutPayload({ contact: { email: denverBuyer.email, phone: "555" } })),
      undefined,
      denverBuyer,
    );
    const number = order.orderNumber;
    expect((await orderOf(number)).status).toBe("awaiting_approval");
    const { approvals } = services.sales.orders;
    const listed = async (viewer: BuyerViewer) => (await approvals.awaiting(viewer)).map((o) => o.number);
    expect(await listed(salinasApprover)).toEqual([]);
    expect(await listed(salinasAdmin)).toEqual([]);
    expect(await listed(denverApprover)).toEqual([number]);
    expect(await listed(admin)).toEqual([number]);
    expect(await listed(outsider)).toEqual([]);

    const approve = approvalDecisionSchema.parse({ decision: "approve", note: "" });
    const reject = approvalDecisionSchema.parse({ decision: "reject", note: "Not for Salinas" });
    for (const viewer of [salinasApprover, salinasAdmin, outsider]) {
      await expect(approvals.decide(viewer, number, approve)).rejects.toMatchObject({
        status: 404,
        message: "Order not found.",
      });
      await expect(approvals.decide(viewer, number, reject)).rejects.toMatchObject({ status: 404 });
    }
    // Only the approvers who may see the order are asked by mail.
    const asked = await database.db
      .select({ to: outboxEmails.toAddress, subject: outboxEmails.subject })
      .from(outboxEmails)
      .where(and(eq(outboxEmails.refType, "order"), eq(outboxEmails.refId, number)));
    const askedTo = asked.filter((m) => m.subject.includes("awaits your approval")).map((m) => m.to);
    expect(askedTo.sort()).toEqual([admin.email, denverApprover.email].sort());

    await approvals.decide(denverApprover, number, approve);
    expect((await orderOf(number)).status).toBe("pending");
  });

  it("refuses to leave a member with a limit without an approver for one of their sites", async () => {
    const limits = (orderLimit: string) =>
      spendingLimitsSchema.parse({ userId: everySiteBuyer.userId, orderLimit }).limits;
    const sitesOf = async (userId: string) =>
      (await database.db.select().from(companyMemberSites).where(eq(companyMemberSites.userId, userId))).map(
        (r) => r.siteId,
      );
    // Eve works for every site: only Ada, the one approver of every site, approves all her orders.
    await services.commercial.members.setLimits(admin, everySiteBuyer.userId, limits("100"));
    await expect(
      services.commercial.sites.setMemberSites(admin, admin.userId, [salinas]),
    ).rejects.toMatchObject({
      status: 409,
      message: NO_SITE_APPROVER_MESSAGE,
    });
    expect(await sitesOf(admin.userId)).toEqual([]);
    // Dan (Denver) keeps Dora: taking Denver from her while Ada is limited too would strand him.
    await services.commercial.members.setLimits(admin, everySiteBuyer.userId, limits(""));
    await services.commercial.sites.setMemberSites(admin, admin.userId, [salinas]);
    await expect(
      services.commercial.sites.setMemberSites(admin, denverApprover.userId, [salinas]),
    ).rejects.toMatchObject({ status: 409, message: NO_SITE_APPROVER_MESSAGE });
    expect(await sitesOf(denverApprover.userId)).toEqual([denver]);
    await services.commercial.sites.setMemberSites(admin, admin.userId, []);
  });

  it("lets only admins and members of every site set the company's default address", async () => {
    const { addresses } = services.billing;
    await addresses.add(admin, address("Anywhere", { isDefault: true }));
    await addresses.add(denverBuyer, address("Denver"));
    await addresses.add(salinasAdmin, address("Salinas", { siteId: salinas }));
    const all = await addresses.listFor(admin);
    const idOf = (city: string) => all.find((a) => a.city === city)!.id;

    await expect(addresses.makeDefault(denverBuyer, idOf("Denver"))).rejects.toMatchObject({
      status: 403,
      message: DEFAULT_ADDRESS_LIMITED_MESSAGE,
    });
    await expect(
      addresses.add(denverBuyer, address("Boulder", { siteId: denver, isDefault: true })),
    ).rejects.toMatchObject({ status: 403, message: DEFAULT_ADDRESS_LIMITED_MESSAGE });
    // Another site's address stays not found, before any question of rights.
    await expect(addresses.makeDefault(denverBuyer, idOf("Salinas"))).rejects.toMatchObject({ status: 404 });
    await expect(addresses.makeDefault(outsider, idOf("Denver"))).rejects.toMatchObject({ status: 404 });
    const defaultCity = async () => (await addresses.list(admin.companyId)).find((a) => a.isDefault)?.city;
    expect(await defaultCity()).toBe("Anywhere");

    await addresses.makeDefault(everySiteBuyer, idOf("Denver"));
    expect(await defaultCity()).toBe("Denver");
    await addresses.makeDefault(salinasAdmin, idOf("Salinas"));
    expect(await defaultCity()).toBe("Salinas");
  });

  it("takes a tax certificate for one of the member's sites, or the whole company, and shows staff its site", async () => {
    const { certificates } = services.billing;
    const form = (fields: Record<string, string>) => certificateUploadSchema.parse(fields);
    expect(form({ state: "California", siteId: "" }).siteId).toBeNull();
    expect(form({ state: "California", siteId: denver }).siteId).toBe(denver);
    expect(certificateUploadSchema.safeParse({ state: "California", siteId: "x".repeat(61) }).success).toBe(
      false,
    );
    const upload = (viewer: BuyerViewer, siteId: string | null, fileName: string) =>
      certificates.upload(viewer, { state: "California", fileName, bytes: PDF_BYTES, siteId });

    const salinasCert = await upload(admin, salinas, "salinas.pdf");
    const companyCert = await upload(admin, null, "company.pdf");
    // A limited member's certificate is for their site, and another site's is refused.
    const denverCert = await upload(denverBuyer, null, "denver.pdf");
    await expect(upload(denverBuyer, salinas, "sneaky.pdf")).rejects.toMatchObject({
      status: 404,
      message: SITE_NOT_FOUND_MESSAGE,
    });
    await expect(upload(outsider, denver, "theirs.pdf")).rejects.toMatchObject({
      status: 404,
      message: SITE_NOT_FOUND_MESSAGE,
    });
    const siteOf = async (id: string) =>
      (await database.db.select().from(taxCertificates).where(eq(taxCertificates.id, id)))[0].siteId;
    expect(await siteOf(salinasCert)).toBe(salinas);
    expect(await siteOf(companyCert)).toBeNull();
    expect(await siteOf(denverCert)).toBe(denver);

    const names = async (viewer: BuyerViewer) =>
      (await certificates.forCompany(viewer)).map((c) => c.fileName).sort();
    expect(await names(admin)).toEqual(["company.pdf", "denver.pdf", "salinas.pdf"]);
    expect(await names(denverBuyer)).toEqual(["company.pdf", "denver.pdf"]);
    expect(await names(outsider)).toEqual([]);
    await expect(certificates.file(denverBuyer, salinasCert)).rejects.toThrow("Certificate not found.");
    expect((await certificates.file(denverBuyer, companyCert)).fileName).toBe("company.pdf");

    const reviewed = await certificates.forStaff();
    const siteNameOf = (fileName: string) => reviewed.find((c) => c.fileName === fileName)?.siteName;
    expect(siteNameOf("salinas.pdf")).toBe("Salinas greenhouse");
    expect(siteNameOf("denver.pdf")).toBe("Denver warehouse");
    expect(siteNameOf("company.pdf")).toBeNull();
  });

  it("prints the site on the invoice PDF and the quote PDF when the document has one", async () => {
    const { sales } = services;
    const place = async (siteId: string | undefined, invoiceNumber: string) => {
      const { order } = await sales.orders.create(
        checkoutSchema.parse(checkoutPayload({ siteId })),
        undefined,
        admin,
      );
      const row = await orderOf(order.orderNumber);
      await insertWholeOrderInvoice(database.db, {
        number: invoiceNumber,
        documentId: row.id,
        companyId: admin.companyId,
        issuedOn: "2026-01-05",
        dueOn: "2026-02-04",
      });
      return row;
    };
    const salinasOrder = await place(salinas, "INV-SITE1");
    const companyOrder = await place(undefined, "INV-SITE2");
    expect(companyOrder.siteId).toBeNull();
    const invoiceText = async (number: string) =>
      pdfText(new Uint8Array(await services.billing.invoices.pdf(admin, number)), `${number}-${target.name}`);
    const money = (cents: number) =>
      `$${(cents / 100).toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
    const withSite = await invoiceText("INV-SITE1");
    expect(withSite).toContain("Site: Salinas greenhouse");
    expect(withSite).toContain(money(salinasOrder.totalCents));
    const withoutSite = await invoiceText("INV-SITE2");
    expect(withoutSite).not.toContain("Site:");
    expect(withoutSite).toContain(money(companyOrder.totalCents));

    const quoteText = async (siteId: string | undefined, viewer: BuyerViewer) => {
      const { quote } = await sales.quotes.create(orderRequestSchema.parse(quotePayload({ siteId })), {
        viewer,
      });
      const found = (await sales.documents.byNumber(quote.quoteNumber))!;
      await sales.negotiation.priceAndSend(
        found.document.id,
        priceQuoteSchema.parse({
          lines: found.lines.map((l) => ({ sku: l.sku, quantity: String(l.quantity), unitPrice: "40.00" })),
          freight: "120",
          validUntil: day(10),
        }),
        "staff:ana",
      );
      const pdf = await sales.quotes.pdf(quote.quoteNumber, viewer);
      return pdfText(new Uint8Array(pdf), `${quote.quoteNumber}-${target.name}`);
    };
    const denverQuote = await quoteText(undefined, denverBuyer);
    expect(denverQuote).toContain("Site: Denver warehouse");
    expect(denverQuote).toContain("Greenleaf Farms");
    expect(await quoteText(undefined, admin)).not.toContain("Site:");
  });

  it("takes the quote's site from the form, checked to be one the buyer may use", async () => {
    const { quotes } = services.sales;
    const request = (siteId?: string) => orderRequestSchema.parse(quotePayload({ siteId }));
    const { quote } = await quotes.create(request(salinas), { viewer: everySiteBuyer });
    expect((await orderOf(quote.quoteNumber)).siteId).toBe(salinas);
    const { quote: own } = await quotes.create(request(denver), { viewer: denverBuyer });
    expect((await orderOf(own.quoteNumber)).siteId).toBe(denver);
    await expect(quotes.create(request(salinas), { viewer: denverBuyer })).rejects.toMatchObject({
      status: 404,
      message: SITE_NOT_FOUND_MESSAGE,
    });
    await expect(quotes.create(request(denver), { viewer: outsider })).rejects.toMatchObject({
      status: 404,
    });
    // The form starts from the buyer's saved address's site.
    expect((await services.account.details(denverBuyer)).siteId).toBe(denver);
    expect(
      orderRequestSchema.safeParse(quotePayload({ siteId: "x".repeat(61) })).error?.issues[0].message,
    ).toBe("Choose one of your sites.");
  });
});
