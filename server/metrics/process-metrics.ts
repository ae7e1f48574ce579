import { Counter, Histogram, Registry, collectDefaultMetrics } from "prom-client";

/**
 * What this process measures as it runs: Node's own figures (memory, event loop lag, CPU), the time
 * each request took and failed sign-ins. Shared by every server of the process; each server adds its
 * own gauges (server-metrics.ts).
 */
export const processMetrics = new Registry();
collectDefaultMetrics({ register: processMetrics });

export const requestDuration = new Histogram({
  name: "canopy_http_request_duration_seconds",
  help: "Time to answer a request, by method, route pattern (a page's React Router path) and status.",
  labelNames: ["method", "route", "status"] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [processMetrics],
});

export const signInFailures = new Counter({
  name: "canopy_sign_in_failures_total",
  help: "Sign-ins refused for a wrong email or password (each counts toward the sign-in throttle).",
  registers: [processMetrics],
});
