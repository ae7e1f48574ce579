import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
// @ts-expect-error: plain JavaScript (it runs before anything is built)
import { productionBuildProblem, recordBuild, sourceHash } from "./build-freshness.mjs";

describe("a production start checks its build against the sources beside it", () => {
  let root: string;
  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  };
  beforeEach(() => {
    root = `${mkdtempSync(join(tmpdir(), "canopy-build-"))}/`;
    write("server/main.ts", "export {};");
    write("app/root.tsx", "export {};");
    write("core/money.ts", "export {};");
    write("package-lock.json", "{}");
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  const build = (name: "server" | "storefront") => {
    write(name === "server" ? "dist/server/start.js" : "build/server/index.js", "built");
    recordBuild(name, sourceHash(name, root), root);
  };

  it("stops a start without a build, naming npm run build", () => {
    expect(productionBuildProblem(root)).toBe(
      "No build of the server: run `npm run build`, then start again.",
    );
    build("server");
    expect(productionBuildProblem(root)).toBe(
      "No build of the storefront: run `npm run build`, then start again.",
    );
  });

  it("lets a start run while the builds match their sources", () => {
    build("server");
    build("storefront");
    expect(productionBuildProblem(root)).toBeNull();
  });

  it("stops a start whose build is older than a source of it, or a shared one", () => {
    build("server");
    build("storefront");
    write("app/root.tsx", "export const changed = true;");
    expect(productionBuildProblem(root)).toBe(
      "The storefront build is older than its sources: run `npm run build`, then start again.",
    );
    build("storefront");
    write("core/money.ts", "export const changed = true;");
    expect(productionBuildProblem(root)).toBe(
      "The server build is older than its sources: run `npm run build`, then start again.",
    );
  });

  it("hashes paths within the project, so a build moved with its sources (an image) stays current", () => {
    build("server");
    build("storefront");
    const moved = `${mkdtempSync(join(tmpdir(), "canopy-moved-"))}/`;
    try {
      cpSync(root, moved, { recursive: true });
      expect(productionBuildProblem(moved)).toBeNull();
    } finally {
      rmSync(moved, { recursive: true, force: true });
    }
  });
});
