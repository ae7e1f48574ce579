import { useState } from "react";
import { regionsOf } from "../../../core/regions.ts";
import { SelectField } from "./fields.tsx";

interface RegionFieldsProps {
  idPrefix?: string;
  countries: readonly string[];
  country: string;
  state: string;
  disabled?: boolean;
  stateError?: string;
  countryLabel?: string;
  stateLabel?: string;
  /** Changing country clears the state — the caller gets both values at once. */
  onChange(next: { country: string; state: string }): void;
}

/** Country select plus the matching state/province list with its disabled placeholder. */
export function RegionFields({
  idPrefix = "",
  countries,
  country,
  state,
  disabled,
  stateError,
  countryLabel = "Country",
  stateLabel = "State / Province",
  onChange,
}: RegionFieldsProps) {
  const { options, placeholder } = regionsOf(country);
  return (
    <>
      <SelectField
        id={`${idPrefix}country`}
        label={countryLabel}
        required
        options={countries}
        value={country}
        disabled={disabled}
        onChange={(e) => onChange({ country: e.target.value, state: "" })}
      />
      <SelectField
        id={`${idPrefix}state`}
        label={stateLabel}
        required
        options={options}
        placeholder={placeholder}
        value={state}
        disabled={disabled}
        error={stateError}
        onChange={(e) => onChange({ country, state: e.target.value })}
      />
    </>
  );
}

interface FormRegionFieldsProps {
  countries: readonly string[];
  /** What the form shows first: the posted values when a refusal renders them again. */
  initialCountry: string;
  initialState: string;
  disabled: boolean;
  stateError?: string;
}

/** RegionFields keeping their own country and state, for a form that needs them only as posted fields. */
export function FormRegionFields({ initialCountry, initialState, ...props }: FormRegionFieldsProps) {
  const [region, setRegion] = useState({ country: initialCountry, state: initialState });
  return <RegionFields {...props} country={region.country} state={region.state} onChange={setRegion} />;
}
