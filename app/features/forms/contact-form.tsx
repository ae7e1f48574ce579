import { contactSchema } from "../../../core/order-request.ts";
import { FORM_COUNTRIES } from "../../../core/regions.ts";
import { FormBanner, primaryButtonClass, TextField } from "./fields.tsx";
import { HoneypotField } from "./honeypot-field.tsx";
import { RegionFields } from "./region-fields.tsx";
import { useLeadForm } from "./use-lead-form.ts";

const initial = {
  name: "",
  company: "",
  workEmail: "",
  phone: "",
  country: "United States",
  state: "",
  newsletter: true,
  website: "",
};

/** Spec §2 Contact: name, company, work email, phone, country and state, newsletter opt-in. */
export function ContactForm() {
  const { values, update, status, message, submit } = useLeadForm(initial, contactSchema, "/api/contact");
  const busy = status === "submitting" || status === "success";
  return (
    <form
      noValidate
      aria-label="Contact form"
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
          id="company"
          label="Company"
          required
          autoComplete="organization"
          value={values.company}
          disabled={busy}
          onChange={(e) => update({ company: e.target.value })}
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
        Send me news about equipment, rebates and promotions
      </label>
      <HoneypotField value={values.website} onChange={(website) => update({ website })} />
      <button type="submit" className={`${primaryButtonClass} w-full sm:w-auto`} disabled={busy}>
        {status === "submitting" ? "Submitting..." : "Contact Sales"}
      </button>
    </form>
  );
}
