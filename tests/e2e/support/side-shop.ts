import { desc, gt } from "drizzle-orm";
import { mkdtempSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildServer } from "../../../server/app.ts";
import type { Db } from "../../../server/db/client.ts";
import { products } from "../../../server/db/schema/catalog.ts";
import { loadEnv } from "../../../server/env.ts";
import { createServices } from "../../../server/services.ts";
import { buildStorefront } from "../../support/page-build.ts";
import { openSampleCatalogueDatabase } from "../../support/test-database.ts";

const e2ePort = () => Number(process.env.E2E_PORT ?? "3311");

/**
 * A journey's own shop beside the e2e server (a spawned process): the sample catalogue in a fresh
 * embedded database (a copy of one the sample import ran on once, tests/support/test-database.ts) on
 * E2E_PORT + `portOffset`, for journeys that need accounts set up behind the scenes.
 */
export async function openSideShop(portOffset: number, name: string) {
  const port = e2ePort() + portOffset;
  const env = loadEnv({
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: mkdtempSync(join(tmpdir(), `canopy-e2e-${name}-`)),
    LOG_LEVEL: "warn",
    RATE_LIMIT_READS_PER_MINUTE: "0",
  });
  const database = await openSampleCatalogueDatabase(env.DATA_DIR);
  return { env, database, services: createServices(database, env) };
}

/** Serves the e2e build from the side shop, stops on SIGTERM, and answers the port it listens on. */
export async function serveSideShop({ env, database, services }: Awaited<ReturnType<typeof openSideShop>>) {
  const app = await buildServer({
    env,
    services,
    buildDir: buildStorefront().dir,
    logger: false,
  });
  await app.listen({ port: env.PORT, host: env.HOST });
  process.on("SIGTERM", async () => {
    await app.close();
    await database.close();
    process.exit(0);
  });
  return (app.server.address() as AddressInfo).port;
}

/** The sample catalogue's dearest priced product (sku and name): what the journeys quote and order. */
export async function dearestProduct(db: Db) {
  const [product] = await db
    .select({ sku: products.sku, name: products.name })
    .from(products)
    .where(gt(products.priceCents, 0))
    .orderBy(desc(products.priceCents))
    .limit(1);
  return product;
}
