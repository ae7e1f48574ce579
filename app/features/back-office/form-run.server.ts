import { data } from "react-router";
import { formErrors } from "../../../core/form-errors.ts";
import { serviceRefusalOf } from "../../components/service-refusal.server.ts";
import { NOT_A_FORM_MESSAGE } from "../forms/form-action.server.ts";
import type { ZodType } from "zod";

export interface FormRunResult {
  ok: boolean;
  /** Which form answered, so the page shows the message beside it. */
  form: string;
  message: string;
  fields: Record<string, string>;
}

/**
 * Runs one staff form: parses it with the shared schema, calls the service, and answers the message the
 * page shows; a service's refusal (a DomainError, told by shape) keeps its status and words.
 */
export async function runForm<T>(
  form: string,
  schema: ZodType<T>,
  input: unknown,
  act: (parsed: T) => Promise<string>,
) {
  const parsed = schema.safeParse(input);
  if (!parsed.success) {
    const { message, fields } = formErrors(parsed.error.issues);
    return data<FormRunResult>({ ok: false, form, message, fields }, { status: 400 });
  }
  try {
    const message = await act(parsed.data);
    return data<FormRunResult>({ ok: true, form, message, fields: {} });
  } catch (error) {
    const refused = serviceRefusalOf(error);
    if (!refused) throw error;
    return data<FormRunResult>(
      { ok: false, form, message: refused.message, fields: refused.fields },
      { status: refused.status },
    );
  }
}

/** A staff form's answer to a body that is no web form. */
export const notAForm = (form: string) =>
  data<FormRunResult>({ ok: false, form, message: NOT_A_FORM_MESSAGE, fields: {} }, { status: 415 });

/** A staff form's text fields (files left out): what runForm's schemas read. */
export const textFields = (form: FormData) =>
  Object.fromEntries([...form].filter(([, v]) => typeof v === "string")) as Record<string, string>;

/** A staff form's answer to an `intent` the screen does not have. */
export const unknownIntent = (intent: string) =>
  data<FormRunResult>({ ok: false, form: intent, message: "Unknown action.", fields: {} }, { status: 400 });
