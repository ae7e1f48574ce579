import { existsSync, readdirSync } from "node:fs";
import { readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import { openDatabase } from "../db/client.ts";
import { ADMIN_SECRET_HEADER, readLiveAdminFile } from "../catalog/import/data-dir-guard.ts";
import { schemaStatus } from "../db/migrate.ts";
import { products } from "../db/schema/catalog.ts";

/** How a backup was taken, for the command's closing line. */
export interface BackupResult {
  bytes: number;
  /** The server that took it, or null when the command opened DATA_DIR itself. */
  serverPid: number | null;
}

async function dumpThroughServer(port: number, secret: string): Promise<Buffer> {
  const response = await fetch(`http://127.0.0.1:${port}/api/admin/backup`, {
    method: "POST",
    headers: { [ADMIN_SECRET_HEADER]: secret },
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { error?: { message?: string } } | null;
    throw new Error(`the server refused the backup: ${body?.error?.message ?? `status ${response.status}`}`);
  }
  return Buffer.from(await response.arrayBuffer());
}

async function dumpDirectly(dataDir: string): Promise<Buffer> {
  const database = await openDatabase({ dataDir, role: "backup" });
  try {
    return Buffer.from(await (await database.dumpDataDir!()).arrayBuffer());
  } finally {
    await database.close();
  }
}

/**
 * Writes a consistent copy of the embedded database to `file` (a gzipped tarball of DATA_DIR): taken by
 * the server that holds DATA_DIR when one runs (PGlite serves one process), between two of its
 * transactions, else by opening DATA_DIR. The file appears whole or not at all.
 */
export async function backUpDataDir(dataDir: string, file: string): Promise<BackupResult> {
  if (existsSync(file)) throw new Error(`${file} exists already; name a new file.`);
  const server = readLiveAdminFile(dataDir);
  if (server && server.port === null) {
    throw new Error(`the server (pid ${server.pid}) holding ${dataDir} is still starting; try again shortly`);
  }
  const bytes = server?.port
    ? await dumpThroughServer(server.port, server.secret)
    : await dumpDirectly(dataDir);
  const partial = `${file}.partial`;
  await writeFile(partial, bytes);
  await rename(partial, file).catch(async (error: unknown) => {
    await rm(partial, { force: true });
    throw error;
  });
  return { bytes: bytes.length, serverPid: server?.pid ?? null };
}

/** What a restored database holds, for the command's closing line. */
export interface RestoreResult {
  products: number;
  /** Migrations of this release the backup lacks (the next start or `npm run migrate` applies them). */
  pendingMigrations: number;
}

/**
 * Makes `file` (a backup from backUpDataDir) the database of `dataDir`, which must be empty or absent:
 * a restore never mixes with, or replaces, a database that is there.
 */
export async function restoreDataDir(dataDir: string, file: string): Promise<RestoreResult> {
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0) {
    throw new Error(
      `${dataDir} is not empty; restore into an empty DATA_DIR (move the current one away first).`,
    );
  }
  if (!(await stat(file).catch(() => null))?.isFile()) throw new Error(`${file}: no such backup file.`);
  const database = await openDatabase({
    dataDir,
    role: "restore",
    restoreFrom: new Blob([await readFile(file)]),
  });
  try {
    return {
      products: await database.db.$count(products),
      pendingMigrations: (await schemaStatus(database.db)).pending.length,
    };
  } finally {
    await database.close();
  }
}
