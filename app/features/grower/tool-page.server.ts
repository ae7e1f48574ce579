import type { z } from "zod";
import { formErrors } from "../../../core/form-errors.ts";
import { searchFields } from "../../../core/grower/tool-input.ts";

/** A tool's URL read through its schema: the values typed (to show again), and the parsed input or the errors. */
export function readToolUrl<S extends z.ZodType>(request: Request, schema: S) {
  const values = searchFields(new URL(request.url));
  const parsed = schema.safeParse(values);
  return parsed.success
    ? { values, input: parsed.data as z.output<S>, errors: null }
    : { values, input: null, errors: formErrors(parsed.error.issues) };
}
