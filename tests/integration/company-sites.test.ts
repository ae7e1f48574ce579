import { insertWholeOrderInvoice } from "../support/whole-order-invoice.ts";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companyAddressSchema } from "../../core/company-address.ts";
import { documentListParams } from "../../core/company-documents.ts";
import {
  SITE_NAME_TAKEN_MESSAGE,
  SITE_NOT_FOUND_MESSAGE,
  siteActionSchema,
} from "../../core/company-sites.ts";
import { invoiceListQuerySchema } from "../../core/invoice.ts";
import { checkoutSchema, orderRequestSchema } from "../../core/order-request.ts";
import type { BuyerViewer, CompanyRole, StaffViewer } from "../../core/viewer.ts";
import type { Database } from "../../server/db/client.ts";
import { companies } from "../../server/db/schema/companies.ts";
import { taxCertificates } from "../../server/db/schema/sites.ts";
import { staffAuditLog } from "../../server/db/schema/audit.ts";
import { priceListRules, priceLists } from "../../server/db/schema/pricing.ts";
import { rebateProjects } from "../../server/db/schema/rebates.ts";
import { salesDocuments } from "../../server/db/schema/sales.ts";
import { createServices, type Services } from "../../server/services.ts";
import { seedCatalog } from "../factories/catalog.ts";
import { companyMember } from "../support/company-member.ts";
import { databaseTargets } from "../support/test-database.ts";
import { testEnv } from "../support/test-server.ts";
import { checkoutPayload, IL_Q1_CENTS, quotePayload, salesCatalog } from "./sales-fixtures.ts";

const params = (query = "") => documentListParams(new URLSearchParams(query));
const address = (city: string, siteId?: string) =>
  companyAddressSchema.parse({
    firstName: "Maria",
    lastName: "Lopez",
    address: `1 ${city} Rd`,
    city,
    state: city === "Denver" ? "Colorado" : "California",
    zipCode: "93901",
    country: "United States",
    siteId,
  });

