import { afterAll, beforeAll } from "vitest";
import type { Database } from "../../server/db/client.ts";
import type { Env } from "../../server/env.ts";
import type { DatabaseTarget } from "./test-database.ts";
import { startTestServer } from "./test-server.ts";

export interface ServedDatabase {
  database: Database;
  server: Awaited<ReturnType<typeof startTestServer>>;
}

/** A fresh database of `target` and the real server on it, opened before a test file's tests and closed after. */
export function serverPerFile(
  target: DatabaseTarget,
  envOverrides: Partial<Record<keyof Env, string>> = {},
  /** The React Router build to serve pages from (known once the file's beforeAll ran); API only without. */
  buildDir?: () => string,
): ServedDatabase {
  const served = {} as ServedDatabase;
  beforeAll(async () => {
    served.database = await target.open();
    served.server = await startTestServer(served.database, envOverrides, buildDir?.());
  });
  afterAll(async () => {
    await served.server?.close();
    await served.database?.close();
  });
  return served;
}
