import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pdfLayoutText } from "../support/pdf-layout.ts";
import {
  fixtureLineSchema,
  NO_LINES_MESSAGE,
  NOT_EDITABLE_MESSAGE,
  ORDER_NOT_FOUND_MESSAGE,
  projectDetailsSchema,
  stepFormSchema,
} from "../../core/grower/rebate-projects.ts";
import { formatMoney } from "../../core/money.ts";
import { checkoutSchema } from "../../core/order-request.ts";
import type { BuyerViewer, StaffViewer } from "../../core/viewer.ts";
import type { Database } from "../../server/db/client.ts";
import { companies, companyMembers } from "../../server/db/schema/companies.ts";
import { staffAuditLog } from "../../server/db/schema/audit.ts";
import { createServices, type Services } from "../../server/services.ts";
import { seedTestCatalog, type TestProduct } from "../factories/test-products.ts";
import { databaseTargets } from "../support/test-database.ts";
import { testEnv } from "../support/test-server.ts";
import { checkoutPayload } from "./sales-fixtures.ts";

const LED = {
  category: "Grow Lights",
  subcategory: "LED Grow Lights",
  brand: "Orion",
  priceCents: 99_900,
  wattage120v: 650,
};
const FIXTURES: TestProduct[] = [
  {
    ...LED,
    sku: "IL-LED-650",
    name: "Orion 650W",
    specs: { dlc_listed: "Yes", efficacy: "2.8 µmol/J", dlc_product_id: "PMAZ7K2Q" },
  },
  {
    ...LED,
    sku: "IL-LED-LOW",
    name: "Orion 650W Basic",
    specs: { dlc_listed: "Yes", efficacy: "2.4 µmol/J" },
  },
  {
    ...LED,
    sku: "IL-LED-NL",
    name: "Orion 650W Unlisted",
    specs: { dlc_listed: "No", efficacy: "2.9 µmol/J" },
  },
];
const DETAILS = projectDetailsSchema.parse({
  site: "North greenhouse",
  utilityName: "Pacific Power",
  utilityAccount: "PP-0042",
  state: "or",
  rate: "0.15",
});
const line = (sku: string, over: Record<string, string> = {}) =>
  fixtureLineSchema.parse({
    fixtureType: "1000 W DE HPS",
    watts: "1100",
    count: "10",
    hours: "12",
    days: "365",
    sku,
    ledCount: "10",
    ...over,
  });
const step = (fields: Record<string, string>) => stepFormSchema.parse(fields);

