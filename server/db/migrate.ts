import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { projectPath } from "../project-root.ts";
import type { Db } from "./client.ts";
import { schemaMigrations } from "./schema/server.ts";

const migrationsDir = projectPath("server", "db", "migrations");

/**
 * Applies the pending committed SQL migrations in file-name order and records them in
 * schema_migrations, all of them in ONE transaction: when any statement fails, none of that run's
 * migrations stays applied and the next start retries them all. Safe to run at every start and from
 * several processes: a transaction-scoped advisory lock serialises concurrent runners on PostgreSQL.
 */
export async function migrate(db: Db, options: { through?: string } = {}): Promise<string[]> {
  const files = readdirSync(migrationsDir)
    .filter((f) => f.endsWith(".sql"))
    .sort()
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
