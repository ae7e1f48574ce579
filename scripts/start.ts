// The server's entry: run from the sources by `npm run dev` (tsx), bundled into dist/server/ for
// `npm start` (scripts/build-server.mjs). NODE_ENV must be set before React is imported, hence the
// dynamic imports.
import { operatorEnvironment } from "../server/production-mode.ts";

const { readEnvOrExit } = await import("../server/env.ts");
const { startServerOrExit } = await import("../server/main.ts");
await startServerOrExit(readEnvOrExit(process.cwd(), operatorEnvironment()));
