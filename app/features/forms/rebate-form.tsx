import { GROWER_TYPES, leadFormInput, rebateSchema } from "../../../core/order-request.ts";
import { SelectField } from "./fields.tsx";
import { LeadForm, type LeadTextField } from "./lead-form.tsx";
import { validateWith } from "./validate.ts";

const validate = validateWith(rebateSchema, leadFormInput);

const TEXT_FIELDS: LeadTextField[] = [
  { id: "name", label: "Full Name", autoComplete: "name" },
  { id: "cname", label: "Company Name", autoComplete: "organization" },
  { id: "workEmail", label: "Work Email", type: "email", autoComplete: "email" },
  { id: "phone", label: "Phone", type: "tel", autoComplete: "tel" },
];

/** 'Rebate request': name, company, work email, phone, grower type, country, state, newsletter. */
export function RebateForm() {
  return (
    <LeadForm
      label="Rebate request form"
      textFields={TEXT_FIELDS}
      button="Request Rebate Consultation"
      optIn="Keep me updated on new rebate programs"
      optInDefault
      validate={validate}
    >
      {({ values, disabled, errors }) => (
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
      )}
    </LeadForm>
  );
}
