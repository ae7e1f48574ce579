import { describe, expect, it } from "vitest";
import { ratedVoltageRange, sharedSupplyVoltages, supplyVoltages } from "./rated-voltage.ts";

describe("rated voltage", () => {
  it("reads the feeds' ratings as ranges", () => {
    expect(ratedVoltageRange("100-277V")).toEqual({ min: 100, max: 277 });
    expect(ratedVoltageRange("120-480V")).toEqual({ min: 120, max: 480 });
    expect(ratedVoltageRange("277V")).toEqual({ min: 277, max: 277 });
    expect(ratedVoltageRange("120/240 V")).toEqual({ min: 120, max: 240 });
    expect(ratedVoltageRange("N/A")).toBeNull();
    expect(ratedVoltageRange(null)).toBeNull();
  });

  it("lists the North American supply voltages a rating covers", () => {
    expect(supplyVoltages("100-277V")).toEqual([120, 208, 240, 277]);
    expect(supplyVoltages("480V")).toEqual([480]);
    expect(supplyVoltages("")).toEqual([]);
  });

  it("calls two ratings compatible when they share a supply voltage", () => {
    expect(sharedSupplyVoltages("100-277V", "120-480V")).toEqual([120, 208, 240, 277]);
    expect(sharedSupplyVoltages("100-277V", "277V")).toEqual([277]);
    expect(sharedSupplyVoltages("120-240V", "277V")).toEqual([]);
    expect(sharedSupplyVoltages("100-277V", null)).toEqual([]);
  });
});
