import {
  APPLICATION_COUNTRIES,
  commercialApplicationSchema,
  DEFAULT_APPLICATION_COUNTRY,
} from "../../../core/commercial-application.ts";
import { FormBanner, primaryButtonClass, TextAreaField } from "../forms/fields.tsx";
import { RequiredTextFields, type LeadTextField } from "../forms/lead-form.tsx";
import { HoneypotField } from "../forms/honeypot-field.tsx";
import { FormRegionFields } from "../forms/region-fields.tsx";
import { useFormAction } from "../forms/use-form-action.ts";
import { validateWith } from "../forms/validate.ts";

const validate = validateWith(commercialApplicationSchema, (fields) => fields);

const TEXT_FIELDS: LeadTextField[] = [
  { id: "fullName", label: "Full Name", autoComplete: "name" },
  { id: "cname", label: "Company Name", autoComplete: "organization" },
  { id: "workEmail", label: "Work Email", type: "email", autoComplete: "email" },
  { id: "phone", label: "Phone", type: "tel", autoComplete: "tel" },
];

/**
 * 'Commercial account form' 'Registration form', posting to /commercial's action: every
 * field required, country USA or Canada (default USA), the state list swapping with the country.
 */
export function CommercialForm() {
  const { Form, result, values, submitting, onSubmit, onInput } = useFormAction(validate);
  const succeeded = result?.ok === true;
  const disabled = submitting || succeeded;
  const errors = result && !result.ok ? result.fields : {};
  if (succeeded) return <FormBanner tone="success">{result.message}</FormBanner>;
  return (
    <Form
      method="post"
      noValidate
      aria-label="Commercial account application"
      className="relative space-y-4"
      onSubmit={onSubmit}
      onInput={onInput}
    >
      {result && !result.ok ? <FormBanner tone="error">{result.message}</FormBanner> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <RequiredTextFields fields={TEXT_FIELDS} values={values} disabled={disabled} errors={errors} />
        <FormRegionFields
          countries={APPLICATION_COUNTRIES}
          initialCountry={values.country ?? DEFAULT_APPLICATION_COUNTRY}
          initialState={values.state ?? ""}
          disabled={disabled}
          stateError={errors.state}
        />
      </div>
      <TextAreaField
        id="companyDescription"
        label="Urgent Needs"
        required
        placeholder="What are you growing, and what do you need first?"
        defaultValue={values.companyDescription}
        disabled={disabled}
        error={errors.companyDescription}
      />
      <HoneypotField defaultValue={values.website} />
      <button type="submit" className={`${primaryButtonClass} w-full sm:w-auto`} disabled={disabled}>
        {submitting ? "Submitting..." : "Apply for a Commercial Account"}
      </button>
    </Form>
  );
}
