import { Form } from "react-router";
import type { DisplayLine } from "../../../core/cart-pricing.ts";
import { BREAKER_AMPS, electricalCheck, type ElectricalLine } from "../../../core/grower/electrical.ts";
import { SUPPLY_VOLTAGES } from "../../../core/grower/rated-voltage.ts";
import { FormBanner, inputClass, secondaryButtonClass, TextField } from "../forms/fields.tsx";
import { grouped } from "../grower/tool-fields.tsx";
import type { ElectricalData } from "./electrical-check.server.ts";

/**
 * The cart's lights' load per voltage and whether the buyer's circuits take it (80% rule).
 * Computed from the lines shown (their quantities as the buyer changes them) and the catalogue's figures.
 */
export function ElectricalCheckPanel({ lines, data }: { lines: DisplayLine[]; data: ElectricalData }) {
  const checked: ElectricalLine[] = lines.flatMap((line) => {
    const spec = data.specs[line.sku];
    return spec ? [{ sku: line.sku, name: line.name, quantity: line.quantity, ...spec }] : [];
  });
  const check = electricalCheck(checked, data.circuits);
  const value = (name: string, fallback = "") => data.values[name] ?? fallback;
  return (
    <section
      aria-labelledby="electrical-heading"
      className="mt-8 rounded-xl border border-slate-200 bg-white p-4 sm:p-6"
    >
      <h2 id="electrical-heading" className="text-lg font-semibold text-slate-900">
        Electrical check
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Will your circuits take these lights? Continuous loads such as grow lights may use 80% of a
        breaker&rsquo;s rating. This check only informs: it never stops an order.
      </p>
      {check.perVoltage.length > 0 ? (
        <div className="mt-4 overflow-x-auto" tabIndex={0} role="region" aria-label="Load per voltage">
          <table className="w-full min-w-[22rem] text-left text-sm">
            <caption className="sr-only">Lighting load per supply voltage</caption>
            <thead className="text-slate-600">
              <tr>
                <th scope="col" className="py-1 pr-4 font-medium">
                  Supply
                </th>
                <th scope="col" className="py-1 pr-4 font-medium">
                  Load
                </th>
                <th scope="col" className="py-1 pr-4 font-medium">
                  Current
                </th>
                <th scope="col" className="py-1 font-medium">
                  Products rated for it
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {check.perVoltage.map((v) => (
                <tr key={v.volts}>
                  <td className="py-1 pr-4 whitespace-nowrap">{v.volts} V</td>
                  <td className="py-1 pr-4 whitespace-nowrap">{grouped(v.watts)} W</td>
                  <td className="py-1 pr-4 whitespace-nowrap">{grouped(v.amps, 1)} A</td>
                  <td className="py-1">{grouped(v.units)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className="mt-4 text-sm text-slate-700">
          Nothing in your cart has the wattage and voltage to add up.
        </p>
      )}
      <Form
        method="get"
        action="/cart"
        className="mt-5 grid gap-4 sm:grid-cols-[1fr_1fr_1fr_auto] sm:items-end"
      >
        {data.message && (
          <div className="sm:col-span-4">
            <FormBanner tone="error">{data.message}</FormBanner>
          </div>
        )}
        <TextField
          id="circuits"
          label="Circuits"
          inputMode="numeric"
          defaultValue={value("circuits")}
          error={data.fields.circuits}
          placeholder="4"
        />
        <TextField
          id="amps"
          label="Breaker (A)"
          inputMode="numeric"
          list="breaker-amps"
          defaultValue={value("amps")}
          error={data.fields.amps}
          placeholder="30"
        />
        <datalist id="breaker-amps">
          {BREAKER_AMPS.map((a) => (
            <option key={a} value={a} />
          ))}
        </datalist>
        <div>
          <label htmlFor="volts" className="block text-sm font-medium text-slate-700">
            Voltage
          </label>
          <select
            id="volts"
            name="volts"
            defaultValue={value("volts", "240")}
            className={inputClass}
            aria-invalid={data.fields.volts ? true : undefined}
          >
            {SUPPLY_VOLTAGES.map((v) => (
              <option key={v} value={v}>
                {v} V
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={secondaryButtonClass}>
          Check my circuits
        </button>
      </Form>
      {check.fit && <FitResult fit={check.fit} />}
      {check.lacking.length > 0 && (
        <div className="mt-4 text-sm text-slate-700">
          <p className="font-medium">Not enough data to judge:</p>
          <ul className="mt-1 list-disc pl-5">
            {check.lacking.map((l) => (
              <li key={l.sku}>
                {l.name} (the supplier gives no {l.missing})
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}

function FitResult({ fit }: { fit: NonNullable<ReturnType<typeof electricalCheck>["fit"]> }) {
  const { circuits } = fit;
  const yours = `${circuits.count} × ${circuits.amps} A at ${circuits.volts} V`;
  return (
    <div className="mt-5 text-sm" role="status">
      <p
        className={`rounded-md border px-4 py-3 font-medium ${
          fit.fits
            ? "border-brand-200 bg-brand-50 text-brand-900"
            : "border-amber-300 bg-amber-50 text-amber-900"
        }`}
      >
        {fit.fits
          ? `Fits your circuits (${yours}): the lights need ${fit.needed} of ${circuits.count}.`
          : `Does not fit your circuits (${yours}): the lights need ${fit.needed} circuit${fit.needed === 1 ? "" : "s"} of ${circuits.amps} A.`}
      </p>
      <p className="mt-2 text-slate-700">
        {grouped(fit.loadWatts)} W, {grouped(fit.loadAmps, 1)} A at {circuits.volts} V; each circuit may carry{" "}
        {grouped(fit.usableAmpsPerCircuit, 1)} A ({grouped(fit.usableWattsPerCircuit)} W), 80% of{" "}
        {circuits.amps} A.
      </p>
      {fit.tooLarge.map((t) => (
        <p key={t.sku} className="mt-2 text-amber-900">
          {t.name} alone draws {grouped(t.amps, 1)} A, more than one {circuits.amps} A circuit may carry.
        </p>
      ))}
      {fit.notRated.length > 0 && (
        <p className="mt-2 text-slate-700">
          Not rated for {circuits.volts} V, left out:{" "}
          {fit.notRated.map((n) => `${n.name} (${n.ratedVoltage})`).join(", ")}.
        </p>
      )}
    </div>
  );
}
