import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { companies, companyMembers } from "../db/schema/companies.ts";
import { sessions, users } from "../db/schema/identity.ts";
import { shopAsSessions } from "../db/schema/shop-as.ts";
import { audit } from "../audit/audit-log.ts";
import { ConflictError, ForbiddenError, NotFoundError } from "../errors.ts";
import {
  mayShopAs,
  SHOP_AS_INACTIVE_MESSAGE,
  SHOP_AS_MINUTES,
  SHOP_AS_NOT_MEMBER_MESSAGE,
  SHOP_AS_ROLE_MESSAGE,
} from "../../core/shop-as.ts";
import type { StaffViewer } from "../../core/viewer.ts";

/** The buyer a staff member shops as, and their company. */
export interface ShopAsTarget {
  companyId: string;
  buyerUserId: string;
}

/**
 * Staff shopping as a buyer (ADR 0220). A row belongs to the staff member's own session, found from the
 * session token the server verified; its end is set here once, from the server's clock. The browser holds
 * nothing but the staff member's usual session cookie, so there is nothing to forge or extend.
 */
export function createShopAs(db: Db, now: () => Date) {
  async function sessionIdOf(tx: Db, token: string, userId: string): Promise<string | null> {
    const [session] = await tx
      .select({ id: sessions.id })
      .from(sessions)
      .where(and(eq(sessions.token, token), eq(sessions.userId, userId)));
    return session?.id ?? null;
  }

  async function endOpen(
    tx: Db,
    sessionId: string,
  ): Promise<{ buyerUserId: string; companyId: string } | null> {
    const [ended] = await tx
      .update(shopAsSessions)
      .set({ endedAt: now().toISOString() })
      .where(and(eq(shopAsSessions.staffSessionId, sessionId), isNull(shopAsSessions.endedAt)))
      .returning({ buyerUserId: shopAsSessions.buyerUserId, companyId: shopAsSessions.companyId });
    return ended ?? null;
  }

  return {
    /**
     * Starts shopping as a buyer of an active company, for sales and admin staff; any earlier open one of
     * the same staff session ends. Audited. Returns when it ends.
     */
    async start(staff: StaffViewer, sessionToken: string, target: ShopAsTarget): Promise<{ endsAt: string }> {
      if (!mayShopAs(staff.staffRole)) throw new ForbiddenError(SHOP_AS_ROLE_MESSAGE);
      return db.transaction(async (tx) => {
        const [company] = await tx
          .select({ status: companies.status, name: companies.name })
          .from(companies)
          .where(eq(companies.id, target.companyId));
        if (!company) throw new NotFoundError("Company not found.");
        if (company.status !== "active") throw new ConflictError(SHOP_AS_INACTIVE_MESSAGE);
        const [buyer] = await tx
          .select({ email: users.email })
          .from(companyMembers)
          .innerJoin(users, eq(users.id, companyMembers.userId))
          .where(
            and(
              eq(companyMembers.companyId, target.companyId),
              eq(companyMembers.userId, target.buyerUserId),
              isNull(users.staffRole),
            ),
          );
        if (!buyer) throw new NotFoundError(SHOP_AS_NOT_MEMBER_MESSAGE);
        const sessionId = await sessionIdOf(tx, sessionToken, staff.userId);
        if (!sessionId) throw new ForbiddenError(SHOP_AS_ROLE_MESSAGE);
        await endOpen(tx, sessionId);
        const startedAt = now();
        const endsAt = new Date(startedAt.getTime() + SHOP_AS_MINUTES * 60_000).toISOString();
        await tx.insert(shopAsSessions).values({
          staffSessionId: sessionId,
          staffUserId: staff.userId,
          buyerUserId: target.buyerUserId,
          companyId: target.companyId,
          startedAt: startedAt.toISOString(),
          endsAt,
        });
        await audit.record(tx, {
          actor: staff,
          action: "company.shop_as.start",
          subject: { type: "company", id: target.companyId },
          after: { buyer: buyer.email, company: company.name, endsAt },
        });
        return { endsAt };
      });
    },

    /** Ends the open shop-as of the staff session the token names (nothing when there is none). Audited. */
    async end(staff: { userId: string; email: string }, sessionToken: string): Promise<void> {
      await db.transaction(async (tx) => {
        const sessionId = await sessionIdOf(tx, sessionToken, staff.userId);
        const ended = sessionId ? await endOpen(tx, sessionId) : null;
        if (!ended) return;
        await audit.record(tx, {
          actor: staff,
          action: "company.shop_as.end",
          subject: { type: "company", id: ended.companyId },
          before: { buyerUserId: ended.buyerUserId },
        });
      });
    },
  };
}

export type ShopAs = ReturnType<typeof createShopAs>;
