import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { readLiveAdminFile, removeAdminFile, writeAdminFile } from "./data-dir-guard.ts";

/** A pid that surely belongs to no running process: a child that has already exited. */
const deadPid = () => spawnSync(process.execPath, ["-e", "0"]).pid;

describe("admin file of the server holding a PGlite directory", () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), "canopy-guard-"));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("writes the admin file readable by its owner only, and reads it back while the process lives", () => {
    writeAdminFile(dir, { pid: process.pid, port: 3000, secret: "s" });
    expect(statSync(join(dir, "admin.json")).mode & 0o777).toBe(0o600);
    expect(readLiveAdminFile(dir)).toEqual({ pid: process.pid, port: 3000, secret: "s" });
    removeAdminFile(dir);
    expect(existsSync(join(dir, "admin.json"))).toBe(false);
  });

  it("ignores the admin file of a server that is gone", () => {
    writeAdminFile(dir, { pid: deadPid(), port: 3000, secret: "s" });
    expect(readLiveAdminFile(dir)).toBeNull();
  });
});
