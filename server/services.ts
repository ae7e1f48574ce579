import type { Database } from "./db/client.ts";
import type { Env } from "./env.ts";
import { createCatalogService } from "./catalog/queries/create-catalog-service.ts";
import { createSalesServices } from "./sales/sales-services.ts";
import { createPricingService } from "./pricing/pricing-service.ts";
import { createAccountsService } from "./accounts/accounts-service.ts";
import { createCommercialServices } from "./commercial/commercial-services.ts";
import { latestMails, mailById, type MailQuery } from "./email/mail-reader.ts";
import { createGrowerCatalog } from "./grower/grower-catalog.ts";
import { planGrowRoom } from "./grower/room-planner.ts";
import { createAccountCartService } from "./account/account-cart-service.ts";
import { createFavoritesService } from "./account/favorites-service.ts";
import type { RoomInput } from "../core/grower/grow-room.ts";
import type { PlannableFixture } from "../core/grower/room-plan.ts";

/**
 * The services loaders, actions and /api handlers call. Each feature adds its own here; nothing in
 * app/ talks to the database directly.
 */
export function createServices(database: Database, env: Env) {
  const catalog = createCatalogService(database.db);
  const pricing = createPricingService(database.db);
  const grower = createGrowerCatalog(database.db);
  const sales = createSalesServices(database, env, catalog, pricing);
  const accounts = createAccountsService(database, env);
  return {
    database,
    env,
    catalog,
    pricing,
    sales,
    accounts,
    commercial: createCommercialServices(database, env, sales.emails, accounts),
    /** The outbox as the back office reads it. */
    mail: {
      latest: (query: MailQuery) => latestMails(database.db, query),
      byId: (id: number) => mailById(database.db, id),
    },
    /** What a signed-in user keeps on the account: favourites and the cart (ADR 0094). */
    account: {
      favorites: createFavoritesService(database.db, catalog),
      cart: createAccountCartService(database.db, catalog),
    },
    grower,
    growRoom: { plan: (room: RoomInput, fixture: PlannableFixture) => planGrowRoom(grower, room, fixture) },
  };
}

export type Services = ReturnType<typeof createServices>;
