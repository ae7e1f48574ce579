import { STAGE_DEFAULTS, type RoomInput, type RoomPlan } from "./grow-room.ts";
import { fixtureWattage } from "./same-spec.ts";
import { grouped, groupedUpTo } from "./number-format.ts";
import type { ToolProduct } from "./tool-product.ts";

export type PlanLineRole =
  "Lights" | "Exhaust fans" | "Dehumidifiers" | "Environment controller" | "Lighting controller" | "Racking";

export interface PlanLine {
  role: PlanLineRole;
  product: ToolProduct;
  quantity: number;
  /** Why this many, in words. */
  basis: string;
}

export interface RoomPlanResult {
  room: RoomInput;
  fixture: ToolProduct;
  plan: RoomPlan;
  lines: PlanLine[];
  /** What the catalogue could not supply (e.g. no dehumidifier with a stated capacity). */
  missing: string[];
}

/** The fixture must be an LED fixture whose feed gives its photon flux (PPF) and wattage. */
export type PlannableFixture = ToolProduct & { ppf: number };

export function plannable(fixture: ToolProduct | null): fixture is PlannableFixture {
  return fixture !== null && fixture.ppf !== null && fixtureWattage(fixture) !== null;
}

/** The note the quote carries: the room's inputs and the plan's link. */
export function roomNote(result: RoomPlanResult, planPath: string): string {
  const { room, plan, fixture } = result;
  return [
    `Grow-room plan: ${groupedUpTo(room.lengthFt, 1)} × ${groupedUpTo(room.widthFt, 1)} ft room, ${groupedUpTo(room.heightFt, 1)} ft ceiling,`,
    `${STAGE_DEFAULTS[room.stage].label.toLowerCase()} at ${grouped(room.ppfd)} µmol/m²/s for ${groupedUpTo(room.hours, 1)} h,`,
    `${room.tiers} tier${room.tiers === 1 ? "" : "s"}, ${grouped(room.airChangesPerHour)} air changes an hour;`,
    `${plan.fixtures} × ${fixture.name} (${plan.columns} × ${plan.rows} grid), average ${grouped(plan.averagePpfd)} µmol/m²/s.`,
    `Plan: ${planPath}`,
  ].join(" ");
}
