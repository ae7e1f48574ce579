import { openDatabase, type Database } from "./client.ts";
import type { Env } from "../env.ts";

/** PostgreSQL when DATABASE_URL is set, else PGlite under DATA_DIR, locked for this process (`role`). */
export function openConfiguredDatabase(env: Env, role: string): Promise<Database> {
  return env.DATABASE_URL
    ? openDatabase({ url: env.DATABASE_URL })
    : openDatabase({ dataDir: env.DATA_DIR, role });
}
