import { hostname } from "node:os";
import type { Provider } from "../../../core/catalog-types.ts";
import { and, eq, inArray } from "drizzle-orm";
import { sql, type Db } from "../../db/client.ts";
import { importRuns } from "../../db/schema/catalog.ts";
import { isProcessAlive } from "./data-dir-guard.ts";

export interface RunCounts {
  read?: number;
  inserted?: number;
  updated?: number;
  unchanged?: number;
  rejected?: number;
  rejectedReasons?: { reason: string; count: number }[];
  discontinued?: number;
  seconds?: number;
}

/**
 * How far each import this process is running has got, by run id: the back office shows it while the
 * run is 'running' (an import is one transaction, so nothing of it is in the database until it ends).
 */
const liveProgress = new Map<number, { phase: string; done: number; total: number }>();

export const runProgress = {
  of: (runId: number) => liveProgress.get(runId) ?? null,
  set: (runId: number, progress: { phase: string; done: number; total: number }) =>
    void liveProgress.set(runId, progress),
  end: (runId: number) => void liveProgress.delete(runId),
};

export const INTERRUPTED_MESSAGE = "interrupted: the process running this import stopped before it finished";

/** Records a run as running, owned by this process. */
export async function startRun(db: Db, provider: Provider, source: string): Promise<number> {
  const [row] = await db
    .insert(importRuns)
    .values({ provider, source, status: "running", host: hostname(), pid: process.pid })
    .returning({ id: importRuns.id });
  return row.id;
}

export async function finishRun(
  db: Db,
  runId: number,
  status: "succeeded" | "failed",
  counts: RunCounts,
  error?: string,
) {
  await db
    .update(importRuns)
    .set({
      status,
      finishedAt: sql`now()`,
      readCount: counts.read ?? 0,
      insertedCount: counts.inserted ?? 0,
      updatedCount: counts.updated ?? 0,
      unchangedCount: counts.unchanged ?? 0,
      rejectedCount: counts.rejected ?? 0,
      discontinuedCount: counts.discontinued ?? 0,
      rejectedReasons: counts.rejectedReasons ?? [],
      error: error ?? null,
      seconds: counts.seconds ?? null,
    })
    .where(eq(importRuns.id, runId));
}

type RunningRun = Pick<typeof importRuns.$inferSelect, "id" | "pid" | "startedAt">;

/** This process's own earlier life (a restarted container often gets the same pid) counts as dead. */
function isDead(run: RunningRun): boolean {
  if (run.pid === null) return false;
  if (run.pid !== process.pid) return !isProcessAlive(run.pid);
  const processStartedAt = Date.now() - process.uptime() * 1000;
  return run.startedAt.getTime() < processStartedAt;
}

/**
 * Marks failed the runs left 'running' by an import whose process is gone (killed, crashed, the machine
 * restarted): runs started on this host by a process that no longer exists. A run of another host is
 * left alone, as is one whose process id a new process has taken (it is then only reported late).
 */
export async function failInterruptedRuns(db: Db): Promise<number> {
  const running: RunningRun[] = await db
    .select({ id: importRuns.id, pid: importRuns.pid, startedAt: importRuns.startedAt })
    .from(importRuns)
    .where(and(eq(importRuns.status, "running"), eq(importRuns.host, hostname())));
  const dead = running.filter(isDead);
  if (dead.length === 0) return 0;
  await db
    .update(importRuns)
    .set({ status: "failed", finishedAt: sql`now()`, error: INTERRUPTED_MESSAGE })
    .where(
      and(
        eq(importRuns.status, "running"),
        inArray(
          importRuns.id,
          dead.map((run) => run.id),
        ),
      ),
    );
  return dead.length;
}
