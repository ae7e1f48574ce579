import type { Database } from "./db/client.ts";
import type { Env } from "./env.ts";
import { createCatalogService } from "./catalog/queries/create-catalog-service.ts";
import { createSalesServices } from "./sales/sales-services.ts";
import { createPricingService } from "./pricing/pricing-service.ts";
import { createAccountsService } from "./accounts/accounts-service.ts";
import { latestMails, mailById, type MailQuery } from "./email/mail-reader.ts";

/**
 * The services loaders, actions and /api handlers call. Each feature adds its own here; nothing in
 * app/ talks to the database directly.
 */
export function createServices(database: Database, env: Env) {
  const catalog = createCatalogService(database.db);
  const pricing = createPricingService(database.db);
  return {
    database,
    env,
    catalog,
    pricing,
    sales: createSalesServices(database, env, catalog, pricing),
    accounts: createAccountsService(database, env),
    /** The outbox as the back office reads it. */
    mail: {
      latest: (query: MailQuery) => latestMails(database.db, query),
      byId: (id: number) => mailById(database.db, id),
    },
  };
}

export type Services = ReturnType<typeof createServices>;
