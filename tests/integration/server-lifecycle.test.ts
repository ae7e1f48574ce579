import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase, sql, type Db } from "../../server/db/client.ts";
import { queryRows } from "../support/query-rows.ts";
import { migrate } from "../../server/db/migrate.ts";
import { seedCatalog } from "../factories/catalog.ts";
import { spawnServer, startServerProcess, type StartedServer } from "../support/server-process.ts";
import { postJson, quotePayload, salesCatalog } from "./sales-fixtures.ts";

const SLOW = 300_000;
const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** A PGlite data directory holding a small catalogue (so no server spends its start importing the sample). */
async function seededDataDir(): Promise<string> {
  const dataDir = mkdtempSync(join(tmpdir(), "canopy-life-"));
  dirs.push(dataDir);
  const database = await openDatabase({ dataDir });
  await migrate(database.db);
  await seedCatalog(database.db, salesCatalog);
  await database.close();
  return dataDir;
}

async function withDataDir<T>(dataDir: string, read: (db: Db) => Promise<T>): Promise<T> {
  const database = await openDatabase({ dataDir });
  try {
    return await read(database.db);
  } finally {
    await database.close();
  }
}

const count = async (db: Db, table: string) =>
  (await queryRows<{ n: number }>(db, sql.raw(`select count(*)::int as n from ${table}`)))[0].n;

/**
 * PostgreSQL writes a sequence's state to its log 32 values ahead; replaying the log after an unclean
 * stop moves the sequence past them. After a clean stop the next id follows the last one.
 */
async function nextIdGap(db: Db): Promise<number> {
  const [row] = await queryRows<{ gap: number }>(
    db,
    sql`select (nextval(pg_get_serial_sequence('outbox_emails', 'id')) - coalesce(max(id), 0))::int as gap
        from outbox_emails`,
  );
  return row.gap;
}

const signUp = (server: StartedServer, email: string) =>
  postJson(`${server.baseUrl}/api/contact/newsletter`, { email });

const env = (dataDir: string) => ({ DATA_DIR: dataDir, RATE_LIMIT_WRITES_PER_MINUTE: "100000" });

async function stop(server: StartedServer, signal: NodeJS.Signals = "SIGTERM") {
  server.child.kill(signal);
  return server.exited;
}

describe("one server per embedded database", () => {
  it(
    "refuses a second server on the same DATA_DIR, naming the first, which keeps serving and loses nothing",
    async () => {
      const dataDir = await seededDataDir();
      const first = await startServerProcess(env(dataDir));
      for (let i = 0; i < 4; i += 1)
        expect((await signUp(first, `before${i}@farm.example`)).status).toBe(200);

      const second = spawnServer(env(dataDir));
      expect(await second.exited).toBe(1);
      expect(second.output()).toContain(
        `${dataDir} is in use by a Canopy server (pid ${first.child.pid}, port ${first.port}).`,
      );
      expect(second.output()).toMatch(/stop that process, set another DATA_DIR, or set DATABASE_URL/);
      expect(second.output()).not.toMatch(/^\s+at /m);

      for (let i = 0; i < 4; i += 1) expect((await signUp(first, `after${i}@farm.example`)).status).toBe(200);
      expect(await stop(first)).toBe(0);
      expect(await withDataDir(dataDir, (db) => count(db, "newsletter_subscribers"))).toBe(8);
    },
    SLOW,
  );

  it(
    "lets a new server start at once after the holder was SIGKILLed; the acknowledged writes are there",
    async () => {
      const dataDir = await seededDataDir();
      const killed = await startServerProcess(env(dataDir));
      for (let i = 0; i < 3; i += 1) expect((await signUp(killed, `k${i}@farm.example`)).status).toBe(200);
      expect(await stop(killed, "SIGKILL")).toBeNull();

      const next = await startServerProcess(env(dataDir));
      expect((await fetch(`${next.baseUrl}/api/catalog/products/IL-Q1`)).status).toBe(200);
      expect(await stop(next)).toBe(0);
      await withDataDir(dataDir, async (db) => {
        expect(await count(db, "newsletter_subscribers")).toBe(3);
        // The SIGKILL made the next start replay the log: the check used below for a clean stop can fail.
        expect(await nextIdGap(db)).toBeGreaterThan(1);
      });
    },
    SLOW,
  );

  it(
    "refuses a server while an import holds the directory, naming the import",
    async () => {
      const dataDir = await seededDataDir();
      const holder = await openDatabase({ dataDir, role: "import" });
      try {
        const refused = spawnServer(env(dataDir));
        expect(await refused.exited).toBe(1);
        expect(refused.output()).toContain(`is in use by a Canopy import (pid ${process.pid})`);
      } finally {
        await holder.close();
      }
    },
    SLOW,
  );
});

describe("starting", () => {
  it("stops at once on a malformed setting, naming it in one message", async () => {
    const server = spawnServer({ DATA_DIR: await seededDataDir(), SHUTDOWN_GRACE_SECONDS: "soon" });
    expect(await server.exited).toBe(1);
    expect(server.output().trim()).toMatch(/^Invalid environment:\n {2}SHUTDOWN_GRACE_SECONDS: .+$/);
  });
});

describe("stopping on SIGTERM", () => {
  it(
    "npm start: finishes every request in flight during a burst of quote requests, exits 0 and closes the database cleanly",
    async () => {
      const dataDir = await seededDataDir();
      // A grace period no loaded test machine reaches: this test is about draining, not the cut-off.
      const server = await startServerProcess(
        { ...env(dataDir), SHUTDOWN_GRACE_SECONDS: "120" },
        "npm start",
      );
      // Enough requests that some are still queued when the signal lands, even when this process gets
      // the CPU late on a loaded machine.
      const sent = 60;
      let answeredBeforeSignal = 0;
      let signalled = false;
      const requests = Array.from({ length: sent }, async () => {
        const response = await postJson(`${server.baseUrl}/api/contact/order-request`, quotePayload(), {
          "Idempotency-Key": randomUUID(),
        });
        if (!signalled) answeredBeforeSignal += 1;
        return response.status;
      });
      // Signal once the server has read its first request: PGlite serves them one at a time, and on Node 24
      // the server reads the next request only when the one before is answered, so the others are then
      // still waiting on their connections (on Node 20 it read them all before answering the last).
      // `npm start` on a developer's machine logs readable lines: "… incoming request POST /api/…".
      const received = () =>
        server.output().match(/incoming request POST \/api\/contact\/order-request/g)?.length ?? 0;
      while (received() < 1) await new Promise((resolve) => setTimeout(resolve, 5));
      signalled = true;
      server.child.kill("SIGTERM");
      const statuses = await Promise.all(requests.map((r) => r.catch((error: Error) => error.message)));
      const code = await server.exited;

      expect(answeredBeforeSignal).toBeLessThan(sent);
      expect(statuses).toEqual(Array(sent).fill(201));
      expect(code).toBe(0);
      expect(server.output()).toMatch(/INFO +shutting down signal=SIGTERM/);
      expect(server.output()).toMatch(/INFO +stopped/);
      expect(server.output()).not.toContain("after the grace period");
      await withDataDir(dataDir, async (db) => {
        expect(await count(db, "sales_documents where kind = 'quote'")).toBe(sent);
        expect(await nextIdGap(db)).toBe(1);
      });
    },
    SLOW,
  );
});
