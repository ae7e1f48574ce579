import { contactSchema, leadFormInput } from "../../../core/order-request.ts";
import { LeadForm, type LeadTextField } from "./lead-form.tsx";
import { validateWith } from "./validate.ts";

const validate = validateWith(contactSchema, leadFormInput);

const TEXT_FIELDS: LeadTextField[] = [
  { id: "name", label: "Full Name", autoComplete: "name" },
  { id: "company", label: "Company", autoComplete: "organization" },
  { id: "workEmail", label: "Work Email", type: "email", autoComplete: "email" },
  { id: "phone", label: "Phone", type: "tel", autoComplete: "tel" },
];

/** The specification: Contact: name, company, work email, phone, country and state, newsletter opt-in. */
export function ContactForm() {
  return (
    <LeadForm
      label="Contact form"
      textFields={TEXT_FIELDS}
      button="Contact Sales"
      optIn="Send me news about equipment, rebates and promotions"
      optInDefault
      validate={validate}
    />
  );
}
