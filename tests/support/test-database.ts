import { randomBytes } from "node:crypto";
import { openDatabase, sql, type Database } from "../../server/db/client.ts";
import { migrate } from "../../server/db/migrate.ts";

type MigrateOptions = Parameters<typeof migrate>[1];

export interface DatabaseTarget {
  name: "pglite" | "postgres";
  /** A fresh, migrated, empty database (migrated only through a given file if asked); close it after the test file. */
  open(options?: MigrateOptions): Promise<Database>;
}

const pglite: DatabaseTarget = {
  name: "pglite",
  async open(options) {
    const database = await openDatabase({ memory: true });
    await migrate(database.db, options);
    return database;
  },
};

function postgres(url: string): DatabaseTarget {
  return {
    name: "postgres",
    async open(options) {
      // One schema per test file keeps parallel files apart; it is dropped on close.
      const schemaName = `t_${randomBytes(6).toString("hex")}`;
      const admin = await openDatabase({ url, poolSize: 1 });
      await admin.db.execute(sql.raw(`create extension if not exists pg_trgm; create schema ${schemaName}`));
      const database = await openDatabase({ url, schemaName, poolSize: 5 });
      await migrate(database.db, options);
      return {
        ...database,
        async close() {
          await database.close();
          await admin.db.execute(sql.raw(`drop schema ${schemaName} cascade`));
          await admin.close();
        },
      };
    },
  };
}

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set (as .ci/run does). */
export function databaseTargets(): DatabaseTarget[] {
  const url = process.env.TEST_DATABASE_URL;
  return url ? [pglite, postgres(url)] : [pglite];
}
