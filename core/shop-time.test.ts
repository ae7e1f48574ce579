import { describe, expect, it } from "vitest";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { shopDate, shopDateTime, shopDay, shopTimeOfDay } from "./shop-time.ts";

describe("one time zone for what people read: the shop's (Pacific time)", () => {
  it("shows a moment in Pacific time, named", () => {
    // 02:54 UTC on Nov 27 is 6:54 PM on Nov 26 in Pacific standard time.
    expect(shopDateTime("2026-11-27T02:54:00Z")).toBe("November 26, 2026 at 6:54 PM PT");
    expect(shopDate("2026-11-27T02:54:00Z")).toBe("Nov 26, 2026");
  });
  it("shows a date-only field as the calendar day it is", () => {
    expect(shopDate("2026-12-27")).toBe("Dec 27, 2026");
    expect(shopDate("2026-12-27", "long")).toBe("December 27, 2026");
  });
  it("dates a moment by the shop's calendar day", () => {
    expect(shopDay(new Date("2026-11-27T02:54:00Z"))).toBe("2026-11-26");
    expect(shopDay(new Date("2026-11-27T09:00:00Z"))).toBe("2026-11-27");
  });
  it("names the time of day in the shop's zone", () => {
    expect(shopTimeOfDay("2026-11-27T02:54:00Z")).toBe("6:54 PM PT");
  });
  it("no page formats a time of day in UTC: every page reads the shop's zone", () => {
    const files = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
        e.isDirectory() ? files(join(dir, e.name)) : /\.tsx$/.test(e.name) ? [join(dir, e.name)] : [],
      );
    const utcTimes = files("app").filter((file) =>
      /timeStyle[^\n]*timeZone: "UTC"|\} UTC\b|\(UTC\)/.test(readFileSync(file, "utf8")),
    );
    expect(utcTimes).toEqual([]);
  });
});
