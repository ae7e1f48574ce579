import { execFileSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { loadEnv } from "../../../server/env.ts";
import { defaultBuildDir, startServer } from "../../../server/main.ts";

/**
 * The real shop for browser tests: a fresh production build, a fresh embedded database under a
 * temporary DATA_DIR (so the first-run sample import runs exactly as on a newcomer's machine).
 */
execFileSync("npx", ["react-router", "build"], { stdio: "inherit" });
const dataDir = mkdtempSync(join(tmpdir(), "canopy-e2e-"));
await startServer(
  loadEnv({
    ...process.env,
    PORT: process.env.E2E_PORT ?? "3311",
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
  }),
  defaultBuildDir,
);
