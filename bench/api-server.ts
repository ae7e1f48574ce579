/**
 * The shop's API and background jobs, and its pages when BUILD_DIR holds a storefront build, configured
 * from the environment like the real server (DATABASE_URL or DATA_DIR, SMTP_URL, PORT …), with the same
 * start and shutdown. Used by the crash test and by tests that need a separate process whose output they
 * can read ("Canopy is ready at …" once listening); it bundles like scripts/start.ts (NODE_ENV is set
 * before React loads, hence the dynamic imports).
 */
import { operatorEnvironment } from "../server/production-mode.ts";

const { resolve } = await import("node:path");
const { readEnvOrExit } = await import("../server/env.ts");
const { startServerOrExit } = await import("../server/main.ts");
await startServerOrExit(
  readEnvOrExit(process.cwd(), operatorEnvironment()),
  process.env.BUILD_DIR ? resolve(process.env.BUILD_DIR) : null,
);
