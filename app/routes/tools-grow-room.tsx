import { Form, Link, useActionData, useNavigate } from "react-router";
import { toCartProduct } from "../../core/cart-product.ts";
import { ROOM_DEFAULTS, ROOM_FIELDS } from "../../core/grower/grow-room-form.ts";
import { CROP_STAGES, DEFAULT_AIR_CHANGES_PER_HOUR, STAGE_DEFAULTS } from "../../core/grower/grow-room.ts";
import { planNoteCookie } from "../../core/grower/plan-note.ts";
import { voltageList } from "../../core/grower/rated-voltage.ts";
import { groupedUpTo } from "../../core/grower/number-format.ts";
import { formatMoney, PRICE_ON_REQUEST } from "../../core/money.ts";
import { pageMeta, publicUrlFrom } from "../components/seo.ts";
import { headersFromLoader } from "../components/shared-cache.ts";
import { cart } from "../features/cart/cart-store.ts";
import {
  FormBanner,
  inputClass,
  primaryButtonClass,
  secondaryButtonClass,
} from "../features/forms/fields.tsx";
import { roomPlannerAction, roomPlannerLoader } from "../features/grower/room-planner.server.ts";
import {
  Figure,
  FixtureSelect,
  grouped,
  NumberField,
  ToolFieldset,
} from "../features/grower/tool-fields.tsx";
import type { Route } from "./+types/tools-grow-room";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Grow-room planner",
    description:
      "Plan a grow room from our catalogue: fixtures and layout for your target PPFD, DLI, electrical load, heat, exhaust and dehumidification, then add it all to a quote.",
    url: `${publicUrlFrom(matches)}/tools/grow-room`,
  });

export const loader = ({ request, context }: Route.LoaderArgs) => roomPlannerLoader(request, context);
export const action = ({ request, context }: Route.ActionArgs) => roomPlannerAction(request, context);
export const headers = headersFromLoader;

function Select({
  id,
  label,
  value,
  options,
}: {
  id: string;
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
}) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      <select id={id} name={id} defaultValue={value} className={inputClass}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

