// The browser tests drive Debian's Chromium, never a downloaded browser. `npm test` runs this first, so a
// machine without it gets Chromium installed (as root, with apt) or one line saying what to run.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";

const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const howTo = `The browser tests need Chromium at ${chromium}: run 'sudo apt-get install chromium' (or set CHROMIUM_PATH to a Chromium binary), then run the tests again.`;

function installWithApt() {
  console.log("Installing Debian's Chromium for the browser tests (apt-get)…");
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
  execFileSync("apt-get", ["install", "-y", "-qq", "chromium", "fonts-dejavu-core"], {
    stdio: "inherit",
    env,
  });
}

if (!existsSync(chromium)) {
  const root = process.getuid?.() === 0;
  if (root && existsSync("/usr/bin/apt-get")) {
    try {
      installWithApt();
    } catch {
      // apt-get printed why; the line below says what to do.
    }
  }
  if (!existsSync(chromium)) {
    console.error(howTo);
    process.exit(1);
  }
}
