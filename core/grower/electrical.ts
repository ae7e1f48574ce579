/**
 * The electrical check of the cart: the lights' load per supply voltage, and how many of
 * the buyer's circuits it needs under the continuous-load rule. Constants and sources in
 * docs/decisions/0087-electrical-check-and-grow-room-planner.md. It informs; it never blocks checkout.
 */
import { sameKindSubcategories } from "./same-spec.ts";
import { runsOn, SUPPLY_VOLTAGES, supplyVoltages } from "./rated-voltage.ts";

/**
 * NEC 210.19(A)(1) and 210.20(A): a branch circuit's continuous load (three hours or more, as grow lights
 * run) may be at most 80% of its breaker's rating.
 */
export const CONTINUOUS_LOAD_SHARE = 0.8;

/** Common breaker ratings (A) offered by the cart's circuit form; any whole rating 1–400 is accepted. */
export const BREAKER_AMPS = [15, 20, 30, 40, 50, 60, 100] as const;

/** What the check reads of a product: its wattage figures and rating, from the catalogue. */
export interface ElectricalSpec {
  wattage120v: number | null;
  wattage240v: number | null;
  wattage277v: number | null;
  ratedVoltage: string | null;
  subcategory: string;
}

export interface ElectricalLine extends ElectricalSpec {
  sku: string;
  name: string;
  quantity: number;
}

export interface Circuits {
  count: number;
  /** Breaker rating, A. */
  amps: number;
  /** Supply voltage, V. */
  volts: number;
}

export interface VoltageLoad {
  volts: number;
  watts: number;
  amps: number;
  /** Fixtures (units) rated for this voltage. */
  units: number;
}

export interface CircuitFit {
  circuits: Circuits;
  /** The load the circuits may carry each, continuous (80%): A and W. */
  usableAmpsPerCircuit: number;
  usableWattsPerCircuit: number;
  loadWatts: number;
  loadAmps: number;
  /** Circuits the fixtures need, packed whole (a fixture is never split over two circuits). */
  needed: number;
  fits: boolean;
  /** Products one of which alone draws more than a circuit may carry. */
  tooLarge: { sku: string; name: string; amps: number }[];
  /** Products not rated for the circuits' voltage (left out of the load). */
  notRated: { sku: string; name: string; ratedVoltage: string }[];
}

export interface ElectricalCheck {
  /** Load per supply voltage of the products rated for it. */
  perVoltage: VoltageLoad[];
  /** Powered products whose wattage or rated voltage the feed does not give. */
  lacking: {
    sku: string;
    name: string;
    missing: "wattage" | "rated voltage" | "wattage and rated voltage";
  }[];
  /** Products in the check (with the data to judge). */
  judged: number;
  fit: CircuitFit | null;
}

/** Kinds that draw power even when a feed leaves both figures out: fixtures, kits, ballasts, lamps. */
const POWERED_KINDS = new Set([
  ...sameKindSubcategories("LED Grow Lights"),
  "hid lighting",
  "grow light kits",
  "ballasts",
  "propagation lights",
]);

/** The product's wattage at a supply voltage: the feed's figure for it, else the nearest one given. */
export function wattsAt(spec: ElectricalSpec, volts: number): number | null {
  const order =
    volts <= 120
      ? [spec.wattage120v, spec.wattage240v, spec.wattage277v]
      : volts <= 240
        ? [spec.wattage240v, spec.wattage120v, spec.wattage277v]
        : [spec.wattage277v, spec.wattage240v, spec.wattage120v];
  const watts = order.find((w) => w !== null && w > 0);
  return watts ?? null;
}

function hasWattage(spec: ElectricalSpec): boolean {
  return wattsAt(spec, 120) !== null;
}

function isPowered(line: ElectricalLine): boolean {
  return (
    hasWattage(line) ||
    Boolean(line.ratedVoltage?.trim()) ||
    POWERED_KINDS.has(line.subcategory.trim().toLowerCase())
  );
}

export function electricalCheck(
  lines: readonly ElectricalLine[],
  circuits: Circuits | null,
): ElectricalCheck {
  const powered = lines.filter((line) => line.quantity > 0 && isPowered(line));
  const lacking: ElectricalCheck["lacking"] = [];
  const judged: ElectricalLine[] = [];
  for (const line of powered) {
    const noWatts = !hasWattage(line);
    const noVolts = supplyVoltages(line.ratedVoltage).length === 0;
    if (noWatts || noVolts) {
      const missing =
        noWatts && noVolts ? "wattage and rated voltage" : noWatts ? "wattage" : "rated voltage";
      lacking.push({ sku: line.sku, name: line.name, missing });
    } else judged.push(line);
  }
  const perVoltage: VoltageLoad[] = [];
  for (const volts of SUPPLY_VOLTAGES) {
    const rated = judged.filter((line) => runsOn(line.ratedVoltage, volts));
    if (rated.length === 0) continue;
    const watts = rated.reduce((sum, line) => sum + (wattsAt(line, volts) ?? 0) * line.quantity, 0);
    perVoltage.push({
      volts,
      watts,
      amps: watts / volts,
      units: rated.reduce((n, line) => n + line.quantity, 0),
    });
  }
  return { perVoltage, lacking, judged: judged.length, fit: circuits ? circuitFit(judged, circuits) : null };
}

/** First-fit decreasing: each fixture goes on the first circuit with room, largest fixtures first. */
function circuitFit(judged: readonly ElectricalLine[], circuits: Circuits): CircuitFit {
  const usableAmps = circuits.amps * CONTINUOUS_LOAD_SHARE;
  const notRated: CircuitFit["notRated"] = [];
  const tooLarge: CircuitFit["tooLarge"] = [];
  const units: number[] = [];
  let loadWatts = 0;
  for (const line of judged) {
    if (!runsOn(line.ratedVoltage, circuits.volts)) {
      notRated.push({ sku: line.sku, name: line.name, ratedVoltage: line.ratedVoltage ?? "" });
      continue;
    }
    const watts = wattsAt(line, circuits.volts) ?? 0;
    const amps = watts / circuits.volts;
    loadWatts += watts * line.quantity;
    if (amps > usableAmps) {
      tooLarge.push({ sku: line.sku, name: line.name, amps });
      continue;
    }
    for (let i = 0; i < line.quantity; i++) units.push(amps);
  }
  units.sort((a, b) => b - a);
  const loads: number[] = [];
  for (const amps of units) {
    const slot = loads.findIndex((load) => load + amps <= usableAmps + 1e-9);
    if (slot === -1) loads.push(amps);
    else loads[slot] += amps;
  }
  return {
    circuits,
    usableAmpsPerCircuit: usableAmps,
    usableWattsPerCircuit: usableAmps * circuits.volts,
    loadWatts,
    loadAmps: loadWatts / circuits.volts,
    needed: loads.length,
    fits: loads.length <= circuits.count && tooLarge.length === 0,
    tooLarge,
    notRated,
  };
}
