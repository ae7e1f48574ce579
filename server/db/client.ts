import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import type { AnyPgColumn, PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { Column, is, sql, type SQL } from "drizzle-orm";
import pg from "pg";
import pino from "pino";
import { from as copyFromStdin } from "pg-copy-streams";
import { finished } from "node:stream/promises";
import * as schema from "./schema/all.ts";
import { lockDataDir, type DataDirLock } from "./data-dir-lock.ts";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  kind: "pglite" | "postgres";
  db: Db;
  /** Held while an embedded database on a data directory is open (see data-dir-lock.ts). */
  dataDirLock?: DataDirLock;
  /** PostgreSQL: the connections of the pool, for the metrics. */
  poolUse?(): PoolUse;
  /** PGlite: a consistent copy of the data directory as a gzipped tarball (server/backup/). */
  dumpDataDir?(): Promise<Blob>;
  close(): Promise<void>;
}

export interface PoolUse {
  max: number;
  total: number;
  idle: number;
  /** Queries waiting for a connection. */
  waiting: number;
}

export type DatabaseOptions =
  | { url: string; schemaName?: string; poolSize?: number; log?: PoolErrorLog }
  /** `role` says what holds the directory, for the message another process gets ("server", "import" …). */
  | { dataDir: string; role?: string; restoreFrom?: Blob }
  /** In memory; `restoreFrom` (a dump of another one's data directory) starts it with that one's contents. */
  | { memory: true; restoreFrom?: Blob };

/** Where an idle pool connection's failure is reported (a pino logger, or a test's recorder). */
export interface PoolErrorLog {
  error(details: { err: unknown }, message: string): void;
}

type QueryArgs = unknown[];

/**
 * Runs a connection's queries one after another in the order they were asked for. The importer sends a
 * transaction's statements without awaiting each (a batch's COPY while the next batch is normalised);
 * node-postgres would queue them itself, but has deprecated that queue ('client.query() when the client
 * is already executing a query', an error from pg@9). Promise-style queries, callback-style ones (the
 * pool's) and submittables (COPY streams, which buffer their writes until submitted) are all handled.
 */
function queueQueries(client: pg.PoolClient) {
  const send = client.query.bind(client) as (...args: QueryArgs) => unknown;
  let idle: Promise<unknown> = Promise.resolve();
  const after = (next: () => Promise<unknown>) => {
    const run = idle.then(next);
    idle = run.catch(() => undefined);
    return run;
  };
  (client as unknown as { query: (...args: QueryArgs) => unknown }).query = (...args: QueryArgs) => {
    const [first] = args;
    const callback = args.at(-1);
    if (typeof callback === "function") {
      void after(
        () =>
          new Promise<void>((done) => {
            send(...args.slice(0, -1), (error: unknown, result: unknown) => {
              done();
              callback(error, result);
            });
          }),
      );
      return undefined;
    }
    if (typeof (first as { submit?: unknown } | null)?.submit === "function") {
      void after(() => {
        send(first);
        return finished(first as NodeJS.WritableStream);
      });
      return first;
    }
    return after(() => send(...args) as Promise<unknown>);
  };
}

/**
 * Opens PostgreSQL when a URL is given, else PGlite (persisted under dataDir, or in memory). A data
 * directory is locked for this process until close(); a second opener gets DataDirBusyError.
 */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if ("url" in options) {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      // A per-test schema keeps parallel test files apart on one server.
      options: options.schemaName ? `-c search_path=${options.schemaName},public` : undefined,
    });
    // An idle connection failed (the server restarted or dropped it). The pool has already discarded
    // it and opens a fresh one for the next query, so nothing else sees this error: log it (and without
    // a listener the pool's 'error' event would end the process).
    const log = options.log ?? pino({ name: "database" });
    pool.on("error", (error) => log.error({ err: error }, "an idle PostgreSQL connection failed"));
    pool.on("connect", queueQueries);
    return {
      kind: "postgres",
      db: drizzlePg(pool, { schema }),
      poolUse: () => ({
        max: pool.options.max ?? 10,
        total: pool.totalCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
      }),
      close: () => pool.end(),
    };
  }
  const dataDir = "dataDir" in options ? options.dataDir : undefined;
  const dataDirLock =
    "dataDir" in options ? await lockDataDir(options.dataDir, options.role ?? "process") : undefined;
  let client: PGlite;
  try {
    // restoreFrom: a dump (dumpDataDir's tarball: a backup, a migrated test image) becomes the new database.
    const loadDataDir = "restoreFrom" in options ? options.restoreFrom : undefined;
    client = await PGlite.create({ dataDir, loadDataDir, extensions: { pg_trgm } });
  } catch (error) {
    await dataDirLock?.release();
    throw error;
  }
  return {
    kind: "pglite",
    db: drizzlePglite(client, { schema }),
    dataDirLock,
    // Between transactions, never inside one: the copy holds only committed work.
    dumpDataDir: () => client._runExclusiveTransaction(() => client.dumpDataDir("gzip")),
    async close() {
      await client.close();
      await dataDirLock?.release();
    },
  };
}

