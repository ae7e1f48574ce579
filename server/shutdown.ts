import type { FastifyInstance } from "fastify";
import type { BackgroundJob } from "./background-job.ts";
import type { Database } from "./db/client.ts";
import type { Readiness } from "./health/readiness.ts";

export interface ShutdownParts {
  app: FastifyInstance;
  jobs: BackgroundJob;
  database: Database;
  /** How long in-flight requests may take to finish before their connections are closed. */
  graceMs: number;
  /** Marked draining the moment the signal arrives, so /readyz turns 503 before the listener closes. */
  readiness: Readiness;
}

/** Past the grace period, how long closing the workers and the database may take before exit(1). */
const CLOSE_DEADLINE_MS = 30_000;

/**
 * Closing the listener resets connections Node has not read a request from yet: those still in the
 * kernel's accept queue, and accepted ones it counts as idle. While PGlite's queries keep the event loop
 * busy, requests that clients have already sent wait there, and since Node 22 they are accepted and read
 * one turn of the event loop at a time. After the signal the server keeps serving until no connection or
 * request has arrived for a few turns of the loop and for this long, so every request already sent
 * is read before the listener closes.
 */
const SETTLE_QUIET_MS = 300;
const SETTLE_QUIET_TURNS = 3;

/**
 * A keep-alive connection whose request began before the stop stays open after its response, and
 * would hold the stop until its keep-alive timeout; while draining, idle connections are closed this
 * often.
 */
const IDLE_SWEEP_MS = 100;

/**
 * Stops the server in order: /readyz answers 503 (exitOnSignals), requests keep being served until none
 * has arrived for a moment (a proxy polling /readyz has stopped sending), then no new connections; in-flight
 * requests finish (for up to graceMs, then their connections are closed) and each connection closes once
 * idle; the workers stop; the database closes cleanly (PGlite checkpoints, so the next start replays no
 * log). Resolves true when everything closed in time.
 */
export async function shutDown({ app, jobs, database, graceMs }: ShutdownParts): Promise<boolean> {
  await settle(app.server, graceMs);
  const grace = setTimeout(() => {
    app.log.warn({ graceMs }, "requests still running after the grace period; closing their connections");
    app.server.closeAllConnections();
  }, graceMs);
  const deadline = new Promise<false>((resolve) =>
    setTimeout(() => resolve(false), graceMs + CLOSE_DEADLINE_MS).unref(),
  );
  const sweep = setInterval(() => app.server.closeIdleConnections(), IDLE_SWEEP_MS);
  const closing = (async () => {
    await Promise.all([app.close(), jobs.stop()]);
    clearTimeout(grace);
    clearInterval(sweep);
    await database.close();
    return true;
  })();
  return Promise.race([closing, deadline]);
}

/**
 * Resolves once no connection or request has arrived for SETTLE_QUIET_TURNS turns of the event loop and
 * SETTLE_QUIET_MS (a busy loop makes wall time alone a poor witness), or after maxMs.
 */
async function settle(server: FastifyInstance["server"], maxMs: number): Promise<void> {
  const started = Date.now();
  let lastArrival = started;
  let quietTurns = 0;
  const onArrival = () => {
    lastArrival = Date.now();
    quietTurns = 0;
  };
  server.on("connection", onArrival);
  server.on("request", onArrival);
  try {
    while (Date.now() - started < maxMs) {
      if (quietTurns < SETTLE_QUIET_TURNS) {
        await new Promise((resolve) => setImmediate(resolve));
        quietTurns += 1;
        continue;
      }
      const wait = lastArrival + SETTLE_QUIET_MS - Date.now();
      if (wait <= 0) return;
      await new Promise((resolve) => setTimeout(resolve, Math.min(wait, 50)));
    }
  } finally {
    server.off("connection", onArrival);
    server.off("request", onArrival);
  }
}

/** On SIGTERM or SIGINT, shuts down once and exits 0 (1 when it could not close in time). */
export function exitOnSignals(parts: ShutdownParts): void {
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    parts.readiness.draining = true;
    parts.app.log.info({ signal }, "shutting down");
    shutDown(parts).then(
      (clean) => {
        if (clean) parts.app.log.info("stopped");
        else parts.app.log.error("could not close the workers and the database in time");
        process.exit(clean ? 0 : 1);
      },
      (error: unknown) => {
        parts.app.log.error({ err: error }, "shutdown failed");
        process.exit(1);
      },
    );
  };
  process.on("SIGTERM", onSignal);
  process.on("SIGINT", onSignal);
}
