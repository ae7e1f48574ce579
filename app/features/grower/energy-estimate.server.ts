import type { AppLoadContext } from "../../../server/app-context.ts";
import { energySavings } from "../../../core/grower/energy.ts";
import type { EnergyForm } from "../../../core/grower/energy-form.ts";
import { energyInputs } from "../../../core/grower/rebate-estimate.ts";
import { fixtureWattage } from "../../../core/grower/same-spec.ts";
import { toolPrices } from "./tool-prices.server.ts";

/**
 * The energy tool's figures for parsed inputs, computed on the server from the catalogue (the energy tool
 * and a rebate request with its estimate share it); null when the sku is no listed LED fixture. A
 * signed-in buyer's payback is at the company's price for that many fixtures; everyone else's at list price.
 */
export async function energyEstimate(context: AppLoadContext, input: EnergyForm) {
  const fixture = input.sku ? await context.services.grower.ledFixture(input.sku) : null;
  if (!fixture) return null;
  const inputs = energyInputs(input);
  const prices = await toolPrices(context, [{ sku: fixture.sku, quantity: inputs.ledCount }]);
  const ledWatts = fixtureWattage(fixture) ?? 0;
  const result = energySavings({
    ...inputs,
    ledWatts,
    ledUnitPriceCents: prices.unitCents[fixture.sku] ?? fixture.priceCents,
    dlcListed: fixture.dlcListed,
  });
  return { fixture, ledWatts, result, atCompanyPrice: prices.atCompanyPrice };
}
