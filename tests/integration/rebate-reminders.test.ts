import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_PREFERENCES } from "../../core/account-settings.ts";
import { SITE_NOT_FOUND_MESSAGE } from "../../core/company-sites.ts";
import {
  CHOOSE_SITE_MESSAGE,
  fixtureLineSchema,
  projectDetailsSchema,
  rebateReminderDue,
  SITE_REQUIRED_MESSAGE,
  stepFormSchema,
} from "../../core/grower/rebate-projects.ts";
import { dayPlus } from "../../core/payment-terms.ts";
import type { BuyerViewer, StaffViewer } from "../../core/viewer.ts";
import type { Database } from "../../server/db/client.ts";
import { companies, companyMembers } from "../../server/db/schema/companies.ts";
import { outboxEmails } from "../../server/db/schema/email.ts";
import { rebateProjectReminders, rebateProjects } from "../../server/db/schema/rebates.ts";
import { createServices, type Services } from "../../server/services.ts";
import { seedTestCatalog } from "../factories/test-products.ts";
import { databaseTargets } from "../support/test-database.ts";
import { testEnv } from "../support/test-server.ts";

const DAY_MS = 86_400_000;
const details = (over: Record<string, string> = {}) =>
  projectDetailsSchema.parse({
    site: "North greenhouse",
    utilityName: "Pacific Power",
    utilityAccount: "PP-0042",
    state: "OR",
    rate: "0.15",
    ...over,
  });
const LINE = fixtureLineSchema.parse({
  fixtureType: "1000 W DE HPS",
  watts: "1100",
  count: "10",
  sku: "IL-LED-650",
  ledCount: "10",
});
const step = (fields: Record<string, string>) => stepFormSchema.parse(fields);

describe("which reminder a rebate project is owed", () => {
  const now = "2026-11-27T12:00:00Z";
  const approved = { stage: "pre_approved" as const, stageSince: now, preApprovalExpiresOn: "2026-12-05" };
  it("an expiring pre-approval within N days, not once expired; a claim late after 30 days", () => {
    expect(rebateReminderDue(approved, now, 14)).toBe("pre_approval_expiring");
    expect(rebateReminderDue(approved, now, 7)).toBeNull();
    expect(rebateReminderDue({ ...approved, preApprovalExpiresOn: "2026-11-26" }, now, 14)).toBeNull();
    expect(rebateReminderDue({ ...approved, stage: "ordered" }, now, 14)).toBeNull();
    const installed = { stage: "installed" as const, stageSince: "2026-10-27T11:00:00Z" };
    expect(rebateReminderDue({ ...installed, preApprovalExpiresOn: null }, now, 14)).toBe("claim_due");
    expect(
      rebateReminderDue(
        { ...installed, stageSince: "2026-11-01T00:00:00Z", preApprovalExpiresOn: null },
        now,
        14,
      ),
    ).toBeNull();
  });
});

