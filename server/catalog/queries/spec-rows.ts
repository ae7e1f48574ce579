import type { SpecRow } from "../../../core/catalog-types.ts";

/** Raw spec keys the importer keeps in products.specs ('Specification rows'). */
type SpecKey =
  | "weight"
  | "weight_metric"
  | "length"
  | "length_metric"
  | "width"
  | "width_metric"
  | "height"
  | "height_metric"
  | "voltage_range"
  | "ppf"
  | "ip_certification"
  | "efficacy"
  | "spectrum"
  | "max_temperature"
  | "warranty";

export type RawSpecs = Partial<Record<SpecKey, unknown>> & Record<string, unknown>;

interface Measure {
  key: "weight" | "length" | "width" | "height";
  name: string;
  imperialUnit: string;
  metricUnit: string;
  /** Metric units per imperial unit, for products that only give the imperial figure. */
  factor: number;
  metricDecimals: number;
}

const measures: Measure[] = [
  {
    key: "weight",
    name: "Weight",
    imperialUnit: "pounds",
    metricUnit: "kilograms",
    factor: 0.45359237,
    metricDecimals: 2,
  },
  {
    key: "length",
    name: "Length",
    imperialUnit: "inches",
    metricUnit: "millimeters",
    factor: 25.4,
    metricDecimals: 0,
  },
  {
    key: "width",
    name: "Width",
    imperialUnit: "inches",
    metricUnit: "millimeters",
    factor: 25.4,
    metricDecimals: 0,
  },
  {
    key: "height",
    name: "Height",
    imperialUnit: "inches",
    metricUnit: "millimeters",
    factor: 25.4,
    metricDecimals: 0,
  },
];

const plainSpecs: { key: SpecKey; name: string; unit?: string }[] = [
  { key: "voltage_range", name: "Voltage Range" },
  { key: "ppf", name: "PPF", unit: "µmol/s" },
  { key: "ip_certification", name: "IP Certification" },
  { key: "efficacy", name: "Efficacy", unit: "µmol/J" },
  { key: "spectrum", name: "Spectrum" },
  { key: "max_temperature", name: "Max Temperature" },
  { key: "warranty", name: "Warranty" },
];

function text(value: unknown): string | null {
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  if (typeof value !== "string") return null;
  const trimmed = value.trim();
  return trimmed === "" ? null : trimmed;
}

const isNumber = (value: string) => /^-?\d+(\.\d+)?$/.test(value);

/** A bare number gets its unit; a value that already carries words ('12 lbs', '5 years') is kept as written. */
function withUnit(value: string, unit: string | undefined): string {
  return unit && isNumber(value) ? `${value} ${unit}` : value;
}

function round(value: number, decimals: number): string {
  return String(Number(value.toFixed(decimals)));
}

/**
 * Specification table rows: weight in pounds/kilograms and length, width, height in
 * inches/millimeters (imperial and metric columns; metric derived when only imperial is given),
 * then voltage range, PPF, IP certification, efficacy, spectrum, max temperature and warranty.
 */
export function specRows(specs: RawSpecs): SpecRow[] {
  const rows: SpecRow[] = [];
  for (const m of measures) {
    const imperial = text(specs[m.key]);
    let metric = text(specs[`${m.key}_metric`]);
    if (!imperial && !metric) continue;
    if (!metric && imperial && isNumber(imperial))
      metric = round(Number(imperial) * m.factor, m.metricDecimals);
    rows.push({
      name: m.name,
      imperial: imperial ? withUnit(imperial, m.imperialUnit) : null,
      metric: metric ? withUnit(metric, m.metricUnit) : null,
    });
  }
  for (const s of plainSpecs) {
    const value = text(specs[s.key]);
    if (value) rows.push({ name: s.name, imperial: withUnit(value, s.unit), metric: null });
  }
  return rows;
}
