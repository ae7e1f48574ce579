/**
 * The grow-room planner's formulas. Constants and their sources:
 * docs/decisions/0087-electrical-check-and-grow-room-planner.md.
 */
import { BTU_PER_HOUR_PER_TON, BTU_PER_HOUR_PER_WATT } from "./energy.ts";
import { wattsAt, type ElectricalSpec } from "./electrical.ts";
import { supplyVoltages } from "./rated-voltage.ts";

export const FEET_PER_METRE = 3.28084;
export const SQUARE_FEET_PER_SQUARE_METRE = FEET_PER_METRE ** 2;

export const CROP_STAGES = ["propagation", "vegetative", "flowering"] as const;
export type CropStage = (typeof CROP_STAGES)[number];

/**
 * Target canopy PPFD (µmol/m²/s) and photoperiod (h) per stage, from horticultural practice for
 * high-light crops: DLI ≈ 13 mol/m²/day for clones, ≈ 29 for vegetative growth, ≈ 35 in flower.
 */
export const STAGE_DEFAULTS: Record<CropStage, { label: string; ppfd: number; hours: number }> = {
  propagation: { label: "Propagation", ppfd: 200, hours: 18 },
  vegetative: { label: "Vegetative", ppfd: 450, hours: 18 },
  flowering: { label: "Flowering", ppfd: 800, hours: 12 },
};

/**
 * Share of the fixtures' photons that reach the canopy of a closed room with reflective walls (the
 * rest is lost to walls and aisles): a planning figure; uniform layouts measure 0.8–0.9.
 */
export const CANOPY_UTILISATION = 0.85;

/** Air changes an hour for the exhaust when the room has no sealed HVAC: one change every 3 minutes. */
export const DEFAULT_AIR_CHANGES_PER_HOUR = 20;

/**
 * Share of the lights' energy that leaves a well-watered canopy as transpired water (latent heat); the
 * rest is sensible heat. Transpired water is what the dehumidifiers must remove.
 */
export const LATENT_SHARE = 0.5;
/** Latent heat of vaporisation of water near room temperature: 2.45 MJ/kg. */
export const LATENT_HEAT_J_PER_KG = 2_450_000;
/** 1 kg of water is 1 L, 2.11338 US pints. */
export const PINTS_PER_KG_WATER = 2.11338;

export interface RoomInput {
  /** Floor length and width and ceiling height in feet (the form converts metres). */
  lengthFt: number;
  widthFt: number;
  heightFt: number;
  stage: CropStage;
  ppfd: number;
  hours: number;
  /** Tiers of canopy (1 = single level; more = multi-tier racking). */
  tiers: number;
  airChangesPerHour: number;
}

export interface FixtureSpec extends ElectricalSpec {
  /** Photon flux, µmol/s. */
  ppf: number;
  /** Fixture wattage. */
  watts: number;
}

export interface RoomPlan {
  areaFt2: number;
  areaM2: number;
  volumeFt3: number;
  /** Fixtures per tier, as a grid of rows (across the width) × columns (along the length). */
  perTier: number;
  rows: number;
  columns: number;
  /** Centre-to-centre spacing, ft (the outer fixtures sit half a spacing from the walls). */
  spacingAlongFt: number;
  spacingAcrossFt: number;
  fixtures: number;
  averagePpfd: number;
  /** Daily light integral, mol/m²/day. */
  dli: number;
  watts: number;
  ampsPerVoltage: { volts: number; amps: number }[];
  heatBtuPerHour: number;
  coolingTons: number;
  exhaustCfm: number;
  dehumidifierPintsPerDay: number;
}

/** Daily light integral of a PPFD held for `hours`: µmol/m²/s × s → mol/m²/day. */
export function dailyLightIntegral(ppfd: number, hours: number): number {
  return (ppfd * hours * 3600) / 1_000_000;
}

/** A grid may hold this share more fixtures than needed when that makes its cells much squarer. */
export const LAYOUT_SLACK = 0.1;

/**
 * The even grid for at least `count` fixtures over a length × width floor: of the grids with at most 10%
 * (and at least one) more cells than needed, the one whose cells are closest to square, then the smallest.
 */
export function layoutGrid(
  count: number,
  lengthFt: number,
  widthFt: number,
): { rows: number; columns: number } {
  const most = count + Math.max(1, Math.floor(count * LAYOUT_SLACK));
  let best = { rows: count, columns: 1, cells: Infinity, skew: Infinity };
  for (let columns = 1; columns <= count; columns++) {
    const rows = Math.ceil(count / columns);
    const cells = rows * columns;
    if (cells > most) continue;
    const along = lengthFt / columns;
    const across = widthFt / rows;
    const skew = Math.max(along, across) / Math.min(along, across);
    if (skew < best.skew - 1e-9 || (Math.abs(skew - best.skew) <= 1e-9 && cells < best.cells))
      best = { rows, columns, cells, skew };
  }
  return { rows: best.rows, columns: best.columns };
}

