import { GROWER_TYPES, rebateSchema } from "../../../core/order-request.ts";
import { FORM_COUNTRIES } from "../../../core/regions.ts";
import { FormBanner, primaryButtonClass, SelectField, TextField } from "./fields.tsx";
import { HoneypotField } from "./honeypot-field.tsx";
import { RegionFields } from "./region-fields.tsx";
import { useLeadForm } from "./use-lead-form.ts";

const initial = {
  name: "",
  cname: "",
  workEmail: "",
  phone: "",
  growerType: "",
  country: "United States",
  state: "",
  newsletter: true,
  website: "",
};

/** Spec §3 'Rebate request': name, company, work email, phone, grower type, country, state, newsletter. */
export function RebateForm() {
  const { values, update, status, message, submit } = useLeadForm(
    initial,
    rebateSchema,
    "/api/contact/rebate",
  );
  const busy = status === "submitting" || status === "success";
  return (
    <form
      noValidate
      aria-label="Rebate request form"
      className="relative space-y-4"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      {status === "error" ? <FormBanner tone="error">{message}</FormBanner> : null}
      {status === "success" ? <FormBanner tone="success">{message} Taking you home…</FormBanner> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id="name"
          label="Full Name"
          required
          autoComplete="name"
          value={values.name}
          disabled={busy}
          onChange={(e) => update({ name: e.target.value })}
        />
        <TextField
          id="cname"
          label="Company Name"
          required
          autoComplete="organization"
          value={values.cname}
          disabled={busy}
          onChange={(e) => update({ cname: e.target.value })}
        />
        <TextField
          id="workEmail"
          label="Work Email"
          type="email"
          required
          autoComplete="email"
          value={values.workEmail}
          disabled={busy}
          onChange={(e) => update({ workEmail: e.target.value })}
        />
        <TextField
          id="phone"
          label="Phone"
          type="tel"
          required
          autoComplete="tel"
          value={values.phone}
          disabled={busy}
          onChange={(e) => update({ phone: e.target.value })}
        />
        <SelectField
          id="growerType"
          label="What are you upgrading?"
          required
          options={GROWER_TYPES}
          placeholder="Select equipment"
          value={values.growerType}
          disabled={busy}
          onChange={(e) => update({ growerType: e.target.value })}
          className="sm:col-span-2"
        />
        <RegionFields
          countries={FORM_COUNTRIES}
          country={values.country}
          state={values.state}
          disabled={busy}
          onChange={update}
        />
      </div>
      <label className="flex items-center gap-2 text-sm text-slate-700">
        <input
          type="checkbox"
          className="h-4 w-4 accent-brand-700"
          checked={values.newsletter}
          disabled={busy}
          onChange={(e) => update({ newsletter: e.target.checked })}
        />
        Keep me updated on new rebate programs
      </label>
      <HoneypotField value={values.website} onChange={(website) => update({ website })} />
      <button type="submit" className={`${primaryButtonClass} w-full sm:w-auto`} disabled={busy}>
        {status === "submitting" ? "Submitting..." : "Request Rebate Consultation"}
      </button>
    </form>
  );
}
