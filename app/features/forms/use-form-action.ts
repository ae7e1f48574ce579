import { useState, type FormEvent } from "react";
import { useActionData, useFetcher } from "react-router";
import type { FormErrors } from "../../../core/form-errors.ts";
import type { FormFields, FormResult } from "./form-result.ts";

/** The posted form's text fields, as the action reads them. */
export function fieldsOf(form: HTMLFormElement): FormFields {
  const fields: FormFields = {};
  for (const [name, value] of new FormData(form)) if (typeof value === "string") fields[name] ??= value;
  return fields;
}

/**
 * A form that posts to its route's action. Without JavaScript the browser posts it and the server renders
 * the answer (useActionData); with it, a fetcher posts it in place. `validate` runs the form's schema in
 * the browser first where that page already ships zod. Editing any field hides the shown error.
 */
export function useFormAction<R extends FormResult>(validate?: (fields: FormFields) => FormErrors | null) {
  const fetcher = useFetcher<R>();
  const served = useActionData<R>();
  const [browserErrors, setBrowserErrors] = useState<FormErrors | null>(null);
  const [dismissed, setDismissed] = useState<unknown>(null);
  const answer = fetcher.data ?? served;
  const result: FormResult | undefined = browserErrors
    ? { ok: false, ...browserErrors, values: {} }
    : answer !== dismissed
      ? answer
      : undefined;
  const submitting = fetcher.state !== "idle";
  // What the server was sent, to render again when it refused (the no-JavaScript answer needs it).
  const values: FormFields = answer && !answer.ok ? answer.values : {};

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const errors = validate?.(fieldsOf(event.currentTarget)) ?? null;
    setBrowserErrors(errors);
    if (errors) event.preventDefault();
  }

  // Input events: a field edited after an answer clears that answer's messages.
  function onInput() {
    if (browserErrors) setBrowserErrors(null);
    else if (result && !result.ok) setDismissed(answer);
  }

  return { Form: fetcher.Form, result, values, submitting, onSubmit, onInput };
}