export function planRoom(room: RoomInput, fixture: FixtureSpec): RoomPlan {
  const areaFt2 = room.lengthFt * room.widthFt;
  const areaM2 = areaFt2 / SQUARE_FEET_PER_SQUARE_METRE;
  const needed = Math.max(1, Math.ceil((room.ppfd * areaM2) / (fixture.ppf * CANOPY_UTILISATION)));
  const { rows, columns } = layoutGrid(needed, room.lengthFt, room.widthFt);
  const perTier = rows * columns;
  const fixtures = perTier * room.tiers;
  const averagePpfd = (perTier * fixture.ppf * CANOPY_UTILISATION) / areaM2;
  const watts = fixtures * fixture.watts;
  const heatBtuPerHour = watts * BTU_PER_HOUR_PER_WATT;
  const volumeFt3 = areaFt2 * room.heightFt;
  const transpiredKg = (LATENT_SHARE * watts * room.hours * 3600) / LATENT_HEAT_J_PER_KG;
  return {
    areaFt2,
    areaM2,
    volumeFt3,
    perTier,
    rows,
    columns,
    spacingAlongFt: room.lengthFt / columns,
    spacingAcrossFt: room.widthFt / rows,
    fixtures,
    averagePpfd,
    dli: dailyLightIntegral(averagePpfd, room.hours),
    watts,
    ampsPerVoltage: supplyVoltages(fixture.ratedVoltage).map((volts) => ({
      volts,
      amps: (fixtures * (wattsAt(fixture, volts) ?? fixture.watts)) / volts,
    })),
    heatBtuPerHour,
    coolingTons: heatBtuPerHour / BTU_PER_HOUR_PER_TON,
    exhaustCfm: (volumeFt3 * room.airChangesPerHour) / 60,
    dehumidifierPintsPerDay: transpiredKg * PINTS_PER_KG_WATER,
  };
}

/** A product's capacity read from its name: '… 155 Pint', '… 400 CFM', an inline fan's duct size. */
export interface Capacity {
  value: number;
  /** True when taken from a typical rating for its size rather than the product's own figure. */
  typical: boolean;
}

/**
 * Typical airflow of mixed-flow inline duct fans by duct diameter (in → CFM), rounded down from
 * manufacturers' ratings at free air, for fans whose feed gives only the size.
 */
export const INLINE_FAN_CFM_BY_DUCT_IN: Record<number, number> = {
  4: 200,
  6: 400,
  8: 700,
  10: 1_000,
  12: 1_400,
};

export function exhaustCapacity(name: string): Capacity | null {
  const cfm = /(\d[\d,]*)\s*CFM\b/i.exec(name);
  if (cfm) return { value: Number(cfm[1].replace(/,/g, "")), typical: false };
  const duct = /\binline\b.*?\b(\d{1,2})\s*(?:in\b|")/i.exec(name);
  const typical = duct ? INLINE_FAN_CFM_BY_DUCT_IN[Number(duct[1])] : undefined;
  return typical ? { value: typical, typical: true } : null;
}

export function dehumidifierCapacity(name: string): Capacity | null {
  const pints = /(\d[\d,]*)\s*(?:pints?|pt|ppd)\b/i.exec(name);
  return pints ? { value: Number(pints[1].replace(/,/g, "")), typical: false } : null;
}

/** '4x8 ft', '5 x 10 ft' → ft²; a rack without it counts as a 4 × 8 ft bay. */
export const DEFAULT_RACK_FT2 = 32;
export function rackFootprintFt2(name: string): number {
  const m = /(\d+(?:\.\d+)?)\s*(?:ft\s*)?x\s*(\d+(?:\.\d+)?)\s*ft\b/i.exec(name);
  return m ? Number(m[1]) * Number(m[2]) : DEFAULT_RACK_FT2;
}

/**
 * How many of which candidate meet `need`: the fewest dollars (priced products first), then the fewest
 * units. Null when no candidate has a capacity.
 */
export function pickForCapacity<T extends { priceCents: number; sku: string }>(
  need: number,
  candidates: readonly { product: T; capacity: Capacity }[],
): { product: T; capacity: Capacity; quantity: number } | null {
  let best: { product: T; capacity: Capacity; quantity: number; cost: number } | null = null;
  for (const { product, capacity } of candidates) {
    const quantity = Math.max(1, Math.ceil(need / capacity.value));
    const cost = product.priceCents > 0 ? quantity * product.priceCents : Number.POSITIVE_INFINITY;
    if (
      !best ||
      cost < best.cost ||
      (cost === best.cost &&
        (quantity < best.quantity || (quantity === best.quantity && product.sku < best.product.sku)))
    )
      best = { product, capacity, quantity, cost };
  }
  return best && { product: best.product, capacity: best.capacity, quantity: best.quantity };
}
