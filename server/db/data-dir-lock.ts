import { createHash } from "node:crypto";
import { mkdirSync, realpathSync, rmSync } from "node:fs";
import { createConnection, createServer, type Server } from "node:net";
import { join } from "node:path";

/**
 * PGlite is PostgreSQL in one process: two processes on one data directory each keep their own buffers
 * and overwrite each other's writes. Whoever opens DATA_DIR first holds this lock until it closes the
 * database; everyone else is refused with the holder's description.
 *
 * The lock is a listening local socket, which the kernel releases the moment its process dies, so a
 * SIGKILLed server never leaves a stale lock: on Linux an abstract socket (no file) named after the
 * directory's real path, on Windows a named pipe; elsewhere a socket file in the directory, which a new
 * holder replaces once no live process answers on it. The holder answers each connection with a line
 * of JSON describing itself, which is how a refused process can say who holds the directory.
 */
export interface DataDirHolder {
  pid: number;
  /** What holds it: "server", "import", "bench" … */
  role: string;
  /** The HTTP port of a server, once it listens. */
  port: number | null;
}

export interface DataDirLock {
  /** Updates what refused processes are told about this holder (a server's port once it listens). */
  describe(update: Partial<DataDirHolder>): void;
  release(): Promise<void>;
}

export class DataDirBusyError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: DataDirHolder | null,
  ) {
    super(busyMessage(dataDir, holder));
    this.name = "DataDirBusyError";
  }
}

function describeHolder(holder: DataDirHolder | null): string {
  if (!holder) return "another process";
  const port = holder.port === null ? "" : `, port ${holder.port}`;
  return holder.role === "server"
    ? `a Canopy server (pid ${holder.pid}${port})`
    : `a Canopy ${holder.role} (pid ${holder.pid})`;
}

function busyMessage(dataDir: string, holder: DataDirHolder | null): string {
  return (
    `${dataDir} is in use by ${describeHolder(holder)}. The embedded database serves one process at a ` +
    `time: stop that process, set another DATA_DIR, or set DATABASE_URL to a PostgreSQL server to run ` +
    `several instances.`
  );
}

export type LockAddressKind = "abstract" | "pipe" | "file";

const platformKind: LockAddressKind =
  process.platform === "linux" ? "abstract" : process.platform === "win32" ? "pipe" : "file";

function lockAddress(dataDir: string, kind: LockAddressKind): string {
  if (kind === "file") return join(dataDir, ".canopy-lock.sock");
  const key = createHash("sha256").update(realpathSync(dataDir)).digest("hex").slice(0, 40);
  return kind === "abstract" ? `\0canopy-data-dir-${key}` : `\\\\.\\pipe\\canopy-data-dir-${key}`;
}

function listen(server: Server, address: string): Promise<"listening" | "in-use"> {
  return new Promise((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException) => {
      server.off("listening", onListening);
      if (error.code === "EADDRINUSE") resolve("in-use");
      else reject(error);
    };
    const onListening = () => {
      server.off("error", onError);
      resolve("listening");
    };
    server.once("error", onError);
    server.once("listening", onListening);
    server.listen({ path: address, exclusive: true });
  });
}

type Answer = { holder: DataDirHolder | null } | "nobody";

/** Asks the process listening at `address` who it is; "nobody" when no live process answers. */
function askHolder(address: string, timeoutMs = 2_000): Promise<Answer> {
  return new Promise((resolve) => {
    const socket = createConnection({ path: address });
    let text = "";
    socket.setEncoding("utf8");
    socket.setTimeout(timeoutMs, () => socket.destroy());
    socket.on("data", (chunk: string) => (text += chunk));
    socket.on("error", (error: NodeJS.ErrnoException) => {
      resolve(error.code === "ECONNREFUSED" || error.code === "ENOENT" ? "nobody" : { holder: null });
    });
    socket.on("close", () => {
      try {
        resolve({ holder: JSON.parse(text) as DataDirHolder });
      } catch {
        resolve({ holder: null });
      }
    });
  });
}

/**
 * Takes the lock on `dataDir` for this process, or throws DataDirBusyError naming the holder. The lock
 * never keeps the process alive by itself; release it after closing the database.
 */
export async function lockDataDir(
  dataDir: string,
  role: string,
  kind: LockAddressKind = platformKind,
): Promise<DataDirLock> {
  mkdirSync(dataDir, { recursive: true });
  const address = lockAddress(dataDir, kind);
  const self: DataDirHolder = { pid: process.pid, role, port: null };
  const server = createServer((socket) => socket.end(`${JSON.stringify(self)}\n`));
  server.unref();

  // Twice at most: a socket file left by a dead holder is removed once, then the lock is taken or not.
  for (let attempt = 0; attempt < 2; attempt += 1) {
    if ((await listen(server, address)) === "listening") {
      return {
        describe: (update) => void Object.assign(self, update),
        release: () => new Promise<void>((resolve) => server.close(() => resolve())),
      };
    }
    const answer = await askHolder(address);
    if (answer !== "nobody") throw new DataDirBusyError(dataDir, answer.holder);
    if (kind === "file") rmSync(address, { force: true });
  }
  throw new DataDirBusyError(dataDir, null);
}
