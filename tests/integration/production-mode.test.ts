import { execFile } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase, sql, type Database } from "../../server/db/client.ts";
import { migrate, schemaStatus } from "../../server/db/migrate.ts";
import { outboxEmails } from "../../server/db/schema/email.ts";
import { projectPath } from "../../server/project-root.ts";
import { seedCatalog } from "../factories/catalog.ts";
import { spawnServer, startServerProcess, type StartedServer } from "../support/server-process.ts";
import { postJson, quotePayload, salesCatalog } from "./sales-fixtures.ts";

const SLOW = 300_000;
const run = promisify(execFile);
const PUBLIC_URL = "https://shop.canopy.example";

/** A database the servers of a test reach through their environment: PGlite's DATA_DIR or a PostgreSQL schema. */
interface Target {
  name: string;
  env: Record<string, string>;
  /** Opens it from the test (PGlite: only while no server holds it). */
  open(): Promise<Database>;
}

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

function pgliteTarget(): Target {
  const dataDir = mkdtempSync(join(tmpdir(), "canopy-prod-"));
  cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
  return { name: "pglite", env: { DATA_DIR: dataDir }, open: () => openDatabase({ dataDir }) };
}

async function postgresTarget(url: string): Promise<Target> {
  const schemaName = `prod_${randomBytes(5).toString("hex")}`;
  const admin = await openDatabase({ url, poolSize: 1 });
  await admin.db.execute(sql.raw(`create extension if not exists pg_trgm; create schema ${schemaName}`));
  cleanups.push(async () => {
    await admin.db.execute(sql.raw(`drop schema ${schemaName} cascade`));
    await admin.close();
  });
  const scoped = new URL(url);
  scoped.searchParams.set("options", `-c search_path=${schemaName},public`);
  return {
    name: "postgres",
    env: { DATABASE_URL: scoped.toString() },
    open: () => openDatabase({ url, schemaName, poolSize: 2 }),
  };
}

const targets: (() => Promise<Target>)[] = [async () => pgliteTarget()];
if (process.env.TEST_DATABASE_URL) targets.push(() => postgresTarget(process.env.TEST_DATABASE_URL ?? ""));

async function withDatabase<T>(target: Target, use: (database: Database) => Promise<T>): Promise<T> {
  const database = await target.open();
  try {
    return await use(database);
  } finally {
    await database.close();
  }
}

/** `npm run migrate` as a deploy pipeline runs it. */
async function npmMigrate(target: Target) {
  const { stdout } = await run("npm", ["run", "--silent", "migrate"], {
    env: { ...process.env, DATABASE_URL: "", ...target.env, NODE_ENV: "production", PUBLIC_URL },
  });
  return stdout;
}

const production = (target: Target, extra: Record<string, string> = {}) => ({
  ...target.env,
  NODE_ENV: "production",
  PUBLIC_URL,
  ...extra,
});

/** Every mail of the outbox, as text. */
const mailTexts = (target: Target) =>
  withDatabase(target, async (database) =>
    (await database.db.select({ text: outboxEmails.textBody }).from(outboxEmails))
      .map((m) => m.text)
      .join("\n"),
  );

async function stop(server: StartedServer) {
  server.child.kill("SIGTERM");
  return server.exited;
}

describe("production configuration", () => {
  it("refuses to start without PUBLIC_URL, naming it", async () => {
    const server = spawnServer({ ...pgliteTarget().env, NODE_ENV: "production" });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain("PUBLIC_URL: required in production");
  });

  it(
    "refuses a database a newer release migrated, and says so",
    async () => {
      const target = pgliteTarget();
      await withDatabase(target, async (database) => {
        await migrate(database.db);
        await database.db.execute(
          sql`insert into schema_migrations (name) values ('9999_from_a_newer_release.sql')`,
        );
      });
      const refused = spawnServer(production(target));
      expect(await refused.exited).toBe(1);
      expect(refused.output().trim()).toBe(
        "The database has 1 migration(s) this release does not know (9999_from_a_newer_release.sql): a newer release migrated it. Deploy that release, or restore the backup taken before it.",
      );
    },
    SLOW,
  );
});

