import { describe, expect, it } from "vitest";
import { readableLine } from "./readable-lines.ts";

const time = Date.UTC(2026, 10, 25, 14, 2, 3, 120);

describe("readable log lines on a developer's machine", () => {
  it("reads as time, level, request id, message, then what the request and its answer were", () => {
    expect(
      readableLine(
        JSON.stringify({
          level: 30,
          time,
          pid: 1,
          hostname: "h",
          reqId: "9f2c41d0aa",
          req: { method: "POST", url: "/api/orders" },
          msg: "incoming request",
        }),
      ),
    ).toBe("14:02:03.120 INFO  9f2c41d0aa incoming request POST /api/orders\n");
    expect(
      readableLine(
        JSON.stringify({
          level: 30,
          time,
          reqId: "9f2c41d0aa",
          res: { statusCode: 201 },
          responseTime: 12.4,
          msg: "request completed",
        }),
      ),
    ).toBe("14:02:03.120 INFO  9f2c41d0aa request completed 201 in 12 ms\n");
  });

  it("shows other fields as key=value and an error's stack below the line", () => {
    const line = readableLine(
      JSON.stringify({
        level: 50,
        time,
        signal: "SIGTERM",
        port: 3000,
        err: { stack: "Error: boom\n    at x" },
        msg: "failed",
      }),
    );
    expect(line).toBe("14:02:03.120 ERROR failed signal=SIGTERM port=3000\nError: boom\n    at x\n");
  });

  it("passes through what is not a log record (the ready line)", () => {
    expect(readableLine("Canopy is ready at http://localhost:3000 (PGlite in ./data, 3 products)\n")).toBe(
      "Canopy is ready at http://localhost:3000 (PGlite in ./data, 3 products)\n",
    );
  });
});
