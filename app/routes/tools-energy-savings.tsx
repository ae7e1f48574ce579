import { data, Form, Link } from "react-router";
import {
  ENERGY_DEFAULTS,
  energyFormSchema,
  energyFormSent,
  NO_FIXTURE_MESSAGE,
} from "../../core/grower/energy-form.ts";
import { rebateProjectHref, rebateRequestHref } from "../../core/grower/rebate-estimate.ts";
import {
  HID_PRESETS,
  REBATE_PER_KWH_HIGH,
  REBATE_PER_KWH_LOW,
  type EnergyResult,
} from "../../core/grower/energy.ts";
import { fixtureWattage } from "../../core/grower/same-spec.ts";
import type { ToolProduct } from "../../core/grower/tool-product.ts";
import { formatMoney } from "../../core/money.ts";
import { pageMeta, publicUrlFrom } from "../components/seo.ts";
import { headersFromLoader, SHARED_CACHE } from "../components/shared-cache.ts";
import { catalogueHeaders } from "../features/catalog/company-prices.server.ts";
import { energyEstimate } from "../features/grower/energy-estimate.server.ts";
import { FormBanner, primaryButtonClass } from "../features/forms/fields.tsx";
import { readToolUrl } from "../features/grower/tool-page.server.ts";
import { toolPrices } from "../features/grower/tool-prices.server.ts";
import {
  Figure,
  FixtureSelect,
  grouped,
  NumberField,
  ToolFieldset,
} from "../features/grower/tool-fields.tsx";
import type { Route } from "./+types/tools-energy-savings";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Energy savings and rebates calculator",
    description:
      "What replacing HID fixtures with LEDs from our catalogue saves a year in electricity and cooling, its payback and the utility rebate it may qualify for.",
    url: `${publicUrlFrom(matches)}/tools/energy-savings`,
  });

export const headers = headersFromLoader;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { values, input, errors } = readToolUrl(request, energyFormSchema);
  const fixtures = await context.services.grower.ledFixtures();
  const sku = input?.sku ?? values.sku ?? "";
  const fixture = sku ? await context.services.grower.ledFixture(sku) : null;
  const choices = fixture && !fixtures.some((f) => f.sku === fixture.sku) ? [fixture, ...fixtures] : fixtures;
  const fieldErrors = { ...errors?.fields };
  if (sku && !fixture) fieldErrors.sku = "Choose an LED fixture from the list.";
  // The form was sent ("Calculate savings") without the fixture the savings are worked out from.
  else if (!sku && energyFormSent(values)) fieldErrors.sku = NO_FIXTURE_MESSAGE;
  const message = errors?.message ?? (fieldErrors.sku ? fieldErrors.sku : null);
  const [estimate, fixturePrices] = await Promise.all([
    input && fixture ? energyEstimate(context, input) : null,
    toolPrices(
      context,
      choices.map((f) => ({ sku: f.sku, quantity: 1 })),
    ),
  ]);
  return data(
    {
      values,
      fieldErrors,
      message,
      fixtures: choices,
      fixturePrices: fixturePrices.unitCents,
      fixture,
      result: estimate?.result ?? null,
      atCompanyPrice: estimate?.atCompanyPrice ?? false,
      rebateHref: estimate ? rebateRequestHref(values) : null,
      projectHref: estimate ? rebateProjectHref(values) : null,
    },
    { status: message ? 400 : 200, headers: message ? {} : catalogueHeaders(context, SHARED_CACHE) },
  );
}

const PRESET_LIST = "hid-presets";

