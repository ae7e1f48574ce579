import { FIELD_REQUIRED_MESSAGE, REQUIRED_FIELDS_MESSAGE } from "./form-messages.ts";

/** What a zod issue carries that a form needs; structural, so browser code can use this without zod. */
export interface FormIssue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

/** A refused form: the message shown above it and each field's first message, keyed by dotted path. */
export interface FormErrors {
  message: string;
  fields: Record<string, string>;
}

export const INVALID_FORM_MESSAGE = "Invalid request.";

/**
 * The one mapper from a schema's issues to what forms, actions and the JSON API show. The form message
 * is the 'Please fill in all required fields.' when any required field is missing, otherwise the
 * first issue's own words (e.g. the 'Please accept the Terms of Service to continue'). Beside a field,
 * that form-wide sentence reads 'This field is required.'
 */
export function formErrors(issues: readonly FormIssue[]): FormErrors {
  const fields: Record<string, string> = {};
  let required = false;
  for (const issue of issues) {
    const missing = issue.message === REQUIRED_FIELDS_MESSAGE;
    required ||= missing;
    fields[issue.path.map(String).join(".") || "_"] ??= missing ? FIELD_REQUIRED_MESSAGE : issue.message;
  }
  return {
    message: required ? REQUIRED_FIELDS_MESSAGE : (issues[0]?.message ?? INVALID_FORM_MESSAGE),
    fields,
  };
}
