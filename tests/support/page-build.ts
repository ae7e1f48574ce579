import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { madeOnce } from "./made-once.ts";

const root = fileURLToPath(new URL("../..", import.meta.url));

/** What the storefront build reads (the same list as `npm start`'s freshness check of build/). */
const STOREFRONT_SOURCES = [
  "app",
  "public",
  "vite.config.ts",
  "react-router.config.ts",
  "core",
  "package-lock.json",
  "tsconfig.json",
];

function filesUnder(path: string): string[] {
  if (!statSync(path, { throwIfNoEntry: false })) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path, { withFileTypes: true }).flatMap((entry) =>
    entry.name.startsWith(".") ? [] : filesUnder(join(path, entry.name)),
  );
}

function storefrontSourceHash(): string {
  const hash = createHash("sha256");
  for (const file of STOREFRONT_SOURCES.flatMap((p) => filesUnder(join(root, p))).sort()) {
    hash.update(file.slice(root.length)).update(readFileSync(file));
  }
  return hash.digest("hex").slice(0, 16);
}

/**
 * The production build of the storefront that integration tests render pages from and the browser
 * tests' server serves: built once for its sources (a hash of them names its folder under tmp/, inside
 * the project so the server bundle resolves its packages from node_modules) by whichever test process
 * asks first, and reused by every other one, in this run and the next, until those sources change.
 * `remove()` leaves it for the others: a build of sources since changed is removed by the next build.
 */
export function buildStorefront(): { dir: string; remove(): void } {
  const dir = madeOnce(join(root, "tmp", "storefront-builds", storefrontSourceHash()), (into) => {
    execFileSync("npx", ["react-router", "build"], {
      cwd: root,
      stdio: "pipe",
      env: { ...process.env, BUILD_DIR: into, NODE_ENV: "production" },
    });
  });
  return { dir, remove: () => {} };
}
