// `npm run dev`: the server from its sources (tsx watch restarts this on changes), after checking the
// configuration and rebuilding the storefront when app/, core/ or public/ changed. `npm start` runs
// the built server instead.
import { buildIfStale } from "./prepare-start.mjs";

await import("./check-config.ts");
await buildIfStale("storefront");
await import("./start.ts");
