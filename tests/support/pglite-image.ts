import { writeFileSync } from "node:fs";
import type { PGlite } from "@electric-sql/pglite";
import { importSampleCatalogIfEmpty } from "../../server/catalog/import/feed-jobs.ts";
import { openDatabase } from "../../server/db/client.ts";
import { migrate } from "../../server/db/migrate.ts";

// Writes to argv[2] a dump of an embedded database that every migration has been applied to, for
// tests to start theirs from (test-database.ts runs this once per set of migrations); with
// `--sample-catalogue`, the first-run sample import has run on it too (the browser tests' side shops).
const database = await openDatabase({ memory: true });
await migrate(database.db);
if (process.argv.includes("--sample-catalogue")) await importSampleCatalogIfEmpty(database.db);
const client = (database.db as unknown as { $client: PGlite }).$client;
const image = await client.dumpDataDir("gzip");
writeFileSync(process.argv[2], Buffer.from(await image.arrayBuffer()));
await database.close();
