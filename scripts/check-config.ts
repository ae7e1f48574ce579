// Validates the configuration (.env, then the environment) and exits 1 naming a malformed variable.
// Bundled beside the server (dist/server/) so that `npm start` checks it before a long storefront build.
import { readEnvOrExit } from "../server/env.ts";

readEnvOrExit();
