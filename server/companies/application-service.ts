import { and, desc, eq, inArray, sql } from "drizzle-orm";
import {
  APPLICATION_APPROVED_MESSAGE,
  APPLICATION_PENDING_MESSAGE,
  type ApplicationStatus,
  type CommercialApplicationRequest,
} from "../../core/commercial-application.ts";
import type { Db } from "../db/client.ts";
import { commercialApplications } from "../db/schema/companies.ts";
import { ConflictError } from "../errors.ts";
import type { EmailService } from "../email/email-service.ts";
import { enqueueEmails, type OutgoingEmail } from "../email/outbox.ts";
import { confirmationAllowed } from "../email/recipient-limit.ts";

export interface ApplicationServiceDeps {
  db: Db;
  emails: EmailService;
  salesEmail: string;
  confirmationsPerHour: number;
}

export type CommercialApplication = typeof commercialApplications.$inferSelect;

const sameEmail = (email: string) =>
  eq(sql`lower(${commercialApplications.workEmail})`, email.trim().toLowerCase());

/** The pending or approved application of a work email (case-insensitive), if any. */
async function openApplication(db: Db, email: string) {
  const [row] = await db
    .select({ status: commercialApplications.status })
    .from(commercialApplications)
    .where(and(sameEmail(email), inArray(commercialApplications.status, ["pending", "approved"])))
    .limit(1);
  return row;
}

function alreadyApplied(status: string): ConflictError {
  return new ConflictError(
    status === "approved" ? APPLICATION_APPROVED_MESSAGE : APPLICATION_PENDING_MESSAGE,
  );
}

/**
 * Commercial account applications: the /commercial form and POST /api/commercial/applications
 * create a pending one, mailing the applicant and sales through the outbox in the same transaction.
 */
export function createApplicationService({
  db,
  emails,
  salesEmail,
  confirmationsPerHour,
}: ApplicationServiceDeps) {
  return {
    async apply(request: CommercialApplicationRequest): Promise<CommercialApplication> {
      const existing = await openApplication(db, request.workEmail);
      if (existing) throw alreadyApplied(existing.status);
      const confirm = await confirmationAllowed(db, request.workEmail, confirmationsPerHour);
      const [toSales, toApplicant] = await Promise.all([
        emails.render("sales-notification", {
          subject: "New commercial account application",
          title: "Commercial account application",
          intro:
            "A business applied for a commercial account. Review it in the back office within 1-2 business days.",
          fields: [
            ["Name", request.fullName],
            ["Company", request.cname],
            ["Work email", request.workEmail],
            ["Phone", request.phone],
            ["Location", `${request.state}, ${request.country}`],
            ["Urgent needs", request.companyDescription],
          ],
        }),
        emails.render("commercial-registration", { fullName: request.fullName, companyName: request.cname }),
      ]);
      const created = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(commercialApplications)
          .values({
            fullName: request.fullName,
            companyName: request.cname,
            workEmail: request.workEmail,
            phone: request.phone,
            country: request.country,
            state: request.state,
            companyDescription: request.companyDescription,
          })
          .onConflictDoNothing()
          .returning();
        if (!row) return null;
        const ref = { refType: "commercial-application", refId: String(row.id) };
        const mails: OutgoingEmail[] = [{ ...toSales, to: salesEmail, replyTo: request.workEmail, ...ref }];
        if (confirm) mails.push({ ...toApplicant, to: request.workEmail, ...ref });
        await enqueueEmails(tx, mails);
        return row;
      });
      if (created) return created;
      // Another application from this address committed between the check and the insert.
      throw alreadyApplied((await openApplication(db, request.workEmail))?.status ?? "pending");
    },

    /** One page of applications, newest first, of one status if given; `more` when older ones follow. */
    async page(options: { status?: ApplicationStatus; page: number; pageSize: number }) {
      const rows = await db
        .select()
        .from(commercialApplications)
        .where(options.status ? eq(commercialApplications.status, options.status) : undefined)
        .orderBy(desc(commercialApplications.createdAt), desc(commercialApplications.id))
        .limit(options.pageSize + 1)
        .offset((options.page - 1) * options.pageSize);
      return { rows: rows.slice(0, options.pageSize), more: rows.length > options.pageSize };
    },
  };
}
