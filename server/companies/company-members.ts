import { createHash, randomBytes } from "node:crypto";
import { and, asc, desc, eq, gt, isNull, sql } from "drizzle-orm";
import {
  ALREADY_INVITED_MESSAGE,
  ALREADY_MEMBER_MESSAGE,
  CANNOT_CHANGE_OWN_ROLE_MESSAGE,
  CANNOT_REMOVE_SELF_MESSAGE,
  INVITATION_DAYS,
  INVITATION_INVALID_MESSAGE,
  type InvitationRequest,
} from "../../core/company-invitation.ts";
import type { BuyerViewer, CompanyRole } from "../../core/viewer.ts";
import type { AccountsService } from "../identity/accounts-service.ts";
import type { Db } from "../db/client.ts";
import { companyMembers } from "../db/schema/companies.ts";
import { users } from "../db/schema/identity.ts";
import { companyInvitations } from "../db/schema/companies.ts";
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from "../errors.ts";
import type { EmailService } from "../email/email-service.ts";
import { enqueueEmails } from "../email/outbox.ts";
import { passwordProblem } from "../../core/account-forms.ts";
import type { SpendingLimits } from "../../core/spending-limits.ts";
import { assertLimitedMembersHaveApprovers } from "../sales/spending.ts";

export interface CompanyMembersDeps {
  db: Db;
  emails: EmailService;
  accounts: Pick<AccountsService, "setPassword" | "endSessions">;
  publicUrl: string;
}

const DAY_MS = 86_400_000;
const hashOf = (token: string) => createHash("sha256").update(token).digest("hex");

/** An invitation that can still be accepted: not accepted, not revoked, not expired. */
const isOpen = () =>
  and(
    isNull(companyInvitations.acceptedAt),
    isNull(companyInvitations.revokedAt),
    gt(companyInvitations.expiresAt, sql`now()`),
  );

function requireCompanyAdmin(viewer: BuyerViewer) {
  if (viewer.companyRole !== "admin")
    throw new ForbiddenError("Only your company's admins can manage its users.");
}

/**
 * A company's people (docs/decisions/0075, 0180): its admins invite colleagues by email as
 * admin, approver or buyer, set members' spending limits, list members and open invitations, and remove members (their sessions end). The
 * invitee follows the link, sets a password and joins.
 */
