import type { Database } from "./db/client.ts";
import type { Env } from "./env.ts";
import { createCatalogService } from "./catalog/create-catalog-service.ts";

/**
 * The services loaders, actions and /api handlers call. Each feature adds its own here; nothing in
 * app/ talks to the database directly.
 */
export function createServices(database: Database, env: Env) {
  return { database, env, catalog: createCatalogService(database.db) };
}

export type Services = ReturnType<typeof createServices>;
