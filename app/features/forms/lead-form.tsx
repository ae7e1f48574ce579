import { useEffect, type ReactNode } from "react";
import { useNavigate } from "react-router";
import type { FormErrors } from "../../../core/form-errors.ts";
import { FORM_COUNTRIES } from "../../../core/regions.ts";
import { FormBanner, primaryButtonClass, TextField } from "./fields.tsx";
import type { FormFields } from "./form-result.ts";
import { HoneypotField } from "./honeypot-field.tsx";
import { FormRegionFields } from "./region-fields.tsx";
import { useFormAction } from "./use-form-action.ts";

export const FORM_REDIRECT_MS = 2_000;
/** What the server adds to a no-JavaScript success page, so it too goes home after 2 s. */
export const REDIRECT_HOME_HEADERS = { refresh: `${FORM_REDIRECT_MS / 1000}; url=/` };

/** What a lead form's own fields need: the values to show, whether they are locked, each one's error. */
export interface LeadFieldProps {
  values: FormFields;
  disabled: boolean;
  errors: Record<string, string>;
}

/** A text input of a lead form: its name (also its id) and how browsers should fill it. */
export interface LeadTextField {
  id: string;
  label: string;
  type?: "email" | "tel";
  autoComplete: string;
}

/** A form's required text inputs, each showing its posted value again and its error. */
export function RequiredTextFields({
  fields,
  values,
  disabled,
  errors,
}: LeadFieldProps & { fields: readonly LeadTextField[] }) {
  return fields.map((field) => (
    <TextField
      key={field.id}
      {...field}
      required
      defaultValue={values[field.id]}
      disabled={disabled}
      error={errors[field.id]}
    />
  ));
}

interface LeadFormProps {
  label: string;
  /** The required text inputs, first in the grid. */
  textFields: readonly LeadTextField[];
  button: string;
  optIn: string;
  /** The opt-in box's state on a fresh form. */
  optInDefault: boolean;
  validate(fields: FormFields): FormErrors | null;
  /** Fields after the text inputs (the rebate form's equipment select). */
  children?(props: LeadFieldProps): ReactNode;
}

/**
 * 'Contact and rebate forms', posting to the page's action: idle → submitting (fields disabled,
 * 'Submitting...') → success (message, home after 2 s) or error; editing any field clears the error.
 */
export function LeadForm({
  label,
  textFields,
  button,
  optIn,
  optInDefault,
  validate,
  children,
}: LeadFormProps) {
  const { Form, result, values, submitting, onSubmit, onInput } = useFormAction(validate);
  const navigate = useNavigate();
  const succeeded = result?.ok === true;
  useEffect(() => {
    if (!succeeded) return;
    const timer = setTimeout(() => navigate("/"), FORM_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [succeeded, navigate]);

  const disabled = submitting || succeeded;
  const errors = result && !result.ok ? result.fields : {};
  const posted = Object.keys(values).length > 0;
  return (
    <Form
      method="post"
      noValidate
      aria-label={label}
      className="relative space-y-4"
      onSubmit={onSubmit}
      onInput={onInput}
    >
      {result && !result.ok ? <FormBanner tone="error">{result.message}</FormBanner> : null}
      {succeeded ? <FormBanner tone="success">{result.message} Taking you home…</FormBanner> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <RequiredTextFields fields={textFields} values={values} disabled={disabled} errors={errors} />
        {children?.({ values, disabled, errors })}
        <FormRegionFields
          countries={FORM_COUNTRIES}
          initialCountry={values.country ?? "United States"}
          initialState={values.state ?? ""}
          disabled={disabled}
          stateError={errors.state}
        />
      </div>
      <label className="flex items-center gap-2 text-sm text-slate-700">
        <input
          type="checkbox"
          name="newsletter"
          className="h-4 w-4 accent-brand-700"
          defaultChecked={posted ? "newsletter" in values : optInDefault}
          disabled={disabled}
        />
        {optIn}
      </label>
      <HoneypotField defaultValue={values.website} />
      <button type="submit" className={`${primaryButtonClass} w-full sm:w-auto`} disabled={disabled}>
        {submitting ? "Submitting..." : button}
      </button>
    </Form>
  );
}