export default function EnergySavings({ loaderData }: Route.ComponentProps) {
  const {
    values,
    fieldErrors,
    message,
    fixtures,
    fixturePrices,
    fixture,
    result,
    atCompanyPrice,
    rebateHref,
    projectHref,
  } = loaderData;
  const value = (name: keyof typeof ENERGY_DEFAULTS) => values[name] ?? String(ENERGY_DEFAULTS[name]);
  return (
    <main className="mx-auto max-w-5xl px-4 py-8 lg:py-12">
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Grower tools</p>
      <h1 className="mt-1 text-3xl font-bold text-slate-900">Energy savings and rebates</h1>
      <p className="mt-3 max-w-3xl text-slate-700">
        What replacing your HID fixtures with LEDs from our catalogue saves a year on lighting and cooling,
        how soon it pays for itself, and the utility rebate it may earn.
      </p>
      <Form
        method="get"
        action="/tools/energy-savings"
        className="mt-8 grid gap-5"
        aria-label="Energy savings inputs"
      >
        {message && <FormBanner tone="error">{message}</FormBanner>}
        <ToolFieldset legend="Current fixtures">
          <NumberField id="count" label="How many" value={value("count")} error={fieldErrors.count} />
          <NumberField
            id="watts"
            label="Watts at the wall, each"
            value={value("watts")}
            error={fieldErrors.watts}
            list={PRESET_LIST}
            hint="A 1000 W DE HPS draws about 1,100 W at the wall with its ballast."
          />
          <datalist id={PRESET_LIST}>
            {HID_PRESETS.map((p) => (
              <option
                key={p.label}
                value={p.wallWatts}
                label={`${p.label} (≈${grouped(p.wallWatts)} W at the wall)`}
              />
            ))}
          </datalist>
        </ToolFieldset>
        <ToolFieldset legend="Replacement LED">
          <FixtureSelect
            id="sku"
            label="LED fixture"
            fixtures={fixtures}
            prices={fixturePrices}
            value={fixture?.sku ?? ""}
            error={fieldErrors.sku}
          />
          <NumberField
            id="ledCount"
            label="How many LEDs"
            value={values.ledCount ?? value("count")}
            error={fieldErrors.ledCount}
          />
        </ToolFieldset>
        <ToolFieldset legend="Running hours and rates">
          <NumberField id="hours" label="Hours a day" value={value("hours")} error={fieldErrors.hours} />
          <NumberField id="days" label="Days a year" value={value("days")} error={fieldErrors.days} />
          <NumberField
            id="rate"
            label="Electricity rate ($ per kWh)"
            value={value("rate")}
            error={fieldErrors.rate}
            hint="Commercial rates are commonly $0.10–$0.25 per kWh."
          />
          <NumberField
            id="eer"
            label="Cooling efficiency, EER (optional)"
            value={values.eer ?? ""}
            error={fieldErrors.eer}
            hint="BTU/h of cooling per watt; about 10–12 for a typical split system."
          />
        </ToolFieldset>
        <div>
          <button type="submit" className={primaryButtonClass}>
            Calculate savings
          </button>
        </div>
      </Form>
      {result && fixture && (
        <EnergyResultView result={result} fixture={fixture} atCompanyPrice={atCompanyPrice} />
      )}
      {rebateHref && (
        <p className="mt-6 flex flex-wrap items-center gap-4">
          <Link to={rebateHref} className={primaryButtonClass}>
            Request a rebate with this estimate
          </Link>
          {projectHref && (
            <Link to={projectHref} className="text-sm font-semibold text-brand-700 underline">
              Start a rebate project with it (business accounts)
            </Link>
          )}
        </p>
      )}
      <p className="mt-10 text-sm text-slate-600">
        Planning a new room instead? Try the{" "}
        <Link to="/tools/grow-room" className="font-semibold text-brand-700 underline">
          grow-room planner
        </Link>
        . Ready to apply?{" "}
        <Link to="/rebates#rebate-form" className="font-semibold text-brand-700 underline">
          Request a rebate consultation
        </Link>
        .
      </p>
    </main>
  );
}

function months(value: number): string {
  return value < 1 ? "under a month" : `${grouped(value, 1)} months`;
}

function EnergyResultView({
  result,
  fixture,
  atCompanyPrice,
}: {
  result: EnergyResult;
  fixture: ToolProduct;
  atCompanyPrice: boolean;
}) {
  const saves = result.lightingKwhSaved > 0;
  return (
    <section aria-labelledby="energy-result" className="mt-10">
      <h2 id="energy-result" className="text-2xl font-bold text-brand-900">
        {saves ? "What the upgrade saves a year" : "These LEDs would not save energy"}
      </h2>
      <p className="mt-2 text-sm text-slate-700">
        With{" "}
        <Link
          to={`/product/${encodeURIComponent(fixture.sku)}`}
          className="font-semibold text-brand-700 underline"
        >
          {fixture.name}
        </Link>{" "}
        ({fixtureWattage(fixture)} W each).
      </p>
      <dl className="mt-5 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <Figure
          label="Lighting energy saved"
          value={`${grouped(result.lightingKwhSaved)} kWh`}
          note={`${grouped(result.currentKwhPerYear)} kWh now, ${grouped(result.ledKwhPerYear)} kWh with LEDs`}
        />
        <Figure
          label="Lighting cost saved"
          value={formatMoney(result.lightingCentsSaved)}
          note="a year, lighting alone"
        />
        <Figure
          label="Heat no longer to remove"
          value={`${grouped(result.heatBtuPerHourSaved)} BTU/h`}
          note={`${grouped(result.coolingTonsSaved, 2)} tons of cooling while the lights are on (3.412 BTU/h per W)`}
        />
        <Figure
          label="Cooling saved"
          value={
            result.coolingCentsSaved === null ? "Enter your EER" : `${formatMoney(result.coolingCentsSaved)}`
          }
          note={
            result.coolingKwhSaved === null
              ? "Give your cooling system's efficiency to count it."
              : `${grouped(result.coolingKwhSaved)} kWh a year`
          }
        />
        <Figure
          label="Payback"
          value={
            result.ledCostCents === null
              ? "Price on request"
              : result.paybackMonths === null
                ? "No payback"
                : months(result.paybackMonths)
          }
          note={
            result.ledCostCents === null
              ? "Ask us for a quote to work out the payback."
              : `${formatMoney(result.ledCostCents)} of fixtures at ${atCompanyPrice ? "your company's price" : "list price"}, ${formatMoney(result.totalCentsSaved)} saved a year`
          }
        />
        <Figure
          label="Estimated utility rebate"
          value={
            result.rebate
              ? `${formatMoney(result.rebate.lowCents)} – ${formatMoney(result.rebate.highCents)}`
              : "Depends on listing"
          }
          note={
            result.rebate
              ? `DLC-listed: $${REBATE_PER_KWH_LOW.toFixed(2)}–$${REBATE_PER_KWH_HIGH.toFixed(2)} per first-year kWh saved, at most 70% of the cost${
                  result.paybackMonthsAfterRebate === null
                    ? ""
                    : `; payback ${months(result.paybackMonthsAfterRebate)} after the lower rebate`
                }.`
              : "Utilities pay rebates on DLC-listed fixtures; our supplier's feed does not say this one is listed. Ask us to check."
          }
        />
      </dl>
    </section>
  );
}
