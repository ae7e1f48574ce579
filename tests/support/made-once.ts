import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { basename, dirname, join } from "node:path";

/**
 * Something a whole test run shares (the storefront build, a migrated database image), made by the first
 * process that asks for it and then reused: by the other Vitest workers, by Playwright's server, and by
 * the next run as long as its key (a hash of what it is made from, which names `path`) is the same.
 * `path.ready` says it is whole, so a reader never takes half of it; a lock folder holding the maker's
 * process id makes the others wait, and a lock left by a process that died is taken over.
 */

const POLL_MS = 200;
const sleeper = new Int32Array(new SharedArrayBuffer(4));

const lockPath = (path: string) => `${path}.lock`;
const readyPath = (path: string) => `${path}.ready`;

function processAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Takes the lock on `path`; false when another process holds it (a dead holder's lock is removed). */
function tryLock(path: string): boolean {
  const lock = lockPath(path);
  try {
    mkdirSync(lock);
    writeFileSync(join(lock, "pid"), String(process.pid));
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    let holder: number;
    try {
      holder = Number(readFileSync(join(lock, "pid"), "utf8"));
    } catch {
      // The holder has made the folder and not yet written its id: it is alive.
      return false;
    }
    if (Number.isInteger(holder) && !processAlive(holder)) rmSync(lock, { recursive: true, force: true });
    return false;
  }
}

/** Removes what other keys made beside `path` (a build of sources since changed), unless being made. */
function removeOtherKeys(path: string) {
  const folder = dirname(path);
  const keyOf = (entry: string) => entry.split(".")[0];
  const entries = readdirSync(folder);
  const busy = new Set(entries.filter((e) => e.endsWith(".lock")).map(keyOf));
  for (const entry of entries) {
    const key = keyOf(entry);
    if (key !== keyOf(basename(path)) && !busy.has(key))
      rmSync(join(folder, entry), { recursive: true, force: true });
  }
}

/** `path`, made once by `make(path)` across processes (see above); a waiting process blocks. */
export function madeOnce(path: string, make: (path: string) => void): string {
  mkdirSync(dirname(path), { recursive: true });
  while (!existsSync(readyPath(path))) {
    if (!tryLock(path)) {
      Atomics.wait(sleeper, 0, 0, POLL_MS);
      continue;
    }
    try {
      if (!existsSync(readyPath(path))) {
        rmSync(path, { recursive: true, force: true });
        make(path);
        writeFileSync(readyPath(path), "");
        removeOtherKeys(path);
      }
    } finally {
      rmSync(lockPath(path), { recursive: true, force: true });
    }
  }
  return path;
}
