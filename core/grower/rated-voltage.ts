/**
 * Rated voltage as the feeds write it ('100-277V', '120-480V', '277V', '120/240V') and the North
 * American supply voltages a fixture can be wired to (docs/decisions/0085).
 */

/** Single-phase and three-phase line voltages of North American commercial buildings. */
export const SUPPLY_VOLTAGES = [120, 208, 240, 277, 347, 480] as const;
export type SupplyVoltage = (typeof SUPPLY_VOLTAGES)[number];

export interface VoltageRange {
  min: number;
  max: number;
}

/** '100-277V' → 100–277; '277V' → 277–277; '120/240 V' → 120–240; null when no voltage is written. */
export function ratedVoltageRange(text: string | null | undefined): VoltageRange | null {
  if (!text) return null;
  const numbers = [...text.matchAll(/\d+(?:\.\d+)?/g)].map((m) => Number(m[0])).filter((n) => n >= 12);
  if (numbers.length === 0 || numbers.some((n) => n > 1000)) return null;
  return { min: Math.min(...numbers), max: Math.max(...numbers) };
}

/** The supply voltages a product rated `text` runs on; empty when its rating is unknown. */
export function supplyVoltages(text: string | null | undefined): SupplyVoltage[] {
  const range = ratedVoltageRange(text);
  if (!range) return [];
  return SUPPLY_VOLTAGES.filter((v) => v >= range.min && v <= range.max);
}

/** Whether a product rated `text` runs on a supply of `volts`. */
export function runsOn(text: string | null | undefined, volts: number): boolean {
  return supplyVoltages(text).some((v) => v === volts);
}

/** The supply voltages both products run on: compatible ratings share at least one. */
export function sharedSupplyVoltages(a: string | null, b: string | null): SupplyVoltage[] {
  const theirs = new Set<number>(supplyVoltages(b));
  return supplyVoltages(a).filter((v) => theirs.has(v));
}

/** '120–277 V', '277 V', or '' for none. */
export function voltageList(voltages: readonly number[]): string {
  if (voltages.length === 0) return "";
  return voltages.length === 1 ? `${voltages[0]} V` : `${voltages.join(", ")} V`;
}
