import type { AppLoadContext } from "../../../server/app-context.ts";
import type { CartItem } from "../../../core/cart.ts";
import { circuitsFormSchema } from "../../../core/grower/circuits-form.ts";
import type { ElectricalSpec } from "../../../core/grower/electrical.ts";
import { readToolUrl } from "../grower/tool-page.server.ts";

export interface ElectricalData {
  /** The catalogue's figures for the cart's skus (never the browser's). */
  specs: Record<string, ElectricalSpec>;
  /** What the circuit form's URL says: the values typed, the circuits, or the message refusing them. */
  values: Record<string, string>;
  circuits: { count: number; amps: number; volts: number } | null;
  message: string | null;
  fields: Record<string, string>;
}

/** The cart page's electrical check inputs: catalogue figures and the buyer's circuits. */
export async function loadElectrical(
  request: Request,
  context: AppLoadContext,
  items: readonly CartItem[],
): Promise<ElectricalData> {
  const { values, input, errors } = readToolUrl(request, circuitsFormSchema);
  const products = await context.services.grower.bySkus(items.map((item) => item.sku)).catch(() => new Map());
  const specs: Record<string, ElectricalSpec> = {};
  for (const [sku, p] of products) {
    specs[sku] = {
      wattage120v: p.wattage120v,
      wattage240v: p.wattage240v,
      wattage277v: p.wattage277v,
      ratedVoltage: p.ratedVoltage,
      subcategory: p.subcategory,
    };
  }
  return {
    specs,
    values,
    circuits: input ?? null,
    message: errors?.message ?? null,
    fields: errors?.fields ?? {},
  };
}
