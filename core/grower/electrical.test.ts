import { describe, expect, it } from "vitest";
import { CONTINUOUS_LOAD_SHARE, electricalCheck, wattsAt, type ElectricalLine } from "./electrical.ts";

const led = (quantity: number, watts = 650, ratedVoltage = "120-277V"): ElectricalLine => ({
  sku: `LED-${watts}-${ratedVoltage}`,
  name: `LED ${watts} W`,
  quantity,
  wattage120v: watts,
  wattage240v: watts,
  wattage277v: watts,
  ratedVoltage,
  subcategory: "LED Grow Lights",
});

describe("electrical check", () => {
  it("applies the NEC continuous-load rule: 80% of the breaker rating", () => {
    expect(CONTINUOUS_LOAD_SHARE).toBe(0.8);
    // 4 × 30 A at 240 V: 24 A, 5,760 W usable a circuit. A 650 W fixture draws 2.708 A: 8 fit on one.
    const check = electricalCheck([led(32)], { count: 4, amps: 30, volts: 240 });
    expect(check.fit?.usableAmpsPerCircuit).toBe(24);
    expect(check.fit?.usableWattsPerCircuit).toBe(5_760);
    expect(check.fit?.loadWatts).toBe(20_800);
    expect(check.fit?.needed).toBe(4);
    expect(check.fit?.fits).toBe(true);
    const more = electricalCheck([led(33)], { count: 4, amps: 30, volts: 240 });
    expect(more.fit?.needed).toBe(5);
    expect(more.fit?.fits).toBe(false);
  });

  it("sums the load per supply voltage from each product's wattage and rating", () => {
    const check = electricalCheck([led(10), led(2, 1_000, "277-480V")], null);
    expect(check.perVoltage.map((v) => [v.volts, v.watts, Number(v.amps.toFixed(3)), v.units])).toEqual([
      [120, 6_500, 54.167, 10],
      [208, 6_500, 31.25, 10],
      [240, 6_500, 27.083, 10],
      [277, 8_500, 30.686, 12],
      [347, 2_000, 5.764, 2],
      [480, 2_000, 4.167, 2],
    ]);
    expect(check.fit).toBeNull();
  });

  it("names the products that lack the data to judge and those not rated for the circuits", () => {
    const noData: ElectricalLine = {
      ...led(1),
      sku: "HID-KIT",
      name: "HID kit",
      wattage120v: null,
      wattage240v: null,
      wattage277v: null,
      ratedVoltage: null,
      subcategory: "Grow Light Kits",
    };
    const noVolts: ElectricalLine = { ...led(1), sku: "NO-V", name: "No voltage", ratedVoltage: null };
    const nutrient: ElectricalLine = {
      ...noData,
      sku: "NUTR",
      name: "Base nutrient",
      subcategory: "Base Nutrients",
    };
    const check = electricalCheck([noData, noVolts, nutrient, led(4), led(2, 600, "277V")], {
      count: 1,
      amps: 20,
      volts: 240,
    });
    expect(check.lacking).toEqual([
      { sku: "HID-KIT", name: "HID kit", missing: "wattage and rated voltage" },
      { sku: "NO-V", name: "No voltage", missing: "rated voltage" },
    ]);
    expect(check.fit?.notRated).toEqual([{ sku: "LED-600-277V", name: "LED 600 W", ratedVoltage: "277V" }]);
    // 16 A usable: four 2.708 A fixtures (10.83 A) fit one circuit.
    expect(check.fit?.needed).toBe(1);
    expect(check.fit?.fits).toBe(true);
  });

  it("never splits a fixture: one that alone exceeds a circuit is named", () => {
    const check = electricalCheck([led(1, 2_000, "120-240V")], { count: 2, amps: 15, volts: 120 });
    expect(check.fit?.tooLarge.map((t) => t.sku)).toEqual(["LED-2000-120-240V"]);
    expect(check.fit?.fits).toBe(false);
  });

  it("takes the feed's figure for the voltage, else the nearest one given", () => {
    const spec = {
      wattage120v: null,
      wattage240v: 645,
      wattage277v: 640,
      ratedVoltage: "120-277V",
      subcategory: "x",
    };
    expect(wattsAt(spec, 120)).toBe(645);
    expect(wattsAt(spec, 277)).toBe(640);
    expect(wattsAt({ ...spec, wattage240v: null, wattage277v: null }, 240)).toBeNull();
  });
});
