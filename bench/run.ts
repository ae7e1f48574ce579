import { signedInBuyer } from "../tests/support/buyer-session.ts";
import { createAccountsService } from "../server/identity/accounts-service.ts";
import { loadEnv } from "../server/env.ts";
import { createPricingService } from "../server/pricing/pricing-service.ts";
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { pathToFileURL } from "node:url";
import { createCatalogService } from "../server/catalog/queries/create-catalog-service.ts";
import { openDatabase, result, selectRows, sql } from "../server/db/client.ts";
import { migrate } from "../server/db/migrate.ts";
import { generatedFeedDir, importFeedDir } from "./catalogue.ts";
import { pgliteTarget, postgresTarget, type BenchDatabase } from "./databases.ts";
import { load, type LoadResult } from "./http-load.ts";
import { measureIntegrations, type IntegrationFigures } from "./integrations.ts";
import { startProcess } from "./processes.ts";
import { timeOutboxPasses } from "./outbox-pass.ts";
import { buildWorkload, timeQueries } from "./query-timing.ts";
import { measureRecall, relevanceProducts, relevanceQueries } from "./relevance.ts";
import { formatReport, type BenchResults, type TargetResults } from "./report.ts";

const { values } = parseArgs({
  options: {
    count: { type: "string", default: "100000" },
    seconds: { type: "string", default: "8" },
    iterations: { type: "string", default: "300" },
    seed: { type: "string", default: "42" },
    "postgres-url": {
      type: "string",
      default: process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test",
    },
    "skip-lighthouse": { type: "boolean", default: false },
    "skip-ssr": { type: "boolean", default: false },
    "skip-postgres": { type: "boolean", default: false },
    "skip-pglite": { type: "boolean", default: false },
    "skip-integrations": { type: "boolean", default: false },
  },
});
const count = Number(values.count);
const seconds = Number(values.seconds);
const iterations = Number(values.iterations);
const seed = Number(values.seed);
if (![count, seconds, iterations, seed].every((n) => Number.isInteger(n) && n > 0)) {
  console.error(
    "usage: npm run bench -- [--count N] [--seconds S] [--iterations N] [--skip-lighthouse] [--skip-ssr] [--skip-postgres] [--skip-pglite] [--skip-integrations]",
  );
  process.exit(2);
}

const API_CONNECTIONS = 10;
/** How many products' names the relevance set is built from. */
const RELEVANCE_PRODUCTS = 300;
const SSR_CONNECTIONS = 20;
/** Orders whose webhook deliveries are timed, and sequential API reads per kind, per database. */
const WEBHOOK_ORDERS = 60;
const API_KEY_REQUESTS = 300;
const started = performance.now();
const log = (message: string) =>
  console.log(`[bench ${((performance.now() - started) / 1000).toFixed(0).padStart(4)} s] ${message}`);
const notes: string[] = [];

function buildApp(): string | undefined {
  if (values["skip-ssr"]) return undefined;
  const buildDir = resolve("tmp/bench-build");
  log("building the app (react-router build) for SSR pages");
  try {
    execFileSync("npx", ["react-router", "build"], {
      stdio: "ignore",
      env: { ...process.env, BUILD_DIR: buildDir },
    });
    return buildDir;
  } catch (error) {
    notes.push(`SSR skipped: the build failed (${(error as Error).message.split("\n")[0]}).`);
    return undefined;
  }
}

async function openMemoryDatabase() {
  const database = await openDatabase({ memory: true });
  await migrate(database.db);
  return database;
}

