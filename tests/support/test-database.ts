import { execFileSync } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { openDatabase, sql, type Database, type PoolErrorLog } from "../../server/db/client.ts";
import { migrate } from "../../server/db/migrate.ts";
import { madeOnce } from "./made-once.ts";

type MigrateOptions = Parameters<typeof migrate>[1];

export interface DatabaseTarget {
  name: "pglite" | "postgres";
  /** A fresh, migrated, empty database (migrated only through a given file if asked); close it after the test file. */
  open(options?: MigrateOptions): Promise<Database>;
}

const root = fileURLToPath(new URL("../..", import.meta.url));
const migrationsDir = join(root, "server", "db", "migrations");

/**
 * What a migrated database is made from: the migration files, the runner and the table it records them
 * in, and the embedded engine's version. Equal hashes, equal databases: a branch that adds a migration
 * gets a template of its own at its first test.
 */
function migratedHash(): string {
  const hash = createHash("sha256");
  for (const file of readdirSync(migrationsDir).sort()) {
    hash.update(file).update(readFileSync(join(migrationsDir, file)));
  }
  for (const file of [
    "server/db/migrate.ts",
    "server/db/schema/server.ts",
    "node_modules/@electric-sql/pglite/package.json",
  ]) {
    hash.update(readFileSync(join(root, file)));
  }
  return hash.digest("hex").slice(0, 16);
}

/** The hash of every file under these project folders (their paths and contents). */
function treeHash(hash: ReturnType<typeof createHash>, folder: string) {
  for (const entry of readdirSync(join(root, folder), { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name))
    .sort()) {
    hash.update(entry.slice(root.length)).update(readFileSync(entry));
  }
}

/**
 * A dump of a migrated embedded database, made once per set of migrations (by a process of its own, so
 * that this one can wait for another worker making it); loading it skips PGlite's initdb and the
 * migrations, which cost a test file most of its setup. `sampleCatalogue`: the first-run sample import
 * has run on it too, made once per day and per version of the server, core and feeds (what the import
 * reads and runs).
 */
function pgliteImage({ sampleCatalogue = false } = {}): Blob {
  let key = migratedHash();
  if (sampleCatalogue) {
    const hash = createHash("sha256").update(key).update(new Date().toISOString().slice(0, 10));
    for (const folder of ["server", "core", "feeds"]) treeHash(hash, folder);
    key = hash.digest("hex").slice(0, 16);
  }
  // A folder each: making one removes the other keys beside it (made-once.ts).
  const folder = sampleCatalogue ? "sample-catalogue-databases" : "test-databases";
  const path = madeOnce(join(root, "tmp", folder, `pglite-${key}.tar.gz`), (into) => {
    execFileSync(
      process.execPath,
      [
        "--import",
        "tsx",
        join(root, "tests", "support", "pglite-image.ts"),
        into,
        ...(sampleCatalogue ? ["--sample-catalogue"] : []),
      ],
      {
        cwd: root,
        stdio: "pipe",
      },
    );
  });
  return new Blob([readFileSync(path)]);
}

/**
 * A new embedded database in `dataDir` holding every migration and the sample catalogue, as a shop's
 * first run leaves it: the browser tests' side shops start from it instead of running initdb, the
 * migrations and the import each (docs/decisions/0370).
 */
export function openSampleCatalogueDatabase(dataDir: string): Promise<Database> {
  return openDatabase({ dataDir, restoreFrom: pgliteImage({ sampleCatalogue: true }) });
}

const pglite: DatabaseTarget = {
  name: "pglite",
  async open(options) {
    if (options?.through !== undefined) {
      const database = await openDatabase({ memory: true });
      await migrate(database.db, options);
      return database;
    }
    return openDatabase({ memory: true, restoreFrom: pgliteImage() });
  },
};

/** `url` naming another database on the same server. */
function databaseUrl(url: string, database: string): string {
  const other = new URL(url);
  other.pathname = `/${database}`;
  return other.toString();
}

/**
 * The name of a database holding every migration, made once per set of migrations on the server (under
 * an advisory lock, so parallel test files wait for the first one) and then copied for each test file
 * by CREATE DATABASE … TEMPLATE, a file copy instead of forty migrations. It is made under another name
 * and renamed when whole, so a copy never starts from half of it.
 */
async function postgresTemplate(admin: Database, url: string): Promise<string> {
  const name = `canopy_template_${migratedHash()}`;
  await admin.db.execute(sql`select pg_advisory_lock(7004222)`);
  try {
    const existing = await admin.db.execute(sql`select 1 from pg_database where datname = ${name}`);
    if ((existing as unknown as { rows: unknown[] }).rows.length === 0) {
      const making = `${name}_making`;
      await admin.db.execute(sql.raw(`drop database if exists ${making}`));
      await admin.db.execute(sql.raw(`create database ${making}`));
      const template = await openDatabase({ url: databaseUrl(url, making), poolSize: 1 });
      try {
        await migrate(template.db);
      } finally {
        await template.close();
      }
      await admin.db.execute(sql.raw(`alter database ${making} rename to ${name}`));
    }
  } finally {
    await admin.db.execute(sql`select pg_advisory_unlock(7004222)`);
  }
  return name;
}

/** Pool errors are logged, except the end of a connection that closing the test's database cut. */
const droppedQuietly: PoolErrorLog = {
  error(details, message) {
    if ((details.err as { code?: string } | null)?.code === "57P01") return;
    console.error(message, details.err);
  },
};

function postgres(url: string): DatabaseTarget {
  return {
    name: "postgres",
    async open(options) {
      // One database per test file keeps parallel files apart; it is dropped on close.
      const name = `t_${randomBytes(6).toString("hex")}`;
      const admin = await openDatabase({ url, poolSize: 1 });
      const partial = options?.through !== undefined;
      const template = partial ? "template1" : await postgresTemplate(admin, url);
      await admin.db.execute(sql.raw(`create database ${name} template ${template}`));
      const database = await openDatabase({ url: databaseUrl(url, name), poolSize: 5, log: droppedQuietly });
      if (partial) await migrate(database.db, options);
      return {
        ...database,
        async close() {
          await database.close();
          await admin.db.execute(sql.raw(`drop database ${name} with (force)`));
          await admin.close();
        },
      };
    },
  };
}

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set (as .ci/run does; its role creates databases). */
export function databaseTargets(): DatabaseTarget[] {
  const url = process.env.TEST_DATABASE_URL;
  return url ? [pglite, postgres(url)] : [pglite];
}
