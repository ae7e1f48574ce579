import { operatorEnvironment } from "../server/production-mode.ts";
/**
 * The shop's API and background jobs without the SSR build, configured from the environment like the
 * real server (DATABASE_URL or DATA_DIR, SMTP_URL, PORT …), with the same start and shutdown. Used by the
 * crash test and by tests that need a separate process whose output they can read ("Canopy is ready at
 * …" once listening).
 */
import { readEnvOrExit } from "../server/env.ts";
import { startServerOrExit } from "../server/main.ts";

await startServerOrExit(readEnvOrExit(process.cwd(), operatorEnvironment()), null);
