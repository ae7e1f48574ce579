import type { Database } from "../db/client.ts";
import type { EmailService } from "../email/email-service.ts";
import type { Env } from "../env.ts";
import { createApplicationService } from "./application-service.ts";

/** Commercial accounts: applications and their review, companies and their members. */
export function createCommercialServices(database: Database, env: Env, emails: EmailService) {
  const deps = {
    db: database.db,
    emails,
    salesEmail: env.SALES_EMAIL,
    confirmationsPerHour: env.CONFIRMATIONS_PER_ADDRESS_PER_HOUR,
  };
  return { applications: createApplicationService(deps) };
}

export type CommercialServices = ReturnType<typeof createCommercialServices>;
