import type { ReactNode } from "react";
import type { ToolProduct } from "../../../core/grower/tool-product.ts";
import { fixtureWattage } from "../../../core/grower/same-spec.ts";
import { listPrice } from "../../../core/money.ts";
import { inputClass, TextField } from "../forms/fields.tsx";

/** A number typed as text (the server's messages, not the browser's, explain a bad value). */
export function NumberField({
  id,
  label,
  value,
  error,
  hint,
  list,
  placeholder,
}: {
  id: string;
  label: string;
  value: string;
  error?: string;
  hint?: string;
  list?: string;
  placeholder?: string;
}) {
  return (
    <div>
      <TextField
        id={id}
        label={label}
        defaultValue={value}
        error={error}
        inputMode="decimal"
        autoComplete="off"
        list={list}
        placeholder={placeholder}
        aria-describedby={
          [error ? `${id}-error` : "", hint ? `${id}-hint` : ""].filter(Boolean).join(" ") || undefined
        }
      />
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      )}
    </div>
  );
}

/** The LED fixture picker: the catalogue's best sellers, by name, with wattage and list price. */
export function FixtureSelect({
  id,
  label,
  fixtures,
  prices,
  value,
  error,
}: {
  id: string;
  label: string;
  fixtures: readonly ToolProduct[];
  /** Each fixture's price for one, from the server (a signed-in buyer's company price); else its list price. */
  prices?: Readonly<Record<string, number | null>>;
  value: string;
  error?: string;
}) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      <select
        id={id}
        name={id}
        defaultValue={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={inputClass}
      >
        <option value="">Choose an LED fixture</option>
        {fixtures.map((f) => (
          <option key={f.sku} value={f.sku}>
            {f.name} — {fixtureWattage(f)} W — {listPrice(prices?.[f.sku] ?? f.priceCents)}
          </option>
        ))}
      </select>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

export function ToolFieldset({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="rounded-lg border border-slate-200 bg-white p-4">
      <legend className="px-1 text-sm font-semibold text-brand-900">{legend}</legend>
      <div className="grid gap-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}

/** One figure of a tool's result. */
export function Figure({ label, value, note }: { label: string; value: ReactNode; note?: ReactNode }) {
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-4">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="mt-1 text-xl font-bold text-brand-900">{value}</dd>
      {note && <dd className="mt-1 text-xs text-slate-600">{note}</dd>}
    </div>
  );
}

export { grouped } from "../../../core/grower/number-format.ts";
