import { resolve } from "node:path";
import { parseArgs } from "node:util";
import type { Provider } from "../core/catalog-types.ts";
import { openDatabase, type Database } from "../server/db/client.ts";
import { migrate } from "../server/db/migrate.ts";
import { readEnvOrExit } from "../server/env.ts";
import { importThroughServer } from "../server/catalog/import/admin-client.ts";
import { readLiveAdminFile } from "../server/catalog/import/data-dir-guard.ts";
import type { FeedInput } from "../server/catalog/import/feed-reader.ts";
import {
  importFeed,
  type ImportProgress,
  type ImportSummary,
} from "../server/catalog/import/import-service.ts";
import { isProvider } from "../server/catalog/import/importers/providers.ts";
import { formatSummary, progressLine } from "../server/catalog/import/import-report.ts";

const USAGE =
  "usage: npm run import -- --provider <iluminar|spd|hydrofarm> (--file PATH | --url URL) [--allow-discontinue] [--allow-provider-mismatch]";

function fail(message: string, code = 1): never {
  process.stderr.write(`${message}\n`);
  process.exit(code);
}

const { values } = parseArgs({
  options: {
    provider: { type: "string" },
    file: { type: "string" },
    url: { type: "string" },
    "allow-discontinue": { type: "boolean", default: false },
    "allow-provider-mismatch": { type: "boolean", default: false },
  },
});
if (!isProvider(values.provider ?? "") || (values.file === undefined) === (values.url === undefined)) {
  fail(USAGE, 2);
}
const provider = values.provider as Provider;
const file = values.file === undefined ? undefined : resolve(values.file);
const input: FeedInput = file ? { kind: "file", path: file } : { kind: "url", url: values.url ?? "" };

const tty = process.stderr.isTTY;
const onProgress = (progress: ImportProgress) => {
  if (tty) process.stderr.write(`\r${progressLine(progress)}\u001b[K`);
};
const endProgress = () => {
  if (tty) process.stderr.write("\r\u001b[K");
};

const allowDiscontinue = values["allow-discontinue"];
const allowProviderMismatch = values["allow-provider-mismatch"];

async function importDirectly(database: Database, maxDiscontinuePercent: number): Promise<ImportSummary> {
  try {
    await migrate(database.db);
    return await importFeed(database.db, {
      provider,
      input,
      onProgress,
      allowDiscontinue,
      allowProviderMismatch,
      maxDiscontinuePercent,
    });
  } finally {
    await database.close();
  }
}

async function run(): Promise<ImportSummary> {
  const env = readEnvOrExit();
  const percent = env.IMPORT_MAX_DISCONTINUE_PERCENT;
  if (env.DATABASE_URL) {
    return importDirectly(await openDatabase({ url: env.DATABASE_URL, poolSize: 2 }), percent);
  }
  const server = readLiveAdminFile(env.DATA_DIR);
  if (server) {
    if (server.port === null) {
      throw new Error(
        `the server (pid ${server.pid}) holding ${env.DATA_DIR} is still starting; try again shortly`,
      );
    }
    process.stderr.write(
      `Handing the feed to the running server (pid ${server.pid}, port ${server.port})…\n`,
    );
    return importThroughServer(
      { ...server, port: server.port },
      { provider, file, url: values.url, allowDiscontinue, allowProviderMismatch },
      onProgress,
    );
  }
  // No server publishes the directory: open it, unless another process holds it (DataDirBusyError names it).
  return importDirectly(await openDatabase({ dataDir: env.DATA_DIR, role: "import" }), percent);
}

try {
  const summary = await run();
  endProgress();
  process.stdout.write(`${formatSummary(summary)}\n`);
} catch (error) {
  endProgress();
  fail(`Import failed: ${(error as Error).message}`);
}
