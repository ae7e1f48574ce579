import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

/**
 * app/entry.client.tsx makes Preact hydrate React's server HTML by relying on two React Router
 * internals (HydratedRouter throwing its decoding promise on the first call; React hoisting the
 * modulepreload links of <Scripts /> into <head>) and on how Preact pairs nodes while hydrating
 * (ADR 0036). These are the versions it was verified with. Upgrading any of them: run
 * tests/e2e/hydration.spec.ts (and the hydration test of every page it does not cover), check the
 * three causes of ADR 0036 again, then update this list.
 */
const verified: Record<string, string> = {
  preact: "11.2.0",
  "react-router": "7.18.4",
  "@react-router/dev": "7.18.4",
  "@react-router/node": "7.18.4",
};

const installedVersion = (name: string) =>
  (
    JSON.parse(readFileSync(new URL(`../node_modules/${name}/package.json`, import.meta.url), "utf8")) as {
      version: string;
    }
  ).version;

describe("Preact in the browser is only built with the versions it was verified with (ADR 0036)", () => {
  it.each(Object.keys(verified))("%s", (name) => {
    expect(
      installedVersion(name),
      `${name} is not the version app/entry.client.tsx was verified with: read ADR 0036 before upgrading`,
    ).toBe(verified[name]);
  });

  it("package.json pins exactly those versions", () => {
    const pkg = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as {
      dependencies: Record<string, string>;
      devDependencies: Record<string, string>;
    };
    for (const [name, version] of Object.entries(verified)) {
      expect(pkg.dependencies[name] ?? pkg.devDependencies[name], name).toBe(version);
    }
  });
});