describe.each(targets)("a production server and its schema (%#: PGlite, then PostgreSQL)", (makeTarget) => {
  it(
    "refuses a database that lacks migrations, naming npm run migrate; npm run migrate applies them once; then it serves",
    async () => {
      const target = await makeTarget();
      const refused = spawnServer(production(target));
      expect(await refused.exited).toBe(1);
      expect(refused.output().trim()).toMatch(
        /^The database lacks \d+ migration\(s\) of this release \(0000_extensions\.sql, .* more\): run `npm run migrate`, then start again\.$/,
      );

      expect(await npmMigrate(target)).toMatch(/^Applied \d+ migration\(s\): 0000_extensions\.sql, /);
      expect(await npmMigrate(target)).toBe("The schema is current: no migration to apply.\n");
      await withDatabase(target, (database) => seedCatalog(database.db, salesCatalog));

      const server = await startServerProcess(production(target, { METRICS_PORT: "0" }));
      try {
        expect((await fetch(`${server.baseUrl}/readyz`)).status).toBe(200);
        const placed = await postJson(`${server.baseUrl}/api/contact/order-request`, quotePayload(), {
          "Idempotency-Key": randomUUID(),
          "x-request-id": "edge-4f1c2a9b",
        });
        expect(placed.status).toBe(201);
        expect(placed.headers.get("x-request-id")).toBe("edge-4f1c2a9b");
        await new Promise((resolve) => setTimeout(resolve, 300));

        // JSON lines in production; every line about a request carries its id; probes only at debug.
        const lines = server
          .output()
          .split("\n")
          .filter((line) => line.startsWith("{"))
          .map((line) => JSON.parse(line) as Record<string, unknown>);
        const requestLines = lines.filter(
          (line) => line.msg === "incoming request" || line.msg === "request completed",
        );
        expect(requestLines.length).toBeGreaterThan(0);
        expect(requestLines.every((line) => typeof line.reqId === "string")).toBe(true);
        expect(lines.filter((line) => line.reqId === "edge-4f1c2a9b").map((line) => line.msg)).toEqual([
          "incoming request",
          "request completed",
        ]);
        expect(server.output()).not.toContain('"url":"/readyz"');

        const wrong = await postJson(`${server.baseUrl}/api/session`, {
          email: "nobody@farm.example",
          password: "Wrong#Password1",
        });
        expect(wrong.status).toBe(401);

        // Metrics on their own port, never on the public one.
        const port = Number(lines.find((line) => line.msg === "metrics at /metrics")?.port);
        const metrics = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
        expect(metrics).toMatch(
          /canopy_http_request_duration_seconds_count\{method="POST",route="\/api\/contact\/order-request",status="201"\} 1/,
        );
        expect(metrics).toMatch(/canopy_outbox_emails\{status="pending"\} [1-9]/);
        expect(metrics).toContain("canopy_sign_in_failures_total 1");
        expect(metrics).toContain("nodejs_eventloop_lag_seconds");
        if (target.name === "postgres")
          expect(metrics).toMatch(/canopy_db_pool_connections\{state="max"\} 10/);
        const publicMetrics = await fetch(`${server.baseUrl}/metrics`);
        expect(await publicMetrics.text()).not.toContain("canopy_http_request_duration_seconds");
      } finally {
        expect(await stop(server)).toBe(0);
      }
      expect(await mailTexts(target)).toContain(`${PUBLIC_URL}/quotations/`);
    },
    SLOW,
  );

  it(
    "on a developer's machine migrates at start, links to the address it listens on, and logs readable lines",
    async () => {
      const target = await makeTarget();
      // All but this release's last migration, which the server applies itself.
      const beforeLast = readdirSync(projectPath("server", "db", "migrations"))
        .sort()
        .at(-2);
      await withDatabase(target, async (database) => {
        await migrate(database.db, { through: beforeLast });
        await seedCatalog(database.db, salesCatalog);
      });
      const server = await startServerProcess(target.env);
      try {
        expect(
          (await postJson(`${server.baseUrl}/api/contact/newsletter`, { email: "ana@farm.example" })).status,
        ).toBe(200);
        await new Promise((resolve) => setTimeout(resolve, 300));
        expect(server.output()).toMatch(
          /^\d\d:\d\d:\d\d\.\d{3} INFO +[0-9a-f]{16} request completed 200 in \d+ ms$/m,
        );
      } finally {
        expect(await stop(server)).toBe(0);
      }
      await withDatabase(target, async (database) =>
        expect((await schemaStatus(database.db)).pending).toEqual([]),
      );
      expect(await mailTexts(target)).toContain(`http://127.0.0.1:${server.port}/`);
    },
    SLOW,
  );
});
