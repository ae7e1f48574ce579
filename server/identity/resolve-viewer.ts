import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { companies, companyMembers } from "../db/schema/companies.ts";
import { sessions, users } from "../db/schema/identity.ts";
import { shopAsSessions } from "../db/schema/shop-as.ts";
import { companyMemberSites } from "../db/schema/sites.ts";
import { mayShopAs } from "../../core/shop-as.ts";
import type { BuyerViewer, StaffViewer, Viewer } from "../../core/viewer.ts";

/** The sites the member is limited to (ADR 0270), in the same round trip; null when none. */
const memberSiteIds = sql<
  string[] | null
>`(select array_agg(${companyMemberSites.siteId}) from ${companyMemberSites} where ${companyMemberSites.userId} = ${users.id})`;

const sitesOf = (siteIds: string[] | null) => (siteIds && siteIds.length > 0 ? { siteIds } : {});

/**
 * Who holds a session token, in one indexed round trip (sessions.token unique → users → company_members
 * → companies). Staff are staff whatever else; a user is a buyer only while their company is active; a
 * user who is neither (no company yet, or a deactivated one) is anonymous. A staff session that shops as
 * a buyer (ADR 0220) is that buyer, marked with the staff member, until `now` passes its end.
 */
export async function resolveViewer(db: Db, token: string, now: Date): Promise<Viewer> {
  const [row] = await db
    .select({
      sessionId: sessions.id,
      userId: users.id,
      email: users.email,
      name: users.name,
      staffRole: users.staffRole,
      companyId: companies.id,
      companyName: companies.name,
      companyStatus: companies.status,
      companyRole: companyMembers.role,
      siteIds: memberSiteIds,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(companyMembers, eq(companyMembers.userId, users.id))
    .leftJoin(companies, eq(companies.id, companyMembers.companyId))
    .where(and(eq(sessions.token, token), gt(sessions.expiresAt, sql`now()`)))
    .limit(1);
  if (!row) return null;
  const person = { userId: row.userId, email: row.email, name: row.name };
  if (row.staffRole) {
    const staff: StaffViewer = { kind: "staff", ...person, staffRole: row.staffRole };
    return (await shoppingAs(db, row.sessionId, staff, now)) ?? staff;
  }
  if (row.companyId && row.companyName && row.companyRole && row.companyStatus === "active") {
    return {
      kind: "buyer",
      ...person,
      companyId: row.companyId,
      companyName: row.companyName,
      companyRole: row.companyRole,
      ...sitesOf(row.siteIds),
    };
  }
  return null;
}

/**
 * The buyer a staff session shops as: its open row, before its end, of a buyer still a member of the
 * same, still active company, for a staff role that may; null otherwise (the staff member is staff again).
 */
async function shoppingAs(
  db: Db,
  sessionId: string,
  staff: StaffViewer,
  now: Date,
): Promise<BuyerViewer | null> {
  if (!mayShopAs(staff.staffRole)) return null;
  const [row] = await db
    .select({
      userId: users.id,
      email: users.email,
      name: users.name,
      companyId: companies.id,
      companyName: companies.name,
      companyRole: companyMembers.role,
      siteIds: memberSiteIds,
      endsAt: shopAsSessions.endsAt,
    })
    .from(shopAsSessions)
    .innerJoin(users, eq(users.id, shopAsSessions.buyerUserId))
    .innerJoin(
      companyMembers,
      and(eq(companyMembers.userId, users.id), eq(companyMembers.companyId, shopAsSessions.companyId)),
    )
    .innerJoin(companies, eq(companies.id, companyMembers.companyId))
    .where(
      and(
        eq(shopAsSessions.staffSessionId, sessionId),
        eq(shopAsSessions.staffUserId, staff.userId),
        isNull(shopAsSessions.endedAt),
        gt(shopAsSessions.endsAt, now.toISOString()),
        eq(companies.status, "active"),
        isNull(users.staffRole),
      ),
    )
    .limit(1);
  if (!row) return null;
  const { endsAt, siteIds, ...buyer } = row;
  return {
    kind: "buyer",
    ...buyer,
    ...sitesOf(siteIds),
    shopAs: {
      userId: staff.userId,
      email: staff.email,
      name: staff.name,
      endsAt: new Date(endsAt).toISOString(),
    },
  };
}
