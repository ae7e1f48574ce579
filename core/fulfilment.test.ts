import { describe, expect, it } from "vitest";
import {
  addBusinessDays,
  isFreeCancellation,
  isQuoteExpired,
  looksLikeOrderNumber,
  normalTrackingNumber,
  trackingSteps,
} from "./fulfilment.ts";

describe("order fulfilment rules", () => {
  const placed = new Date("2026-11-20T08:00:00Z");

  it("cancels free up to 12 hours after the order was placed, not after", () => {
    expect(isFreeCancellation(placed, new Date("2026-11-20T19:59:59Z"))).toBe(true);
    expect(isFreeCancellation(placed, new Date("2026-11-20T20:00:00Z"))).toBe(true);
    expect(isFreeCancellation(placed, new Date("2026-11-20T20:00:01Z"))).toBe(false);
  });

  it("expires a quote at its moment and never one without a date", () => {
    expect(isQuoteExpired("2026-11-20T23:59:59.999Z", new Date("2026-11-20T23:00:00Z"))).toBe(false);
    expect(isQuoteExpired("2026-11-20T23:59:59.999Z", new Date("2026-11-21T00:00:00Z"))).toBe(true);
    expect(isQuoteExpired(null, new Date("2099-01-01T00:00:00Z"))).toBe(false);
  });

  it("counts business days over a weekend", () => {
    // Friday + 5 business days = the next Friday; Thursday + 1 = Friday; Friday + 1 = Monday.
    expect(addBusinessDays(new Date("2026-11-20T10:00:00Z"), 5).toISOString().slice(0, 10)).toBe(
      "2026-11-27",
    );
    expect(addBusinessDays(new Date("2026-11-19T10:00:00Z"), 1).toISOString().slice(0, 10)).toBe(
      "2026-11-20",
    );
    expect(addBusinessDays(new Date("2026-11-20T10:00:00Z"), 1).toISOString().slice(0, 10)).toBe(
      "2026-11-23",
    );
  });

  it("marks reached steps with their first time and passed-over carrier steps as done without one", () => {
    const steps = trackingSteps(
      [
        { toStatus: "pending", at: "2026-11-20T08:00:00Z" },
        { toStatus: "paid", at: "2026-11-20T08:05:00Z" },
        { toStatus: "processing", at: "2026-11-20T09:00:00Z" },
        { toStatus: "shipped", at: "2026-11-21T09:00:00Z" },
        { toStatus: "exception", at: "2026-11-22T09:00:00Z" },
        { toStatus: "out_for_delivery", at: "2026-11-23T09:00:00Z" },
      ],
      "out_for_delivery",
    );
    expect(steps).toEqual([
      { label: "Order Placed", completed: true, at: "2026-11-20T08:00:00Z" },
      { label: "Processing", completed: true, at: "2026-11-20T09:00:00Z" },
      { label: "Shipped", completed: true, at: "2026-11-21T09:00:00Z" },
      { label: "In Transit", completed: true, at: null },
      { label: "Out for Delivery", completed: true, at: "2026-11-23T09:00:00Z" },
      { label: "Delivered", completed: false, at: null },
    ]);
    expect(
      trackingSteps(
        [
          { toStatus: "pending", at: "x" },
          { toStatus: "canceled", at: "y" },
        ],
        "canceled",
      ).map((s) => s.completed),
    ).toEqual([true, false, false, false, false, false]);
  });

  it("tells our order numbers from carriers' numbers and compares carriers' numbers loosely", () => {
    expect(looksLikeOrderNumber(" ord-5tq8zl3wa ")).toBe(true);
    expect(looksLikeOrderNumber("1Z999AA10123456784")).toBe(false);
    expect(normalTrackingNumber("7712 3456-9012 ab")).toBe("771234569012AB");
  });
});
