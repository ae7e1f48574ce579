import { useState } from "react";
import { Form } from "react-router";
import { COUNTRIES } from "../../../core/constants.ts";
import { showsSites } from "../../../core/company-sites.ts";
import { primaryButtonClass, SelectField, TextField } from "../forms/fields.tsx";
import type { FormRefused } from "../forms/form-result.ts";
import { RegionFields } from "../forms/region-fields.tsx";

/** Adds a ship-to address to the company (posts to the addresses pane's action; works without JavaScript). */
export function AddressForm({
  refused,
  sites,
  limited,
  mayDefault,
}: {
  refused: FormRefused | null;
  /** The sites the buyer may use; the picker shows for two or more (ADR 0270). */
  sites: readonly { id: string; name: string }[];
  /** A member limited to sites must pick one of theirs. */
  limited: boolean;
  /** Whether the buyer may make an address the company's default (admins and members of every site). */
  mayDefault: boolean;
}) {
  const shown = refused?.values ?? {};
  const [region, setRegion] = useState({
    country: shown.country || "United States",
    state: shown.state ?? "",
  });
  const errors = refused?.fields ?? {};
  const text = (id: string, label: string, props: Partial<React.ComponentProps<typeof TextField>> = {}) => (
    <TextField id={id} label={label} defaultValue={shown[id]} error={errors[id]} {...props} />
  );
  return (
    <Form method="post" noValidate aria-label="Add an address" className="mt-3 grid gap-4 sm:grid-cols-2">
      {text("label", "Label (optional)", { placeholder: "Greenhouse 2", className: "sm:col-span-2" })}
      {text("firstName", "First Name", { required: true, autoComplete: "given-name" })}
      {text("lastName", "Last Name", { required: true, autoComplete: "family-name" })}
      {text("address", "Address", {
        required: true,
        autoComplete: "address-line1",
        className: "sm:col-span-2",
      })}
      {text("apartment", "Apartment, suite, etc. (optional)", {
        autoComplete: "address-line2",
        className: "sm:col-span-2",
      })}
      {text("city", "City", { required: true, autoComplete: "address-level2" })}
      {text("zipCode", "ZIP Code", { required: true, autoComplete: "postal-code" })}
      <RegionFields
        countries={COUNTRIES}
        country={region.country}
        state={region.state}
        stateLabel="State"
        stateError={errors.state}
        onChange={setRegion}
      />
      {showsSites(sites) ? (
        <SelectField
          id="siteId"
          label="Site"
          className="sm:col-span-2"
          options={limited ? sites.map((s) => s.id) : ["", ...sites.map((s) => s.id)]}
          optionLabel={(id) => sites.find((s) => s.id === id)?.name ?? "Every site"}
          defaultValue={shown.siteId ?? ""}
          error={errors.siteId}
        />
      ) : null}
      {mayDefault ? (
        <label className="flex items-center gap-3 text-sm text-slate-700 sm:col-span-2">
          <input
            type="checkbox"
            name="isDefault"
            defaultChecked={shown.isDefault === "on"}
            className="h-4 w-4 accent-brand-700"
          />
          Make this the default address
        </label>
      ) : null}
      <div className="sm:col-span-2">
        <button type="submit" name="intent" value="add" className={primaryButtonClass}>
          Save address
        </button>
      </div>
    </Form>
  );
}
