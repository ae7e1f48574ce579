/**
 * `npx tsx bench/sign-in.ts [--samples N] [--postgres-url URL]`: sign-in time as the server spends it
 * (under 300 ms including the hash). POST /api/session against the real Fastify app on
 * loopback, one at a time, on PGlite and on PostgreSQL (a throwaway schema, when it answers), next to the
 * Argon2id hash alone. Prints p50/p95/p99 wall time in ms, and the process's CPU time per call (user +
 * system, all threads: the hash runs in libuv's pool), which a busy shared machine inflates far less.
 */
import { randomBytes } from "node:crypto";
import { parseArgs } from "node:util";
import { openDatabase, sql, type Database } from "../server/db/client.ts";
import { migrate } from "../server/db/migrate.ts";
import { buildServer } from "../server/app.ts";
import { loadEnv } from "../server/env.ts";
import { createServices } from "../server/services.ts";
import { hashPassword } from "../server/identity/password-hash.ts";
import { summarise, type LatencySummary } from "./stats.ts";

const { values } = parseArgs({
  options: {
    samples: { type: "string", default: "30" },
    "postgres-url": {
      type: "string",
      default: process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test",
    },
  },
});
const samples = Number(values.samples);
const EMAIL = "bench@shop.example";
const PASSWORD = "Bench#Sign1n";

interface Timing {
  wall: LatencySummary;
  cpuMsPerCall: number;
}

const line = (name: string, { wall, cpuMsPerCall }: Timing) =>
  `${name.padEnd(22)} n=${wall.samples}  p50 ${wall.p50.toFixed(0)} ms  p95 ${wall.p95.toFixed(0)} ms  p99 ${wall.p99.toFixed(0)} ms  CPU ${cpuMsPerCall.toFixed(0)} ms/call`;

/** Times `call` `samples` times, one after another. */
async function timed(call: () => Promise<unknown>): Promise<Timing> {
  const times: number[] = [];
  const cpu = process.cpuUsage();
  for (let i = 0; i < samples; i++) {
    const started = performance.now();
    await call();
    times.push(performance.now() - started);
  }
  const used = process.cpuUsage(cpu);
  return { wall: summarise(times), cpuMsPerCall: (used.user + used.system) / 1000 / samples };
}

async function timeSignIns(database: Database): Promise<Timing> {
  await migrate(database.db);
  // Throttles and write limits are not what is measured.
  const env = loadEnv({ NODE_ENV: "test", LOG_LEVEL: "silent", RATE_LIMIT_WRITES_PER_MINUTE: "100000" });
  const services = createServices(database, env);
  await services.accounts.addStaff({ email: EMAIL, password: PASSWORD, role: "admin" });
  const app = await buildServer({ env, services, logger: false });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  const signIn = async () => {
    const response = await fetch(`http://127.0.0.1:${port}/api/session`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
    });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`sign-in answered ${response.status}`);
  };
  try {
    // Warms the secret, the better-auth instance and the connections.
    await signIn();
    return await timed(signIn);
  } finally {
    await app.close();
  }
}

process.stdout.write(`${line("Argon2id hash alone", await timed(() => hashPassword(PASSWORD)))}\n`);

const pglite = await openDatabase({ memory: true });
try {
  process.stdout.write(`${line("sign-in, PGlite", await timeSignIns(pglite))}\n`);
} finally {
  await pglite.close();
}

const url = values["postgres-url"];
const schemaName = `bench_signin_${randomBytes(4).toString("hex")}`;
const admin = await openDatabase({ url, poolSize: 1 });
try {
  await admin.db.execute(sql.raw(`create extension if not exists pg_trgm; create schema ${schemaName}`));
  const postgres = await openDatabase({ url, schemaName, poolSize: 5 });
  try {
    process.stdout.write(`${line("sign-in, PostgreSQL", await timeSignIns(postgres))}\n`);
  } finally {
    await postgres.close();
    await admin.db.execute(sql.raw(`drop schema ${schemaName} cascade`));
  }
} catch (error) {
  process.stdout.write(`PostgreSQL skipped: ${(error as Error).message}\n`);
} finally {
  await admin.close();
}
