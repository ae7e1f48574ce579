import {
  chmodSync,
  closeSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { join } from "node:path";

/**
 * PGlite allows one process per data directory. A server publishes how to reach it in
 * DATA_DIR/admin.json (mode 0600: its pid, port and admin secret); an import run outside a server
 * holds DATA_DIR/import.lock. Each side checks the other before touching the directory.
 */
export interface AdminFile {
  pid: number;
  /** null while the server is starting (migrations, first-run import). */
  port: number | null;
  secret: string;
}

export const ADMIN_FILE = "admin.json";
export const LOCK_FILE = "import.lock";
export const ADMIN_SECRET_HEADER = "x-canopy-admin-secret";

export function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

export function writeAdminFile(dataDir: string, admin: AdminFile): void {
  const path = join(dataDir, ADMIN_FILE);
  const temporary = `${path}.${process.pid}.tmp`;
  writeFileSync(temporary, JSON.stringify(admin), { mode: 0o600 });
  chmodSync(temporary, 0o600);
  renameSync(temporary, path);
}

/** The live server's admin file, or null when there is none or its process is gone. */
export function readLiveAdminFile(dataDir: string): AdminFile | null {
  let admin: AdminFile;
  try {
    admin = JSON.parse(readFileSync(join(dataDir, ADMIN_FILE), "utf8")) as AdminFile;
  } catch {
    return null;
  }
  return typeof admin.pid === "number" && isProcessAlive(admin.pid) ? admin : null;
}

export function removeAdminFile(dataDir: string, pid = process.pid): void {
  const admin = readLiveAdminFile(dataDir);
  if (admin?.pid === pid) rmSync(join(dataDir, ADMIN_FILE), { force: true });
}

export class DataDirBusyError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "DataDirBusyError";
  }
}

function lockHolder(path: string): number | null {
  try {
    const pid = Number(readFileSync(path, "utf8").trim());
    return Number.isInteger(pid) && pid > 0 && isProcessAlive(pid) ? pid : null;
  } catch {
    return null;
  }
}

/** The pid of a live process holding DATA_DIR/import.lock, if any. */
export function importLockHolder(dataDir: string): number | null {
  return lockHolder(join(dataDir, LOCK_FILE));
}

/** Takes DATA_DIR/import.lock for this process (a stale lock of a dead process is replaced). Returns its release. */
export function acquireImportLock(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const path = join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(path, "wx", 0o600);
      writeFileSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(path, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const holder = lockHolder(path);
      if (holder !== null) {
        throw new DataDirBusyError(
          `another import (pid ${holder}) is using ${dataDir}; wait for it to finish`,
        );
      }
      rmSync(path, { force: true });
    }
  }
  throw new DataDirBusyError(`cannot take ${path}`);
}
