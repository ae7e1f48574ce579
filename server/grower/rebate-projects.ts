import { and, asc, count, desc, eq, inArray, sql } from "drizzle-orm";
import {
  BEFORE_PRE_APPROVAL,
  CHOOSE_SITE_MESSAGE,
  daysBetween,
  EDITABLE_STAGES,
  efficacyOf,
  fixtureEligibility,
  fixtureScheduleCsv,
  lineSavings,
  NO_LINES_MESSAGE,
  NOT_EDITABLE_MESSAGE,
  ORDER_NOT_FOUND_MESSAGE,
  overdueReason,
  projectTotals,
  REBATE_NEXT_ACTION,
  REBATE_STAGE_LABELS,
  REBATE_PROJECT_MAX_LINES,
  REBATE_PROJECTS_PER_COMPANY,
  SITE_REQUIRED_MESSAGE,
  STEP_REFUSED_MESSAGE,
  stepRefusal,
  TOO_MANY_LINES_MESSAGE,
  TOO_MANY_PROJECTS_MESSAGE,
  UNKNOWN_FIXTURE_MESSAGE,
  type FixtureLineForm,
  type ProjectDetails,
  type ProposedFixture,
  type RebateStage,
  type ScheduleRow,
  type StepForm,
} from "../../core/grower/rebate-projects.ts";
import { fixtureWattage } from "../../core/grower/same-spec.ts";
import { SITE_NOT_FOUND_MESSAGE, sitesFor } from "../../core/company-sites.ts";
import type { BuyerViewer, StaffViewer } from "../../core/viewer.ts";
import { audit } from "../audit/audit-log.ts";
import type { Db } from "../db/client.ts";
import { companies } from "../db/schema/companies.ts";
import { products } from "../db/schema/catalog.ts";
import {
  rebateProjectLines,
  rebateProjectPackets,
  rebateProjects,
  rebateProjectSteps,
  rebateUtilityNotes,
} from "../db/schema/rebates.ts";
import { salesDocumentLines, salesDocuments } from "../db/schema/sales.ts";
import { companySites } from "../db/schema/sites.ts";
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from "../errors.ts";
import type { GrowerCatalog } from "./grower-catalog.ts";
import type { Actor, DocumentStore } from "../sales/document-store.ts";
import type { EmailService } from "../email/email-service.ts";
import { enqueueEmails } from "../email/outbox.ts";
import { confirmationPath } from "../sales/access-token.ts";
import { documentsOf, linkDocument } from "./rebate-holds.ts";

type ProjectRow = typeof rebateProjects.$inferSelect;
export type RebateViewer = BuyerViewer | StaffViewer;

export interface RebateProjectsDeps {
  db: Db;
  grower: Pick<GrowerCatalog, "ledFixture">;
  /** The company's unit prices (services.pricing.companyPrices): the project's own company only. */
  companyPrices(companyId: string, skus: readonly string[]): Promise<Map<string, { unitPriceCents: number }>>;
  minEfficacy: number;
  /** A pre-approval expiring within this many days is flagged and its buyer reminded (ADR 0330). */
  expiryWarningDays: number;
  /** The sales documents' status machine: a held order is released through it (ADR 0290). */
  documents: Pick<DocumentStore, "transition">;
  emails: EmailService;
  publicUrl: string;
}

/** A fixture as a rebate packet reads it: name, maker, wattage, DLC listing and id, efficacy. */
export interface RebateFixture {
  sku: string;
  name: string;
  brand: string;
  watts: number;
  listPriceCents: number;
  dlcListed: boolean;
  dlcProductId: string | null;
  efficacy: number | null;
}

const NOT_FOUND = "No such rebate project.";
const STAFF_RELEASE_MESSAGE = "The buyer or the project's pre-approval releases a held order.";
const NOT_HELD_MESSAGE = "This order is not held: there is nothing to release.";

