import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DataDirBusyError, lockDataDir, type LockAddressKind } from "./data-dir-lock.ts";

/** A separate process holding the lock on `dir`, so that it can be SIGKILLed. */
async function holderProcess(dir: string, kind: LockAddressKind) {
  const child = spawn(process.execPath, ["--import", "tsx", "tests/support/hold-data-dir.ts", dir, kind], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout.on("data", (chunk: Buffer) => chunk.toString().includes("holding") && resolve());
    child.once("exit", (code) => reject(new Error(`holder exited with ${code}`)));
  });
  return child;
}

const kinds: LockAddressKind[] = ["abstract", "file"];

describe.each(kinds)("data directory lock (%s socket)", (kind) => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), "canopy-lock-"));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("is held once; a second taker is told who holds it and what to do; it is free again after release", async () => {
    const lock = await lockDataDir(dir, "server", kind);
    lock.describe({ port: 3000 });
    const refused = lockDataDir(dir, "import", kind);
    await expect(refused).rejects.toBeInstanceOf(DataDirBusyError);
    await expect(refused).rejects.toThrow(
      `${dir} is in use by a Canopy server (pid ${process.pid}, port 3000). The embedded database serves ` +
        "one process at a time: stop that process, set another DATA_DIR, or set DATABASE_URL to a " +
        "PostgreSQL server to run several instances.",
    );
    await lock.release();
    await (await lockDataDir(dir, "import", kind)).release();
  });

  it("is released by the operating system when its holder is SIGKILLed", async () => {
    const holder = await holderProcess(dir, kind);
    await expect(lockDataDir(dir, "server", kind)).rejects.toThrow(
      `is in use by a Canopy test holder (pid ${holder.pid})`,
    );
    holder.kill("SIGKILL");
    await new Promise((resolve) => holder.once("exit", resolve));
    await (await lockDataDir(dir, "server", kind)).release();
  });

  it("keeps different directories apart", async () => {
    const other = join(dir, "other");
    mkdirSync(other);
    const a = await lockDataDir(dir, "server", kind);
    const b = await lockDataDir(other, "server", kind);
    await Promise.all([a.release(), b.release()]);
  });
});

describe("data directory lock on Linux", () => {
  it("knows a directory by its real path, whatever the path it is given", async () => {
    const dir = mkdtempSync(join(tmpdir(), "canopy-lock-"));
    const link = `${dir}-link`;
    symlinkSync(dir, link);
    try {
      const lock = await lockDataDir(dir, "server", "abstract");
      await expect(lockDataDir(link, "server", "abstract")).rejects.toBeInstanceOf(DataDirBusyError);
      await lock.release();
    } finally {
      rmSync(link, { force: true });
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
