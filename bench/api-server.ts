import "../server/production-mode.ts";
/**
 * The shop's API and background jobs without the SSR build, configured from the environment like the
 * real server (DATABASE_URL or DATA_DIR, SMTP_URL, PORT …). Used by the crash test and by tests that
 * need a separate process whose output they can read. Prints "ready <port>" once listening.
 */
import { buildServer } from "../server/app.ts";
import { startBackgroundJobs } from "../server/background-jobs.ts";
import { migrate } from "../server/db/migrate.ts";
import { loadEnv } from "../server/env.ts";
import { openConfiguredDatabase } from "../server/main.ts";
import { createServices } from "../server/services.ts";

const env = loadEnv();
const database = await openConfiguredDatabase(env);
await migrate(database.db);
const services = createServices(database, env);
const app = await buildServer({ env, services, logger: true });
const jobs = await startBackgroundJobs({ services, env, log: app.log });
await app.listen({ port: env.PORT, host: env.HOST });
process.stdout.write(`ready ${env.PORT}\n`);

const stop = async () => {
  await jobs.stop();
  await app.close();
  await database.close();
  process.exit(0);
};
process.once("SIGTERM", () => void stop());
process.once("SIGINT", () => void stop());
