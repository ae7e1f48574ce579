import type { AppLoadContext } from "../../../server/app-context.ts";
import { energySavings } from "../../../core/grower/energy.ts";
import type { EnergyForm } from "../../../core/grower/energy-form.ts";
import { energyInputs } from "../../../core/grower/rebate-estimate.ts";
import { fixtureWattage } from "../../../core/grower/same-spec.ts";
import { companyPricesFor } from "../catalog/company-prices.server.ts";

/**
 * The energy tool's figures for parsed inputs, computed on the server from the catalogue (the energy tool
 * and a rebate request with its estimate share it); null when the sku is no listed LED fixture. A
 * signed-in buyer's payback is at the company's price; everyone else's at list price.
 */
export async function energyEstimate(context: AppLoadContext, input: EnergyForm) {
  const fixture = input.sku ? await context.services.grower.ledFixture(input.sku) : null;
  if (!fixture) return null;
  const companyUnitCents = (await companyPricesFor(context, [fixture.sku]))?.[fixture.sku]?.unitPriceCents;
  const ledWatts = fixtureWattage(fixture) ?? 0;
  const result = energySavings({
    ...energyInputs(input),
    ledWatts,
    ledUnitPriceCents: companyUnitCents ?? fixture.priceCents,
    dlcListed: fixture.dlcListed,
  });
  return { fixture, ledWatts, result, atCompanyPrice: companyUnitCents !== undefined };
}
