import { z } from "../zod.ts";
import type { Circuits } from "./electrical.ts";
import { SUPPLY_VOLTAGES } from "./rated-voltage.ts";
import { numberInput } from "./tool-input.ts";

/** The cart's circuits, from its GET form (`/cart?circuits=4&amps=30&volts=240`); all three or none. */
export const circuitsFormSchema = z
  .object({
    circuits: numberInput("Number of circuits", { min: 1, max: 500, whole: true }),
    amps: numberInput("Breaker rating", { min: 1, max: 400, whole: true, unit: "A" }),
    volts: z
      .string()
      .optional()
      .refine((v) => !v || SUPPLY_VOLTAGES.some((s) => String(s) === v), {
        message: `Voltage must be one of ${SUPPLY_VOLTAGES.join(", ")} V.`,
      })
      .transform((v) => (v ? Number(v) : undefined)),
  })
  .transform((form, ctx): Circuits | null => {
    const given = [form.circuits, form.amps, form.volts].filter((v) => v !== undefined).length;
    if (given === 0) return null;
    if (form.circuits === undefined || form.amps === undefined || form.volts === undefined) {
      ctx.addIssue({
        code: "custom",
        message: "Give the number of circuits, their breaker rating and voltage.",
      });
      return z.NEVER;
    }
    return { count: form.circuits, amps: form.amps, volts: form.volts };
  });