export default function GrowRoom({ loaderData }: Route.ComponentProps) {
  const {
    values,
    fixtures,
    fixturePrices,
    fixtureSku,
    errors,
    result,
    note,
    linePrices,
    atCompanyPrice,
    quotePath,
  } = loaderData;
  const refused = useActionData<{ ok: false; message: string }>();
  const navigate = useNavigate();
  const fields = errors?.fields ?? {};
  const stage = (CROP_STAGES as readonly string[]).includes(values.stage ?? "")
    ? (values.stage as (typeof CROP_STAGES)[number])
    : ROOM_DEFAULTS.stage;
  const metres = values.unit === "m";

  function addAllToCart(event: React.FormEvent<HTMLFormElement>) {
    if (!result || !note) return;
    event.preventDefault();
    for (const line of result.lines) cart.add(toCartProduct(line.product), line.quantity);
    document.cookie = planNoteCookie(note);
    navigate("/cart");
  }

  return (
    <main className="mx-auto max-w-5xl px-4 py-8 lg:py-12">
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Grower tools</p>
      <h1 className="mt-1 text-3xl font-bold text-slate-900">Grow-room planner</h1>
      <p className="mt-3 max-w-3xl text-slate-700">
        Give your room and crop stage; we lay out fixtures from our catalogue for an even canopy and size the
        electrical load, cooling, exhaust and dehumidification, each with a product you can quote.
      </p>
      <Form method="get" action="/tools/grow-room" className="mt-8 grid gap-5" aria-label="Grow-room inputs">
        {errors && <FormBanner tone="error">{errors.message}</FormBanner>}
        <ToolFieldset legend="Room">
          <Select
            id="unit"
            label="Units"
            value={metres ? "m" : "ft"}
            options={[
              { value: "ft", label: "Feet" },
              { value: "m", label: "Metres" },
            ]}
          />
          <NumberField
            id="length"
            label="Length"
            value={values.length ?? ""}
            error={fields.length}
            placeholder="40"
          />
          <NumberField
            id="width"
            label="Width"
            value={values.width ?? ""}
            error={fields.width}
            placeholder="20"
          />
          <NumberField
            id="height"
            label="Ceiling height"
            value={values.height ?? String(metres ? ROOM_DEFAULTS.heightM : ROOM_DEFAULTS.heightFt)}
            error={fields.height}
          />
          <NumberField
            id="tiers"
            label="Tiers of canopy"
            value={values.tiers ?? String(ROOM_DEFAULTS.tiers)}
            error={fields.tiers}
            hint="More than one adds multi-tier racking."
          />
          <NumberField
            id="ach"
            label="Air changes an hour"
            value={values.ach ?? String(DEFAULT_AIR_CHANGES_PER_HOUR)}
            error={fields.ach}
            hint="20 = the room's air replaced every 3 minutes."
          />
        </ToolFieldset>
        <ToolFieldset legend="Crop and light">
          <Select
            id="stage"
            label="Crop stage"
            value={stage}
            options={CROP_STAGES.map((s) => ({
              value: s,
              label: `${STAGE_DEFAULTS[s].label} (${STAGE_DEFAULTS[s].ppfd} µmol/m²/s, ${STAGE_DEFAULTS[s].hours} h)`,
            }))}
          />
          <FixtureSelect
            id="sku"
            label="Fixture"
            fixtures={fixtures}
            prices={fixturePrices}
            value={fixtureSku}
            error={fields.sku}
          />
          <NumberField
            id="ppfd"
            label="Target PPFD (µmol/m²/s)"
            value={values.ppfd ?? ""}
            error={fields.ppfd}
            placeholder={String(STAGE_DEFAULTS[stage].ppfd)}
            hint="Blank takes the stage's default."
          />
          <NumberField
            id="hours"
            label="Photoperiod (hours of light)"
            value={values.hours ?? ""}
            error={fields.hours}
            placeholder={String(STAGE_DEFAULTS[stage].hours)}
            hint="Blank takes the stage's default."
          />
        </ToolFieldset>
        <div>
          <button type="submit" className={primaryButtonClass}>
            Plan the room
          </button>
        </div>
      </Form>
      {result && (
        <section aria-labelledby="plan-heading" className="mt-10">
          <h2 id="plan-heading" className="text-2xl font-bold text-brand-900">
            Your room
          </h2>
          <dl className="mt-5 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            <Figure
              label="Fixtures"
              value={`${result.plan.fixtures} × ${grouped(result.lines[0].product.wattage120v ?? result.plan.watts / result.plan.fixtures)} W`}
              note={`${result.plan.columns} along × ${result.plan.rows} across${result.room.tiers > 1 ? ` on ${result.room.tiers} tiers` : ""}, ${grouped(result.plan.spacingAlongFt, 1)} × ${grouped(result.plan.spacingAcrossFt, 1)} ft apart`}
            />
            <Figure
              label="Average PPFD and DLI"
              value={`${grouped(result.plan.averagePpfd)} µmol/m²/s`}
              note={`${grouped(result.plan.dli, 1)} mol/m²/day over ${groupedUpTo(result.room.hours, 1)} h`}
            />
            <Figure
              label="Lighting load"
              value={`${grouped(result.plan.watts)} W`}
              note={result.plan.ampsPerVoltage
                .map((v) => `${grouped(v.amps, 1)} A at ${v.volts} V`)
                .join(" · ")}
            />
            <Figure
              label="Heat to remove"
              value={`${grouped(result.plan.heatBtuPerHour)} BTU/h`}
              note={`${grouped(result.plan.coolingTons, 1)} tons of cooling while the lights are on`}
            />
            <Figure
              label="Exhaust"
              value={`${grouped(result.plan.exhaustCfm)} CFM`}
              note={`${grouped(result.plan.volumeFt3)} ft³ × ${grouped(result.room.airChangesPerHour)} changes an hour`}
            />
            <Figure
              label="Dehumidification"
              value={`${grouped(result.plan.dehumidifierPintsPerDay)} pints/day`}
              note="Water the canopy transpires under this light"
            />
          </dl>
          <LayoutGrid rows={result.plan.rows} columns={result.plan.columns} />
          <h3 className="mt-8 text-lg font-semibold text-slate-900">Equipment from our catalogue</h3>
          <div
            className="mt-3 overflow-x-auto rounded-lg border border-slate-200 bg-white"
            tabIndex={0}
            role="region"
            aria-label="Equipment list"
          >
            <table className="w-full min-w-[36rem] text-left text-sm">
              <caption className="sr-only">Equipment for the room</caption>
              <thead className="bg-slate-50 text-slate-600">
                <tr>
                  <th scope="col" className="px-3 py-2 font-medium">
                    For
                  </th>
                  <th scope="col" className="px-3 py-2 font-medium">
                    Product
                  </th>
                  <th scope="col" className="px-3 py-2 text-right font-medium">
                    Qty
                  </th>
                  <th scope="col" className="px-3 py-2 text-right font-medium">
                    Line
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {result.lines.map((line) => (
                  <tr key={`${line.role}-${line.product.sku}`}>
                    <th scope="row" className="px-3 py-2 align-top font-medium text-slate-900">
                      {line.role}
                    </th>
                    <td className="px-3 py-2 align-top">
                      <Link
                        to={`/product/${encodeURIComponent(line.product.sku)}`}
                        className="font-semibold text-brand-700 hover:underline"
                      >
                        {line.product.name}
                      </Link>
                      <span className="block text-xs text-slate-600">{line.basis}</span>
                    </td>
                    <td className="px-3 py-2 text-right align-top">{line.quantity}</td>
                    <td className="px-3 py-2 text-right align-top">
                      <LinePrice unitCents={linePrices[line.product.sku] ?? null} quantity={line.quantity} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {result.missing.length > 0 && (
            <p className="mt-3 text-sm text-slate-700">
              Our catalogue has no {result.missing.join(", ")} to suggest; ask us in your quote.
            </p>
          )}
          <p className="mt-3 text-xs text-slate-600">
            {atCompanyPrice
              ? "Prices are your company's, at these quantities; your quote confirms them."
              : "Prices are list prices; your quote confirms them."}
            {result.plan.ampsPerVoltage.length > 0 &&
              ` The fixture runs on ${voltageList(result.plan.ampsPerVoltage.map((v) => v.volts))}.`}
          </p>
          {refused && (
            <div className="mt-5">
              <FormBanner tone="error">{refused.message}</FormBanner>
            </div>
          )}
          <div className="mt-5 flex flex-wrap items-center gap-3">
            {quotePath && (
              <Link to={quotePath} className={primaryButtonClass}>
                Add all to quote
              </Link>
            )}
            <Form method="post" action="/tools/grow-room" onSubmit={addAllToCart}>
              {ROOM_FIELDS.map((name) =>
                values[name] ? <input key={name} type="hidden" name={name} value={values[name]} /> : null,
              )}
              <button type="submit" className={secondaryButtonClass}>
                Add all to cart
              </button>
            </Form>
          </div>
          <p className="mt-2 text-sm text-slate-600">
            A quote holds the plan's lines on their own; your cart stays as it is.
          </p>
        </section>
      )}
    </main>
  );
}

/** A plan line's price: the unit price the server gave (the company's for a buyer) times the quantity. */
function LinePrice({ unitCents, quantity }: { unitCents: number | null; quantity: number }) {
  return <>{unitCents !== null && unitCents > 0 ? formatMoney(unitCents * quantity) : PRICE_ON_REQUEST}</>;
}

/** The fixtures' grid, to scale of neither side: one cell per fixture, rows across the room's width. */
function LayoutGrid({ rows, columns }: { rows: number; columns: number }) {
  return (
    <figure className="mt-6">
      <div
        className="grid max-w-full gap-1 rounded-lg border border-slate-200 bg-slate-50 p-3"
        style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 2.5rem))` }}
        aria-hidden="true"
      >
        {Array.from({ length: rows * columns }, (_, i) => (
          <span key={i} className="block h-4 rounded-sm bg-accent-500" />
        ))}
      </div>
      <figcaption className="mt-2 text-sm text-slate-600">
        Layout: {columns} fixtures along the length × {rows} across the width, evenly spaced.
      </figcaption>
    </figure>
  );
}
