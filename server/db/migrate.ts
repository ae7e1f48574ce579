import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { projectPath } from "../project-root.ts";
import { result, selectRows, type Db } from "./client.ts";
import { schemaMigrations } from "./schema/server.ts";

const migrationsDir = projectPath("server", "db", "migrations");

/** This release's migrations, in the order they apply. */
function migrationFiles(): string[] {
  return readdirSync(migrationsDir)
    .filter((f) => f.endsWith(".sql"))
    .sort();
}

/**
 * Applies the pending committed SQL migrations in file-name order and records them in
 * schema_migrations, all of them in ONE transaction: when any statement fails, none of that run's
 * migrations stays applied and the next start retries them all. Safe to run at every start and from
 * several processes: a transaction-scoped advisory lock serialises concurrent runners on PostgreSQL.
 */
export async function migrate(db: Db, options: { through?: string } = {}): Promise<string[]> {
  const files = migrationFiles()
    // Stopping after a given file lets a data migration be tested on rows written by the schema before it.
    .filter((f) => options.through === undefined || f <= options.through);
  const applied: string[] = [];
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(7004221)`);
    await tx.execute(
      sql`create table if not exists schema_migrations (name text primary key, applied_at timestamptz not null default now())`,
    );
    const done = new Set(
      (await tx.select({ name: schemaMigrations.name }).from(schemaMigrations)).map((r) => r.name),
    );
    for (const file of files) {
      if (done.has(file)) continue;
      const text = readFileSync(join(migrationsDir, file), "utf8");
      for (const statement of text.split(/^--> statement-breakpoint$/m)) {
        if (statement.trim()) await tx.execute(sql.raw(statement));
      }
      await tx.insert(schemaMigrations).values({ name: file });
      applied.push(file);
    }
  });
  return applied;
}

/** How a database's schema stands against this release's migrations. */
export interface SchemaStatus {
  /** This release's migrations the database has not applied. */
  pending: string[];
  /** Migrations the database applied that this release does not have (a newer release ran them). */
  unknown: string[];
}

export async function schemaStatus(db: Db): Promise<SchemaStatus> {
  const [table] = await selectRows(
    db,
    { found: result.bool },
    sql`
    select to_regclass('schema_migrations') is not null as found`,
  );
  const applied = new Set(
    table.found
      ? (await db.select({ name: schemaMigrations.name }).from(schemaMigrations)).map((r) => r.name)
      : [],
  );
  const files = migrationFiles();
  const known = new Set(files);
  return {
    pending: files.filter((f) => !applied.has(f)),
    unknown: [...applied].filter((name) => !known.has(name)).sort(),
  };
}

/** The first few names of a list, and how many more. */
function names(list: string[]): string {
  return list.length <= 3 ? list.join(", ") : `${list.slice(0, 3).join(", ")} and ${list.length - 3} more`;
}

/** A production server does not start on a schema other than its own; the message says what to do. */
export class SchemaNotCurrentError extends Error {
  constructor(status: SchemaStatus) {
    super(
      status.pending.length > 0
        ? `The database lacks ${status.pending.length} migration(s) of this release (${names(status.pending)}): run \`npm run migrate\`, then start again.`
        : `The database has ${status.unknown.length} migration(s) this release does not know (${names(status.unknown)}): a newer release migrated it. Deploy that release, or restore the backup taken before it.`,
    );
    this.name = "SchemaNotCurrentError";
  }
}

/** Throws SchemaNotCurrentError unless the database holds exactly this release's migrations. */
export async function assertSchemaCurrent(db: Db): Promise<void> {
  const status = await schemaStatus(db);
  if (status.pending.length > 0 || status.unknown.length > 0) throw new SchemaNotCurrentError(status);
}
