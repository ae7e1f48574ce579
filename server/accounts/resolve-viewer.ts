import { and, eq, gt, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { companies, companyMembers, sessions, users } from "../db/schema/accounts.ts";
import type { Viewer } from "../../core/viewer.ts";

/**
 * Who holds a session token, in one indexed round trip (sessions.token unique → users → company_members
 * → companies). Staff are staff whatever else; a user is a buyer only while their company is active; a
 * user who is neither (no company yet, or a deactivated one) is anonymous.
 */
export async function resolveViewer(db: Db, token: string): Promise<Viewer> {
  const [row] = await db
    .select({
      userId: users.id,
      email: users.email,
      name: users.name,
      staffRole: users.staffRole,
      companyId: companies.id,
      companyName: companies.name,
      companyStatus: companies.status,
      companyRole: companyMembers.role,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(companyMembers, eq(companyMembers.userId, users.id))
    .leftJoin(companies, eq(companies.id, companyMembers.companyId))
    .where(and(eq(sessions.token, token), gt(sessions.expiresAt, sql`now()`)))
    .limit(1);
  if (!row) return null;
  const person = { userId: row.userId, email: row.email, name: row.name };
  if (row.staffRole) return { kind: "staff", ...person, staffRole: row.staffRole };
  if (row.companyId && row.companyName && row.companyRole && row.companyStatus === "active") {
    return {
      kind: "buyer",
      ...person,
      companyId: row.companyId,
      companyName: row.companyName,
      companyRole: row.companyRole,
    };
  }
  return null;
}
