// `npm start` runs this first. In production (NODE_ENV=production) it never builds: a build that is
// missing or older than its sources stops the start with one line naming `npm run build`. On a
// developer's machine it builds what changed since the last build (build-freshness.mjs): the server
// bundle (scripts/build-server.mjs, about a second), then, once the configuration has been checked with
// it, the storefront (React Router's client and SSR build). Prints one line per build, or the build's
// whole output when it fails. `npm run build` (scripts/build.mjs) builds both whatever their state.
import { execFileSync } from "node:child_process";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { buildServer } from "./build-server.mjs";
import {
  buildState,
  productionBuildProblem,
  recordBuild,
  serverOutDir,
  sourceHash,
} from "./build-freshness.mjs";

const root = new URL("..", import.meta.url).pathname;

const builders = {
  server: buildServer,
  storefront: () =>
    execFileSync("npx", ["react-router", "build"], { cwd: root, stdio: "pipe", encoding: "utf8" }),
};

/** Builds the target and records its sources' hash; exits 1 with the build's output when it fails. */
export async function build(name, reason) {
  const hash = sourceHash(name);
  process.stdout.write(`Building the ${name}${reason ? ` (${reason})` : ""}… `);
  const started = performance.now();
  try {
    await builders[name]();
  } catch (error) {
    const { stdout = "", stderr = "", message = "" } = error;
    process.stdout.write("failed:\n");
    process.stderr.write(`${stdout}${stderr}` || `${message}\n`);
    process.exit(1);
  }
  recordBuild(name, hash);
  process.stdout.write(`done in ${((performance.now() - started) / 1000).toFixed(1)} s.\n`);
}

/** Builds the target when its sources changed since its last build. */
export async function buildIfStale(name) {
  if (buildState(name) !== "current") await build(name, "its sources changed since the last build");
}

if (process.argv[1] === new URL(import.meta.url).pathname) {
  if (process.env.NODE_ENV === "production") {
    const problem = productionBuildProblem();
    if (problem) {
      process.stderr.write(`${problem}\n`);
      process.exit(1);
    }
  } else {
    await buildIfStale("server");
    await import(pathToFileURL(join(serverOutDir, "check-config.js")).href);
    await buildIfStale("storefront");
  }
}
