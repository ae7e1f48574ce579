import type { Database } from "./db/client.ts";
import type { Env } from "./env.ts";
import { createCatalogService } from "./catalog/queries/create-catalog-service.ts";
import { createSalesServices } from "./sales/sales-services.ts";
import { createGrowerCatalog } from "./grower/grower-catalog.ts";
import { planGrowRoom } from "./grower/room-planner.ts";
import type { RoomInput } from "../core/grower/grow-room.ts";
import type { PlannableFixture } from "../core/grower/room-plan.ts";

/**
 * The services loaders, actions and /api handlers call. Each feature adds its own here; nothing in
 * app/ talks to the database directly.
 */
export function createServices(database: Database, env: Env) {
  const catalog = createCatalogService(database.db);
  const grower = createGrowerCatalog(database.db);
  return {
    database,
    env,
    catalog,
    sales: createSalesServices(database, env, catalog),
    grower,
    growRoom: { plan: (room: RoomInput, fixture: PlannableFixture) => planGrowRoom(grower, room, fixture) },
  };
}

export type Services = ReturnType<typeof createServices>;
