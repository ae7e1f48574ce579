import type { FastifyReply, FastifyRequest } from "fastify";
import { describe, expect, it } from "vitest";
import { RequestLog } from "./request-log.ts";

/** A request on `route` whose log records the level of each line. */
function requestOn(route: string) {
  const lines: string[] = [];
  const log = Object.fromEntries(
    ["trace", "debug", "info", "warn", "error", "fatal"].map((level) => [
      level,
      (_fields: unknown, message: string) => lines.push(`${level} ${message}`),
    ]),
  );
  const request = { routeOptions: { url: route }, log } as unknown as FastifyRequest;
  const reply = { log, elapsedTime: 3 } as unknown as FastifyReply;
  return { request, reply, lines };
}

describe("request lines", () => {
  const controller = new RequestLog();

  it("logs pages and the API at info level", () => {
    for (const route of ["/*", "/api/orders"]) {
      const { request, reply, lines } = requestOn(route);
      controller.incomingRequest(request, reply);
      controller.requestCompleted(null, request, reply);
      expect(lines).toEqual(["info incoming request", "info request completed"]);
    }
  });

  it("logs built assets, images and health probes at debug level only", () => {
    for (const route of ["/assets/app-BFQtfxW3.js", "/favicon.ico", "/healthz", "/readyz"]) {
      const { request, reply, lines } = requestOn(route);
      controller.incomingRequest(request, reply);
      controller.requestCompleted(null, request, reply);
      expect(lines).toEqual(["debug incoming request", "debug request completed"]);
    }
  });

  it("logs an asset that failed as an error", () => {
    const { request, reply, lines } = requestOn("/assets/app.js");
    controller.requestCompleted(new Error("stream broke"), request, reply);
    expect(lines).toEqual(["error request errored"]);
  });
});