describe.each(databaseTargets())("a company's sites on $name", (target) => {
  let database: Database;
  let services: Services;
  let admin: BuyerViewer;
  let denverOnly: BuyerViewer;
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
  const sites = () => services.commercial.sites;
  const audited = async (action: string) =>
    (await database.db.select().from(staffAuditLog).where(eq(staffAuditLog.action, action))).length;

  beforeAll(async () => {
    database = await target.open();
    await seedCatalog(database.db, salesCatalog);
    services = createServices(database, testEnv());
    const { id } = await services.accounts.createUser({ email: staff.email, name: "Ana" });
    staff.userId = id;
    const [greenleaf] = await database.db.insert(companies).values({ name: "Greenleaf Farms" }).returning();
    admin = await memberOf(greenleaf.id, "Greenleaf Farms", "Ada", "admin");
    const limited = await memberOf(greenleaf.id, "Greenleaf Farms", "Dan", "buyer");
    const [other] = await database.db.insert(companies).values({ name: "Other Growers" }).returning();
    outsider = await memberOf(other.id, "Other Growers", "Olga", "admin");
    salinas = await sites().add(admin, admin.companyId, "Salinas greenhouse");
    denver = await sites().add(staff, admin.companyId, "Denver warehouse");
    await sites().setMemberSites(admin, limited.userId, [denver]);
    denverOnly = { ...limited, siteIds: [denver] };
  }, 120_000);
  afterAll(() => database?.close());

  it("names sites within bounds, once per company, and audits every change", async () => {
    const issue = (input: unknown) => siteActionSchema.safeParse(input).error?.issues[0].message;
    expect(issue({ intent: "add-site", name: "  " })).toBe("Site name is required.");
    expect(issue({ intent: "add-site", name: "x".repeat(81) })).toBe(
      "Site name must be at most 80 characters.",
    );
    await expect(sites().add(admin, admin.companyId, "salinas GREENHOUSE")).rejects.toThrow(
      SITE_NAME_TAKEN_MESSAGE,
    );
    const [project] = await database.db
      .insert(rebateProjects)
      .values({
        companyId: admin.companyId,
        site: "Salinas greenhouse",
        siteId: salinas,
        utilityName: "PG&E",
        utilityAccount: "1",
        state: "CA",
        ratePerKwh: 0.2,
      })
      .returning();
    await sites().rename(admin, admin.companyId, salinas, "Salinas greenhouse 1");
    const [renamed] = await database.db
      .select()
      .from(rebateProjects)
      .where(eq(rebateProjects.id, project.id));
    expect(renamed.site).toBe("Salinas greenhouse 1");
    expect((await sites().list(admin.companyId)).map((s) => s.name)).toEqual([
      "Denver warehouse",
      "Salinas greenhouse 1",
    ]);
    expect(await audited("company.site.add")).toBe(2);
    expect(await audited("company.site.rename")).toBe(1);
    expect(await audited("company.member.sites")).toBe(1);
  });

  it("refuses another company's member and a plain buyer", async () => {
    await expect(sites().rename(outsider, admin.companyId, salinas, "Mine")).rejects.toThrow(
      SITE_NOT_FOUND_MESSAGE,
    );
    await expect(sites().rename(outsider, outsider.companyId, salinas, "Mine")).rejects.toThrow(
      SITE_NOT_FOUND_MESSAGE,
    );
    await expect(sites().setMemberSites(outsider, denverOnly.userId, [])).rejects.toThrow(
      "No such member of your company.",
    );
    await expect(sites().setMemberSites(admin, denverOnly.userId, [salinas, "not-a-site"])).rejects.toThrow(
      SITE_NOT_FOUND_MESSAGE,
    );
    await expect(sites().add(denverOnly, admin.companyId, "Boulder")).rejects.toThrow(
      "Only your company's admins can manage its sites.",
    );
    expect(await sites().visible(denverOnly)).toEqual([expect.objectContaining({ id: denver })]);
  });

  it("the session says which sites a member is limited to", async () => {
    await services.accounts.setPassword(denverOnly.userId, "Greenhouse#2026");
    const signed = await services.accounts.signIn(
      { email: denverOnly.email, password: "Greenhouse#2026", rememberMe: false },
      { ip: "127.0.0.1" },
    );
    if (!signed.ok) throw new Error("sign-in refused");
    const viewer = await services.accounts.viewerFromCookie(
      signed.setCookies.map((c) => c.split(";")[0]).join("; "),
    );
    expect(viewer).toMatchObject({ kind: "buyer", siteIds: [denver] });
  });

  it("shows a site-limited member only their sites' addresses, and 404s the others", async () => {
    const { addresses } = services.billing;
    await addresses.add(admin, address("Salinas", salinas));
    await addresses.add(admin, address("Anywhere"));
    await addresses.add(denverOnly, address("Denver"));
    const all = await addresses.listFor(admin);
    expect(all.map((a) => a.city).sort()).toEqual(["Anywhere", "Denver", "Salinas"]);
    expect(all.find((a) => a.city === "Denver")?.siteId).toBe(denver);
    expect((await addresses.listFor(denverOnly)).map((a) => a.city)).toEqual(["Denver"]);
    const salinasAddress = all.find((a) => a.city === "Salinas")!;
    await expect(addresses.remove(denverOnly, salinasAddress.id)).rejects.toThrow("Address not found.");
    await expect(addresses.makeDefault(denverOnly, salinasAddress.id)).rejects.toThrow("Address not found.");
    await expect(addresses.remove(outsider, salinasAddress.id)).rejects.toThrow("Address not found.");
    await expect(addresses.add(denverOnly, address("Sneaky", salinas))).rejects.toThrow(
      SITE_NOT_FOUND_MESSAGE,
    );
    const checkout = await services.billing.checkoutAccount(denverOnly, salinasAddress.id);
    expect(checkout.addresses.map((a) => a.city)).toEqual(["Denver"]);
    expect(checkout.selected?.city).not.toBe("Salinas");
    expect(await audited("company.address.add")).toBe(3);
  });

  it("quotes, orders and invoices carry their site; the lists filter by it; other sites' documents are 404", async () => {
    const { sales } = services;
    const { order: salinasOrder } = await sales.orders.create(
      checkoutSchema.parse(checkoutPayload({ siteId: salinas })),
      undefined,
      admin,
    );
    const { order: denverOrder } = await sales.orders.create(
      checkoutSchema.parse(checkoutPayload()),
      undefined,
      denverOnly,
    );
    const { quote: salinasQuote } = await sales.quotes.create(
      orderRequestSchema.parse(quotePayload({ siteId: salinas })),
      { viewer: admin },
    );
    const siteOf = async (number: string) =>
      (await database.db.select().from(salesDocuments).where(eq(salesDocuments.number, number)))[0].siteId;
    expect(await siteOf(salinasOrder.orderNumber)).toBe(salinas);
    // A limited member's document is for their site without choosing it.
    expect(await siteOf(denverOrder.orderNumber)).toBe(denver);
    expect(await siteOf(salinasQuote.quoteNumber)).toBe(salinas);

    // A site the member may not use, or another company's, is refused.
    await expect(
      sales.orders.create(checkoutSchema.parse(checkoutPayload({ siteId: salinas })), undefined, denverOnly),
    ).rejects.toThrow(SITE_NOT_FOUND_MESSAGE);
    await expect(
      sales.quotes.create(orderRequestSchema.parse(quotePayload({ siteId: salinas })), { viewer: outsider }),
    ).rejects.toThrow(SITE_NOT_FOUND_MESSAGE);

    const numbers = async (viewer: BuyerViewer, query = "") =>
      (await sales.company.list(viewer, null, params(query))).rows.map((r) => r.id).sort();
    expect(await numbers(admin)).toEqual(
      [salinasOrder.orderNumber, denverOrder.orderNumber, salinasQuote.quoteNumber].sort(),
    );
    expect(await numbers(admin, `site=${denver}`)).toEqual([denverOrder.orderNumber]);
    expect(await numbers(denverOnly)).toEqual([denverOrder.orderNumber]);
    expect(await numbers(denverOnly, `site=${salinas}`)).toEqual([]);
    expect(await numbers(outsider)).toEqual([]);

    const read = (number: string, viewer: BuyerViewer) =>
      sales.quotes.document(number, { token: null, viewer });
    expect(await read(denverOrder.orderNumber, denverOnly)).not.toBeNull();
    expect(await read(salinasOrder.orderNumber, denverOnly)).toBeNull();
    // Even the link's token does not open another site's document to a limited member.
    expect(
      await sales.quotes.document(salinasOrder.orderNumber, {
        token: salinasOrder.token,
        viewer: denverOnly,
      }),
    ).toBeNull();
    expect(await read(salinasOrder.orderNumber, outsider)).toBeNull();
    expect(await read(salinasOrder.orderNumber, admin)).toMatchObject({ site: "Salinas greenhouse 1" });

    // An invoice is its order's site's: listed by site, and another site's is not found.
    const invoiceOf = async (number: string, invoiceNumber: string) => {
      const [order] = await database.db
        .select()
        .from(salesDocuments)
        .where(eq(salesDocuments.number, number));
      await insertWholeOrderInvoice(database.db, {
        number: invoiceNumber,
        documentId: order.id,
        companyId: admin.companyId,
        issuedOn: "2026-01-05",
        dueOn: "2026-02-04",
      });
    };
    await invoiceOf(salinasOrder.orderNumber, "INV-SALINAS1");
    await invoiceOf(denverOrder.orderNumber, "INV-DENVER1");
    const invoiceQuery = (site?: string) => invoiceListQuerySchema.parse(site ? { site } : {});
    const invoiceNumbers = async (viewer: BuyerViewer, site?: string) =>
      (await services.billing.invoices.list(viewer, invoiceQuery(site), "2026-01-10")).rows
        .map((r) => r.invoiceNumber)
        .sort();
    expect(await invoiceNumbers(admin)).toEqual(["INV-DENVER1", "INV-SALINAS1"]);
    expect(await invoiceNumbers(admin, salinas)).toEqual(["INV-SALINAS1"]);
    expect(await invoiceNumbers(denverOnly)).toEqual(["INV-DENVER1"]);
    expect(await invoiceNumbers(outsider)).toEqual([]);
    await expect(services.billing.invoices.pdf(denverOnly, "INV-SALINAS1")).rejects.toThrow(
      "Invoice not found.",
    );
    await expect(services.billing.invoices.pdf(outsider, "INV-DENVER1")).rejects.toThrow(
      "Invoice not found.",
    );
    expect((await services.billing.invoices.pdf(denverOnly, "INV-DENVER1")).byteLength).toBeGreaterThan(0);
  });

  it("prices a site's documents from its own price list, in the one price function", async () => {
    const [list] = await database.db.insert(priceLists).values({ name: "Denver 10%" }).returning();
    await database.db
      .insert(priceListRules)
      .values({ priceListId: list.id, kind: "list", percentOffBp: 1000 });
    await expect(sites().setPriceList(staff, admin.companyId, denver, 999_999)).rejects.toThrow(
      "No such price list.",
    );
    await expect(sites().setPriceList(staff, outsider.companyId, denver, list.id)).rejects.toThrow(
      SITE_NOT_FOUND_MESSAGE,
    );
    await sites().setPriceList(staff, admin.companyId, denver, list.id);
    expect(await audited("company.site.price_list")).toBe(1);
    const price = async (siteId: string | null) =>
      (await services.pricing.companyPrices(admin.companyId, ["IL-Q1"], siteId)).get("IL-Q1");
    expect((await price(denver))?.unitPriceCents).toBe(IL_Q1_CENTS * 0.9);
    const companyPrice = (await price(null))?.unitPriceCents;
    expect(companyPrice).not.toBe(IL_Q1_CENTS * 0.9);
    expect((await price(salinas))?.unitPriceCents).toBe(companyPrice);
    // Another company's site never lends its list.
    expect(
      (await services.pricing.companyPrices(outsider.companyId, ["IL-Q1"], denver)).get("IL-Q1")
        ?.unitPriceCents,
    ).toBe(companyPrice);
    const { order } = await services.sales.orders.create(
      checkoutSchema.parse(checkoutPayload({ items: [{ sku: "IL-Q1", quantity: 1 }] })),
      undefined,
      denverOnly,
    );
    const [row] = await database.db
      .select()
      .from(salesDocuments)
      .where(eq(salesDocuments.number, order.orderNumber));
    expect(row.subtotalCents).toBe(IL_Q1_CENTS * 0.9);
  });

  it("exempts a document from tax by a certificate for its site or for every site", async () => {
    const payload = (siteId: string) =>
      checkoutSchema.parse(checkoutPayload({ siteId, items: [{ sku: "IL-Q1", quantity: 1 }] }));
    const taxOf = async (viewer: BuyerViewer, siteId: string) => {
      const { order } = await services.sales.orders.create(payload(siteId), undefined, viewer);
      const [row] = await database.db
        .select()
        .from(salesDocuments)
        .where(eq(salesDocuments.number, order.orderNumber));
      return row.taxCents;
    };
    const certificate = {
      companyId: admin.companyId,
      state: "California",
      fileName: "ca.pdf",
      contentType: "application/pdf" as const,
      byteSize: 4,
      content: new Uint8Array([37, 80, 68, 70]),
      status: "verified" as const,
    };
    const baseline = await taxOf(admin, salinas);
    expect(baseline).toBeGreaterThan(0);
    await database.db.insert(taxCertificates).values({ ...certificate, siteId: denver });
    expect(await taxOf(admin, salinas)).toBe(baseline);
    expect(await taxOf(denverOnly, denver)).toBe(0);
    await database.db
      .update(taxCertificates)
      .set({ siteId: null })
      .where(and(eq(taxCertificates.companyId, admin.companyId), eq(taxCertificates.siteId, denver)));
    expect(await taxOf(admin, salinas)).toBe(0);
  });
});
