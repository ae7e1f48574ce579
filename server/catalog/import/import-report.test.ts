import { describe, expect, it } from "vitest";
import { formatSummary, progressLine } from "./import-report.ts";

describe("import command output", () => {
  it("summarises read, inserted, updated, unchanged, rejected with top reasons, discontinued, products without a sku, seconds, products/s", () => {
    const text = formatSummary({
      runId: 4,
      provider: "spd",
      source: "feeds/spd.json",
      read: 12_345,
      inserted: 12_000,
      updated: 100,
      unchanged: 200,
      rejected: 45,
      rejectedReasons: [
        { reason: "duplicate sku in feed (first record kept)", count: 40 },
        { reason: "msrp: not a valid amount", count: 5 },
      ],
      discontinued: 7,
      withoutSku: ["Quest 70 Dehumidifier (unknown-0123456789ab)"],
      seconds: 1.234,
      productsPerSecond: 10_004.2,
    });
    expect(text.split("\n")).toEqual([
      "Imported spd from feeds/spd.json (run 4)",
      "  read             12,345",
      "  inserted         12,000",
      "  updated             100",
      "  unchanged           200",
      "  rejected             45",
      "                       40 × duplicate sku in feed (first record kept)",
      "                        5 × msrp: not a valid amount",
      "  discontinued          7",
      "  without sku           1",
      "                          · Quest 70 Dehumidifier (unknown-0123456789ab)",
      "  seconds            1.23",
      "  products/s       10,004",
    ]);
  });

  it("draws a progress bar", () => {
    expect(progressLine({ phase: "write", done: 500, total: 2000 }, 8)).toBe(
      "[##------]  25% writing 500/2,000",
    );
    expect(progressLine({ phase: "read", done: 0, total: 0 }, 4)).toBe("[----]   0% reading feed");
  });
});
