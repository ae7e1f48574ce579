import "../../../server/production-mode.ts";
import { mkdtempSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { buildServer } from "../../../server/app.ts";
import { importSampleCatalogIfEmpty } from "../../../server/catalog/import/feed-jobs.ts";
import { openDatabase } from "../../../server/db/client.ts";
import { migrate } from "../../../server/db/migrate.ts";
import { loadEnv } from "../../../server/env.ts";
import { createServices } from "../../../server/services.ts";
import { signedInBuyer } from "../../support/buyer-session.ts";

/**
 * A second shop for the company-price journey (tests/e2e/company-prices.spec.ts): the e2e build, the
 * sample catalogue in a fresh embedded database, and a buyer of a company on the default price list,
 * signed in through a real session. Prints `listening PORT COOKIE` once it serves.
 */
const port = Number(process.env.E2E_PORT ?? "3311");
const env = loadEnv({
  ...process.env,
  PORT: String(port + 1),
  HOST: "127.0.0.1",
  PUBLIC_URL: `http://127.0.0.1:${port + 1}`,
  DATA_DIR: mkdtempSync(join(tmpdir(), "canopy-e2e-buyer-")),
  LOG_LEVEL: "warn",
  RATE_LIMIT_READS_PER_MINUTE: "0",
});
const database = await openDatabase({ dataDir: env.DATA_DIR });
await migrate(database.db);
await importSampleCatalogIfEmpty(database.db);
const services = createServices(database, env);
const buyer = await signedInBuyer(database.db, services.accounts, {
  email: "maria@greenleaf.example",
  password: "Greenleaf#2026",
  companyName: "Greenleaf Farms",
});
const app = await buildServer({ env, services, buildDir: resolve(`tmp/e2e-build-${port}`), logger: false });
await app.listen({ port: env.PORT, host: env.HOST });
console.log(`listening ${(app.server.address() as AddressInfo).port} ${buyer.cookie}`);
process.on("SIGTERM", async () => {
  await app.close();
  await database.close();
  process.exit(0);
});
