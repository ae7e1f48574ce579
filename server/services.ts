import type { Database } from "./db/client.ts";
import type { Env } from "./env.ts";
import { createCatalogService } from "./catalog/queries/create-catalog-service.ts";
import { createSalesServices } from "./sales/sales-services.ts";
import { createAccountsService } from "./accounts/accounts-service.ts";
import { createCommercialServices } from "./commercial/commercial-services.ts";
import { latestMails, mailById, type MailQuery } from "./email/mail-reader.ts";

/**
 * The services loaders, actions and /api handlers call. Each feature adds its own here; nothing in
 * app/ talks to the database directly.
 */
export function createServices(database: Database, env: Env) {
  const catalog = createCatalogService(database.db);
  const sales = createSalesServices(database, env, catalog);
  const accounts = createAccountsService(database, env);
  return {
    database,
    env,
    catalog,
    sales,
    accounts,
    commercial: createCommercialServices(database, env, sales.emails, accounts),
    /** The outbox as the back office reads it. */
    mail: {
      latest: (query: MailQuery) => latestMails(database.db, query),
      byId: (id: number) => mailById(database.db, id),
    },
  };
}

export type Services = ReturnType<typeof createServices>;