export function createCompanyMembers({ db, emails, accounts, publicUrl }: CompanyMembersDeps) {
  /** The user with this address and whether they belong to a company (or are staff). */
  async function accountOf(email: string) {
    const [row] = await db
      .select({ id: users.id, staffRole: users.staffRole, companyId: companyMembers.companyId })
      .from(users)
      .leftJoin(companyMembers, eq(companyMembers.userId, users.id))
      .where(eq(users.email, email));
    return row;
  }

  return {
    /** Members (admins first, then by name) and open invitations (newest first) of the viewer's company. */
    async list(viewer: BuyerViewer) {
      requireCompanyAdmin(viewer);
      const [members, invitations] = await Promise.all([
        db
          .select({
            userId: users.id,
            name: users.name,
            email: users.email,
            role: companyMembers.role,
            orderLimitCents: companyMembers.orderLimitCents,
            monthlyBudgetCents: companyMembers.monthlyBudgetCents,
          })
          .from(companyMembers)
          .innerJoin(users, eq(users.id, companyMembers.userId))
          .where(eq(companyMembers.companyId, viewer.companyId))
          .orderBy(asc(companyMembers.role), asc(users.name)),
        db
          .select({
            id: companyInvitations.id,
            email: companyInvitations.email,
            role: companyInvitations.role,
            expiresAt: companyInvitations.expiresAt,
          })
          .from(companyInvitations)
          .where(and(eq(companyInvitations.companyId, viewer.companyId), isOpen()))
          .orderBy(desc(companyInvitations.createdAt)),
      ]);
      return { members, invitations };
    },

    /** Invites `email` as `role`; the link is mailed through the outbox with the invitation. */
    async invite(viewer: BuyerViewer, { email, role }: InvitationRequest): Promise<void> {
      requireCompanyAdmin(viewer);
      const existing = await accountOf(email);
      if (existing && (existing.staffRole || existing.companyId))
        throw new ConflictError(ALREADY_MEMBER_MESSAGE);
      const token = randomBytes(32).toString("base64url");
      const mail = await emails.render("form-confirmation", {
        subject: `${viewer.name} invited you to ${viewer.companyName} on ${emails.brand.shopName}`,
        heading: `Join ${viewer.companyName} on ${emails.brand.shopName}`,
        paragraphs: [
          `${viewer.name} (${viewer.email}) invited you to buy for ${viewer.companyName} as ${role === "admin" ? "an admin" : role === "approver" ? "an approver" : "a buyer"}, with the company's commercial prices.`,
          `Set a password to join. The link works once and expires in ${INVITATION_DAYS} days.`,
        ],
        action: { label: "Set password and join", href: `${publicUrl}/join?token=${token}` },
      });
      await db.transaction(async (tx) => {
        // An expired invitation no longer holds the address.
        await tx
          .update(companyInvitations)
          .set({ revokedAt: sql`now()` })
          .where(
            and(
              eq(sql`lower(${companyInvitations.email})`, email),
              isNull(companyInvitations.acceptedAt),
              isNull(companyInvitations.revokedAt),
              sql`${companyInvitations.expiresAt} <= now()`,
            ),
          );
        const [row] = await tx
          .insert(companyInvitations)
          .values({
            companyId: viewer.companyId,
            email,
            role,
            tokenHash: hashOf(token),
            invitedBy: viewer.userId,
            expiresAt: new Date(Date.now() + INVITATION_DAYS * DAY_MS).toISOString(),
          })
          .onConflictDoNothing()
          .returning({ id: companyInvitations.id });
        if (!row) throw new ConflictError(ALREADY_INVITED_MESSAGE);
        await enqueueEmails(tx, [
          { ...mail, to: email, refType: "company-invitation", refId: String(row.id) },
        ]);
      });
    },

    /** What an invitation link shows before the password is set; null when it can no longer be used. */
    async invitation(token: string) {
      if (!token) return null;
      const [row] = await db
        .select({
          email: companyInvitations.email,
          role: companyInvitations.role,
          companyId: companyInvitations.companyId,
        })
        .from(companyInvitations)
        .where(and(eq(companyInvitations.tokenHash, hashOf(token)), isOpen()));
      return row ?? null;
    },

    /**
     * Uses the invitation up, makes (or reuses, when it belongs to no company) the invitee's user, joins
     * them to the company and sets their password. Refused when the link is expired or used.
     */
    async accept(token: string, name: string, password: string): Promise<{ email: string }> {
      const problem = passwordProblem(password);
      if (problem) throw new ValidationError(problem, { password: problem });
      const { userId, email } = await db.transaction(async (tx) => {
        const [invitation] = await tx
          .update(companyInvitations)
          .set({ acceptedAt: sql`now()` })
          .where(and(eq(companyInvitations.tokenHash, hashOf(token)), isOpen()))
          .returning();
        if (!invitation) throw new NotFoundError(INVITATION_INVALID_MESSAGE);
        const [user] = await tx
          .insert(users)
          .values({ id: crypto.randomUUID(), email: invitation.email, name, emailVerified: true })
          .onConflictDoUpdate({ target: users.email, set: { updatedAt: sql`now()` } })
          .returning({ id: users.id, staffRole: users.staffRole });
        if (user.staffRole) throw new ConflictError(ALREADY_MEMBER_MESSAGE);
        const [member] = await tx
          .insert(companyMembers)
          .values({ userId: user.id, companyId: invitation.companyId, role: invitation.role })
          .onConflictDoNothing()
          .returning({ userId: companyMembers.userId });
        if (!member) throw new ConflictError(ALREADY_MEMBER_MESSAGE);
        return { userId: user.id, email: invitation.email };
      });
      await accounts.setPassword(userId, password);
      return { email };
    },

    /** Changes the role of a member of the viewer's company (not the viewer's own); it applies from their next request. */
    async changeRole(viewer: BuyerViewer, userId: string, role: CompanyRole): Promise<void> {
      requireCompanyAdmin(viewer);
      if (userId === viewer.userId) throw new ConflictError(CANNOT_CHANGE_OWN_ROLE_MESSAGE);
      await db.transaction(async (tx) => {
        const changed = await tx
          .update(companyMembers)
          .set({ role })
          .where(and(eq(companyMembers.userId, userId), eq(companyMembers.companyId, viewer.companyId)))
          .returning({ userId: companyMembers.userId });
        if (changed.length === 0) throw new NotFoundError("No such member of your company.");
        await assertLimitedMembersHaveApprovers(tx, viewer.companyId);
      });
    },

    /**
     * Sets a member's order limit and monthly budget (null: none); refused when the member would have no
     * approver but themselves. Applies from their next order.
     */
    async setLimits(viewer: BuyerViewer, userId: string, limits: SpendingLimits): Promise<void> {
      requireCompanyAdmin(viewer);
      await db.transaction(async (tx) => {
        const changed = await tx
          .update(companyMembers)
          .set(limits)
          .where(and(eq(companyMembers.userId, userId), eq(companyMembers.companyId, viewer.companyId)))
          .returning({ userId: companyMembers.userId });
        if (changed.length === 0) throw new NotFoundError("No such member of your company.");
        await assertLimitedMembersHaveApprovers(tx, viewer.companyId);
      });
    },

    /** Removes a member of the viewer's company (not the viewer) and ends their sessions. */
    async remove(viewer: BuyerViewer, userId: string): Promise<void> {
      requireCompanyAdmin(viewer);
      if (userId === viewer.userId) throw new ConflictError(CANNOT_REMOVE_SELF_MESSAGE);
      await db.transaction(async (tx) => {
        const removed = await tx
          .delete(companyMembers)
          .where(and(eq(companyMembers.userId, userId), eq(companyMembers.companyId, viewer.companyId)))
          .returning({ userId: companyMembers.userId });
        if (removed.length === 0) throw new NotFoundError("No such member of your company.");
        await assertLimitedMembersHaveApprovers(tx, viewer.companyId);
      });
      await accounts.endSessions(userId);
    },
  };
}
