// Bundles the server's own code (scripts/start.ts and what it imports from server/ and core/, and the
// configuration check) into dist/server/, for `npm start` to run with plain `node` (ADR 0070).
// Packages stay in node_modules.
import { rmSync } from "node:fs";
import { build } from "esbuild";
import { serverOutDir } from "./build-freshness.mjs";

const entries = {
  start: new URL("start.ts", import.meta.url).pathname,
  "check-config": new URL("check-config.ts", import.meta.url).pathname,
};

/** The bundle in `outdir` (a test may bundle another entry the same way, into a folder of its own). */
export async function buildServer({ outdir = serverOutDir, entryPoints = entries } = {}) {
  rmSync(outdir, { recursive: true, force: true });
  await build({
    entryPoints,
    outdir,
    bundle: true,
    // start.ts sets NODE_ENV before importing the server; a chunk per dynamic import keeps that order
    // (a single file would hoist every package import, React's included, above it).
    splitting: true,
    format: "esm",
    platform: "node",
    target: "node24",
    packages: "external",
    sourcemap: true,
    logLevel: "warning",
  });
}

if (process.argv[1] === new URL(import.meta.url).pathname) await buildServer();
