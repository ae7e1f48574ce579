import autocannon from "autocannon";
import { summarise, type LatencySummary } from "./stats.ts";

export interface LoadResult extends LatencySummary {
  requestsPerSecond: number;
  errors: number;
  non2xx: number;
}

/**
 * Drives `paths` (taken round-robin, so every request differs) at `baseUrl` for `seconds` with autocannon,
 * timing each response to report p50/p95/p99 (autocannon's own summary has no p95).
 */
export async function load(
  baseUrl: string,
  paths: string[],
  seconds: number,
  connections: number,
  headers: Record<string, string> = {},
): Promise<LoadResult> {
  let next = 0;
  const latencies: number[] = [];
  const instance = autocannon({
    url: baseUrl,
    connections,
    duration: seconds,
    headers: { "accept-encoding": "gzip", ...headers },
    requests: [{ setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] }) }],
  });
  instance.on("response", (_client: unknown, _status: number, _bytes: number, responseTime: number) => {
    latencies.push(responseTime);
  });
  const result = await instance;
  return {
    ...summarise(latencies),
    requestsPerSecond: result.requests.average,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}
