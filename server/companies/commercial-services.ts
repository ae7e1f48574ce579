import type { AccountsService } from "../identity/accounts-service.ts";
import { audit } from "../audit/audit-log.ts";
import type { Database } from "../db/client.ts";
import type { EmailService } from "../email/email-service.ts";
import type { Env } from "../env.ts";
import { createApplicationService } from "./application-service.ts";
import { createCompanyAdmin } from "./company-admin.ts";
import { namedAuditEntries } from "../audit/audit-names.ts";
import { createCompanyMembers } from "./company-members.ts";
import { createCompanySites } from "./company-sites.ts";
import { createReviewService } from "./review-service.ts";

/** Commercial accounts: applications and their review, companies and their members. */
export function createCommercialServices(
  database: Database,
  env: Env,
  emails: EmailService,
  accounts: AccountsService,
) {
  const db = database.db;
  const deps = {
    db,
    emails,
    salesEmail: env.SALES_EMAIL,
    confirmationsPerHour: env.CONFIRMATIONS_PER_ADDRESS_PER_HOUR,
  };
  return {
    applications: createApplicationService(deps),
    review: createReviewService({ db, emails, accounts, salesPhone: env.SALES_PHONE }),
    members: createCompanyMembers({ db, emails, accounts, publicUrl: emails.brand.publicUrl }),
    /** Staff manage approved companies: terms, price list, status (/admin/companies). */
    companies: createCompanyAdmin(db),
    /** A company's sites, their price lists and the members limited to them (ADR 0270). */
    sites: createCompanySites(db),
    /** The staff audit trail, newest first, its people and subjects by name (what /admin/audit reads). */
    auditTrail: async (options: { limit: number; beforeId?: number }) =>
      namedAuditEntries(db, await audit.list(db, options)),
  };
}
