// Plain JavaScript that any Node.js can run, before anything that needs a newer one (`npm start`, `npm test`).
// npm scripts run the Node.js that `npm install` put in node_modules/.bin (the node-<platform> package,
// ADR 0070); this stops with what to do when that is missing and the machine's own Node.js is too old.
import { readFileSync } from "node:fs";

const { engines, optionalDependencies } = JSON.parse(
  readFileSync(new URL("../package.json", import.meta.url), "utf8"),
);
const [wantMajor, wantMinor] = engines.node.replace(/^>=/, "").split(".").map(Number);
const [major, minor] = process.versions.node.split(".").map(Number);
if (major < wantMajor || (major === wantMajor && minor < wantMinor)) {
  const bundled = Object.keys(optionalDependencies)
    .filter((name) => name.startsWith("node-"))
    .map((name) => name.slice("node-".length))
    .join(", ");
  const runtime = optionalDependencies[`node-${process.platform}-${process.arch}`];
  const fix = runtime
    ? `Run \`npm install\` in this folder (it installs Node.js ${runtime} for this machine into node_modules), then run the command again.`
    : `npm install supplies Node.js for ${bundled} only; install Node.js ${wantMajor} LTS (${wantMajor}.${wantMinor} or newer) and run the command again.`;
  console.error(
    `Canopy needs Node.js ${wantMajor}.${wantMinor} or newer; this is ${process.versions.node}. ${fix}`,
  );
  process.exit(1);
}
