import { randomUUID } from "node:crypto";
import { request } from "node:http";

/** One request of the load: what it was, how it ended, when and how long it took. */
export interface LoadResult {
  kind: string;
  status: number;
  /** The network error, when there was no answer. */
  error?: string;
  startedAt: number;
  ms: number;
  /** The Idempotency-Key of a quote or an order. */
  key?: string;
}

export interface LoadStep {
  kind: string;
  method: "GET" | "POST";
  path: string;
  body?: () => unknown;
  /** Quotes and orders carry an Idempotency-Key (their count is checked against the database). */
  idempotent?: boolean;
}

/**
 * One request on a fresh connection (`Connection: close`): a browser retries a request that fails on a
 * reused keep-alive connection before any answer, a plain client does not, so the load does not reuse
 * connections and every failure it counts is one a visitor would have seen.
 */
function send(baseUrl: string, step: LoadStep): Promise<LoadResult> {
  const startedAt = performance.now();
  const key = step.idempotent ? randomUUID() : undefined;
  const payload = step.body ? JSON.stringify(step.body()) : undefined;
  const url = new URL(step.path, baseUrl);
  return new Promise((resolve) => {
    const done = (status: number, error?: string) =>
      resolve({ kind: step.kind, status, error, startedAt, ms: performance.now() - startedAt, key });
    const req = request(
      url,
      {
        method: step.method,
        agent: false,
        headers: {
          connection: "close",
          ...(payload ? { "content-type": "application/json" } : {}),
          ...(key ? { "idempotency-key": key } : {}),
        },
        timeout: 60_000,
      },
      (res) => {
        res.resume();
        res.on("end", () => done(res.statusCode ?? 0));
        res.on("error", (error) => done(0, error.message));
      },
    );
    req.on("timeout", () => req.destroy(new Error("timed out")));
    req.on("error", (error) => done(0, error.message));
    req.end(payload);
  });
}

/**
 * `connections` clients, each sending the steps in turn (from a different starting step) one after the
 * other until stop(), which resolves with every result.
 */
export function steadyLoad(baseUrl: string, steps: LoadStep[], connections: number) {
  let running = true;
  const results: LoadResult[] = [];
  const clients = Array.from({ length: connections }, async (_, client) => {
    for (let i = client; running; i += 1) results.push(await send(baseUrl, steps[i % steps.length]));
  });
  return {
    results,
    async stop(): Promise<LoadResult[]> {
      running = false;
      await Promise.all(clients);
      return results;
    },
  };
}

/** The p-th percentile (0–100) of the durations, in ms. */
export function percentile(results: LoadResult[], p: number): number {
  const sorted = results.map((r) => r.ms).sort((a, b) => a - b);
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}
