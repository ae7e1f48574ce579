import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import {
  ALREADY_INVITED_MESSAGE,
  ALREADY_MEMBER_MESSAGE,
  CANNOT_CHANGE_OWN_ROLE_MESSAGE,
  CANNOT_REMOVE_SELF_MESSAGE,
  INVITATION_INVALID_MESSAGE,
} from "../../core/company-invitation.ts";
import type { BuyerViewer, StaffViewer } from "../../core/viewer.ts";
import { createServices, type Services } from "../../server/services.ts";
import { sql, type Database } from "../../server/db/client.ts";
import { queryRows } from "../support/query-rows.ts";
import { companyMembers } from "../../server/db/schema/companies.ts";
import { users } from "../../server/db/schema/identity.ts";
import { staffAuditLog } from "../../server/db/schema/audit.ts";
import { commercialApplications } from "../../server/db/schema/companies.ts";
import { ALREADY_APPROVED_MESSAGE, ALREADY_REJECTED_MESSAGE } from "../../core/commercial-application.ts";
import { applicationFields } from "../factories/commercial.ts";
import { databaseTargets } from "../support/test-database.ts";
import { testEnv } from "../support/test-server.ts";

const PASSWORD = "Greenhouse#2026";
const facts = { ip: "203.0.113.9", userAgent: "vitest" };
const cookieFrom = (setCookies: string[]) => setCookies.map((c) => c.split(";")[0]).join("; ");

const applicant = (email: string, company: string) =>
  applicationFields({ fullName: `Owner of ${company}`, cname: company, workEmail: email });

// Each test hashes several passwords (scrypt, 128 MiB each; ADR 0071): room for a busy machine.
const SCRYPT_ROOM = { timeout: 240_000 };

