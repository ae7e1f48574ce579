import type { AddressInfo } from "node:net";
import type { FastifyBaseLogger } from "fastify";
import pino from "pino";
import { buildServer } from "./app.ts";
import { eq } from "drizzle-orm";
import { openDatabase, type Database } from "./db/client.ts";
import { products } from "./db/schema/catalog.ts";
import { migrate } from "./db/migrate.ts";
import type { Env } from "./env.ts";
import { DataDirBusyError } from "./db/data-dir-lock.ts";
import { createServices } from "./services.ts";
import { startBackgroundJobs } from "./background-jobs.ts";
import { exitOnSignals } from "./shutdown.ts";
import { projectPath } from "./project-root.ts";

export const defaultBuildDir = projectPath("build");

/** PostgreSQL when DATABASE_URL is set, else PGlite under DATA_DIR, locked for this process (`role`). */
export function openConfiguredDatabase(env: Env, role: string): Promise<Database> {
  return env.DATABASE_URL
    ? openDatabase({ url: env.DATABASE_URL })
    : openDatabase({ dataDir: env.DATA_DIR, role });
}

/**
 * Opens the database, applies migrations, serves HTTP (and the pages of `buildDir`; null serves the API
 * only) and runs background jobs until SIGTERM/SIGINT, then drains and exits (server/shutdown.ts).
 */
export async function startServer(
  env: Env,
  buildDir: string | null = defaultBuildDir,
  { dev = false }: { dev?: boolean } = {},
) {
  const database = await openConfiguredDatabase(env, "server");
  await migrate(database.db);
  const services = createServices(database, env);
  const app = await buildServer({ env, services, buildDir: buildDir ?? undefined, dev });
  const jobs = await startBackgroundJobs({ services, env, log: app.log });
  await app.listen({ port: env.PORT, host: env.HOST });
  const port = (app.server.address() as AddressInfo).port;
  database.dataDirLock?.describe({ port });
  exitOnSignals({ app, jobs, database, graceMs: env.SHUTDOWN_GRACE_SECONDS * 1000 });
  const ready = await readyLine(env, database, port);
  writeAfterLog(app.log, `${ready}\n`);
  return app;
}

/**
 * Writes a line of text through the logger's own stream: pino writes asynchronously, so a line written
 * to stdout directly could come before what the start logged.
 */
function writeAfterLog(log: FastifyBaseLogger, line: string): void {
  const stream = (log as unknown as Record<symbol, { write?(text: string): void } | undefined>)[
    pino.symbols.streamSym
  ];
  if (stream?.write) stream.write(line);
  else process.stdout.write(line);
}

/** "Canopy is ready at http://localhost:3000 (PGlite in ./data, 2,987 products)". */
async function readyLine(env: Env, database: Database, port: number): Promise<string> {
  const host = env.HOST === "0.0.0.0" || env.HOST === "::" ? "localhost" : env.HOST;
  const listed = await database.db.$count(products, eq(products.discontinued, false));
  const where = database.kind === "pglite" ? `PGlite in ${env.DATA_DIR}` : "PostgreSQL";
  return `Canopy is ready at http://${host}:${port} (${where}, ${listed.toLocaleString("en-US")} products)`;
}

/** Starts the server; when the data directory is in use, says by whom, alone, and exits 1. */
export async function startServerOrExit(
  env: Env,
  buildDir: string | null = defaultBuildDir,
  options: { dev?: boolean } = {},
) {
  try {
    return await startServer(env, buildDir, options);
  } catch (error) {
    if (error instanceof DataDirBusyError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}
