import { createServer, type AddressInfo } from "node:net";
import type { FastifyBaseLogger } from "fastify";
import pino from "pino";
import { eq } from "drizzle-orm";
import { buildServer } from "./app.ts";
import type { Database } from "./db/client.ts";
import { openConfiguredDatabase } from "./db/configured-database.ts";
import { products } from "./db/schema/catalog.ts";
import { assertSchemaCurrent, migrate, SchemaNotCurrentError } from "./db/migrate.ts";
import { listenOrigin, publicUrlAwaitsPort, type Env } from "./env.ts";
import { DataDirBusyError } from "./db/data-dir-lock.ts";
import { createServices } from "./services.ts";
import { startBackgroundJobs } from "./background-jobs.ts";
import { exitOnSignals } from "./shutdown.ts";
import { projectPath } from "./project-root.ts";
import type { Readiness } from "./health/readiness.ts";
import { createServerMetrics } from "./metrics/server-metrics.ts";
import { startMetricsServer } from "./metrics/metrics-server.ts";

export const defaultBuildDir = projectPath("build");

/** A port free on `host` now, for a server asked to listen on port 0 whose PUBLIC_URL must name it. */
async function freePort(host: string): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve, reject) => {
    probe.once("error", reject);
    probe.listen(0, host, () => resolve());
  });
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** PORT=0 with PUBLIC_URL left to its default: the port is chosen now, so that links name it. */
async function withChosenPort(env: Env): Promise<Env> {
  if (!publicUrlAwaitsPort(env)) return env;
  const port = await freePort(env.HOST);
  return { ...env, PORT: port, PUBLIC_URL: listenOrigin(env.HOST, port) };
}

/**
 * A production server runs on the schema its release was migrated to by `npm run migrate`, and refuses
 * any other; on a developer's machine the server applies pending migrations itself.
 */
async function prepareSchema(env: Env, database: Database): Promise<void> {
  if (env.NODE_ENV === "production") await assertSchemaCurrent(database.db);
  else await migrate(database.db);
}

/**
 * Opens the database, checks or applies migrations, serves HTTP (and the pages of `buildDir`; null serves
 * the API only), metrics on METRICS_PORT when set, and runs background jobs until SIGTERM/SIGINT, then
 * drains and exits (server/shutdown.ts).
 */
export async function startServer(
  configured: Env,
  buildDir: string | null = defaultBuildDir,
  { dev = false }: { dev?: boolean } = {},
) {
  const env = await withChosenPort(configured);
  const database = await openConfiguredDatabase(env, "server");
  try {
    await prepareSchema(env, database);
  } catch (error) {
    await database.close();
    throw error;
  }
  const services = createServices(database, env);
  // The stock words staff set (ADR 0280) hold from the first request.
  await services.stock.refresh();
  const readiness: Readiness = { draining: false };
  const metrics = createServerMetrics(database);
  const app = await buildServer({ env, services, buildDir: buildDir ?? undefined, dev, readiness, metrics });
  if (env.METRICS_PORT !== undefined) {
    const metricsServer = await startMetricsServer({
      host: env.METRICS_HOST,
      port: env.METRICS_PORT,
      metrics,
    });
    app.addHook("onClose", () => metricsServer.close());
    app.log.info({ port: metricsServer.port, host: env.METRICS_HOST }, "metrics at /metrics");
  }
  const jobs = await startBackgroundJobs({ services, env, log: app.log });
  await app.listen({ port: env.PORT, host: env.HOST });
  const port = (app.server.address() as AddressInfo).port;
  database.dataDirLock?.describe({ port });
  exitOnSignals({ app, jobs, database, readiness, graceMs: env.SHUTDOWN_GRACE_SECONDS * 1000 });
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
  const listed = await database.db.$count(products, eq(products.discontinued, false));
  const where = database.kind === "pglite" ? `PGlite in ${env.DATA_DIR}` : "PostgreSQL";
  return `Canopy is ready at ${listenOrigin(env.HOST, port)} (${where}, ${listed.toLocaleString("en-US")} products)`;
}

/**
 * Starts the server; when the data directory is in use, or the schema is not this release's, says so
 * in one line, alone, and exits 1.
 */
export async function startServerOrExit(
  env: Env,
  buildDir: string | null = defaultBuildDir,
  options: { dev?: boolean } = {},
) {
  try {
    return await startServer(env, buildDir, options);
  } catch (error) {
    if (error instanceof DataDirBusyError || error instanceof SchemaNotCurrentError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}