describe.each(databaseTargets())("approval, companies and invitations on $name", (target) => {
  let database: Database;
  let services: Services;
  let staff: StaffViewer;

  /** The last mail to `address`: its template, subject and the first link to `path`. */
  async function lastMail(address: string, path: string) {
    const [mail] = await queryRows<{ template: string; subject: string; text_body: string }>(
      database.db,
      sql`select template, subject, text_body from outbox_emails where to_address = ${address} order by id desc limit 1`,
    );
    const link = new RegExp(`https?://[^\\s\\]]+${path}\\?[^\\s\\]]+`).exec(mail.text_body)?.[0];
    return { ...mail, link: link ? new URL(link) : undefined };
  }

  async function applyAndApprove(email: string, company: string) {
    const application = await services.commercial.applications.apply(applicant(email, company));
    const approved = await services.commercial.review.approve(staff, application.id);
    const { link } = await lastMail(email, "/reset-password");
    await services.accounts.resetPassword(link?.searchParams.get("token") ?? "", PASSWORD);
    return approved;
  }

  async function viewerOf(email: string, password = PASSWORD) {
    const signedIn = await services.accounts.signIn({ email, password, rememberMe: false }, facts);
    if (!signedIn.ok) throw new Error(`sign-in refused: ${signedIn.reason}`);
    const cookie = cookieFrom(signedIn.setCookies);
    return { cookie, viewer: (await services.accounts.viewerFromCookie(cookie)) as BuyerViewer };
  }

  beforeAll(async () => {
    database = await target.open();
    services = createServices(database, testEnv({ PUBLIC_URL: "https://shop.example" }));
    const { id } = await services.accounts.addStaff({
      email: "sam@shop.example",
      password: PASSWORD,
      role: "sales",
    });
    staff = { kind: "staff", userId: id, email: "sam@shop.example", name: "Sam", staffRole: "sales" };
  });
  afterAll(() => database?.close());

  it(
    "approves in one step: company, admin user, audit entry, and the activation mail with its 24 h set-password link",
    SCRYPT_ROOM,
    async () => {
      const application = await services.commercial.applications.apply(
        applicant("Maria@Greenleaf.example", "Greenleaf Farms"),
      );
      const { userId } = await services.commercial.review.approve(staff, application.id);

      const [member] = await database.db
        .select({ email: users.email, role: companyMembers.role, companyId: companyMembers.companyId })
        .from(companyMembers)
        .innerJoin(users, eq(users.id, companyMembers.userId))
        .where(eq(users.id, userId));
      expect(member).toMatchObject({ email: "maria@greenleaf.example", role: "admin" });
      const [row] = await database.db
        .select()
        .from(commercialApplications)
        .where(eq(commercialApplications.id, application.id));
      expect(row).toMatchObject({
        status: "approved",
        reviewedBy: staff.userId,
        companyId: member.companyId,
      });
      expect(row.reviewedAt).not.toBeNull();

      const [entry] = await database.db
        .select()
        .from(staffAuditLog)
        .where(eq(staffAuditLog.subjectId, String(application.id)));
      expect(entry).toMatchObject({
        actorUserId: staff.userId,
        actorEmail: "sam@shop.example",
        action: "application.approve",
        subjectType: "commercial_application",
        before: { status: "pending", companyId: null },
        after: { status: "approved", companyId: member.companyId, userId },
      });

      const mail = await lastMail("maria@greenleaf.example", "/reset-password");
      expect(mail).toMatchObject({
        template: "commercial-approval",
        subject: "Your commercial account is active",
      });
      expect(mail.text_body).toContain("expires in 24 hours");
      expect(mail.link?.origin).toBe("https://shop.example");
      expect(mail.link?.searchParams.get("purpose")).toBe("activate");
      const token = mail.link?.searchParams.get("token") ?? "";
      expect(await services.accounts.passwordLinkIsValid(token)).toBe(true);
      await services.accounts.resetPassword(token, PASSWORD);
      expect(await services.accounts.passwordLinkIsValid(token)).toBe(false);
      const { viewer } = await viewerOf("maria@greenleaf.example");
      expect(viewer).toMatchObject({ kind: "buyer", companyName: "Greenleaf Farms", companyRole: "admin" });
    },
  );

  it(
    "refuses approving twice, rejecting an approved one and approving a rejected one, with 409 and its reason",
    SCRYPT_ROOM,
    async () => {
      const application = await services.commercial.applications.apply(
        applicant("twice@leaf.example", "Twice Leaf"),
      );
      await services.commercial.review.approve(staff, application.id);
      await expect(services.commercial.review.approve(staff, application.id)).rejects.toMatchObject({
        status: 409,
        message: ALREADY_APPROVED_MESSAGE,
      });
      await expect(services.commercial.review.reject(staff, application.id, "Late")).rejects.toMatchObject({
        status: 409,
      });
      const rejected = await services.commercial.applications.apply(applicant("no@leaf.example", "No Leaf"));
      await services.commercial.review.reject(staff, rejected.id, "We could not verify a resale licence.");
      await expect(services.commercial.review.approve(staff, rejected.id)).rejects.toMatchObject({
        status: 409,
        message: ALREADY_REJECTED_MESSAGE,
      });
      const [{ count }] = await queryRows<{ count: number }>(
        database.db,
        sql`select count(*)::int as count from companies where name = 'Twice Leaf'`,
      );
      expect(count).toBe(1);
      // Two reviewers at once: one approval wins, the other is told.
      const raced = await services.commercial.applications.apply(applicant("race@leaf.example", "Race Leaf"));
      const results = await Promise.allSettled([
        services.commercial.review.approve(staff, raced.id),
        services.commercial.review.reject(staff, raced.id, "Duplicate"),
      ]);
      expect(results.map((r) => r.status).sort()).toEqual(["fulfilled", "rejected"]);
    },
  );

  it("mails the rejection's reason to the applicant and records who rejected it", SCRYPT_ROOM, async () => {
    const application = await services.commercial.applications.apply(
      applicant("reject@leaf.example", "Reject Leaf"),
    );
    await services.commercial.review.reject(staff, application.id, "We only serve licensed growers.");
    const [mail] = await queryRows<{ subject: string; text_body: string }>(
      database.db,
      sql`select subject, text_body from outbox_emails where to_address = 'reject@leaf.example' order by id desc limit 1`,
    );
    expect(mail.subject).toBe("Your commercial account application");
    expect(mail.text_body).toContain("We only serve licensed growers.");
    const [entry] = await database.db
      .select()
      .from(staffAuditLog)
      .where(eq(staffAuditLog.subjectId, String(application.id)));
    expect(entry).toMatchObject({
      actorEmail: "sam@shop.example",
      action: "application.reject",
      after: { status: "rejected", reason: "We only serve licensed growers." },
    });
  });

  it(
    "invites a buyer whose link sets a password and joins once; a used or expired link is refused",
    SCRYPT_ROOM,
    async () => {
      await applyAndApprove("owner@alpha.example", "Alpha Greens");
      const { viewer: admin } = await viewerOf("owner@alpha.example");
      await services.commercial.members.invite(admin, { email: "buyer@alpha.example", role: "buyer" });
      const invitation = await lastMail("buyer@alpha.example", "/join");
      expect(invitation.subject).toContain("Alpha Greens");
      expect(invitation.text_body).toContain("expires in 7 days");
      const token = invitation.link?.searchParams.get("token") ?? "";
      expect(await services.commercial.members.invitation(token)).toMatchObject({
        email: "buyer@alpha.example",
        role: "buyer",
      });
      expect((await services.commercial.members.list(admin)).invitations.map((i) => i.email)).toEqual([
        "buyer@alpha.example",
      ]);

      await services.commercial.members.accept(token, "Bea Buyer", PASSWORD);
      await expect(services.commercial.members.accept(token, "Bea Buyer", PASSWORD)).rejects.toMatchObject({
        status: 404,
        message: INVITATION_INVALID_MESSAGE,
      });
      const { viewer: buyer } = await viewerOf("buyer@alpha.example");
      expect(buyer).toMatchObject({ kind: "buyer", companyId: admin.companyId, companyRole: "buyer" });
      const listed = await services.commercial.members.list(admin);
      expect(listed.members.map((m) => [m.email, m.role])).toEqual([
        ["owner@alpha.example", "admin"],
        ["buyer@alpha.example", "buyer"],
      ]);
      expect(listed.invitations).toEqual([]);

      await services.commercial.members.invite(admin, { email: "late@alpha.example", role: "admin" });
      const late = (await lastMail("late@alpha.example", "/join")).link?.searchParams.get("token") ?? "";
      await expect(
        services.commercial.members.invite(admin, { email: "late@alpha.example", role: "buyer" }),
      ).rejects.toMatchObject({
        status: 409,
        message: ALREADY_INVITED_MESSAGE,
      });
      await database.db.execute(
        sql`update company_invitations set expires_at = now() - interval '1 second' where email = 'late@alpha.example'`,
      );
      expect(await services.commercial.members.invitation(late)).toBeNull();
      await expect(services.commercial.members.accept(late, "Lee Late", PASSWORD)).rejects.toMatchObject({
        status: 404,
      });
      // An expired invitation no longer holds the address: it can be invited again.
      await services.commercial.members.invite(admin, { email: "late@alpha.example", role: "buyer" });
    },
  );

  it(
    "gives an address that already has an account a clear answer, and keeps each company's people to itself",
    SCRYPT_ROOM,
    async () => {
      await applyAndApprove("owner@beta.example", "Beta Farms");
      const { viewer: alpha } = await viewerOf("owner@alpha.example");
      const { viewer: beta } = await viewerOf("owner@beta.example");
      await expect(
        services.commercial.members.invite(alpha, { email: "owner@beta.example", role: "buyer" }),
      ).rejects.toMatchObject({
        status: 409,
        message: ALREADY_MEMBER_MESSAGE,
      });
      await expect(
        services.commercial.members.invite(alpha, { email: "sam@shop.example", role: "buyer" }),
      ).rejects.toMatchObject({
        status: 409,
      });

      const { viewer: alphaBuyer, cookie: alphaBuyerCookie } = await viewerOf("buyer@alpha.example");
      // A buyer (not an admin) manages nobody; an admin of Beta cannot remove or see Alpha's people.
      await expect(services.commercial.members.list(alphaBuyer)).rejects.toMatchObject({ status: 403 });
      await expect(
        services.commercial.members.invite(alphaBuyer, { email: "x@alpha.example", role: "buyer" }),
      ).rejects.toMatchObject({
        status: 403,
      });
      await expect(services.commercial.members.remove(beta, alphaBuyer.userId)).rejects.toMatchObject({
        status: 404,
      });
      expect((await services.commercial.members.list(beta)).members.map((m) => m.email)).toEqual([
        "owner@beta.example",
      ]);
      await expect(services.commercial.members.remove(alpha, alpha.userId)).rejects.toMatchObject({
        message: CANNOT_REMOVE_SELF_MESSAGE,
      });

      // Alpha's admin makes the buyer an admin and a buyer again, from their next request; nobody else can,
      // and no admin changes their own role (so a company keeps an admin).
      await expect(
        services.commercial.members.changeRole(alpha, alpha.userId, "buyer"),
      ).rejects.toMatchObject({
        status: 409,
        message: CANNOT_CHANGE_OWN_ROLE_MESSAGE,
      });
      await expect(
        services.commercial.members.changeRole(beta, alphaBuyer.userId, "admin"),
      ).rejects.toMatchObject({ status: 404 });
      await expect(
        services.commercial.members.changeRole(alphaBuyer, alpha.userId, "buyer"),
      ).rejects.toMatchObject({ status: 403 });
      await services.commercial.members.changeRole(alpha, alphaBuyer.userId, "admin");
      expect(await services.accounts.viewerFromCookie(alphaBuyerCookie)).toMatchObject({
        companyRole: "admin",
      });
      await services.commercial.members.changeRole(alpha, alphaBuyer.userId, "buyer");
      expect(await services.accounts.viewerFromCookie(alphaBuyerCookie)).toMatchObject({
        companyRole: "buyer",
      });

      // Alpha's admin removes the buyer: the membership goes and their session ends at once.
      expect(await services.accounts.viewerFromCookie(alphaBuyerCookie)).not.toBeNull();
      await services.commercial.members.remove(alpha, alphaBuyer.userId);
      expect(await services.accounts.viewerFromCookie(alphaBuyerCookie)).toBeNull();
      expect((await services.commercial.members.list(alpha)).members.map((m) => m.email)).toEqual([
        "owner@alpha.example",
      ]);
      // Removed, they belong to no company: they can be invited again (and set a new password on joining).
      await services.commercial.members.invite(beta, { email: "buyer@alpha.example", role: "buyer" });
      const token = (await lastMail("buyer@alpha.example", "/join")).link?.searchParams.get("token") ?? "";
      await services.commercial.members.accept(token, "Bea Buyer", "Another#Pass1");
      expect((await viewerOf("buyer@alpha.example", "Another#Pass1")).viewer).toMatchObject({
        companyId: beta.companyId,
      });
    },
  );
});
