import { and, eq, exists, gte, inArray, ne, notExists, notInArray, or, sql } from "drizzle-orm";
import { approvalReason, strandedApprovalMessage, type Spending } from "../../core/order-approval.ts";
import type { Db } from "../db/client.ts";
import { companies, companyMembers } from "../db/schema/companies.ts";
import { users } from "../db/schema/identity.ts";
import { companyMemberSites } from "../db/schema/sites.ts";
import { salesDocuments } from "../db/schema/sales.ts";
import { ConflictError } from "../errors.ts";

/** The roles that decide on orders awaiting approval (ADR 0180). */
export const APPROVER_ROLES = ["admin", "approver"] as const;

/** Orders that spend a member's monthly budget: placed, not rejected, canceled or still awaiting approval. */
const SPENDING_STATUSES = ["awaiting_approval", "rejected", "canceled"] as const;

/**
 * A member's limits and what their orders placed this calendar month (UTC) total. With `lock`, the
 * member's row is locked for the rest of the transaction, so two orders placed at once cannot both
 * spend the same budget. Null when the user belongs to no company.
 */
export async function spendingOf(db: Db, userId: string, lock = false): Promise<Spending | null> {
  const query = db
    .select({
      orderLimitCents: companyMembers.orderLimitCents,
      monthlyBudgetCents: companyMembers.monthlyBudgetCents,
    })
    .from(companyMembers)
    .where(eq(companyMembers.userId, userId));
  const [member] = lock ? await query.for("update") : await query;
  if (!member) return null;
  const [spent] = await db
    .select({ cents: sql<string>`coalesce(sum(${salesDocuments.totalCents}), 0)` })
    .from(salesDocuments)
    .where(
      and(
        eq(salesDocuments.placedBy, userId),
        eq(salesDocuments.kind, "order"),
        notInArray(salesDocuments.status, [...SPENDING_STATUSES]),
        gte(salesDocuments.createdAt, sql`date_trunc('month', now(), 'UTC')`),
      ),
    );
  return { ...member, spentThisMonthCents: Number(spent.cents) };
}

/**
 * Why a member's order of `totalCents` must wait for an approver, or null when their limits allow it;
 * run inside the order's transaction (the member row stays locked until it commits).
 */
export async function approvalHold(tx: Db, userId: string, totalCents: number): Promise<string | null> {
  const spending = await spendingOf(tx, userId, true);
  return spending ? approvalReason(spending, totalCents) : null;
}

/** A member as the approval mails name them: who, their address, their company. */
export async function memberOf(db: Db, userId: string) {
  const [member] = await db
    .select({
      userId: users.id,
      name: users.name,
      email: users.email,
      companyId: companyMembers.companyId,
      companyName: companies.name,
    })
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .innerJoin(companies, eq(companies.id, companyMembers.companyId))
    .where(eq(companyMembers.userId, userId));
  return member ?? null;
}

/**
 * The names and addresses of a company's approvers (admins and approvers), leaving out `except`; with a
 * `siteId` (an order's site, null for none), only those who may see it (ADR 0340).
 */
export function approversOf(db: Db, companyId: string, except?: string, siteId?: string | null) {
  const limited = (site?: string) =>
    db
      .select({ one: sql`1` })
      .from(companyMemberSites)
      .where(
        and(
          eq(companyMemberSites.userId, companyMembers.userId),
          site === undefined ? undefined : eq(companyMemberSites.siteId, site),
        ),
      );
  return db
    .select({ userId: users.id, name: users.name, email: users.email })
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(
      and(
        eq(companyMembers.companyId, companyId),
        inArray(companyMembers.role, [...APPROVER_ROLES]),
        except ? ne(companyMembers.userId, except) : undefined,
        // An order of a site: only the approvers who may see it (limited to none, or to that site).
        siteId === undefined
          ? undefined
          : siteId === null
            ? notExists(limited())
            : or(notExists(limited()), exists(limited(siteId))),
      ),
    );
}

/**
 * Refuses a change to a company's members or their sites that would leave a member with a limit and no
 * approver but themselves for some of their orders (run in the change's transaction, after it).
 */
export async function assertLimitedMembersHaveApprovers(tx: Db, companyId: string): Promise<void> {
  const [members, sites] = await Promise.all([
    tx
      .select({
        userId: companyMembers.userId,
        role: companyMembers.role,
        orderLimitCents: companyMembers.orderLimitCents,
        monthlyBudgetCents: companyMembers.monthlyBudgetCents,
      })
      .from(companyMembers)
      .where(eq(companyMembers.companyId, companyId)),
    tx
      .select({ userId: companyMemberSites.userId, siteId: companyMemberSites.siteId })
      .from(companyMemberSites)
      .innerJoin(companyMembers, eq(companyMembers.userId, companyMemberSites.userId))
      .where(eq(companyMembers.companyId, companyId)),
  ]);
  const refusal = strandedApprovalMessage(
    members.map((m) => ({
      userId: m.userId,
      approves: (APPROVER_ROLES as readonly string[]).includes(m.role),
      limited: m.orderLimitCents !== null || m.monthlyBudgetCents !== null,
      siteIds: sites.filter((s) => s.userId === m.userId).map((s) => s.siteId),
    })),
  );
  if (refusal) throw new ConflictError(refusal);
}
