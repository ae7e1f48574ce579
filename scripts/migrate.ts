// `npm run migrate`: applies this release's pending migrations to DATABASE_URL's database (or DATA_DIR's
// embedded one), all in one transaction under an advisory lock, so concurrent runs wait for each other
// and a second run applies nothing. A deploy runs it before starting the new release, which refuses a
// schema that lacks them (server/main.ts).
import { openConfiguredDatabase } from "../server/db/configured-database.ts";
import { migrate, SchemaNotCurrentError, schemaStatus } from "../server/db/migrate.ts";
import { readEnvOrExit } from "../server/env.ts";
import { DataDirBusyError } from "../server/db/data-dir-lock.ts";

const env = readEnvOrExit();
try {
  const database = await openConfiguredDatabase(env, "migrate");
  try {
    const applied = await migrate(database.db);
    const { pending, unknown } = await schemaStatus(database.db);
    if (unknown.length > 0) throw new SchemaNotCurrentError({ pending, unknown });
    process.stdout.write(
      applied.length > 0
        ? `Applied ${applied.length} migration(s): ${applied.join(", ")}.\n`
        : "The schema is current: no migration to apply.\n",
    );
  } finally {
    await database.close();
  }
} catch (error) {
  if (!(error instanceof DataDirBusyError || error instanceof SchemaNotCurrentError)) throw error;
  process.stderr.write(`${error.message}\n`);
  process.exit(1);
}
