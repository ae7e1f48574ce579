/**
 * `npm run bench:pages -- --baseline DIR`: what the storefront's pages cost, this checkout against a
 * baseline checkout (another commit in a worktree, with its own `npm ci`), measured in one run with
 * the two interleaved so that the load of a shared machine falls on both alike. Each figure is printed
 * beside its budget (bench/README.md, "Pages").
 */
import { execFileSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { fileURLToPath } from "node:url";
import { signedInBuyer } from "../tests/support/buyer-session.ts";
import { createAccountsService } from "../server/identity/accounts-service.ts";
import { loadEnv } from "../server/env.ts";
import { openDatabase, sql, type Database } from "../server/db/client.ts";
import { migrate } from "../server/db/migrate.ts";
import { generatedFeedDir, importFeedDir } from "./catalogue.ts";
import { load } from "./http-load.ts";
import { initialJavaScript, launchChrome, lighthousePage, productUrl } from "./lighthouse.ts";
import { startProcess, type RunningProcess } from "./processes.ts";
import { buildWorkload } from "./query-timing.ts";
import { formatPagesReport, PAGE_BUDGETS, type PagesResults, type TreeFigures } from "./pages-report.ts";

const { values } = parseArgs({
  options: {
    baseline: { type: "string" },
    rounds: { type: "string", default: "3" },
    seconds: { type: "string", default: "8" },
    count: { type: "string", default: "0" },
    seed: { type: "string", default: "42" },
    "postgres-url": {
      type: "string",
      default: process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test",
    },
    "skip-lighthouse": { type: "boolean", default: false },
    "skip-load": { type: "boolean", default: false },
    "skip-postgres": { type: "boolean", default: false },
  },
});
const rounds = Number(values.rounds);
const seconds = Number(values.seconds);
const count = Number(values.count);
const seed = Number(values.seed);
if (![rounds, seconds, seed].every((n) => Number.isInteger(n) && n > 0) || !(count >= 0)) {
  console.error(
    "usage: npm run bench:pages -- [--baseline DIR] [--rounds N] [--seconds S] [--count N] [--skip-lighthouse] [--skip-load] [--skip-postgres]",
  );
  process.exit(2);
}

const CONNECTIONS = 20;
const started = performance.now();
const log = (message: string) =>
  console.log(`[pages ${((performance.now() - started) / 1000).toFixed(0).padStart(4)} s] ${message}`);

interface Tree {
  name: string;
  dir: string;
  buildDir: string;
}

const here = fileURLToPath(new URL("..", import.meta.url));
const tree = (name: string, dir: string): Tree => ({
  name,
  dir,
  buildDir: join(dir, "tmp", "bench-pages-build"),
});
const trees = [
  tree("this checkout", here),
  ...(values.baseline ? [tree("baseline", resolve(values.baseline))] : []),
];

/** Each checkout builds itself with its own React Router, as `npm run build` would. */
function build(tree: Tree) {
  log(`${tree.name}: react-router build (${tree.dir})`);
  execFileSync("npx", ["react-router", "build"], {
    cwd: tree.dir,
    stdio: "ignore",
    env: { ...process.env, BUILD_DIR: tree.buildDir, NODE_ENV: "production" },
  });
}

/** The sample catalogue (and `--count` generated products) with a signed-in buyer, prepared once. */
async function prepare(database: Database) {
  await migrate(database.db);
  await importFeedDir(database.db, resolve(here, "feeds/sample"));
  if (count > 0) await importFeedDir(database.db, generatedFeedDir(count, seed));
  const workload = await buildWorkload(database.db);
  const buyer = await signedInBuyer(database.db, createAccountsService(database, loadEnv({})), {
    email: "buyer@bench-pages.example",
    password: "Bench#Pages2026",
    companyName: "Bench Pages Growers",
  });
  return { workload, cookie: buyer.cookie };
}

/** Interleaving: odd rounds start with the other checkout. */
const inTurn = <T>(items: T[], round: number) => (round % 2 === 0 ? items : [...items].reverse());

const median = (xs: number[]) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)] : Number.NaN;
};

