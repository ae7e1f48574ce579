import { describe, expect, it } from "vitest";
import { shopDate, shopDateTime, shopDay } from "./shop-time.ts";

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
});
