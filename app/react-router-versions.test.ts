import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

/**
 * React Router's packages are released together and must be one version: the build plugin
 * (@react-router/dev), the runtime (react-router) and the Node adapter (@react-router/node) exchange
 * the route manifest and the streamed loader data, whose format is not stable between versions
 * (ADR 0160).
 */
const packages = ["react-router", "@react-router/dev", "@react-router/node"];

const pkg = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};
const pinned = (name: string) => pkg.dependencies[name] ?? pkg.devDependencies[name];
const installed = (name: string) =>
  (
    JSON.parse(readFileSync(new URL(`../node_modules/${name}/package.json`, import.meta.url), "utf8")) as {
      version: string;
    }
  ).version;

describe("React Router's packages are pinned to one exact version", () => {
  it("package.json names the same exact version for each", () => {
    const versions = packages.map(pinned);
    for (const version of versions) expect(version).toMatch(/^\d+\.\d+\.\d+$/);
    expect(new Set(versions).size, versions.join(", ")).toBe(1);
  });

  it.each(packages)("%s is installed at that version", (name) => {
    expect(installed(name)).toBe(pinned(name));
  });
});
