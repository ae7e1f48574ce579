import { z } from "../zod.ts";

/**
 * A number typed into a tool's form and carried in its URL: blank takes the default, anything else must
 * be a number within [min, max] (whole when `whole`), with a message that names the field.
 */
export function numberInput(
  label: string,
  bounds: { min: number; max: number; whole?: boolean; unit?: string },
): z.ZodType<number | undefined, string | undefined> {
  const unit = bounds.unit ? ` ${bounds.unit}` : "";
  const range = `${label} must be between ${bounds.min} and ${bounds.max}${unit}.`;
  return z
    .string()
    .optional()
    .transform((text, ctx) => {
      const trimmed = (text ?? "").trim().replace(/,/g, "");
      if (trimmed === "") return undefined;
      const value = Number(trimmed);
      if (!Number.isFinite(value)) {
        ctx.addIssue({ code: "custom", message: `${label} must be a number.` });
        return z.NEVER;
      }
      if (bounds.whole && !Number.isInteger(value)) {
        ctx.addIssue({ code: "custom", message: `${label} must be a whole number.` });
        return z.NEVER;
      }
      if (value < bounds.min || value > bounds.max) {
        ctx.addIssue({ code: "custom", message: range });
        return z.NEVER;
      }
      return value;
    });
}

/** The URL's query as the plain fields a tool's schema reads (the first value of each name). */
export function searchFields(url: URL): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of url.searchParams) fields[name] ??= value;
  return fields;
}