describe.each(databaseTargets())("rebate reminders, the overview and project sites on $name", (target) => {
  let database: Database;
  let services: Services;
  let buyer: BuyerViewer;
  let quiet: BuyerViewer;
  let sited: BuyerViewer;
  const staff: StaffViewer = {
    kind: "staff",
    userId: "staff-1",
    email: "desk@canopy.example",
    name: "Desk",
    staffRole: "sales",
  };

  async function memberOf(companyName: string, name: string): Promise<BuyerViewer> {
    const [company] = await database.db.insert(companies).values({ name: companyName }).returning();
    const email = `${name.toLowerCase()}@${companyName.toLowerCase().replace(/\W+/g, "")}.example`;
    const { id: userId } = await services.accounts.createUser({ email, name });
    await database.db.insert(companyMembers).values({ userId, companyId: company.id, role: "admin" });
    return { kind: "buyer", userId, email, name, companyId: company.id, companyName, companyRole: "admin" };
  }

  /** A project walked to pre-approved (staff record it), expiring `days` after the server's today. */
  async function preApproved(viewer: BuyerViewer, days: number) {
    const id = await services.rebates.create(viewer, details(), LINE);
    await services.rebates.step(viewer, id, step({ to: "submitted" }));
    const today = services.clock.now().toISOString().slice(0, 10);
    await services.rebates.step(
      staff,
      id,
      step({ to: "pre_approved", amount: "1800", reference: "PA-1", expiresOn: dayPlus(today, days) }),
    );
    return id;
  }

  /** A project installed now (its order steps are the step rules' business, tested elsewhere). */
  async function installed(viewer: BuyerViewer) {
    const id = await services.rebates.create(viewer, details(), LINE);
    await database.db
      .update(rebateProjects)
      .set({ stage: "installed", stageSince: services.clock.now().toISOString() })
      .where(eq(rebateProjects.id, id));
    return id;
  }

  const mailsAbout = (id: number) =>
    database.db
      .select()
      .from(outboxEmails)
      .where(and(eq(outboxEmails.refType, "rebate_project"), eq(outboxEmails.refId, String(id))));
  const pass = () => services.rebates.sendReminders(services.clock.now());
  const advanceDays = (days: number) => services.clock.advance(days * DAY_MS);

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
        specs: { dlc_listed: "Yes", efficacy: "2.8 µmol/J" },
      },
    ]);
    services = createServices(database, testEnv({ CLOCK_CONTROL: "on", HOST: "127.0.0.1" }));
    buyer = await memberOf("Greenleaf Farms", "Ana");
    quiet = await memberOf("Quiet Growers", "Quinn");
    sited = await memberOf("Sited Farms", "Sol");
  });
  afterAll(() => database?.close());

  it("reminds the buyer once of an expiring pre-approval and of a late claim, on the moved clock", async () => {
    const expiring = await preApproved(buyer, 40);
    const claim = await installed(buyer);
    expect(await pass()).toBe(0);

    advanceDays(30); // 10 days left of the pre-approval; installed 30 days ago (not late yet)
    // Two instances' passes at once: one of them sends it.
    const [first, second] = await Promise.all([pass(), pass()]);
    expect(first + second).toBe(1);
    const [mail] = await mailsAbout(expiring);
    expect(mail).toMatchObject({ template: "rebate-reminder", toAddress: buyer.email });
    expect(mail.subject).toContain("North greenhouse");
    expect(mail.textBody).toContain("not ordered yet");
    expect(mail.html).toContain(`/commercial-view/rebates/${expiring}`);

    advanceDays(2); // the claim is now late
    expect(await pass()).toBe(1);
    expect((await mailsAbout(claim)).map((m) => m.subject)).toEqual([
      "File the rebate claim for North greenhouse",
    ]);

    // Once per project and kind, however many passes (or instances at once).
    expect(await Promise.all([pass(), pass()])).toEqual([0, 0]);
    expect(await mailsAbout(expiring)).toHaveLength(1);
    expect(await mailsAbout(claim)).toHaveLength(1);
    const rows = await database.db
      .select()
      .from(rebateProjectReminders)
      .where(eq(rebateProjectReminders.projectId, expiring));
    expect(rows.map((r) => r.kind)).toEqual(["pre_approval_expiring"]);
  });

  it("sends none once the project moved past the stage, and none a buyer turned account alerts off", async () => {
    const claimed = await installed(buyer);
    await services.rebates.step(staff, claimed, step({ to: "claimed", reference: "CL-1" }));
    const expired = await preApproved(buyer, 3);
    await database.db.update(rebateProjects).set({ stage: "ordered" }).where(eq(rebateProjects.id, expired));

    await services.account.settings.savePreferences(quiet.userId, {
      ...DEFAULT_PREFERENCES,
      accountAlerts: false,
    });
    const muted = await preApproved(quiet, 5);
    expect(await pass()).toBe(1);
    // The reminder is recorded as done (not retried every pass), but the buyer asked for no such mail.
    expect(await mailsAbout(muted)).toHaveLength(0);
    expect(await pass()).toBe(0);

    advanceDays(31);
    expect(await pass()).toBe(0);
    expect(await mailsAbout(claimed)).toHaveLength(0);
    expect(await mailsAbout(expired)).toHaveLength(0);
  });

  it("lists overdue steps on the overview, linking to the project on the rebate desk", async () => {
    const expiring = await preApproved(sited, 5);
    const expired = await preApproved(sited, 1);
    const late = await installed(sited);
    const calm = await preApproved(sited, 60);
    advanceDays(3);
    const stillFine = await installed(sited);
    advanceDays(29);
    const soon = await preApproved(sited, 5);
    const { overdueRebates } = await services.backOffice.dashboard.overview(services.clock.now());
    const ours = overdueRebates.rows.filter((r) => r.companyName === "Sited Farms");
    const byId = new Map(ours.map((r) => [r.id, r.reason]));
    expect(byId.get(expired)).toBe("Pre-approval expired");
    expect(byId.get(expiring)).toBe("Pre-approval expired");
    expect(byId.get(soon)).toMatch(/^Pre-approval expires in [45] days$/);
    expect(byId.get(late)).toBe("Claim not filed 30 days after installation");
    expect(byId.has(calm)).toBe(false);
    expect(byId.has(stillFine)).toBe(false);
    expect(overdueRebates.total).toBeGreaterThanOrEqual(4);
  });

  it("chooses a project's site from the company's sites, refusing another company's", async () => {
    const sites = services.commercial.sites;
    const north = await sites.add(sited, sited.companyId, "North house");
    const theirs = await sites.add(staff, buyer.companyId, "Their house");
    expect((await services.rebates.sites(sited)).map((s) => s.name)).toEqual(["North house"]);

    const id = await services.rebates.create(sited, details({ site: "", siteId: north }));
    const { project } = await services.rebates.detail(sited, id);
    expect(project).toMatchObject({ site: "North house", siteId: north });

    await expect(services.rebates.create(sited, details({ site: "", siteId: theirs }))).rejects.toThrow(
      SITE_NOT_FOUND_MESSAGE,
    );
    await expect(services.rebates.create(sited, details({ site: "Typed" }))).rejects.toThrow(
      CHOOSE_SITE_MESSAGE,
    );
    await expect(
      services.rebates.updateDetails(sited, id, details({ site: "", siteId: theirs })),
    ).rejects.toThrow(SITE_NOT_FOUND_MESSAGE);

    // A company without sites types the site; a site id from elsewhere is refused there too.
    await expect(services.rebates.create(quiet, details({ site: "" }))).rejects.toThrow(
      SITE_REQUIRED_MESSAGE,
    );
    await expect(services.rebates.create(quiet, details({ siteId: north }))).rejects.toThrow(
      SITE_NOT_FOUND_MESSAGE,
    );
    const typed = await services.rebates.create(quiet, details({ site: "Back barn" }));
    expect((await services.rebates.detail(quiet, typed)).project).toMatchObject({
      site: "Back barn",
      siteId: null,
    });
  });
});
