import { data } from "react-router";
import type { AppLoadContext } from "../../../server/app-context.ts";
import type { ZodType } from "zod";
import { formErrors } from "../../../core/form-errors.ts";
import { serviceRefusalOf } from "../../components/service-refusal.server.ts";
import type { FormFields, FormRefused } from "./form-result.ts";

const FORM_TYPES = /^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i;
export const NOT_A_FORM_MESSAGE = "Send the form as a web form.";

/** The posted form; null when the body is no form (another content type, or one that does not parse). */
export async function readForm(request: Request): Promise<FormData | null> {
  if (!FORM_TYPES.test(request.headers.get("content-type") ?? "")) return null;
  return request.formData().catch(() => null);
}

/** A posted form's text fields (files and repeated names beyond the first are ignored); null when the body is no form. */
export async function readFields(request: Request): Promise<FormFields | null> {
  const form = await readForm(request);
  if (!form) return null;
  const fields: FormFields = {};
  for (const [name, value] of form) if (typeof value === "string") fields[name] ??= value;
  return fields;
}

/** A form's refusal, ready to return: its status, the words shown, each field's error and the values shown again. */
export function refused(status: number, message: string, fields: Record<string, string>, values: FormFields) {
  return data({ ok: false, message, fields, values } satisfies FormRefused, { status });
}

/** The 415 an action answers a body that is no web form. */
export const refusedNotAForm = () => refused(415, NOT_A_FORM_MESSAGE, {}, {});

interface FormPostOptions<T> {
  /** The rate-limit bucket, shared with the JSON route that takes the same form. */
  bucket: string;
  schema: ZodType<T>;
  /** The posted fields as the schema takes them (e.g. checkboxes as booleans). */
  input(fields: FormFields): unknown;
  /** What a refusal may show again (checkout leaves out the card number and CVV); all of it by default. */
  shown?(fields: FormFields): FormFields;
  /** The bucket's posts per minute per IP, when not RATE_LIMIT_WRITES_PER_MINUTE (staff review in bursts). */
  perMinute?: number;
  /** The form's names of the schema's fields, where they differ (checkout's Save Quote). */
  fieldNames?(errors: Record<string, string>): Record<string, string>;
  /** What a refusal by the schema says instead of core/form-errors.ts's message. */
  invalidMessage?: string;
}

/**
 * What every page action does first, as the JSON routes do: the shared per-IP limit and text checks,
 * then the form's one schema, its issues mapped by core/form-errors.ts. A refusal comes back ready to
 * return (4xx, the spec's message, each field's error and the values to show again).
 */
export async function acceptForm<T>(request: Request, context: AppLoadContext, options: FormPostOptions<T>) {
  const values = await readFields(request);
  if (!values) return { ok: false as const, response: refusedNotAForm() };
  return acceptFields(values, context, options);
}

/** acceptForm for fields already read (an action that first looks at which button sent the form). */
export async function acceptFields<T>(
  values: FormFields,
  context: AppLoadContext,
  {
    bucket,
    schema,
    input,
    shown = (fields) => fields,
    fieldNames = (e) => e,
    invalidMessage,
    perMinute,
  }: FormPostOptions<T>,
): Promise<{ ok: true; data: T; values: FormFields } | { ok: false; response: ReturnType<typeof refused> }> {
  const guard = await context.writeGuard.check(bucket, perMinute);
  if (guard)
    return {
      ok: false,
      response: refused(guard.status, guard.message, fieldNames(guard.fields), shown(values)),
    };
  const parsed = schema.safeParse(input(values));
  if (!parsed.success) {
    const { message, fields } = formErrors(parsed.error.issues);
    return {
      ok: false,
      response: refused(400, invalidMessage ?? message, fieldNames(fields), shown(values)),
    };
  }
  return { ok: true, data: parsed.data, values };
}

/** A service's refusal (its status, words and fields: service-refusal.server.ts) shown on the form; anything else is a bug. */
export function serviceRefusal(
  error: unknown,
  values: FormFields,
  fieldNames: (errors: Record<string, string>) => Record<string, string> = (e) => e,
) {
  const refusal = serviceRefusalOf(error);
  if (!refusal) throw error;
  return refused(refusal.status, refusal.message, fieldNames(refusal.fields), values);
}
