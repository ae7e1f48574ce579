import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { createServer, type AddressInfo } from "node:net";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, sql, type Database } from "../../server/db/client.ts";
import { migrate } from "../../server/db/migrate.ts";
import { projectPath } from "../../server/project-root.ts";
// @ts-expect-error: plain JavaScript without declarations
import { buildServer } from "../../scripts/build-server.mjs";
import { seedCatalog } from "../factories/catalog.ts";
import { nginxInstalled, startNginxProxy, type NginxProxy } from "../support/nginx-proxy.ts";
import { buildStorefront } from "../support/page-build.ts";
import { queryRows } from "../support/query-rows.ts";
import { startServerProcess, type StartedServer } from "../support/server-process.ts";
import { percentile, steadyLoad, type LoadResult, type LoadStep } from "../support/steady-load.ts";
import { checkoutPayload, quotePayload, salesCatalog } from "./sales-fixtures.ts";

const url = process.env.TEST_DATABASE_URL;
const SLOW = 600_000;
/** Load before and after the roll, around it. */
const SETTLE_MS = 5_000;

async function freePort(): Promise<number> {
  const probe = createServer().listen(0, "127.0.0.1");
  await new Promise((resolve) => probe.once("listening", resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** The mix of a working day: pages, search, cart pricing, quote requests and orders. */
const steps: LoadStep[] = [
  { kind: "home page", method: "GET", path: "/" },
  { kind: "search", method: "GET", path: "/api/catalog/search?q=canna" },
  {
    kind: "cart pricing",
    method: "POST",
    path: "/api/cart/price",
    body: () => ({ items: [{ sku: "IL-Q1", quantity: 2 }] }),
  },
  { kind: "listing page", method: "GET", path: "/products" },
  {
    kind: "quote request",
    method: "POST",
    path: "/api/contact/order-request",
    body: () => quotePayload(),
    idempotent: true,
  },
  { kind: "product search", method: "GET", path: "/api/catalog/search?q=IL-Q1" },
  { kind: "order", method: "POST", path: "/api/orders", body: () => checkoutPayload(), idempotent: true },
];

/**
 * The compose topology on this machine: two production instances (the bundled server, NODE_ENV=production)
 * on one PostgreSQL, Debian's nginx in front with deploy/nginx/canopy.conf, and the readiness follower.
 * Under a steady mixed load, instance 1 is restarted, then (once ready) instance 2: no request fails, and
 * every quote and order answered is in the database exactly once.
 */
describe.skipIf(!url || !nginxInstalled())("a rolling deploy behind nginx", () => {
  const work = mkdtempSync(join(projectPath("tmp"), "rolling-"));
  const schemaName = `roll_${randomBytes(5).toString("hex")}`;
  let admin: Database;
  let database: Database;
  let storefront: { dir: string; remove(): void };
  let proxy: NginxProxy;
  let instances: StartedServer[] = [];
  const ports: number[] = [];
  let env: Record<string, string>;
  const serverBundle = join(work, "server");

  const startInstance = (port: number) =>
    startServerProcess(
      { ...env, PORT: String(port) },
      { file: process.execPath, args: [join(serverBundle, "start.js")] },
    );

  beforeAll(async () => {
    admin = await openDatabase({ url: url ?? "", poolSize: 1 });
    await admin.db.execute(sql.raw(`create extension if not exists pg_trgm; create schema ${schemaName}`));
    database = await openDatabase({ url: url ?? "", schemaName, poolSize: 2 });
    // The deploy pipeline's migrate step; production instances refuse a schema that lacks it.
    await migrate(database.db);
    await seedCatalog(database.db, salesCatalog);
    storefront = buildStorefront();
    // The server bundled as `npm run build` bundles it, with bench/api-server.ts's entry (pages from BUILD_DIR).
    await buildServer({
      outdir: serverBundle,
      entryPoints: { start: projectPath("bench", "api-server.ts") },
    });
    ports.push(await freePort(), await freePort());
    const proxyPort = await freePort();
    const scoped = new URL(url ?? "");
    scoped.searchParams.set("options", `-c search_path=${schemaName},public`);
    env = {
      NODE_ENV: "production",
      DATABASE_URL: scoped.toString(),
      PUBLIC_URL: `http://127.0.0.1:${proxyPort}`,
      BUILD_DIR: storefront.dir,
      TRUST_PROXY: "1",
      RATE_LIMIT_WRITES_PER_MINUTE: "1000000",
      RATE_LIMIT_READS_PER_MINUTE: "0",
      LOG_LEVEL: "warn",
    };
    instances = await Promise.all(ports.map(startInstance));
    mkdirSync(join(work, "nginx"));
    proxy = await startNginxProxy(
      join(work, "nginx"),
      proxyPort,
      ports.map((port) => `127.0.0.1:${port}`),
    );
  }, SLOW);

  afterAll(async () => {
    await proxy?.stop();
    for (const instance of instances) if (instance.child.exitCode === null) instance.child.kill("SIGKILL");
    await database?.close();
    await admin?.db.execute(sql.raw(`drop schema if exists ${schemaName} cascade`));
    await admin?.close();
    storefront?.remove();
    rmSync(work, { recursive: true, force: true });
  }, SLOW);

  it(
    "restarts one instance, then the other, under steady load: no failed request, no quote or order lost or twice",
    async () => {
      for (const step of steps) {
        const answer = await fetch(`${proxy.baseUrl}${step.path}`, {
          method: step.method,
          headers: { "content-type": "application/json", "idempotency-key": crypto.randomUUID() },
          body: step.body ? JSON.stringify(step.body()) : undefined,
        });
        expect(answer.status, `${step.kind} through nginx`).toBeLessThan(300);
      }

      const load = steadyLoad(proxy.baseUrl, steps, 6);
      await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
      const rollStart = performance.now();
      for (const [i, port] of ports.entries()) {
        const address = `127.0.0.1:${port}`;
        instances[i].child.kill("SIGTERM");
        await proxy.whenDown(address);
        expect(await instances[i].exited, `instance ${i + 1} stops cleanly`).toBe(0);
        instances[i] = await startInstance(port);
        await proxy.whenReady(address);
      }
      const rollEnd = performance.now();
      await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
      const results = await load.stop();

      const failed = results.filter((r) => r.status === 0 || r.status >= 300);
      const duringRoll = results.filter((r) => r.startedAt >= rollStart && r.startedAt <= rollEnd);
      const served = (upstream: number) =>
        proxy
          .accessLog()
          .split("\n")
          .filter((l) => l.includes(`:${upstream} `)).length;
      const figures = {
        requests: results.length,
        failed: failed.length,
        rollSeconds: Number(((rollEnd - rollStart) / 1000).toFixed(1)),
        requestsDuringRoll: duringRoll.length,
        p99DuringRollMs: Math.round(percentile(duringRoll, 99)),
        p50DuringRollMs: Math.round(percentile(duringRoll, 50)),
        p99OverallMs: Math.round(percentile(results, 99)),
        servedByInstance: ports.map(served),
      };
      console.log(`rolling deploy: ${JSON.stringify(figures)}`);
      expect(failed.map((r: LoadResult) => `${r.kind}: ${r.status} ${r.error ?? ""}`)).toEqual([]);
      expect(duringRoll.length).toBeGreaterThan(0);
      for (const served of figures.servedByInstance) expect(served).toBeGreaterThan(0);

      // Every quote and order answered is in the database once; nothing else was made.
      for (const [kind, label] of [
        ["quote", "quote request"],
        ["order", "order"],
      ] as const) {
        const keys = results.filter((r) => r.kind === label).map((r) => r.key as string);
        expect(keys.length).toBeGreaterThan(0);
        const rows = await queryRows<{ key: string; n: number }>(
          database.db,
          sql`select idempotency_key as key, count(*)::int as n from sales_documents
              where kind = ${kind} and idempotency_key in ${keys} group by idempotency_key`,
        );
        expect(rows.length, `${kind}s stored for the ${keys.length} answered`).toBe(keys.length);
        expect(rows.every((row) => row.n === 1)).toBe(true);
      }
    },
    SLOW,
  );
});