/**
 * Rebate projects (ADR 0190): a company's lighting upgrade with its fixture schedule, figures computed by
 * the energy tool's own function, and the steps from draft to paid, each dated with who took it and
 * audited. A buyer reaches only their company's projects (anything else is not found); staff reach all.
 */
export function createRebateProjects({
  db,
  grower,
  companyPrices,
  minEfficacy,
  expiryWarningDays,
  documents,
  emails,
  publicUrl,
}: RebateProjectsDeps) {
  /**
   * Releases a held order (placed, then pending: it may be paid and shipped) in `tx`, through the status
   * machine, and mails its buyer why.
   */
  async function release(
    tx: Db,
    order: { id: number; number: string; email: string },
    actor: Actor,
    why: string,
  ) {
    await documents.transition(order.id, "pending", actor, why, {
      within: tx,
      check: (current) => {
        if (current.status !== "held_for_rebate") throw new ConflictError(NOT_HELD_MESSAGE);
      },
      after: async (t, moved) => {
        const card = moved.document.paymentMethod === "card";
        const mail = await emails.render("form-confirmation", {
          subject: `Order ${order.number} is released`,
          heading: `Order ${order.number} is released`,
          paragraphs: [
            why,
            card
              ? "Pay for it on the order's page; we ship it once it is paid."
              : "It is now placed like any other order and ships as usual.",
          ],
          action: {
            label: "View the order",
            href: `${publicUrl}${confirmationPath("order", order.number, moved.token)}`,
          },
        });
        await enqueueEmails(t, [{ ...mail, to: order.email, refType: "order", refId: order.number }]);
      },
    });
  }

  /** The company's sites the viewer may choose a project's site from: a limited member's own, else all. */
  async function choosableSites(viewer: RebateViewer, companyId: string, tx: Db = db) {
    const sites = await tx
      .select({ id: companySites.id, name: companySites.name, priceListId: companySites.priceListId })
      .from(companySites)
      .where(eq(companySites.companyId, companyId))
      .orderBy(asc(sql`lower(${companySites.name})`), asc(companySites.id));
    return { any: sites.length > 0, sites: viewer.kind === "buyer" ? sitesFor(viewer, sites) : sites };
  }

  /**
   * The project's site (ADR 0330): one of the company's sites when it has any (its name copied, so the
   * packet and lists read it), else the name as typed. A site of another company, or not the viewer's, is
   * not found.
   */
  async function siteOf(tx: Db, viewer: RebateViewer, companyId: string, details: ProjectDetails) {
    const { any, sites } = await choosableSites(viewer, companyId, tx);
    if (!any) {
      if (details.siteId) throw new NotFoundError(SITE_NOT_FOUND_MESSAGE);
      if (!details.site) throw new ValidationError(SITE_REQUIRED_MESSAGE, { site: SITE_REQUIRED_MESSAGE });
      return { site: details.site, siteId: null };
    }
    if (!details.siteId) throw new ValidationError(CHOOSE_SITE_MESSAGE, { siteId: CHOOSE_SITE_MESSAGE });
    const chosen = sites.find((s) => s.id === details.siteId);
    if (!chosen) throw new NotFoundError(SITE_NOT_FOUND_MESSAGE);
    return { site: chosen.name, siteId: chosen.id };
  }

  async function projectOf(viewer: RebateViewer, id: number, tx: Db = db, lock = false): Promise<ProjectRow> {
    const where =
      viewer.kind === "buyer"
        ? and(eq(rebateProjects.id, id), eq(rebateProjects.companyId, viewer.companyId))
        : eq(rebateProjects.id, id);
    const query = tx.select().from(rebateProjects).where(where);
    const [project] = lock ? await query.for("update") : await query;
    if (!project) throw new NotFoundError(NOT_FOUND);
    return project;
  }

  async function editable(viewer: RebateViewer, id: number, tx: Db) {
    const project = await projectOf(viewer, id, tx, true);
    if (!EDITABLE_STAGES.includes(project.stage)) throw new ConflictError(NOT_EDITABLE_MESSAGE);
    return project;
  }

  /** The catalogue's fixtures by sku, with efficacy and DLC id from the feed's specs. */
  async function fixtures(skus: readonly string[]): Promise<Map<string, RebateFixture>> {
    if (skus.length === 0) return new Map();
    const rows = await db
      .select({
        sku: products.sku,
        name: products.name,
        brand: products.brand,
        priceCents: products.priceCents,
        wattage120v: sql<number | null>`${products.wattage120v}::float8`,
        wattage240v: sql<number | null>`${products.wattage240v}::float8`,
        wattage277v: sql<number | null>`${products.wattage277v}::float8`,
        dlc: sql<string | null>`${products.specs} ->> 'dlc_listed'`,
        dlcProductId: sql<string | null>`${products.specs} ->> 'dlc_product_id'`,
        efficacy: sql<string | null>`${products.specs} ->> 'efficacy'`,
      })
      .from(products)
      .where(and(eq(products.isPrimary, true), inArray(products.sku, [...new Set(skus)])));
    const listed = await Promise.all(rows.map((r) => grower.ledFixture(r.sku)));
    return new Map(
      rows.flatMap((r, i) => {
        const led = listed[i];
        if (!led) return [];
        return [
          [
            r.sku,
            {
              sku: r.sku,
              name: r.name,
              brand: r.brand,
              watts: fixtureWattage(r) ?? 0,
              listPriceCents: r.priceCents ?? 0,
              dlcListed: led.dlcListed,
              dlcProductId: r.dlcProductId?.trim() || null,
              efficacy: efficacyOf(r.efficacy),
            },
          ],
        ];
      }),
    );
  }

  /** The project's lines with the energy tool's figures and each line's eligibility, at its company's prices. */
  async function figures(project: ProjectRow) {
    const lines = await db
      .select()
      .from(rebateProjectLines)
      .where(eq(rebateProjectLines.projectId, project.id))
      .orderBy(asc(rebateProjectLines.id));
    const skus = lines.map((l) => l.sku);
    const [found, prices] = await Promise.all([fixtures(skus), companyPrices(project.companyId, skus)]);
    const rows = lines.map((line) => {
      const baseline = {
        fixtureType: line.fixtureType,
        wallWatts: line.wallWatts,
        count: line.existingCount,
        hoursPerDay: line.hoursPerDay,
        daysPerYear: line.daysPerYear,
      };
      const fixture = found.get(line.sku) ?? null;
      const eligibility = fixture
        ? fixtureEligibility(fixture, minEfficacy)
        : ({ eligible: false, reason: "No longer in the catalogue" } as const);
      const proposed: ProposedFixture | null = fixture && {
        sku: fixture.sku,
        watts: fixture.watts,
        dlcListed: fixture.dlcListed,
        efficacy: fixture.efficacy,
        unitPriceCents: prices.get(line.sku)?.unitPriceCents ?? fixture.listPriceCents,
      };
      const result = proposed
        ? lineSavings(baseline, { fixture: proposed, count: line.ledCount }, project.ratePerKwh, eligibility)
        : null;
      return { id: line.id, baseline, sku: line.sku, ledCount: line.ledCount, fixture, eligibility, result };
    });
    return { lines: rows, totals: projectTotals(rows.map((r) => r.result)) };
  }

  const actorOf = (viewer: RebateViewer) => ({
    actorUserId: viewer.userId,
    actorEmail: viewer.email,
    actorKind: viewer.kind,
  });

  async function recordStep(
    tx: Db,
    viewer: RebateViewer,
    project: ProjectRow,
    to: RebateStage,
    note: string,
    detail: Record<string, unknown>,
  ): Promise<number> {
    const [taken] = await tx
      .insert(rebateProjectSteps)
      .values({
        projectId: project.id,
        fromStage: project.stage,
        toStage: to,
        ...actorOf(viewer),
        note,
        detail,
      })
      .returning({ id: rebateProjectSteps.id });
    await audit.record(tx, {
      actor: { userId: viewer.userId, email: viewer.email },
      action: `rebate_project.${to}`,
      subject: { type: "rebate_project", id: String(project.id) },
      before: { stage: project.stage },
      after: { stage: to, ...detail, ...(note ? { note } : {}) },
    });
    return taken.id;
  }

  /** The company's order with that number, for the project's `ordered` step. */
  async function companyOrder(tx: Db, companyId: string, number: string) {
    const [order] = await tx
      .select({ id: salesDocuments.id, number: salesDocuments.number })
      .from(salesDocuments)
      .where(
        and(
          eq(salesDocuments.kind, "order"),
          eq(salesDocuments.companyId, companyId),
          eq(sql`upper(${salesDocuments.number})`, number.toUpperCase()),
        ),
      );
    if (!order) throw new ValidationError(ORDER_NOT_FOUND_MESSAGE, { orderNumber: ORDER_NOT_FOUND_MESSAGE });
    return order;
  }

  /** The company's quote with that number, a new project starts from (another company's: not found). */
  async function companyQuote(tx: Db, companyId: string, number: string) {
    const [quote] = await tx
      .select({ id: salesDocuments.id, number: salesDocuments.number })
      .from(salesDocuments)
      .where(
        and(
          eq(salesDocuments.kind, "quote"),
          eq(salesDocuments.companyId, companyId),
          eq(sql`upper(${salesDocuments.number})`, number.toUpperCase()),
        ),
      );
    if (!quote) throw new NotFoundError("Quote not found.");
    return quote;
  }

  /** What a step writes on the project besides its stage. */
  async function stepFields(tx: Db, project: ProjectRow, step: StepForm) {
    switch (step.to) {
      case "pre_approved":
        return {
          set: {
            preApprovedCents: step.amount,
            preApprovalReference: step.reference,
            preApprovalExpiresOn: step.expiresOn,
          },
          detail: { amountCents: step.amount, reference: step.reference, expiresOn: step.expiresOn },
        };
      case "ordered": {
        const order = await companyOrder(tx, project.companyId, step.orderNumber);
        return { set: { orderId: order.id }, detail: { order: order.number } };
      }
      case "claimed":
        return { set: {}, detail: step.reference ? { reference: step.reference } : {} };
      case "paid":
        return { set: { paidCents: step.amount }, detail: { amountCents: step.amount } };
      default:
        return { set: {}, detail: {} };
    }
  }

  /** The line's fixture, checked before any transaction (the catalogue is read outside it). */
  async function ledSku(line: FixtureLineForm): Promise<string> {
    const fixture = await grower.ledFixture(line.sku);
    if (!fixture) throw new ValidationError(UNKNOWN_FIXTURE_MESSAGE, { sku: UNKNOWN_FIXTURE_MESSAGE });
    return fixture.sku;
  }

  async function addLineIn(tx: Db, projectId: number, line: FixtureLineForm, sku: string) {
    const [{ n }] = await tx
      .select({ n: count() })
      .from(rebateProjectLines)
      .where(eq(rebateProjectLines.projectId, projectId));
    if (n >= REBATE_PROJECT_MAX_LINES) throw new ValidationError(TOO_MANY_LINES_MESSAGE);
    await tx.insert(rebateProjectLines).values({
      projectId,
      fixtureType: line.fixtureType,
      wallWatts: line.watts,
      existingCount: line.count,
      hoursPerDay: line.hours,
      daysPerYear: line.days,
      sku,
      ledCount: line.ledCount,
    });
  }

  async function orderNumberOf(orderId: number | null) {
    if (orderId === null) return null;
    const [order] = await db
      .select({ number: salesDocuments.number, status: salesDocuments.status })
      .from(salesDocuments)
      .where(eq(salesDocuments.id, orderId));
    return order ?? null;
  }

  async function stepsOf(projectId: number) {
    return db
      .select()
      .from(rebateProjectSteps)
      .where(eq(rebateProjectSteps.projectId, projectId))
      .orderBy(asc(rebateProjectSteps.id));
  }

  async function utilityNote(utilityName: string) {
    const [note] = await db
      .select({ note: rebateUtilityNotes.note })
      .from(rebateUtilityNotes)
      .where(eq(sql`lower(${rebateUtilityNotes.utilityName})`, utilityName.toLowerCase()));
    return note?.note ?? null;
  }

  async function detailOf(viewer: RebateViewer, id: number) {
    const project = await projectOf(viewer, id);
    const [computed, steps, order, note, company, linked, kept] = await Promise.all([
      figures(project),
      stepsOf(project.id),
      orderNumberOf(project.orderId),
      utilityNote(project.utilityName),
      db.select({ name: companies.name }).from(companies).where(eq(companies.id, project.companyId)),
      documentsOf(db, project.id),
      db
        .select({ stepId: rebateProjectPackets.stepId })
        .from(rebateProjectPackets)
        .where(eq(rebateProjectPackets.projectId, project.id)),
    ]);
    return {
      project,
      companyName: company[0]?.name ?? "",
      ...computed,
      steps,
      order,
      /** The steps whose packet, as it was then, is kept (ADR 0290). */
      packetSteps: kept.map((k) => k.stepId),
      documents: linked.map((d) => ({
        kind: d.kind,
        number: d.number,
        status: d.status,
        totalCents: d.totalCents,
      })),
      utilityNote: note,
      minEfficacy,
    };
  }

  /**
   * What the application packet shows: the project, its schedule and figures, and the linked order's
   * lines — an order of the project's own company, so no other company's prices can appear.
   */
  async function packetData(viewer: RebateViewer, id: number) {
    const detail = await detailOf(viewer, id);
    const { project } = detail;
    const [order] =
      project.orderId === null
        ? []
        : await db
            .select({
              number: salesDocuments.number,
              createdAt: salesDocuments.createdAt,
              totalCents: salesDocuments.totalCents,
            })
            .from(salesDocuments)
            .where(
              and(eq(salesDocuments.id, project.orderId), eq(salesDocuments.companyId, project.companyId)),
            );
    const orderLines = order
      ? await db
          .select()
          .from(salesDocumentLines)
          .where(eq(salesDocumentLines.documentId, project.orderId ?? 0))
          .orderBy(asc(salesDocumentLines.lineNo))
      : [];
    return {
      ...detail,
      lines: detail.lines.map((l) => ({
        ...l,
        row: l.fixture ? scheduleRow({ ...l, fixture: l.fixture }) : null,
      })),
      order: order ? { ...order, lines: orderLines } : null,
    };
  }

  return {
    /** A new draft for the buyer's company, with a first fixture line when given (the energy tool's). */
    async create(viewer: BuyerViewer, details: ProjectDetails, line?: FixtureLineForm, quoteNumber?: string) {
      const sku = line && (await ledSku(line));
      return db.transaction(async (tx) => {
        const quote = quoteNumber ? await companyQuote(tx, viewer.companyId, quoteNumber) : null;
        await tx
          .select({ id: companies.id })
          .from(companies)
          .where(eq(companies.id, viewer.companyId))
          .for("update");
        const [{ n }] = await tx
          .select({ n: count() })
          .from(rebateProjects)
          .where(eq(rebateProjects.companyId, viewer.companyId));
        if (n >= REBATE_PROJECTS_PER_COMPANY) throw new ConflictError(TOO_MANY_PROJECTS_MESSAGE);
        const site = await siteOf(tx, viewer, viewer.companyId, details);
        const [project] = await tx
          .insert(rebateProjects)
          .values({
            companyId: viewer.companyId,
            createdBy: viewer.userId,
            ...site,
            utilityName: details.utilityName,
            utilityAccount: details.utilityAccount,
            state: details.state,
            ratePerKwh: details.rate,
          })
          .returning();
        if (line && sku) await addLineIn(tx, project.id, line, sku);
        if (quote) await linkDocument(tx, project.id, quote.id);
        await tx
          .insert(rebateProjectSteps)
          .values({ projectId: project.id, toStage: "draft", ...actorOf(viewer) });
        await audit.record(tx, {
          actor: { userId: viewer.userId, email: viewer.email },
          action: "rebate_project.create",
          subject: { type: "rebate_project", id: String(project.id) },
          after: { ...details, ...site, ...(quote ? { quote: quote.number } : {}) },
        });
        return project.id;
      });
    },

    /** The company's sites a project may be for (none: the site is typed). */
    sites: async (viewer: BuyerViewer) => (await choosableSites(viewer, viewer.companyId)).sites,

    /** The company's projects, newest first, with their stage and totals. */
    async list(viewer: BuyerViewer) {
      const rows = await db
        .select()
        .from(rebateProjects)
        .where(eq(rebateProjects.companyId, viewer.companyId))
        .orderBy(desc(rebateProjects.id));
      return Promise.all(
        rows.map(async (p) => ({
          id: p.id,
          site: p.site,
          utilityName: p.utilityName,
          stage: p.stage,
          stageSince: p.stageSince,
          preApprovedCents: p.preApprovedCents,
          totals: (await figures(p)).totals,
        })),
      );
    },

    /** One project: details, lines with figures and eligibility, steps, its order, the utility's note. */
    detail: detailOf,

    async updateDetails(viewer: RebateViewer, id: number, details: ProjectDetails) {
      await db.transaction(async (tx) => {
        const project = await editable(viewer, id, tx);
        const site = await siteOf(tx, viewer, project.companyId, details);
        await tx
          .update(rebateProjects)
          .set({
            ...site,
            utilityName: details.utilityName,
            utilityAccount: details.utilityAccount,
            state: details.state,
            ratePerKwh: details.rate,
          })
          .where(eq(rebateProjects.id, id));
        await audit.record(tx, {
          actor: { userId: viewer.userId, email: viewer.email },
          action: "rebate_project.details",
          subject: { type: "rebate_project", id: String(id) },
          before: { site: project.site, siteId: project.siteId, utilityName: project.utilityName },
          after: { ...details, ...site },
        });
      });
    },

    async addLine(viewer: RebateViewer, id: number, line: FixtureLineForm) {
      const sku = await ledSku(line);
      await db.transaction(async (tx) => {
        await editable(viewer, id, tx);
        await addLineIn(tx, id, line, sku);
      });
    },

    async removeLine(viewer: RebateViewer, id: number, lineId: number) {
      await db.transaction(async (tx) => {
        await editable(viewer, id, tx);
        await tx
          .delete(rebateProjectLines)
          .where(and(eq(rebateProjectLines.projectId, id), eq(rebateProjectLines.id, lineId)));
      });
    },

    /** Moves the project one step, as the step rules allow, recording who, when and the utility's answer. */
    /** Takes a step of the project; the new step's id. */
    async step(viewer: RebateViewer, id: number, step: StepForm): Promise<number> {
      return db.transaction(async (tx) => {
        const project = await projectOf(viewer, id, tx, true);
        const refusal = stepRefusal(project.stage, step.to);
        if (refusal) throw new ConflictError(`${STEP_REFUSED_MESSAGE} ${refusal}`);
        if (step.to === "submitted") {
          const [{ n }] = await tx
            .select({ n: count() })
            .from(rebateProjectLines)
            .where(eq(rebateProjectLines.projectId, id));
          if (n === 0) throw new ValidationError(NO_LINES_MESSAGE);
        }
        const { set, detail } = await stepFields(tx, project, step);
        await tx
          .update(rebateProjects)
          .set({ ...set, stage: step.to, stageSince: sql`now()` })
          .where(eq(rebateProjects.id, id));
        const stepId = await recordStep(tx, viewer, project, step.to, step.note, detail);
        if (step.to === "pre_approved") {
          // The orders held for this pre-approval are released in the step's own transaction.
          const actor: Actor = viewer.kind === "staff" ? viewer : `buyer:${viewer.email}`;
          for (const held of await documentsOf(tx, id, "held_for_rebate")) {
            await release(tx, held, actor, `Released: rebate project ${project.site} was pre-approved.`);
          }
        }
        return stepId;
      });
    },

    /**
     * The buyer releases an order held for one of the company's projects before its pre-approval: the
     * order must be linked to that project (anything else is not found). Audited.
     */
    async releaseOrder(viewer: RebateViewer, id: number, orderNumber: string) {
      // Only the company's buyers release their held orders; staff leave it to the pre-approval.
      if (viewer.kind !== "buyer") throw new ForbiddenError(STAFF_RELEASE_MESSAGE);
      await db.transaction(async (tx) => {
        const project = await projectOf(viewer, id, tx, true);
        const order = (await documentsOf(tx, project.id)).find(
          (d) => d.kind === "order" && d.number.toUpperCase() === orderNumber.trim().toUpperCase(),
        );
        if (!order) throw new NotFoundError("Order not found.");
        // Said plainly here; the locked row's check in `release` decides between two clicks at once.
        if (order.status !== "held_for_rebate") throw new ConflictError(NOT_HELD_MESSAGE);
        await release(
          tx,
          order,
          `buyer:${viewer.email}`,
          `Released by ${viewer.name} before the rebate pre-approval.`,
        );
        await audit.record(tx, {
          actor: { userId: viewer.userId, email: viewer.email },
          action: "order.released",
          subject: { type: "order", id: order.number },
          before: { status: order.status },
          after: { status: "pending", rebateProject: project.id },
        });
      });
    },

    packetData,

    /** The fixture schedule as CSV (the project's company only; no prices). */
    async scheduleCsv(viewer: RebateViewer, id: number) {
      const project = await projectOf(viewer, id);
      const { lines } = await figures(project);
      return fixtureScheduleCsv(
        lines.flatMap((l) => (l.fixture ? [scheduleRow({ ...l, fixture: l.fixture })] : [])),
      );
    },

    /** The company's projects whose fixtures include any of `skus` and that are not pre-approved yet. */
    async awaitingPreApproval(companyId: string, skus: readonly string[]) {
      if (skus.length === 0) return [];
      const rows = await db
        .selectDistinct({ id: rebateProjects.id, site: rebateProjects.site, stage: rebateProjects.stage })
        .from(rebateProjects)
        .innerJoin(rebateProjectLines, eq(rebateProjectLines.projectId, rebateProjects.id))
        .where(
          and(
            eq(rebateProjects.companyId, companyId),
            inArray(rebateProjects.stage, [...BEFORE_PRE_APPROVAL]),
            inArray(rebateProjectLines.sku, [...skus]),
          ),
        );
      // The stage in words, so the pages' warning needs no rebate module (and its schemas).
      return rows.map((r) => ({ ...r, stageLabel: REBATE_STAGE_LABELS[r.stage] }));
    },

    /** The back office's rebate desk: every open project by stage, overdue ones, and the year's totals. */
    async desk(now: string) {
      const rows = await db
        .select({ project: rebateProjects, companyName: companies.name })
        .from(rebateProjects)
        .innerJoin(companies, eq(companies.id, rebateProjects.companyId))
        .orderBy(asc(rebateProjects.stageSince));
      const queue = await Promise.all(
        rows.map(async ({ project: p, companyName }) => {
          const estimate = (await figures(p)).totals.rebate;
          return {
            id: p.id,
            companyName,
            site: p.site,
            utilityName: p.utilityName,
            stage: p.stage,
            daysInStage: daysBetween(p.stageSince, now),
            expectedPayoutCents: p.paidCents ?? p.preApprovedCents ?? estimate.lowCents,
            expectedIsEstimate: p.paidCents === null && p.preApprovedCents === null,
            nextAction: REBATE_NEXT_ACTION[p.stage],
            overdue: overdueReason(p, now, expiryWarningDays),
          };
        }),
      );
      const year = now.slice(0, 4);
      const steps = await db
        .select({
          projectId: rebateProjectSteps.projectId,
          toStage: rebateProjectSteps.toStage,
          at: rebateProjectSteps.at,
          paidCents: rebateProjects.paidCents,
          preApprovedCents: rebateProjects.preApprovedCents,
        })
        .from(rebateProjectSteps)
        .innerJoin(rebateProjects, eq(rebateProjects.id, rebateProjectSteps.projectId))
        .where(inArray(rebateProjectSteps.toStage, ["ordered", "claimed", "paid"]))
        .orderBy(asc(rebateProjectSteps.id));
      return { queue, totals: yearTotals(steps, year) };
    },

    /** Staff keep one note per utility of what its programme wants. */
    async setUtilityNote(viewer: StaffViewer, utilityName: string, note: string) {
      await db.transaction(async (tx) => {
        const updated = await tx
          .update(rebateUtilityNotes)
          .set({ note, updatedBy: viewer.email, updatedAt: sql`now()` })
          .where(eq(sql`lower(${rebateUtilityNotes.utilityName})`, utilityName.toLowerCase()))
          .returning({ name: rebateUtilityNotes.utilityName });
        if (updated.length === 0)
          await tx.insert(rebateUtilityNotes).values({ utilityName, note, updatedBy: viewer.email });
        await audit.record(tx, {
          actor: { userId: viewer.userId, email: viewer.email },
          action: "rebate_utility_note.set",
          subject: { type: "rebate_utility", id: utilityName },
          after: { note },
        });
      });
    },

    utilityNotes: () => db.select().from(rebateUtilityNotes).orderBy(asc(rebateUtilityNotes.utilityName)),
  };
}

