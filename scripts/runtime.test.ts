import { execFileSync, spawnSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const root = new URL("..", import.meta.url).pathname;
const pkg = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as {
  engines: { node: string };
  optionalDependencies: Record<string, string>;
};
const pinned = pkg.optionalDependencies[`node-${process.platform}-${process.arch}`];

describe("the Node.js that npm scripts run (ADR 0070)", () => {
  it.runIf(pinned)("is the pinned node-<platform> package's, ahead of the machine's own", () => {
    const inScripts = execFileSync(
      "npm",
      ["exec", "--offline", "--", "node", "-p", "process.versions.node"],
      {
        cwd: root,
        encoding: "utf8",
      },
    ).trim();
    expect(inScripts).toBe(pinned);
    // This test process too: `npx vitest` starts it with node_modules/.bin/node.
    expect(process.versions.node).toBe(pinned);
  });

  it("satisfies package.json's engines", () => {
    const [major, minor] = pkg.engines.node.replace(/^>=/, "").split(".").map(Number);
    const [runningMajor, runningMinor] = process.versions.node.split(".").map(Number);
    expect(runningMajor * 1000 + runningMinor).toBeGreaterThanOrEqual(major * 1000 + minor);
  });
});

describe("scripts/check-node.mjs", () => {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  /** Runs a copy of the check beside a package.json with these engines and optional packages. */
  function check(engines: string, optionalDependencies: Record<string, string>) {
    const dir = mkdtempSync(join(tmpdir(), "canopy-check-node-"));
    dirs.push(dir);
    mkdirSync(join(dir, "scripts"));
    copyFileSync(join(root, "scripts", "check-node.mjs"), join(dir, "scripts", "check-node.mjs"));
    writeFileSync(
      join(dir, "package.json"),
      JSON.stringify({ engines: { node: engines }, optionalDependencies }),
    );
    return spawnSync(process.execPath, [join(dir, "scripts", "check-node.mjs")], { encoding: "utf8" });
  }

  it("passes on a supported Node.js, silently", () => {
    const result = check(`>=${process.versions.node.split(".").slice(0, 2).join(".")}`, {});
    expect(result.status).toBe(0);
    expect(result.stderr).toBe("");
  });

  it("stops an older Node.js and says to run npm install where a runtime package fits this machine", () => {
    const result = check(">=999.1", { [`node-${process.platform}-${process.arch}`]: "999.1.0" });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(`Canopy needs Node.js 999.1 or newer; this is ${process.versions.node}.`);
    expect(result.stderr).toContain("Run `npm install` in this folder (it installs Node.js 999.1.0");
  });

  it("names the machines it supplies a runtime for, and what to install, where none fits", () => {
    const result = check(">=999.1", { "node-plan9-mips": "999.1.0" });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(
      "npm install supplies Node.js for plan9-mips only; install Node.js 999 LTS",
    );
  });
});
