// Whether the built server (dist/server/) and storefront (build/) were built from the sources beside
// them: each build records a hash of its sources, and a build is current while the hash matches.
// `npm start` rebuilds what is not current on a developer's machine (prepare-start.mjs); in production
// it never builds, and stops with the command to run instead. Every function takes the project folder
// (this project's by default).
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";

const projectRoot = new URL("..", import.meta.url).pathname;
const shared = ["core", "package-lock.json", "tsconfig.json"];

export const serverOutDir = join(projectRoot, "dist", "server");

/** Each build: the sources it is made of, a file it makes, and where it records their hash. */
export function buildTargets(root = projectRoot) {
  return {
    server: {
      inputs: [
        "server",
        "scripts/start.ts",
        "scripts/check-config.ts",
        "scripts/build-server.mjs",
        ...shared,
      ],
      output: join(root, "dist", "server", "start.js"),
      stamp: join(root, "dist", "server", ".source-hash"),
    },
    storefront: {
      inputs: ["app", "public", "vite.config.ts", "react-router.config.ts", ...shared],
      output: join(root, "build", "server", "index.js"),
      stamp: join(root, "build", ".source-hash"),
    },
  };
}

function listFiles(path) {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path, { withFileTypes: true }).flatMap((e) =>
    e.name.startsWith(".") ? [] : listFiles(join(path, e.name)),
  );
}

/** A hash of a build's source files: their paths in the project and their contents. */
export function sourceHash(name, root = projectRoot) {
  const hash = createHash("sha256");
  const files = buildTargets(root)[name].inputs.flatMap((p) => listFiles(join(root, p)));
  for (const file of files.sort()) hash.update(file.slice(root.length)).update(readFileSync(file));
  return hash.digest("hex");
}

/** "missing" (never built), "stale" (its sources changed since) or "current". */
export function buildState(name, root = projectRoot) {
  const target = buildTargets(root)[name];
  if (!existsSync(target.output)) return "missing";
  const built = existsSync(target.stamp) ? readFileSync(target.stamp, "utf8") : "";
  return built === sourceHash(name, root) ? "current" : "stale";
}

export function recordBuild(name, hash, root = projectRoot) {
  const { stamp } = buildTargets(root)[name];
  mkdirSync(dirname(stamp), { recursive: true });
  writeFileSync(stamp, hash);
}

/** The one line that stops a production start whose build is missing or older than its sources. */
export function productionBuildProblem(root = projectRoot) {
  for (const name of ["server", "storefront"]) {
    const state = buildState(name, root);
    if (state === "missing") return `No build of the ${name}: run \`npm run build\`, then start again.`;
    if (state === "stale") {
      return `The ${name} build is older than its sources: run \`npm run build\`, then start again.`;
    }
  }
  return null;
}
