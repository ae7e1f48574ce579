import { enqueueWebhook } from "../webhooks/webhook-outbox.ts";
import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { StaffViewer } from "../../core/viewer.ts";
import { audit } from "../audit/audit-log.ts";
import type { AccountsService } from "../identity/accounts-service.ts";
import type { Db } from "../db/client.ts";
import { companies, companyMembers } from "../db/schema/companies.ts";
import { users } from "../db/schema/identity.ts";
import { userProfiles } from "../db/schema/identity.ts";
import { commercialApplications } from "../db/schema/companies.ts";
import { ConflictError, NotFoundError } from "../errors.ts";
import type { EmailService } from "../email/email-service.ts";
import { enqueueEmails } from "../email/outbox.ts";
import type { CommercialApplication } from "./application-service.ts";
import { applicationStatusMachine, type ApplicationStatus } from "../../core/commercial-application.ts";

type Reviewed = Exclude<ApplicationStatus, "pending">;

export interface ReviewServiceDeps {
  db: Db;
  emails: EmailService;
  accounts: Pick<AccountsService, "passwordLink">;
  salesPhone: string;
}

export const APPLICATION_NOT_FOUND_MESSAGE = "No such application.";
export const accountExistsMessage = (email: string) =>
  `An account already uses ${email}; this application cannot become a new one.`;

const reviewed = (row: CommercialApplication) => ({
  status: row.status,
  reviewedBy: row.reviewedBy,
  reviewedAt: row.reviewedAt,
  reason: row.reason,
  companyId: row.companyId,
});

/**
 * Staff review of commercial applications (docs/decisions/0074). Approving makes the
 * company, the applicant's user and admin membership, the audit entry and the activation mail in one
 * transaction; rejecting records the reason and mails it. Only a pending application can be reviewed,
 * and the update that moves it is conditional on that, so two reviewers cannot both succeed.
 */
export function createReviewService({ db, emails, accounts, salesPhone }: ReviewServiceDeps) {
  /** The application, when it may move to `to`; else why not (a 409 in the decision's words). */
  async function reviewable(id: number, to: Reviewed, from: Db = db): Promise<CommercialApplication> {
    const [row] = await from.select().from(commercialApplications).where(eq(commercialApplications.id, id));
    if (!row) throw new NotFoundError(APPLICATION_NOT_FOUND_MESSAGE);
    const refusal = applicationStatusMachine.refusal(row.status, to);
    if (refusal) throw new ConflictError(refusal);
    return row;
  }

  /** Moves the application to `to` inside `tx` if it is still as read; a concurrent review makes this a 409. */
  async function claim(
    tx: Db,
    before: CommercialApplication,
    to: Reviewed,
    changes: Partial<CommercialApplication>,
  ) {
    const [row] = await tx
      .update(commercialApplications)
      .set({ ...changes, status: to, reviewedAt: new Date().toISOString() })
      .where(and(eq(commercialApplications.id, before.id), eq(commercialApplications.status, before.status)))
      .returning();
    // Reviewed by someone else since it was read: their decision's words.
    return row ?? reviewable(before.id, to, tx);
  }

  return {
    async approve(
      actor: StaffViewer,
      id: number,
    ): Promise<{ application: CommercialApplication; userId: string }> {
      const application = await reviewable(id, "approved");
      const email = application.workEmail.trim().toLowerCase();
      const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
      if (existing) throw new ConflictError(accountExistsMessage(email));
      // The link's token names the user id before the user exists (the link table has no foreign key);
      // if the transaction below fails, the token names nobody and expires unused.
      const userId = randomUUID();
      const setPasswordUrl = await accounts.passwordLink(userId, "activate");
      const mail = await emails.render("commercial-approval", {
        fullName: application.fullName,
        companyName: application.companyName,
        email,
        setPasswordUrl,
      });
      return db.transaction(async (tx) => {
        const [user] = await tx
          .insert(users)
          .values({ id: userId, email, name: application.fullName, emailVerified: true })
          .onConflictDoNothing()
          .returning({ id: users.id });
        if (!user) throw new ConflictError(accountExistsMessage(email));
        const [company] = await tx
          .insert(companies)
          .values({ name: application.companyName })
          .returning({ id: companies.id });
        await tx.insert(companyMembers).values({ userId, companyId: company.id, role: "admin" });
        // The profile starts with what the application told us (Account Information shows it).
        await tx.insert(userProfiles).values({
          userId,
          phone: application.phone,
          country: application.country === "Canada" ? "Canada" : "USA",
          state: application.state,
        });
        const after = await claim(tx, application, "approved", {
          reviewedBy: actor.userId,
          companyId: company.id,
        });
        await audit.record(tx, {
          actor,
          action: "application.approve",
          subject: { type: "commercial_application", id: String(id) },
          before: reviewed(application),
          after: { ...reviewed(after), userId },
        });
        await enqueueEmails(tx, [
          { ...mail, to: email, refType: "commercial-application", refId: String(id) },
        ]);
        await enqueueWebhook(tx, {
          event: "company.approved",
          refType: "company",
          refId: company.id,
          data: { companyId: company.id, name: application.companyName, adminEmail: email },
        });
        return { application: after, userId };
      });
    },

    async reject(actor: StaffViewer, id: number, reason: string): Promise<CommercialApplication> {
      const application = await reviewable(id, "rejected");
      const mail = await emails.render("form-confirmation", {
        subject: "Your commercial account application",
        heading: "About your commercial account application",
        paragraphs: [
          `Thank you for applying for a commercial account for ${application.companyName}. We are not able to approve it at this time.`,
          `Our reason: ${reason}`,
          `You can still buy at list prices and request quotes. Questions? Reply to this email or call us at ${salesPhone}.`,
        ],
      });
      return db.transaction(async (tx) => {
        const after = await claim(tx, application, "rejected", { reviewedBy: actor.userId, reason });
        await audit.record(tx, {
          actor,
          action: "application.reject",
          subject: { type: "commercial_application", id: String(id) },
          before: reviewed(application),
          after: reviewed(after),
        });
        await enqueueEmails(tx, [
          { ...mail, to: application.workEmail, refType: "commercial-application", refId: String(id) },
        ]);
        return after;
      });
    },
  };
}
