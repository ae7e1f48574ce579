import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase, sql, type Database } from "../../server/db/client.ts";
import { queryRows } from "../support/query-rows.ts";
import { lockDataDir } from "../../server/db/data-dir-lock.ts";
import { migrate } from "../../server/db/migrate.ts";
import { importFeed } from "../../server/catalog/import/import-service.ts";
import { databaseTargets } from "../support/test-database.ts";
import { startTestServer } from "../support/test-server.ts";

/** A new PGlite data directory takes several seconds to create on a busy machine. */
const SLOW = 180_000;

const root = fileURLToPath(new URL("../..", import.meta.url));
const fixture = (name: string) => join(root, "tests/fixtures/feeds", name);

interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** The real command (`npm run import -- …` runs exactly this), in its own process. */
function runCli(args: string[], env: Record<string, string>): Promise<CliResult> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ["--import", "tsx", join(root, "scripts/import-feed.ts"), ...args],
      { cwd: root, env: { PATH: process.env.PATH ?? "", LOG_LEVEL: "silent", ...env }, timeout: 120_000 },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

async function productCount(database: Database): Promise<number> {
  const [row] = await queryRows<{ count: number }>(
    database.db,
    sql`select count(*)::int as count from products`,
  );
  return row.count;
}

describe.each(databaseTargets())("import command on $name", (target) => {
  const dirs: string[] = [];
  const tempDir = () => {
    const dir = mkdtempSync(join(tmpdir(), "canopy-cli-"));
    dirs.push(dir);
    return dir;
  };
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it("rejects bad arguments with the usage line and exit code 2", async () => {
    const result = await runCli(["--provider", "acme", "--file", "x.json"], { DATA_DIR: tempDir() });
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/usage: npm run import -- --provider <iluminar\|spd\|hydrofarm>/);
  });

  if (target.name === "pglite") {
    it(
      "imports a file into a new PGlite data directory and prints the summary",
      async () => {
        const dataDir = join(tempDir(), "new-data");
        const result = await runCli(["--provider", "spd", "--file", fixture("spd-items.json")], {
          DATA_DIR: dataDir,
        });
        expect(result.stderr).toBe("");
        expect(result.code).toBe(0);
        for (const pattern of [
          /read\s+16/,
          /inserted\s+15/,
          /updated\s+0/,
          /unchanged\s+0/,
          /rejected\s+1/,
        ]) {
          expect(result.stdout).toMatch(pattern);
        }
        expect(result.stdout).toMatch(/1 × duplicate sku in feed \(first record kept\)/);
        expect(result.stdout).toMatch(/discontinued\s+0/);
        expect(result.stdout).toMatch(/seconds\s+\d+\.\d\d/);
        expect(result.stdout).toMatch(/products\/s\s+[\d,]+/);
        const database = await openDatabase({ dataDir });
        expect(await productCount(database)).toBe(15);
        await database.close();
      },
      SLOW,
    );

    it(
      "exits non-zero and says why when the import fails",
      async () => {
        const result = await runCli(["--provider", "spd", "--file", fixture("not-a-feed.json")], {
          DATA_DIR: tempDir(),
        });
        expect(result.code).toBe(1);
        expect(result.stderr).toMatch(/Import failed: spd import failed: feed is not an accepted shape/);
      },
      SLOW,
    );

    it("never opens a data directory another process holds, and names it", async () => {
      const dataDir = tempDir();
      const holder = await lockDataDir(dataDir, "import");
      try {
        const result = await runCli(["--provider", "spd", "--file", fixture("spd-items.json")], {
          DATA_DIR: dataDir,
        });
        expect(result.code).toBe(1);
        expect(result.stderr).toContain(`${dataDir} is in use by a Canopy import (pid ${process.pid})`);
        expect(existsSync(join(dataDir, "base"))).toBe(false);
      } finally {
        await holder.release();
      }
    });

    it(
      "refuses to discontinue most of a supplier unless --allow-discontinue, also through the running server",
      async () => {
        const dataDir = tempDir();
        const database = await target.open();
        await importFeed(database.db, {
          provider: "spd",
          input: { kind: "file", path: fixture("spd-items.json") },
        });
        const server = await startTestServer(database, { NODE_ENV: "development", DATA_DIR: dataDir });
        try {
          const args = ["--provider", "spd", "--file", fixture("spd-data.json")];
          const refused = await runCli(args, { DATA_DIR: dataDir });
          expect(refused.code).toBe(1);
          expect(refused.stderr).toMatch(
            /would discontinue 15 of 15 listed spd products .*--allow-discontinue/,
          );
          const allowed = await runCli([...args, "--allow-discontinue"], { DATA_DIR: dataDir });
          expect(allowed.code).toBe(0);
          expect(allowed.stdout).toMatch(/discontinued\s+15/);
        } finally {
          await server.close();
          await database.close();
        }
      },
      SLOW,
    );

    it(
      "hands the feed to the server running on the data directory",
      async () => {
        const dataDir = tempDir();
        const database = await target.open();
        const server = await startTestServer(database, { NODE_ENV: "development", DATA_DIR: dataDir });
        try {
          const result = await runCli(["--provider", "hydrofarm", "--file", fixture("hydrofarm.csv")], {
            DATA_DIR: dataDir,
          });
          expect(result.code).toBe(0);
          expect(result.stderr).toMatch(/Handing the feed to the running server \(pid \d+, port \d+\)/);
          expect(result.stdout).toMatch(/inserted\s+3/);
          expect(await productCount(database)).toBe(3);
          // The command never opened the directory itself.
          expect(existsSync(join(dataDir, "base"))).toBe(false);
        } finally {
          await server.close();
          await database.close();
        }
      },
      SLOW,
    );
  } else {
    it("imports straight into PostgreSQL when DATABASE_URL is set", async () => {
      const url = process.env.TEST_DATABASE_URL ?? "";
      const schemaName = `cli_${randomBytes(5).toString("hex")}`;
      const admin = await openDatabase({ url, poolSize: 1 });
      await admin.db.execute(sql.raw(`create schema ${schemaName}`));
      const database = await openDatabase({ url, schemaName, poolSize: 1 });
      try {
        await migrate(database.db);
        const scoped = new URL(url);
        scoped.searchParams.set("options", `-c search_path=${schemaName},public`);
        const result = await runCli(["--provider", "iluminar", "--file", fixture("iluminar-array.json")], {
          DATABASE_URL: scoped.toString(),
        });
        expect(result.stderr).toBe("");
        expect(result.stdout).toMatch(/inserted\s+7/);
        expect(await productCount(database)).toBe(7);
      } finally {
        await database.close();
        await admin.db.execute(sql.raw(`drop schema ${schemaName} cascade`));
        await admin.close();
      }
    });
  }
});