/** Runs raw SQL and returns its rows, the same way on both drivers; selectRows types them. */
async function rawRows(db: Db, query: SQL): Promise<Record<string, unknown>[]> {
  const result = (await db.execute(query)) as unknown as { rows: Record<string, unknown>[] };
  return result.rows;
}

/**
 * An output column of raw SQL that is no table column (a count, a flag, an aggregate), declared by
 * its SQL type; `T` narrows the value (a union of texts, a jsonb shape).
 */
export interface ComputedColumn<T> {
  readonly computed: T;
}
const computed = <T>(): ComputedColumn<T> => ({ computed: undefined as T });
export const result = {
  int: computed<number>(),
  /** A float8 (cast numeric with ::float8: node-postgres returns numeric as text). */
  float: computed<number>(),
  intOrNull: computed<number | null>(),
  bool: computed<boolean>(),
  boolOrNull: computed<boolean | null>(),
  text: <T extends string = string>() => computed<T>(),
  textOrNull: computed<string | null>(),
  texts: computed<string[]>(),
  /** An array aggregate, null over no rows. */
  textsOrNull: computed<string[] | null>(),
  /** A bigint as text (::text): JavaScript numbers lose bigints' precision. */
  bigintText: computed<string>(),
  jsonb: <T>() => computed<T>(),
};

/** The output columns of raw SQL by name: a table column (typed by its definition) or a computed one. */
export type RowShape = Record<string, AnyPgColumn | ComputedColumn<unknown>>;

type ValueOf<C> =
  C extends ComputedColumn<infer T>
    ? T
    : C extends AnyPgColumn
      ? C["_"]["notNull"] extends true
        ? C["_"]["data"]
        : C["_"]["data"] | null
      : never;

export type RowOf<S extends RowShape> = { [K in keyof S]: ValueOf<S[K]> };

/**
 * Runs planner-sensitive raw SQL whose output columns are `shape`'s keys, and types each row from the
 * table definitions (`shape` maps an output name to its table column, or to a `result` type).
 */
export async function selectRows<S extends RowShape>(db: Db, shape: S, query: SQL): Promise<RowOf<S>[]> {
  const rows = await rawRows(db, query);
  // Table columns are read the way Drizzle reads them (a bigint or a numeric as a number …), so a
  // value has its definition's type on both drivers.
  const mapped = Object.entries(shape).filter((entry): entry is [string, AnyPgColumn] =>
    is(entry[1], Column),
  );
  if (mapped.length > 0) {
    for (const row of rows) {
      for (const [name, column] of mapped) {
        const value = row[name];
        if (value !== null && value !== undefined) row[name] = column.mapFromDriverValue(value);
      }
    }
  }
  return rows as RowOf<S>[];
}

export { sql };

async function copyWithClient(client: pg.ClientBase, target: string, text: string): Promise<void> {
  const stream = client.query(copyFromStdin(`copy ${target} from stdin`));
  stream.end(text);
  await finished(stream);
}

/** PGlite's side of a transaction: a query may hand it a Blob, which COPY reads as /dev/blob. */
interface PgliteConnection {
  query(query: string, params: unknown[], options: { blob: Blob }): Promise<unknown>;
}

/**
 * Loads `text` (rows in COPY's text format, each ending in a newline) into `target` (a table and its
 * column list) with COPY, the cheapest way into PostgreSQL. drizzle has no COPY, so this reaches the
 * driver connection behind `db` (a transaction's, else one of the pool's). node-postgres streams the
 * rows (pg-copy-streams); PGlite reads them from its /dev/blob device. In a transaction the statement is
 * queued at once, after those already sent on the connection.
 */
export async function copyRows(db: Db, target: string, text: string): Promise<void> {
  const connection = (db as unknown as { session: { client: unknown } }).session.client;
  if (connection instanceof pg.Pool) {
    // Not in a transaction: any connection of the pool will do.
    const client = await connection.connect();
    try {
      return await copyWithClient(client, target, text);
    } finally {
      client.release();
    }
  }
  if (connection instanceof pg.Client) return copyWithClient(connection, target, text);
  await (connection as PgliteConnection).query(`copy ${target} from '/dev/blob'`, [], {
    blob: new Blob([text]),
  });
}