type ComputedLine = Awaited<ReturnType<ReturnType<typeof createRebateProjects>["detail"]>>["lines"][number];

/** A computed line as the fixture schedule shows it (DLC id: the feed's, else maker and model). */
export function scheduleRow(line: ComputedLine & { fixture: RebateFixture }): ScheduleRow {
  const f = line.fixture;
  return {
    baseline: line.baseline,
    sku: line.sku,
    name: f.name,
    brand: f.brand,
    dlcId: f.dlcProductId ?? (f.dlcListed ? `${f.brand} ${f.sku}` : ""),
    dlcListed: f.dlcListed,
    efficacy: f.efficacy,
    ledWatts: f.watts,
    ledCount: line.ledCount,
    kwhSaved: line.result?.lightingKwhSaved ?? 0,
    eligibility: line.eligibility,
  };
}

/** Rebates claimed and paid in `year`, and the average days from purchase (ordered) to payout (paid). */
function yearTotals(
  steps: readonly {
    projectId: number;
    toStage: RebateStage;
    at: string;
    paidCents: number | null;
    preApprovedCents: number | null;
  }[],
  year: string,
) {
  let claimedCents = 0;
  let paidCents = 0;
  const orderedAt = new Map<number, string>();
  const spans: number[] = [];
  for (const s of steps) {
    const thisYear = new Date(s.at).toISOString().startsWith(year);
    if (s.toStage === "ordered") orderedAt.set(s.projectId, s.at);
    if (s.toStage === "claimed" && thisYear) claimedCents += s.preApprovedCents ?? 0;
    if (s.toStage === "paid" && thisYear) {
      paidCents += s.paidCents ?? 0;
      const ordered = orderedAt.get(s.projectId);
      if (ordered) spans.push(daysBetween(new Date(ordered).toISOString(), new Date(s.at).toISOString()));
    }
  }
  const averageDaysToPayout =
    spans.length === 0 ? null : Math.round(spans.reduce((a, b) => a + b, 0) / spans.length);
  return { claimedCents, paidCents, averageDaysToPayout };
}

export type PacketData = Awaited<ReturnType<ReturnType<typeof createRebateProjects>["packetData"]>>;
