import type { FastifyInstance } from "fastify";
import type { Db } from "../db/client.ts";
import { schemaStatus } from "../db/migrate.ts";

/**
 * Whether this process should get traffic. `draining` turns true the moment SIGTERM or SIGINT arrives
 * (server/shutdown.ts), so a proxy polling /readyz stops sending before the listener closes.
 */
export interface Readiness {
  draining: boolean;
}

/** What /readyz found wrong; empty when the process is ready. */
export async function readinessProblems(db: Db, readiness: Readiness): Promise<string[]> {
  const problems: string[] = [];
  if (readiness.draining) problems.push("draining: the server is stopping");
  try {
    const { pending } = await schemaStatus(db);
    // Migrations a newer release applied do not stop this one: a rolling deploy migrates before it
    // replaces the running instances (docs/operations.md).
    if (pending.length > 0) problems.push(`schema: ${pending.length} migration(s) pending`);
  } catch (error) {
    problems.push(`database: ${(error as Error).message.split("\n")[0]}`);
  }
  return problems;
}

/**
 * GET /healthz: the process answers (liveness; restart it when this fails). GET /readyz: the database
 * answers, its schema has every migration of this release, and the server is not draining (send it
 * traffic only while this answers 200). Both are `no-store` and outside /api and the read limit.
 */
export async function healthRoutes(app: FastifyInstance, options: { db: Db; readiness: Readiness }) {
  app.get("/healthz", async (_request, reply) => {
    reply.header("cache-control", "no-store");
    return { status: "ok" };
  });
  app.get("/readyz", async (request, reply) => {
    reply.header("cache-control", "no-store");
    const problems = await readinessProblems(options.db, options.readiness);
    if (problems.length > 0) {
      return reply.status(503).send({ status: "unavailable", problems, requestId: request.id });
    }
    return { status: "ready" };
  });
}
