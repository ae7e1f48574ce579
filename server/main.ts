import { fileURLToPath } from "node:url";
import { buildServer } from "./app.ts";
import { openDatabase, type Database } from "./db/client.ts";
import { migrate } from "./db/migrate.ts";
import { loadEnv, type Env } from "./env.ts";
import { createServices } from "./services.ts";
import { startBackgroundJobs } from "./background-jobs.ts";

export const defaultBuildDir = fileURLToPath(new URL("../build", import.meta.url));

export function openConfiguredDatabase(env: Env): Promise<Database> {
  return env.DATABASE_URL ? openDatabase({ url: env.DATABASE_URL }) : openDatabase({ dataDir: env.DATA_DIR });
}

/** Opens the database, applies migrations, serves HTTP and runs background jobs until SIGTERM/SIGINT. */
export async function startServer(env: Env = loadEnv(), buildDir = defaultBuildDir) {
  const database = await openConfiguredDatabase(env);
  await migrate(database.db);
  const services = createServices(database, env);
  const app = await buildServer({ env, services, buildDir });
  const jobs = await startBackgroundJobs({ services, env, log: app.log });
  await app.listen({ port: env.PORT, host: env.HOST });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, "shutting down");
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    await jobs.stop();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once("SIGTERM", () => void stop("SIGTERM"));
  process.once("SIGINT", () => void stop("SIGINT"));
  return app;
}
