/**
 * `npm run bench:profile -- [--baseline DIR] [--seconds S]`: where a page render's CPU time goes. Each
 * checkout's bench server (page cache off, the sample catalogue on PGlite) runs under `--cpu-prof`
 * while category and product pages are requested for S seconds; the profile's self time is then summed
 * by where the code comes from (a package, or the app's own files) and by function. Profiles are kept in
 * tmp/render-profile-<name>/ for Chrome's DevTools.
 */
import { execFileSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { fileURLToPath } from "node:url";
import { openDatabase } from "../server/db/client.ts";
import { migrate } from "../server/db/migrate.ts";
import { importFeedDir } from "./catalogue.ts";
import { load } from "./http-load.ts";
import { startProcess } from "./processes.ts";
import { buildWorkload } from "./query-timing.ts";

const { values } = parseArgs({
  options: { baseline: { type: "string" }, seconds: { type: "string", default: "15" } },
});
const seconds = Number(values.seconds);
const here = fileURLToPath(new URL("..", import.meta.url));
const trees = [
  { name: "this-checkout", dir: here },
  ...(values.baseline ? [{ name: "baseline", dir: resolve(values.baseline) }] : []),
];

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** Where a frame's code comes from: a package under node_modules, the app's own files, or Node/V8. */
function origin(url: string): string {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1];
  if (/\/build\/server\/|bench-pages-build\/server|render-profile-build\/server/.test(url))
    return "app (server build)";
  if (url.includes("/server/") || url.includes("/core/")) return "server, core";
  if (url.startsWith("node:")) return "node";
  return url ? "other" : "(native, GC, idle)";
}

function summarise(profile: CpuProfile) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const selfMs = new Map<number, number>();
  profile.samples.forEach((id, i) =>
    selfMs.set(id, (selfMs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000),
  );
  const byOrigin = new Map<string, number>();
  const byFunction = new Map<string, number>();
  let total = 0;
  for (const [id, ms] of selfMs) {
    const frame = byId.get(id)!.callFrame;
    if (frame.functionName === "(idle)") continue;
    total += ms;
    const where = origin(frame.url);
    byOrigin.set(where, (byOrigin.get(where) ?? 0) + ms);
    const fn = `${frame.functionName || "(anonymous)"} · ${where}`;
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + ms);
  }
  const top = (map: Map<string, number>, n: number) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([k, v]) => ({ name: k, ms: Math.round(v), share: v / total }));
  return { totalMs: Math.round(total), byOrigin: top(byOrigin, 12), byFunction: top(byFunction, 15) };
}

const dataDir = mkdtempSync(join(resolve(here, "tmp"), "render-profile-pglite-"));
const database = await openDatabase({ dataDir, role: "bench" });
await migrate(database.db);
await importFeedDir(database.db, resolve(here, "feeds/sample"));
const workload = await buildWorkload(database.db);
await database.close();
const paths = [
  ...workload.categoryPagePaths.slice(0, 24),
  ...workload.skus.slice(0, 24).map((sku) => `/product/${encodeURIComponent(sku)}`),
];

for (const tree of trees) {
  const buildDir = join(tree.dir, "tmp", "render-profile-build");
  execFileSync("npx", ["react-router", "build"], {
    cwd: tree.dir,
    stdio: "ignore",
    env: { ...process.env, BUILD_DIR: buildDir, NODE_ENV: "production" },
  });
  const profileDir = resolve(here, "tmp", `render-profile-${tree.name}`);
  rmSync(profileDir, { recursive: true, force: true });
  mkdirSync(profileDir, { recursive: true });
  const copy = `${dataDir}-${tree.name}`;
  cpSync(dataDir, copy, { recursive: true });
  const server = await startProcess(
    join(tree.dir, "bench/serve.ts"),
    {
      DATA_DIR: copy,
      BENCH_BUILD_DIR: buildDir,
      PAGE_CACHE_MB: "0",
    },
    180_000,
    tree.dir,
    ["--cpu-prof", `--cpu-prof-dir=${profileDir}`],
  );
  try {
    for (const path of paths) await fetch(new URL(path, server.url)).then((r) => r.arrayBuffer());
    const result = await load(server.url, paths, seconds, 10);
    console.log(`${tree.name}: ${result.requestsPerSecond.toFixed(0)} req/s, p99 ${result.p99} ms`);
  } finally {
    await server.stop();
    rmSync(copy, { recursive: true, force: true });
  }
  const [profile] = readdirSync(profileDir).map((file) => join(profileDir, file));
  const summary = summarise(JSON.parse(readFileSync(profile, "utf8")) as CpuProfile);
  console.log(`\n${tree.name}: ${summary.totalMs} ms of CPU sampled (profile ${profile})`);
  for (const row of summary.byOrigin)
    console.log(`  ${(row.share * 100).toFixed(1).padStart(5)}%  ${row.name}`);
  console.log("  top functions (self time):");
  for (const row of summary.byFunction)
    console.log(`  ${(row.share * 100).toFixed(1).padStart(5)}%  ${row.name}`);
}
rmSync(dataDir, { recursive: true, force: true });
