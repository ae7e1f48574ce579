import { and, asc, eq, inArray, isNotNull, or } from "drizzle-orm";
import { BEFORE_PRE_APPROVAL, REBATE_STAGE_LABELS } from "../../core/grower/rebate-projects.ts";
import type { Db } from "../db/client.ts";
import { rebateProjectDocuments, rebateProjects } from "../db/schema/rebates.ts";
import { salesDocuments } from "../db/schema/sales.ts";
import { ConflictError, NotFoundError } from "../errors.ts";

export const HOLD_PROJECT_NOT_FOUND = "No such rebate project.";

/**
 * The company's project an order or accepted quote is held for (ADR 0290), its row locked for the rest of
 * the transaction so its pre-approval cannot pass the order by: another company's project is not found,
 * one already past pre-approval takes no hold.
 */
export async function projectToHoldFor(tx: Db, companyId: string, projectId: number) {
  const [project] = await tx
    .select({ id: rebateProjects.id, site: rebateProjects.site, stage: rebateProjects.stage })
    .from(rebateProjects)
    .where(and(eq(rebateProjects.id, projectId), eq(rebateProjects.companyId, companyId)))
    .for("update");
  if (!project) throw new NotFoundError(HOLD_PROJECT_NOT_FOUND);
  if (!BEFORE_PRE_APPROVAL.includes(project.stage)) {
    throw new ConflictError(
      `The rebate project ${project.site} is ${REBATE_STAGE_LABELS[project.stage].toLowerCase()}: there is no pre-approval to hold the order for.`,
    );
  }
  return project;
}

/** Links a quote or order to a project of its own company (at most one project per document). */
export async function linkDocument(tx: Db, projectId: number, documentId: number) {
  await tx.insert(rebateProjectDocuments).values({ projectId, documentId }).onConflictDoNothing();
}

/** Why an order placed for a project is held, as its history and the buyer's mail say it. */
export const rebateHoldReason = (site: string) =>
  `Held until the rebate project ${site} is pre-approved: not charged or shipped until then, released by the pre-approval or by you.`;

/** The project a quote or order is linked to, or null. */
export async function projectOfDocument(db: Db, documentId: number): Promise<number | null> {
  const [link] = await db
    .select({ projectId: rebateProjectDocuments.projectId })
    .from(rebateProjectDocuments)
    .where(eq(rebateProjectDocuments.documentId, documentId));
  return link?.projectId ?? null;
}

/** The project's linked quotes and orders, oldest first, with their status. */
export function documentsOf(db: Db, projectId: number, onlyStatus?: "held_for_rebate") {
  return db
    .select({
      id: salesDocuments.id,
      kind: salesDocuments.kind,
      number: salesDocuments.number,
      status: salesDocuments.status,
      totalCents: salesDocuments.totalCents,
      email: salesDocuments.email,
      paymentMethod: salesDocuments.paymentMethod,
    })
    .from(rebateProjectDocuments)
    .innerJoin(salesDocuments, eq(salesDocuments.id, rebateProjectDocuments.documentId))
    .where(
      and(
        eq(rebateProjectDocuments.projectId, projectId),
        onlyStatus ? eq(salesDocuments.status, onlyStatus) : undefined,
      ),
    )
    .orderBy(asc(salesDocuments.id));
}

/** The stages in which a project's pre-approval stands and its rebate is still to come or paid. */
const PRE_APPROVED_ONWARDS = ["pre_approved", "ordered", "installed", "claimed", "paid"] as const;

/**
 * The rebate a net 30 invoice shows beside its amount due (information only): the pre-approved amount of
 * the project the order is linked to (held or placed for it, or named by its ordered step), of the
 * order's own company. Null when there is none.
 */
export async function expectedRebateOf(db: Db, order: { id: number; companyId: string | null }) {
  if (!order.companyId) return null;
  const [project] = await db
    .select({
      site: rebateProjects.site,
      utilityName: rebateProjects.utilityName,
      reference: rebateProjects.preApprovalReference,
      cents: rebateProjects.preApprovedCents,
    })
    .from(rebateProjects)
    .leftJoin(
      rebateProjectDocuments,
      and(
        eq(rebateProjectDocuments.projectId, rebateProjects.id),
        eq(rebateProjectDocuments.documentId, order.id),
      ),
    )
    .where(
      and(
        eq(rebateProjects.companyId, order.companyId),
        inArray(rebateProjects.stage, [...PRE_APPROVED_ONWARDS]),
        isNotNull(rebateProjects.preApprovedCents),
        or(eq(rebateProjects.orderId, order.id), isNotNull(rebateProjectDocuments.documentId)),
      ),
    )
    .orderBy(asc(rebateProjects.id))
    .limit(1);
  return project && project.cents !== null ? { ...project, cents: project.cents } : null;
}
