import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { Registry } from "prom-client";
import { processMetrics } from "./process-metrics.ts";
import type { ServerMetrics } from "./server-metrics.ts";

/**
 * GET /metrics in Prometheus' text format, on a listener of its own (METRICS_PORT on METRICS_HOST) so
 * that the public site, and the proxy in front of it, never serve it.
 */
export async function startMetricsServer(options: {
  host: string;
  port: number;
  metrics: ServerMetrics;
}): Promise<{ port: number; close(): Promise<void> }> {
  const server: Server = createServer((request, response) => {
    if (request.method !== "GET" || request.url?.split("?")[0] !== "/metrics") {
      response.writeHead(404, { "content-type": "text/plain" }).end("Not found: metrics are at /metrics\n");
      return;
    }
    const registry = Registry.merge([processMetrics, options.metrics.registry]);
    registry.metrics().then(
      (text) => response.writeHead(200, { "content-type": registry.contentType }).end(text),
      (error: Error) =>
        response.writeHead(500, { "content-type": "text/plain" }).end(`metrics failed: ${error.message}\n`),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, options.host, () => resolve());
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