/** Servers of every checkout on one database (page cache off), the pages driven in turns. */
async function measureDatabase(
  database: "pglite" | "postgres",
  envFor: (tree: Tree) => Record<string, string>,
  prepared: Awaited<ReturnType<typeof prepare>>,
  figures: Map<string, TreeFigures>,
) {
  const servers = new Map<string, RunningProcess>();
  try {
    for (const tree of trees) {
      log(`${database}: starting ${tree.name}'s server`);
      servers.set(
        tree.name,
        await startProcess(
          join(tree.dir, "bench/serve.ts"),
          { ...envFor(tree), BENCH_BUILD_DIR: tree.buildDir, PAGE_CACHE_MB: "0" },
          180_000,
          tree.dir,
        ),
      );
    }
    const url = (tree: Tree) => servers.get(tree.name)!.url;
    const { workload, cookie } = prepared;
    const asBuyer = { cookie };
    const pages: Record<string, { paths: string[]; headers?: Record<string, string> }> = {
      home: { paths: ["/"] },
      category: { paths: workload.categoryPagePaths.slice(0, 24) },
      product: { paths: workload.skus.slice(0, 100).map((sku) => `/product/${encodeURIComponent(sku)}`) },
      "home, signed-in buyer": { paths: ["/"], headers: asBuyer },
      "category, signed-in buyer": { paths: workload.categoryPagePaths.slice(0, 24), headers: asBuyer },
      "product, signed-in buyer": {
        paths: workload.skus.slice(0, 100).map((sku) => `/product/${encodeURIComponent(sku)}`),
        headers: asBuyer,
      },
    };

    if (database === "pglite") {
      for (const tree of trees)
        figures.get(tree.name)!.sizes = await measureSizes(url(tree), cookie, tree.name);
    }

    if (!values["skip-load"]) {
      const bare = await startProcess("./bare-server.ts", {});
      try {
        for (let round = 0; round < rounds; round++) {
          log(`${database}: load round ${round + 1}/${rounds}`);
          const bareRun = await load(bare.url, ["/"], seconds, CONNECTIONS);
          for (const [page, { paths, headers }] of Object.entries(pages)) {
            for (const tree of inTurn(trees, round)) {
              // One request per page first: the server's code and queries are warm, no page is cached.
              for (const path of paths) {
                await fetch(new URL(path, url(tree)), { headers }).then((r) => r.arrayBuffer());
              }
              const result = await load(url(tree), paths, seconds, CONNECTIONS, headers);
              const loads = (figures.get(tree.name)!.load[database] ??= {});
              (loads[page] ??= []).push({ ...result, bareRequestsPerSecond: bareRun.requestsPerSecond });
            }
          }
        }
      } finally {
        await bare.stop();
      }
    }

    if (database === "pglite" && !values["skip-lighthouse"]) {
      const chrome = await launchChrome();
      try {
        for (let round = 0; round < rounds; round++) {
          for (const tree of inTurn(trees, round)) {
            const base = url(tree);
            const targets = [
              { name: "home", url: `${base}/` },
              { name: "category", url: `${base}/grow-lights` },
              { name: "product", url: await productUrl(base) },
              { name: "account home", url: `${base}/commercial-view`, headers: asBuyer },
            ];
            for (const target of targets) {
              log(`lighthouse round ${round + 1}/${rounds}: ${tree.name} ${target.name}`);
              const scores = await lighthousePage(chrome.port, target.name, target.url, target.headers, 1);
              (figures.get(tree.name)!.lighthouse[target.name] ??= []).push(scores);
            }
          }
        }
      } finally {
        chrome.kill();
      }
    }
  } finally {
    for (const server of servers.values()) await server.stop();
  }
}

