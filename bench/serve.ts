import { operatorEnvironment } from "../server/production-mode.ts";
import { existsSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { buildServer } from "../server/app.ts";
import { openConfiguredDatabase } from "../server/db/configured-database.ts";
import { migrate } from "../server/db/migrate.ts";
import { loadEnv } from "../server/env.ts";
import { createServices } from "../server/services.ts";

// The real Fastify app (API, static assets, SSR when BENCH_BUILD_DIR holds a build) for the bench. The load
// generator is one address sending thousands of reads a second: the per-IP read limit is off unless set.
const env = loadEnv({
  RATE_LIMIT_READS_PER_MINUTE: "0",
  ...operatorEnvironment(),
  LOG_LEVEL: "warn",
});
const database = await openConfiguredDatabase(env, "bench server");
await migrate(database.db);
const buildDir = process.env.BENCH_BUILD_DIR;
const app = await buildServer({
  env,
  services: createServices(database, env),
  buildDir: buildDir && existsSync(buildDir) ? buildDir : undefined,
  logger: false,
});
await app.listen({ port: 0, host: "127.0.0.1" });
console.log(`listening ${(app.server.address() as AddressInfo).port}`);
process.on("SIGTERM", async () => {
  await app.close();
  await database.close();
  process.exit(0);
});
