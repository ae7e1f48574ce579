import "../server/production-mode.ts";
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { readEnvOrExit } from "../server/env.ts";
import { startServerOrExit, defaultBuildDir } from "../server/main.ts";

const root = new URL("..", import.meta.url).pathname;
const buildInputs = [
  "app",
  "core",
  "public",
  "vite.config.ts",
  "react-router.config.ts",
  "package-lock.json",
];
const stampFile = join(defaultBuildDir, ".source-hash");

function listFiles(path: string): string[] {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path, { withFileTypes: true }).flatMap((e) =>
    e.name.startsWith(".") ? [] : listFiles(join(path, e.name)),
  );
}

/** A hash of everything the client/SSR build is made from, so `npm start` rebuilds only when it changed. */
function sourceHash(): string {
  const hash = createHash("sha256");
  for (const file of buildInputs.flatMap((p) => listFiles(join(root, p))).sort()) {
    hash.update(file).update(readFileSync(file));
  }
  return hash.digest("hex");
}

/** Builds when the sources changed; prints one line, or the build's whole output when it fails. */
function buildIfStale(): void {
  const wanted = sourceHash();
  const current = existsSync(stampFile) ? readFileSync(stampFile, "utf8") : "";
  if (current === wanted && existsSync(join(defaultBuildDir, "server", "index.js"))) return;
  process.stdout.write("Building the storefront (its sources changed since the last build)… ");
  const started = performance.now();
  try {
    execFileSync("npx", ["react-router", "build"], { cwd: root, stdio: "pipe", encoding: "utf8" });
  } catch (error) {
    const { stdout = "", stderr = "" } = error as { stdout?: string; stderr?: string };
    process.stdout.write("failed:\n");
    process.stderr.write(`${stdout}${stderr}`);
    process.exit(1);
  }
  writeFileSync(stampFile, wanted);
  process.stdout.write(`done in ${((performance.now() - started) / 1000).toFixed(1)} s.\n`);
}

const env = readEnvOrExit();
buildIfStale();
await startServerOrExit(env);
