// `npm run restore -- --from FILE`: makes a backup taken by `npm run backup` the database of an empty
// DATA_DIR. PostgreSQL is restored with pg_restore (docs/operations.md).
import { parseArgs } from "node:util";
import { readEnvOrExit } from "../server/env.ts";
import { restoreDataDir } from "../server/backup/pglite-backup.ts";
import { runOrExit } from "../server/backup/command.ts";

const { values } = parseArgs({ options: { from: { type: "string" } } });
const env = readEnvOrExit();
await runOrExit({
  usage: "usage: npm run restore -- --from FILE",
  file: values.from,
  postgres: env.DATABASE_URL
    ? 'DATABASE_URL is set: restore PostgreSQL with pg_restore --no-owner --dbname="$DATABASE_URL" FILE into an empty database (docs/operations.md).'
    : undefined,
  async run(file) {
    const restored = await restoreDataDir(env.DATA_DIR, file);
    const pending =
      restored.pendingMigrations > 0
        ? ` It lacks ${restored.pendingMigrations} migration(s) of this release: run \`npm run migrate\`.`
        : "";
    return `Restored ${file} into ${env.DATA_DIR} (${restored.products.toLocaleString("en-US")} products).${pending}`;
  },
});
