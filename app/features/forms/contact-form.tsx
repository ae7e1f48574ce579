import { contactSchema, leadFormInput } from "../../../core/order-request.ts";
import { TextField } from "./fields.tsx";
import { LeadForm } from "./lead-form.tsx";
import { validateWith } from "./validate.ts";

const validate = validateWith(contactSchema, leadFormInput);

/** Spec §2 Contact: name, company, work email, phone, country and state, newsletter opt-in. */
export function ContactForm() {
  return (
    <LeadForm
      label="Contact form"
      button="Contact Sales"
      optIn="Send me news about equipment, rebates and promotions"
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
            id="company"
            label="Company"
            required
            autoComplete="organization"
            defaultValue={values.company}
            disabled={disabled}
            error={errors.company}
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
        </>
      )}
    </LeadForm>
  );
}
