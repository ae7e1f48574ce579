import { GROWER_TYPES, leadFormInput, rebateSchema } from "../../../core/order-request.ts";
import { SelectField, TextField } from "./fields.tsx";
import { LeadForm } from "./lead-form.tsx";
import { validateWith } from "./validate.ts";

const validate = validateWith(rebateSchema, leadFormInput);

/** Spec §3 'Rebate request': name, company, work email, phone, grower type, country, state, newsletter. */
export function RebateForm() {
  return (
    <LeadForm
      label="Rebate request form"
      button="Request Rebate Consultation"
      optIn="Keep me updated on new rebate programs"
      optInDefault
      validate={validate}
    >
      {({ values, disabled, errors }) => (
        <>
          <TextField
            id="name"
            label="Full Name"
            required
            autoComplete="name"
            defaultValue={values.name}
            disabled={disabled}
            error={errors.name}
          />
          <TextField
            id="cname"
            label="Company Name"
            required
            autoComplete="organization"
            defaultValue={values.cname}
            disabled={disabled}
            error={errors.cname}
          />
          <TextField
            id="workEmail"
            label="Work Email"
            type="email"
            required
            autoComplete="email"
            defaultValue={values.workEmail}
            disabled={disabled}
            error={errors.workEmail}
          />
          <TextField
            id="phone"
            label="Phone"
            type="tel"
            required
            autoComplete="tel"
            defaultValue={values.phone}
            disabled={disabled}
            error={errors.phone}
          />
          <SelectField
            id="growerType"
            label="What are you upgrading?"
            required
            options={GROWER_TYPES}
            placeholder="Select equipment"
            defaultValue={values.growerType ?? ""}
            disabled={disabled}
            error={errors.growerType}
            className="sm:col-span-2"
          />
        </>
      )}
    </LeadForm>
  );
}
