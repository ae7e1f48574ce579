import { spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { sql } from "../../server/db/client.ts";
import { madeOnce } from "../support/made-once.ts";
import { databaseTargets } from "../support/test-database.ts";

const folder = mkdtempSync(join(tmpdir(), "canopy-made-once-"));

/** Runs madeOnce in a process of its own; its maker appends the process id to `log` and takes `ms`. */
function makeInAnotherProcess(path: string, log: string, ms: number) {
  const script = `
    import { appendFileSync, writeFileSync } from "node:fs";
    import { madeOnce } from ${JSON.stringify(new URL("../support/made-once.ts", import.meta.url).pathname)};
    madeOnce(${JSON.stringify(path)}, (into) => {
      appendFileSync(${JSON.stringify(log)}, process.pid + "\\n");
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ${ms});
      writeFileSync(into, "made by " + process.pid);
    });`;
  const child = spawn(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], {
    stdio: "inherit",
  });
  return new Promise<number | null>((resolve) => child.once("exit", resolve));
}

describe("what a test run makes once and shares", () => {
  it("is made by one process while the others asking at the same time wait for it", async () => {
    // The folder holds only what is made once: the makers' log is kept beside it.
    const path = join(folder, "shared", "key");
    const log = join(folder, "makers.log");
    const codes = await Promise.all([1, 2, 3].map(() => makeInAnotherProcess(path, log, 1_500)));
    expect(codes).toEqual([0, 0, 0]);
    expect(readFileSync(log, "utf8").trim().split("\n")).toHaveLength(1);
    expect(readFileSync(path, "utf8")).toMatch(/^made by \d+$/);
  }, 120_000);

  it("is made again by the next process when its maker died holding the lock", () => {
    const path = join(folder, "orphaned", "key");
    mkdirSync(`${path}.lock`, { recursive: true });
    // A process id above Linux's pid_max: no process has it.
    writeFileSync(join(`${path}.lock`, "pid"), "4194305");
    madeOnce(path, (into) => writeFileSync(into, "made"));
    expect(readFileSync(path, "utf8")).toBe("made");
    expect(existsSync(`${path}.lock`)).toBe(false);
  });

  it("leaves nothing of what an older key made once a new key is made beside it", () => {
    const versions = join(folder, "versions");
    madeOnce(join(versions, "old-sources"), (into) => mkdirSync(into));
    madeOnce(join(versions, "new-sources"), (into) => mkdirSync(into));
    expect(readdirSync(versions).sort()).toEqual(["new-sources", "new-sources.ready"]);
  });

  it("never takes a failed maker's half for whole, and lets the next one try", () => {
    const path = join(folder, "failing", "key");
    expect(() =>
      madeOnce(path, (into) => {
        writeFileSync(into, "half");
        throw new Error("the build failed");
      }),
    ).toThrow("the build failed");
    expect(existsSync(`${path}.ready`)).toBe(false);
    expect(existsSync(`${path}.lock`)).toBe(false);
    madeOnce(path, (into) => writeFileSync(into, "whole"));
    expect(readFileSync(path, "utf8")).toBe("whole");
  });
});

describe.each(databaseTargets())("test databases on $name", (target) => {
  const opened: { close(): Promise<void> }[] = [];
  afterAll(async () => {
    for (const database of opened) await database.close();
  });

  it("start with every migration applied and apart from each other", async () => {
    const [first, second] = await Promise.all([target.open(), target.open()]);
    opened.push(first, second);
    const migrations = await first.db.execute(sql`select count(*)::int as n from schema_migrations`);
    const files = readdirSync(new URL("../../server/db/migrations", import.meta.url)).filter((f) =>
      f.endsWith(".sql"),
    );
    expect((migrations as unknown as { rows: { n: number }[] }).rows[0].n).toBe(files.length);
    await first.db.execute(
      sql`insert into newsletter_subscribers (email, token) values ('a@b.example', 'x')`,
    );
    const seen = await second.db.execute(sql`select count(*)::int as n from newsletter_subscribers`);
    expect((seen as unknown as { rows: { n: number }[] }).rows[0].n).toBe(0);
  });
});
