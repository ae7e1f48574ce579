import { describe, expect, it } from "vitest";
import { specRows } from "./spec-rows.ts";

describe("specification rows (the specification: 'weight (pounds/kilograms), length, width, height (inches/millimeters) …')", () => {
  it("shows imperial and metric columns, deriving metric when only imperial is given", () => {
    expect(specRows({ weight: "10", length: "24", length_metric: "610" })).toEqual([
      { name: "Weight", imperial: "10 pounds", metric: "4.54 kilograms" },
      { name: "Length", imperial: "24 inches", metric: "610 millimeters" },
    ]);
  });

  it("keeps values that already carry their own words", () => {
    expect(specRows({ weight: "about 12 lbs", warranty: "5 years" })).toEqual([
      { name: "Weight", imperial: "about 12 lbs", metric: null },
      { name: "Warranty", imperial: "5 years", metric: null },
    ]);
  });

  it("lists voltage range, PPF, IP certification, efficacy, spectrum, max temperature and warranty in that order", () => {
    const rows = specRows({
      warranty: "5 years",
      spectrum: "Full",
      efficacy: "2.8",
      ppf: "1700",
      ip_certification: "IP66",
      voltage_range: "120-277V",
      max_temperature: "40°C",
    });
    expect(rows.map((r) => r.name)).toEqual([
      "Voltage Range",
      "PPF",
      "IP Certification",
      "Efficacy",
      "Spectrum",
      "Max Temperature",
      "Warranty",
    ]);
    expect(rows[1].imperial).toBe("1700 µmol/s");
    expect(rows[3].imperial).toBe("2.8 µmol/J");
  });

  it("skips blank and missing values", () => {
    expect(specRows({ weight: " ", ppf: "" })).toEqual([]);
  });
});
