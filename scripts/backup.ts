// `npm run backup -- --to FILE`: a consistent copy of the embedded database (PGlite in DATA_DIR), taken
// through the running server when there is one. PostgreSQL is backed up with pg_dump
// (docs/operations.md).
import { parseArgs } from "node:util";
import { readEnvOrExit } from "../server/env.ts";
import { backUpDataDir } from "../server/backup/pglite-backup.ts";
import { runOrExit } from "../server/backup/command.ts";

const { values } = parseArgs({ options: { to: { type: "string" } } });
const env = readEnvOrExit();
await runOrExit({
  usage: "usage: npm run backup -- --to FILE",
  file: values.to,
  postgres: env.DATABASE_URL
    ? 'DATABASE_URL is set: back up PostgreSQL with pg_dump --format=custom --file=FILE "$DATABASE_URL" (docs/operations.md).'
    : undefined,
  async run(file) {
    const { bytes, serverPid } = await backUpDataDir(env.DATA_DIR, file);
    const how = serverPid === null ? "" : ` through the running server (pid ${serverPid})`;
    return `Backed up ${env.DATA_DIR}${how} to ${file} (${(bytes / 1024 / 1024).toFixed(1)} MB).`;
  },
});
