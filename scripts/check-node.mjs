// Plain JavaScript that any Node.js can run, before anything that needs a newer one (`npm start`, `npm test`).
import { readFileSync } from "node:fs";

const { engines } = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8"));
const [wantMajor, wantMinor] = engines.node.replace(/^>=/, "").split(".").map(Number);
const [major, minor] = process.versions.node.split(".").map(Number);
if (major < wantMajor || (major === wantMajor && minor < wantMinor)) {
  console.error(
    `Canopy needs Node.js ${wantMajor}.${wantMinor} or newer; this is ${process.versions.node}. Install a current LTS release (22 or 24) and run the command again.`,
  );
  process.exit(1);
}