/** Initial JavaScript of each page type and the HTML of a category and a product page. */
async function measureSizes(base: string, cookie: string, treeName: string) {
  const product = await productUrl(base);
  const anonymous = { home: `${base}/`, category: `${base}/grow-lights`, product, cart: `${base}/cart` };
  const initialJs: Record<string, number> = {};
  for (const [name, pageUrl] of Object.entries(anonymous)) {
    initialJs[name] = (await initialJavaScript(pageUrl)).gzipBytes;
  }
  // Checkout and the account home are a buyer's pages.
  initialJs.checkout = (await initialJavaScript(`${base}/checkout`, { cookie })).gzipBytes;
  initialJs["account home"] = (await initialJavaScript(`${base}/commercial-view`, { cookie })).gzipBytes;
  // The pages measured stay in tmp/bench-pages-html/ to see what their bytes are.
  const htmlDir = resolve(here, "tmp/bench-pages-html");
  mkdirSync(htmlDir, { recursive: true });
  const htmlBytes = async (page: string, pageUrl: string) => {
    const html = Buffer.from(
      await (await fetch(pageUrl, { headers: { "accept-encoding": "identity" } })).arrayBuffer(),
    );
    writeFileSync(join(htmlDir, `${treeName.replace(/\W+/g, "-")}-${page}.html`), html);
    return html.byteLength;
  };
  return {
    initialJsGzipBytes: initialJs,
    htmlBytes: {
      category: await htmlBytes("category", `${base}/grow-lights`),
      product: await htmlBytes("product", product),
    },
  };
}

const figures = new Map<string, TreeFigures>(
  trees.map((tree) => [tree.name, { tree: tree.dir, load: {}, lighthouse: {} }]),
);
for (const tree of trees) build(tree);

log("pglite: preparing the catalogue and a signed-in buyer");
mkdirSync(resolve(here, "tmp"), { recursive: true });
const pgliteDir = mkdtempSync(join(resolve(here, "tmp"), "bench-pages-pglite-"));
const pglite = await openDatabase({ dataDir: pgliteDir, role: "bench" });
const pglitePrepared = await prepare(pglite);
await pglite.close();
// One copy of the data directory per checkout: PGlite serves one process.
const copies = new Map(
  trees.map((tree) => {
    const copy = `${pgliteDir}-${trees.indexOf(tree)}`;
    cpSync(pgliteDir, copy, { recursive: true });
    return [tree.name, copy];
  }),
);
try {
  await measureDatabase("pglite", (tree) => ({ DATA_DIR: copies.get(tree.name)! }), pglitePrepared, figures);
} finally {
  for (const dir of [pgliteDir, ...copies.values()]) rmSync(dir, { recursive: true, force: true });
}

if (!values["skip-postgres"] && !values["skip-load"]) {
  let admin: Database | undefined;
  try {
    admin = await openDatabase({ url: values["postgres-url"], poolSize: 1 });
    await admin.db.execute(sql`select 1`);
  } catch {
    log(`PostgreSQL not reachable at ${values["postgres-url"]}: PGlite only`);
    admin = undefined;
  }
  if (admin) {
    const name = `canopy_bench_pages_${process.pid}`;
    await admin.db.execute(sql.raw(`create database ${name}`));
    const url = new URL(values["postgres-url"]);
    url.pathname = `/${name}`;
    try {
      log("postgres: preparing the catalogue and a signed-in buyer");
      const database = await openDatabase({ url: url.toString() });
      const prepared = await prepare(database);
      await database.close();
      // Both checkouts read the same database: the same rows, one schema.
      await measureDatabase("postgres", () => ({ DATABASE_URL: url.toString() }), prepared, figures);
    } finally {
      await admin.db.execute(sql.raw(`drop database if exists ${name} with (force)`));
      await admin.close();
    }
  }
}

const results: PagesResults = {
  startedAt: new Date(Date.now() - (performance.now() - started)).toISOString(),
  seconds: (performance.now() - started) / 1000,
  machine: { cpus: cpus().length, node: process.version, loadAverage: loadavg() },
  options: { rounds, seconds, count, connections: CONNECTIONS },
  budgets: PAGE_BUDGETS,
  trees: Object.fromEntries(figures),
};
mkdirSync(resolve(here, "bench/results"), { recursive: true });
writeFileSync(resolve(here, "bench/results/pages-latest.json"), `${JSON.stringify(results, null, 2)}\n`);
console.log(`\n${formatPagesReport(results, median)}\n\nwritten to bench/results/pages-latest.json`);