async function measureTarget(target: BenchDatabase, buildDir: string | undefined): Promise<TargetResults> {
  log(`${target.name}: importing sample feeds`);
  const sampleDb = target.name === "pglite" ? await openMemoryDatabase() : await target.open();
  const sampleImport = await importFeedDir(sampleDb.db, resolve("feeds/sample"));
  await sampleDb.close();

  log(`${target.name}: importing ${count} generated products`);
  const database = await target.open();
  if (target.name === "postgres")
    await database.db.execute(
      sql`truncate products, catalog_entries, catalog_entry_categories, catalog_search_grams, catalog_words,
        category_facets, brands`,
    );
  const figures = await importFeedDir(database.db, generatedFeedDir(count, seed));
  log(
    `${target.name}: ${figures.products} products in ${figures.seconds.toFixed(1)} s (${Math.round(figures.productsPerSecond)}/s)`,
  );

  const workload = await buildWorkload(database.db);
  log(`${target.name}: timing service calls in-process (${iterations} each)`);
  const catalog = createCatalogService(database.db);
  const queries = await timeQueries(catalog, createPricingService(database.db), workload, iterations);
  log(`${target.name}: search relevance (${RELEVANCE_PRODUCTS} products' names)`);
  const relevance = await measureRecall(
    catalog.search,
    relevanceQueries(await relevanceProducts(database.db, RELEVANCE_PRODUCTS)),
  );
  const [{ n }] = await selectRows(
    database.db,
    { n: result.int },
    sql`select count(*)::int as n from catalog_entries`,
  );
  log(`${target.name}: timing the outbox pass without SMTP`);
  const outbox = await timeOutboxPasses(database.db, [100, 50_000]);
  // A buyer of a company on the default list, signed in: its session cookie is shared by every instance.
  const buyer = await signedInBuyer(database.db, createAccountsService(database, loadEnv({})), {
    email: "buyer@bench-growers.example",
    password: "Bench#Growers2026",
    companyName: "Bench Growers",
  });
  await database.close();

  log(`${target.name}: starting the server (${n} listed products)`);
  const serverEnv = {
    ...target.serverEnv,
    ...(buildDir ? { BENCH_BUILD_DIR: buildDir } : {}),
  };
  const pages = {
    home: ["/"],
    category: workload.categoryPagePaths.slice(0, 24),
    product: workload.skus.slice(0, 100).map((sku) => `/product/${encodeURIComponent(sku)}`),
  };
  // One request per page first, as a visitor before would have: steady state, not a cold start.
  const warm = async (url: string, paths: string[], headers: Record<string, string> = {}) => {
    for (const path of paths) await fetch(new URL(path, url), { headers }).then((r) => r.arrayBuffer());
  };
  const loadPages = async (label: string, url: string) => {
    const results: Record<string, LoadResult> = {};
    for (const [name, paths] of Object.entries(pages)) {
      log(`${label}: autocannon ssr ${name}`);
      await warm(url, paths);
      results[name] = await load(url, paths, seconds, SSR_CONNECTIONS);
    }
    // A signed-in buyer's category and product pages, with the company's prices (ADR 0077): private,
    // kept per price list by the server (ADR 0102), or rendered every time with the page cache off.
    const asBuyer = { cookie: buyer.cookie };
    for (const name of ["category", "product"] as const) {
      log(`${label}: autocannon ssr ${name}, signed-in buyer`);
      await warm(url, pages[name], asBuyer);
      results[`${name}, signed-in buyer`] = await load(url, pages[name], seconds, SSR_CONNECTIONS, asBuyer);
    }
    return results;
  };

  const server = await startProcess("./serve.ts", serverEnv);
  let api: Record<string, LoadResult> = {};
  let ssr: Record<string, LoadResult> = {};
  try {
    for (const [name, paths] of [
      ["search", workload.searchPaths],
      ["listing", workload.listingPaths],
      ["product", workload.productPaths],
    ] as const) {
      log(`${target.name}: autocannon api ${name}`);
      api = { ...api, [name]: await load(server.url, paths, seconds, API_CONNECTIONS) };
    }
    if (buildDir) ssr = await loadPages(target.name, server.url);
    if (target.name === "pglite" && buildDir) await lighthouse(server.url);
  } finally {
    await server.stop();
  }
  const measured = {
    database: target.name,
    sampleImport,
    import: figures,
    queries,
    relevance,
    outbox,
    api,
    ssr,
  };
  if (!buildDir) return measured;

  // The same pages with the rendered-page cache off: what a visitor pays when a page is not cached.
  const uncachedServer = await startProcess("./serve.ts", { ...serverEnv, PAGE_CACHE_MB: "0" });
  try {
    const ssrUncached = await loadPages(`${target.name} (page cache off)`, uncachedServer.url);
    return { ...measured, ssrUncached };
  } finally {
    await uncachedServer.stop();
  }
}

let lighthouseResult: unknown;
/** Hook for bench/lighthouse.ts (`runLighthouse(baseUrl)`), run against the PGlite server when present. */
async function lighthouse(baseUrl: string) {
  const file = resolve("bench/lighthouse.ts");
  if (values["skip-lighthouse"] || !existsSync(file)) return;
  log("lighthouse");
  try {
    const module = (await import(pathToFileURL(file).href)) as {
      runLighthouse(baseUrl: string): Promise<unknown>;
    };
    lighthouseResult = await module.runLighthouse(baseUrl);
  } catch (error) {
    notes.push(`Lighthouse failed: ${(error as Error).message}`);
  }
}

const buildDir = buildApp();
const targets: TargetResults[] = [];
const databases: BenchDatabase[] = values["skip-pglite"] ? [] : [pgliteTarget()];
if (!values["skip-postgres"]) {
  const postgres = await postgresTarget(values["postgres-url"]);
  if (postgres) databases.push(postgres);
  else notes.push(`PostgreSQL not reachable at ${values["postgres-url"]}: PGlite only.`);
}
for (const target of databases) {
  try {
    targets.push(await measureTarget(target, buildDir));
  } finally {
    await target.drop();
  }
}

const integrations: IntegrationFigures[] = [];
if (!values["skip-integrations"]) {
  const fresh = [
    values["skip-pglite"] ? null : pgliteTarget(),
    values["skip-postgres"] ? null : await postgresTarget(values["postgres-url"]),
  ];
  for (const target of fresh) {
    if (!target) continue;
    log(`${target.name}: webhook delivery after commit and API reads with a key`);
    integrations.push(
      await measureIntegrations(target, { orders: WEBHOOK_ORDERS, requests: API_KEY_REQUESTS }),
    );
  }
}

log("bare node:http baseline");
const bareServer = await startProcess("./bare-server.ts", {});
const bare = await load(bareServer.url, ["/"], seconds, API_CONNECTIONS);
await bareServer.stop();

const results: BenchResults = {
  startedAt: new Date(Date.now() - (performance.now() - started)).toISOString(),
  seconds: (performance.now() - started) / 1000,
  machine: { cpus: cpus().length, node: process.version, loadAverage: loadavg() },
  options: { count, seconds, apiConnections: API_CONNECTIONS, ssrConnections: SSR_CONNECTIONS },
  bare,
  targets,
  integrations,
  budgets: {
    searchP95Ms: 10,
    listingP95Ms: 30,
    productP95Ms: 5,
    companyPricesP95Ms: 5,
    signedInPageP99Ms: 100,
    pgliteFactor: 2.5,
    importPerSecond: 10_000,
    webhookDeliveryP95Ms: 2_000,
    apiKeyReadP95Ms: 50,
  },
  ...(lighthouseResult === undefined ? {} : { lighthouse: lighthouseResult }),
  notes,
};
mkdirSync(resolve("bench/results"), { recursive: true });
writeFileSync(resolve("bench/results/latest.json"), `${JSON.stringify(results, null, 2)}\n`);
console.log(`\n${formatReport(results)}\n\nwritten to bench/results/latest.json`);
