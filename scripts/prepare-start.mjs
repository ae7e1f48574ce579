// `npm start` runs this first: it builds what changed since the last build, judged by a hash of its
// sources: the server bundle (scripts/build-server.mjs, about a second), then, once the configuration
// has been checked with it, the storefront (React Router's client and SSR build). Prints one line per
// build, or the build's whole output when it fails.
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import { buildServer, serverOutDir } from "./build-server.mjs";

const root = new URL("..", import.meta.url).pathname;
const shared = ["core", "package-lock.json", "tsconfig.json"];

const targets = {
  server: {
    inputs: ["server", "scripts/start.ts", "scripts/check-config.ts", "scripts/build-server.mjs", ...shared],
    output: join(serverOutDir, "start.js"),
    stamp: join(serverOutDir, ".source-hash"),
    build: buildServer,
  },
  storefront: {
    inputs: ["app", "public", "vite.config.ts", "react-router.config.ts", ...shared],
    output: join(root, "build", "server", "index.js"),
    stamp: join(root, "build", ".source-hash"),
    build: () =>
      execFileSync("npx", ["react-router", "build"], { cwd: root, stdio: "pipe", encoding: "utf8" }),
  },
};

function listFiles(path) {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path, { withFileTypes: true }).flatMap((e) =>
    e.name.startsWith(".") ? [] : listFiles(join(path, e.name)),
  );
}

function sourceHash(inputs) {
  const hash = createHash("sha256");
  for (const file of inputs.flatMap((p) => listFiles(join(root, p))).sort()) {
    hash.update(file).update(readFileSync(file));
  }
  return hash.digest("hex");
}

/** Builds the target when its sources changed; exits 1 with the build's output when it fails. */
async function buildIfStale(name) {
  const target = targets[name];
  const wanted = sourceHash(target.inputs);
  const current = existsSync(target.stamp) ? readFileSync(target.stamp, "utf8") : "";
  if (current === wanted && existsSync(target.output)) return;
  process.stdout.write(`Building the ${name} (its sources changed since the last build)… `);
  const started = performance.now();
  try {
    await target.build();
  } catch (error) {
    const { stdout = "", stderr = "", message = "" } = error;
    process.stdout.write("failed:\n");
    process.stderr.write(`${stdout}${stderr}` || `${message}\n`);
    process.exit(1);
  }
  mkdirSync(dirname(target.stamp), { recursive: true });
  writeFileSync(target.stamp, wanted);
  process.stdout.write(`done in ${((performance.now() - started) / 1000).toFixed(1)} s.\n`);
}

if (process.argv[1] === new URL(import.meta.url).pathname) {
  await buildIfStale("server");
  await import(pathToFileURL(join(serverOutDir, "check-config.js")).href);
  await buildIfStale("storefront");
}
