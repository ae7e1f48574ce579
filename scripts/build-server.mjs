// Bundles the server's own code (scripts/start.ts and what it imports from server/ and core/, and the
// configuration check) into dist/server/, for `npm start` to run with plain `node` (ADR 0070).
// Packages stay in node_modules.
import { rmSync } from "node:fs";
import { build } from "esbuild";

import { serverOutDir } from "./build-freshness.mjs";

export async function buildServer() {
  rmSync(serverOutDir, { recursive: true, force: true });
  await build({
    entryPoints: {
      start: new URL("start.ts", import.meta.url).pathname,
      "check-config": new URL("check-config.ts", import.meta.url).pathname,
    },
    outdir: serverOutDir,
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
