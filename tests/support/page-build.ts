import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("../..", import.meta.url));

/**
 * A fresh production build of the storefront in a folder under tmp/ (inside the project, so the server
 * bundle resolves its packages from node_modules), for integration tests that render pages through the
 * real server. A few seconds; the e2e server builds the same way.
 */
export function buildStorefront(): { dir: string; remove(): void } {
  mkdirSync(join(root, "tmp"), { recursive: true });
  const dir = mkdtempSync(join(root, "tmp", "test-build-"));
  execFileSync("npx", ["react-router", "build"], {
    cwd: root,
    stdio: "pipe",
    env: { ...process.env, BUILD_DIR: dir, NODE_ENV: "production" },
  });
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
