import { chmodSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/**
 * PGlite allows one process per data directory (server/db/data-dir-lock.ts enforces it). The server
 * holding it publishes how to reach it in DATA_DIR/admin.json (mode 0600: its pid, port and admin
 * secret), so the import command can hand it a feed instead of opening the directory itself.
 */
export interface AdminFile {
  pid: number;
  /** null while the server is starting (migrations, first-run import). */
  port: number | null;
  secret: string;
}

export const ADMIN_FILE = "admin.json";
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
