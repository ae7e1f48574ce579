import type { ZodType } from "zod";
import { formErrors, type FormErrors } from "../../../core/form-errors.ts";
import type { FormFields } from "./form-result.ts";

/** The browser's check before posting: the action's own schema and mapper, on the same fields. */
export function validateWith(schema: ZodType, input: (fields: FormFields) => unknown) {
  return (fields: FormFields): FormErrors | null => {
    const parsed = schema.safeParse(input(fields));
    return parsed.success ? null : formErrors(parsed.error.issues);
  };
}