describe.each(databaseTargets())("rebate projects on $name", (target) => {
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
  const rebates = () => services.rebates;

  async function memberOf(companyName: string, name: string): Promise<BuyerViewer> {
    const [company] = await database.db.insert(companies).values({ name: companyName }).returning();
    const email = `${name.toLowerCase()}@${companyName.toLowerCase().replace(/\W+/g, "")}.example`;
    const { id: userId } = await services.accounts.createUser({ email, name });
    await database.db.insert(companyMembers).values({ userId, companyId: company.id, role: "admin" });
    return { kind: "buyer", userId, email, name, companyId: company.id, companyName, companyRole: "admin" };
  }

  beforeAll(async () => {
    database = await target.open();
    await seedTestCatalog(database.db, FIXTURES);
    services = createServices(database, testEnv({ REBATE_MIN_EFFICACY: "2.5" }));
    buyer = await memberOf("Greenleaf Farms", "Ana");
    outsider = await memberOf("Other Growers", "Olga");
  });
  afterAll(() => database?.close());

  it("shows the energy tool's figures per line and says why a line is not eligible", async () => {
    const id = await rebates().create(buyer, DETAILS, line("IL-LED-650"));
    await rebates().addLine(buyer, id, line("IL-LED-LOW"));
    await rebates().addLine(buyer, id, line("IL-LED-NL"));
    const { lines, totals, project } = await rebates().detail(buyer, id);
    expect(project.state).toBe("OR");
    expect(lines.map((l) => l.eligibility)).toEqual([
      { eligible: true },
      { eligible: false, reason: "Efficacy 2.4 µmol/J is below the 2.5 µmol/J the programme asks" },
      { eligible: false, reason: "Not DLC-listed" },
    ]);
    // 10 × 1,100 W → 10 × 650 W, 12 h, 365 d, $0.15/kWh: the energy tool's worked check.
    expect(lines.map((l) => l.result?.lightingKwhSaved)).toEqual([19_710, 19_710, 19_710]);
    expect(lines[0].result?.lightingCentsSaved).toBe(295_650);
    expect(lines[0].result?.rebate).toEqual({ lowCents: 197_100, highCents: 492_750 });
    expect(lines[1].result?.rebate).toBeNull();
    expect(totals).toEqual({
      lightingKwhSaved: 59_130,
      lightingCentsSaved: 886_950,
      rebate: { lowCents: 197_100, highCents: 492_750 },
    });
    const csv = await rebates().scheduleCsv(buyer, id);
    expect(csv).toContain(
      `"IL-LED-650","Orion 650W","Orion","yes","PMAZ7K2Q","2.8","650","10","19710","yes",""`,
    );
    expect(csv).toContain(
      `"IL-LED-NL","Orion 650W Unlisted","Orion","no","","2.9","650","10","19710","no","Not DLC-listed"`,
    );
  });

  it("refuses a fixture the catalogue does not sell as an LED", async () => {
    const id = await rebates().create(buyer, DETAILS);
    await expect(rebates().addLine(buyer, id, line("NOPE-1"))).rejects.toThrow("Choose an LED fixture");
    await expect(rebates().step(buyer, id, step({ to: "submitted" }))).rejects.toThrow(NO_LINES_MESSAGE);
  });

  it("walks the steps as the rules allow, each dated with who took it and audited", async () => {
    const id = await rebates().create(buyer, DETAILS, line("IL-LED-650"));
    await expect(rebates().step(buyer, id, step({ to: "ordered", orderNumber: "X" }))).rejects.toThrow(
      "A project that is draft cannot become ordered",
    );
    await rebates().step(buyer, id, step({ to: "submitted" }));
    await expect(rebates().addLine(buyer, id, line("IL-LED-650"))).rejects.toThrow(NOT_EDITABLE_MESSAGE);
    await rebates().step(
      staff,
      id,
      step({ to: "pre_approved", amount: "1,900", reference: "PA-77", expiresOn: "2027-06-30" }),
    );
    await expect(rebates().step(buyer, id, step({ to: "ordered", orderNumber: "ORD-NONE" }))).rejects.toThrow(
      ORDER_NOT_FOUND_MESSAGE,
    );
    const theirs = await services.sales.orders.create(
      checkoutSchema.parse(
        checkoutPayload({
          contact: { email: outsider.email, phone: "555" },
          items: [{ sku: "IL-LED-650", quantity: 1 }],
        }),
      ),
      undefined,
      outsider,
    );
    await expect(
      rebates().step(buyer, id, step({ to: "ordered", orderNumber: theirs.order.orderNumber })),
    ).rejects.toThrow(ORDER_NOT_FOUND_MESSAGE);
    const ours = await services.sales.orders.create(
      checkoutSchema.parse(
        checkoutPayload({
          contact: { email: buyer.email, phone: "555" },
          items: [{ sku: "IL-LED-650", quantity: 10 }],
        }),
      ),
      undefined,
      buyer,
    );
    await rebates().step(buyer, id, step({ to: "ordered", orderNumber: ours.order.orderNumber }));
    await rebates().step(buyer, id, step({ to: "installed" }));
    await rebates().step(staff, id, step({ to: "claimed", reference: "CL-9" }));
    await rebates().step(staff, id, step({ to: "paid", amount: "1900" }));
    await expect(rebates().step(staff, id, step({ to: "paid", amount: "1" }))).rejects.toThrow(
      "it is finished",
    );

    const { project, steps, order } = await rebates().detail(buyer, id);
    expect(project).toMatchObject({
      stage: "paid",
      preApprovedCents: 190_000,
      preApprovalReference: "PA-77",
      preApprovalExpiresOn: "2027-06-30",
      paidCents: 190_000,
    });
    expect(order?.number).toBe(ours.order.orderNumber);
    expect(steps.map((s) => [s.toStage, s.actorKind, s.actorEmail])).toEqual([
      ["draft", "buyer", buyer.email],
      ["submitted", "buyer", buyer.email],
      ["pre_approved", "staff", staff.email],
      ["ordered", "buyer", buyer.email],
      ["installed", "buyer", buyer.email],
      ["claimed", "staff", staff.email],
      ["paid", "staff", staff.email],
    ]);
    const audited = await database.db
      .select({ action: staffAuditLog.action })
      .from(staffAuditLog)
      .where(eq(staffAuditLog.subjectId, String(id)));
    expect(audited.map((a) => a.action)).toEqual([
      "rebate_project.create",
      "rebate_project.submitted",
      "rebate_project.pre_approved",
      "rebate_project.ordered",
      "rebate_project.installed",
      "rebate_project.claimed",
      "rebate_project.paid",
    ]);

    const placed = await services.sales.documents.byNumber(ours.order.orderNumber);
    const packet = pdfLayoutText(await rebates().packetPdf(buyer, id, new Date()), `packet-${target.name}`);
    for (const words of [
      "Greenleaf Farms",
      "North greenhouse, OR",
      "Pacific Power, account PP-0042",
      "1000 W DE HPS",
      "PMAZ7K2Q",
      "2.8",
      "19,710 kWh",
      "Pre-approved $1,900.00, reference PA-77",
      `order ${ours.order.orderNumber}`,
      formatMoney(placed!.lines[0].unitPriceCents ?? 0),
      "Customer (name and signature)",
    ])
      expect(packet).toContain(words);
    expect(packet).not.toContain(theirs.order.orderNumber);
    await expect(rebates().packetPdf(outsider, id, new Date())).rejects.toThrow("No such rebate project.");

    const desk = await rebates().desk(new Date().toISOString());
    expect(desk.totals.paidCents).toBeGreaterThanOrEqual(190_000);
    expect(desk.totals.averageDaysToPayout).toBe(0);
    expect(desk.queue.find((p) => p.id === id)).toMatchObject({
      stage: "paid",
      companyName: "Greenleaf Farms",
      expectedPayoutCents: 190_000,
    });
  });

  it("lets a declined project be revised and submitted again", async () => {
    const id = await rebates().create(buyer, DETAILS, line("IL-LED-650"));
    await rebates().step(buyer, id, step({ to: "submitted" }));
    await rebates().step(buyer, id, step({ to: "declined", note: "Needs the DLC certificate" }));
    await rebates().step(buyer, id, step({ to: "draft" }));
    await rebates().addLine(buyer, id, line("IL-LED-650", { fixtureType: "600 W HPS", watts: "660" }));
    await rebates().step(buyer, id, step({ to: "submitted" }));
    expect((await rebates().detail(buyer, id)).project.stage).toBe("submitted");
  });

  it("keeps a project to its company: another company's buyer finds nothing", async () => {
    const id = await rebates().create(buyer, DETAILS, line("IL-LED-650"));
    const notFound = "No such rebate project.";
    await expect(rebates().detail(outsider, id)).rejects.toThrow(notFound);
    await expect(rebates().scheduleCsv(outsider, id)).rejects.toThrow(notFound);
    await expect(rebates().addLine(outsider, id, line("IL-LED-650"))).rejects.toThrow(notFound);
    await expect(rebates().updateDetails(outsider, id, DETAILS)).rejects.toThrow(notFound);
    await expect(rebates().step(outsider, id, step({ to: "submitted" }))).rejects.toThrow(notFound);
    expect(await rebates().list(outsider)).toEqual([]);
    expect((await rebates().list(buyer)).map((p) => p.id)).toContain(id);
    expect((await rebates().detail(staff, id)).companyName).toBe("Greenleaf Farms");
    // Checkout's warning: the company's projects not yet pre-approved whose fixtures the cart holds.
    expect((await rebates().awaitingPreApproval(buyer.companyId, ["IL-LED-650"])).map((p) => p.id)).toContain(
      id,
    );
    expect(await rebates().awaitingPreApproval(outsider.companyId, ["IL-LED-650"])).toEqual([]);
    expect(await rebates().awaitingPreApproval(buyer.companyId, ["IL-Q1"])).toEqual([]);
  });

  it("keeps one note per utility, names compared without case", async () => {
    await rebates().setUtilityNote(staff, "Pacific Power", "Pre-approval form A-12");
    await rebates().setUtilityNote(staff, "pacific power", "Form A-12 and the DLC certificate");
    const notes = await rebates().utilityNotes();
    expect(notes.map((n) => [n.utilityName, n.note])).toEqual([
      ["Pacific Power", "Form A-12 and the DLC certificate"],
    ]);
    const id = await rebates().create(buyer, DETAILS);
    expect((await rebates().detail(buyer, id)).utilityNote).toBe("Form A-12 and the DLC certificate");
  });
});
