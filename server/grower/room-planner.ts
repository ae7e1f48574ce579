import {
  dehumidifierCapacity,
  exhaustCapacity,
  pickForCapacity,
  planRoom,
  rackFootprintFt2,
  type Capacity,
  type RoomInput,
} from "../../core/grower/grow-room.ts";
import { fixtureWattage } from "../../core/grower/same-spec.ts";
import type { ToolProduct } from "../../core/grower/tool-product.ts";
import type { GrowerCatalog } from "./grower-catalog.ts";
import { grouped } from "../../core/grower/number-format.ts";
import { type PlanLine, type PlanLineRole, type RoomPlanResult } from "../../core/grower/room-plan.ts";

/**
 * The product and count that meet `need`, read from the products' stated capacities; when none states
 * one, the cheapest product that looks the part (`fallback`), one unit, saying the size is confirmed with
 * the quote.
 */
function capacityLine(
  role: PlanLineRole,
  need: number,
  unit: string,
  products: readonly ToolProduct[],
  capacityOf: (name: string) => Capacity | null,
  fallback: RegExp,
): PlanLine | null {
  const candidates = products.flatMap((product) => {
    const capacity = capacityOf(product.name);
    return capacity ? [{ product, capacity }] : [];
  });
  const pick = pickForCapacity(need, candidates);
  if (!pick) {
    const product = cheapest(products.filter((p) => fallback.test(p.name)));
    return (
      product && {
        role,
        product,
        quantity: 1,
        basis: `${grouped(need)} ${unit} needed; its supplier states no capacity, so we confirm the size and count with your quote`,
      }
    );
  }
  const each = `${grouped(pick.capacity.value)} ${unit} each${pick.capacity.typical ? " (typical for its size)" : ""}`;
  return {
    role,
    product: pick.product,
    quantity: pick.quantity,
    basis: `${grouped(need)} ${unit} needed; ${each}`,
  };
}

/** The cheapest priced product of a list (else the first), for one-per-room equipment. */
function cheapest(products: readonly ToolProduct[]): ToolProduct | null {
  return products.find((p) => p.priceCents > 0) ?? products[0] ?? null;
}

/**
 * A room's plan with a catalogue product on every line: the fixtures, exhaust fans,
 * dehumidifiers, an environment and a lighting controller, and racking for a multi-tier room.
 */
export async function planGrowRoom(
  catalog: GrowerCatalog,
  room: RoomInput,
  fixture: ToolProduct & { ppf: number },
): Promise<RoomPlanResult> {
  const watts = fixtureWattage(fixture) ?? 0;
  const plan = planRoom(room, { ...fixture, ppf: fixture.ppf, watts });
  const [fans, dehumidifiers, climate, lighting, racks] = await Promise.all([
    catalog.ofSubcategories(["Fans & Ventilation"]),
    catalog.ofSubcategories(["Dehumidifiers"]),
    catalog.ofSubcategories(["Environmental Controllers"]),
    catalog.ofSubcategories(["Light Controllers"]),
    room.tiers > 1 ? catalog.ofSubcategories(["Vertical Racking"]) : Promise.resolve([]),
  ]);
  const lines: PlanLine[] = [
    {
      role: "Lights",
      product: fixture,
      quantity: plan.fixtures,
      basis: `${plan.columns} × ${plan.rows} grid${room.tiers > 1 ? ` on each of ${room.tiers} tiers` : ""} for ${grouped(room.ppfd)} µmol/m²/s`,
    },
  ];
  const missing: string[] = [];
  const exhaust = capacityLine(
    "Exhaust fans",
    plan.exhaustCfm,
    "CFM",
    fans,
    exhaustCapacity,
    /inline|duct|exhaust/i,
  );
  if (exhaust) lines.push(exhaust);
  else missing.push("an exhaust fan");
  const dry = capacityLine(
    "Dehumidifiers",
    plan.dehumidifierPintsPerDay,
    "pints/day",
    dehumidifiers,
    dehumidifierCapacity,
    /dehumidifier/i,
  );
  if (dry) lines.push(dry);
  else missing.push("a dehumidifier");
  const controller = cheapest(climate);
  if (controller)
    lines.push({ role: "Environment controller", product: controller, quantity: 1, basis: "one per room" });
  else missing.push("an environment controller");
  const lightController = cheapest(lighting);
  if (lightController)
    lines.push({ role: "Lighting controller", product: lightController, quantity: 1, basis: "one per room" });
  else missing.push("a lighting controller");
  if (room.tiers > 1) {
    const rack = cheapest(racks);
    if (rack) {
      const footprint = rackFootprintFt2(rack.name);
      lines.push({
        role: "Racking",
        product: rack,
        quantity: Math.ceil(plan.areaFt2 / footprint),
        basis: `${grouped(plan.areaFt2)} ft² of canopy; ${grouped(footprint)} ft² a rack`,
      });
    } else missing.push("multi-tier racking");
  }
  return { room, fixture, plan, lines, missing };
}
