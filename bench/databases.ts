import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";
import { openDatabase, sql, type Database } from "../server/db/client.ts";
import { migrate } from "../server/db/migrate.ts";

/** A throwaway database: opened in the bench process, then handed to the server process by env. */
export interface BenchDatabase {
  name: "pglite" | "postgres";
  open(): Promise<Database>;
  /** Environment for the server process (after the bench closed its own connection). */
  serverEnv: Record<string, string>;
  drop(): Promise<void>;
}

export function pgliteTarget(): BenchDatabase {
  mkdirSync(resolve("tmp"), { recursive: true });
  const dataDir = mkdtempSync(join(resolve("tmp"), "bench-pglite-"));
  return {
    name: "pglite",
    async open() {
      const database = await openDatabase({ dataDir, role: "bench" });
      await migrate(database.db);
      return database;
    },
    serverEnv: { DATA_DIR: dataDir },
    async drop() {
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A fresh database on the PostgreSQL server at `adminUrl`, or null when none answers. */
export async function postgresTarget(adminUrl: string): Promise<BenchDatabase | null> {
  let admin: Database;
  try {
    admin = await openDatabase({ url: adminUrl, poolSize: 1 });
    await admin.db.execute(sql`select 1`);
  } catch {
    return null;
  }
  const name = `canopy_bench_${randomBytes(4).toString("hex")}`;
  await admin.db.execute(sql.raw(`create database ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    name: "postgres",
    async open() {
      const database = await openDatabase({ url: url.toString() });
      await migrate(database.db);
      return database;
    },
    serverEnv: { DATABASE_URL: url.toString() },
    async drop() {
      await admin.db.execute(sql.raw(`drop database if exists ${name} with (force)`));
      await admin.close();
    },
  };
}
