import { hostname } from "node:os";
import type { Provider } from "../../../core/catalog-types.ts";
import { queryRows, sql, type Db } from "../../db/client.ts";
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

export const INTERRUPTED_MESSAGE = "interrupted: the process running this import stopped before it finished";

/** Records a run as running, owned by this process. */
export async function startRun(db: Db, provider: Provider, source: string): Promise<number> {
  const [row] = await queryRows<{ id: number | string }>(
    db,
    sql`insert into import_runs (provider, source, status, host, pid)
        values (${provider}, ${source}, 'running', ${hostname()}, ${process.pid}) returning id`,
  );
  return Number(row.id);
}

export async function finishRun(
  db: Db,
  runId: number,
  status: "succeeded" | "failed",
  counts: RunCounts,
  error?: string,
) {
  await db.execute(sql`
    update import_runs set status = ${status}, finished_at = now(),
      read_count = ${counts.read ?? 0}, inserted_count = ${counts.inserted ?? 0},
      updated_count = ${counts.updated ?? 0}, unchanged_count = ${counts.unchanged ?? 0},
      rejected_count = ${counts.rejected ?? 0}, discontinued_count = ${counts.discontinued ?? 0},
      rejected_reasons = ${JSON.stringify(counts.rejectedReasons ?? [])}::jsonb,
      error = ${error ?? null}, seconds = ${counts.seconds ?? null}
    where id = ${runId}`);
}

interface RunningRun {
  id: number | string;
  pid: number | null;
  started_at: string | Date;
}

/** This process's own earlier life (a restarted container often gets the same pid) counts as dead. */
function isDead(run: RunningRun): boolean {
  if (run.pid === null) return false;
  if (run.pid !== process.pid) return !isProcessAlive(run.pid);
  const processStartedAt = Date.now() - process.uptime() * 1000;
  return new Date(run.started_at).getTime() < processStartedAt;
}

/**
 * Marks failed the runs left 'running' by an import whose process is gone (killed, crashed, the machine
 * restarted): runs started on this host by a process that no longer exists. A run of another host is
 * left alone, as is one whose process id a new process has taken (it is then only reported late).
 */
export async function failInterruptedRuns(db: Db): Promise<number> {
  const running = await queryRows<RunningRun>(
    db,
    sql`select id, pid, started_at from import_runs where status = 'running' and host = ${hostname()}`,
  );
  const dead = running.filter(isDead);
  if (dead.length === 0) return 0;
  await db.execute(sql`
    update import_runs set status = 'failed', finished_at = now(), error = ${INTERRUPTED_MESSAGE}
    where status = 'running' and id in (${sql.join(
      dead.map((run) => sql`${Number(run.id)}`),
      sql`, `,
    )})`);
  return dead.length;
}
