import { operatorEnvironment } from "../../../server/production-mode.ts";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { loadEnv } from "../../../server/env.ts";
import { startServer } from "../../../server/main.ts";
import { buildStorefront } from "../../support/page-build.ts";

/**
 * The real shop for browser tests: the production build of the current sources (the one the integration
 * tests built, when they ran first), and a fresh embedded database in a temporary DATA_DIR, so the
 * first-run sample import runs exactly as on a new machine.
 */
const port = process.env.E2E_PORT ?? "3311";
const buildDir = buildStorefront().dir;
const dataDir = mkdtempSync(join(tmpdir(), "canopy-e2e-"));
// Where tests find the running shop's DATA_DIR, to hand it commands (`npm run staff`) as a user would.
writeFileSync(resolve(`tmp/e2e-data-dir-${port}`), dataDir);
await startServer(
  loadEnv({
    // Mail goes to the test's own SMTP sink (tests/e2e/support/smtp-sink.ts) on E2E port + 2000.
    SMTP_URL: `smtp://127.0.0.1:${Number(port) + 2000}`,
    ...operatorEnvironment(),
    PORT: port,
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
    // Journeys move the server's clock forward to see scheduled mails go out (server/clock.ts, ADR 0100).
    CLOCK_CONTROL: "on",
    // Staff journeys register a webhook receiver the test runs on this machine.
    WEBHOOK_ALLOW_PRIVATE_URLS: "on",
  }),
  buildDir,
);
