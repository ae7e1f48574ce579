import { describe, expect, it } from "vitest";
import {
  availabilityOf,
  DEFAULT_STOCK_POLICY,
  laterShipment,
  parseLeadTime,
  schemaOrgAvailability,
  type StockPolicy,
} from "./availability.ts";

const policy: StockPolicy = {
  ...DEFAULT_STOCK_POLICY,
  leadTimes: { ...DEFAULT_STOCK_POLICY.leadTimes, spd: { min: 7, max: 10 } },
};

describe("availability from a feed's quantity", () => {
  it("a quantity above the threshold reads N+, at or below it the number, low stock with what is left", () => {
    expect(availabilityOf({ provider: "hydrofarm", qty: 400 }, policy).label).toBe("In stock: 50+");
    expect(availabilityOf({ provider: "hydrofarm", qty: 50 }, policy).label).toBe("In stock: 50");
    expect(availabilityOf({ provider: "hydrofarm", qty: 11 }, policy)).toMatchObject({
      kind: "in_stock",
      quantity: 11,
    });
    expect(availabilityOf({ provider: "hydrofarm", qty: 4 }, policy)).toMatchObject({
      kind: "low_stock",
      label: "Low stock: 4 left",
    });
  });

  it("0 is a backorder, no quantity ships after the supplier's own lead time; never in stock without a number", () => {
    expect(availabilityOf({ provider: "hydrofarm", qty: 0 }, policy)).toMatchObject({
      kind: "backorder",
      quantity: null,
      label: "Out of stock — backorder, ships in 3–5 business days",
    });
    const spd = availabilityOf({ provider: "spd", qty: null }, policy);
    expect(spd).toMatchObject({ kind: "ships_in", label: "Ships in 7–10 business days" });
    expect(schemaOrgAvailability(spd)).toBe("https://schema.org/BackOrder");
    expect(availabilityOf({ provider: "spd", qty: 3, discontinued: true }, policy).kind).toBe("discontinued");
  });

  it("a line above the stock ships in two parts; one without stock ships later whole", () => {
    const some = availabilityOf({ provider: "hydrofarm", qty: 12 }, policy);
    expect(laterShipment(12, some)).toBeNull();
    expect(laterShipment(40, some)).toEqual({
      now: 12,
      later: 28,
      message: "12 ship now, 28 ship in 3–5 business days",
    });
    const none = availabilityOf({ provider: "spd", qty: 0 }, policy);
    expect(laterShipment(2, none)?.message).toBe("Ships in 7–10 business days");
  });

  it("lead times read N or N-M business days", () => {
    expect(parseLeadTime("3-5")).toEqual({ min: 3, max: 5 });
    expect(parseLeadTime(" 4 ")).toEqual({ min: 4, max: 4 });
    expect(parseLeadTime("5-3")).toBeNull();
    expect(parseLeadTime("soon")).toBeNull();
  });
});
