import { z } from "../zod.ts";
import { PRODUCT_PAGE_ESTIMATE } from "./energy.ts";
import { numberInput } from "./tool-input.ts";

/** The energy tool's inputs as its URL carries them (`/tools/energy-savings?count=10&watts=1100&…`). */
export const energyFormSchema = z.object({
  count: numberInput("Current fixtures", { min: 1, max: 10_000, whole: true }),
  watts: numberInput("Watts at the wall", { min: 10, max: 5_000, unit: "W" }),
  sku: z.string().trim().max(100, "Choose an LED fixture from the list.").optional(),
  ledCount: numberInput("LED fixtures", { min: 1, max: 10_000, whole: true }),
  hours: numberInput("Hours a day", { min: 1, max: 24, unit: "h" }),
  days: numberInput("Days a year", { min: 1, max: 366, whole: true }),
  rate: numberInput("Electricity rate", { min: 0.01, max: 2, unit: "$/kWh" }),
  eer: numberInput("Cooling efficiency (EER)", { min: 1, max: 40 }),
});

export type EnergyForm = z.output<typeof energyFormSchema>;

/** Defaults of a blank field: the worked check (10 × 1000 W DE HPS, 12 h, 365 d, $0.15/kWh). */
export const ENERGY_DEFAULTS = {
  count: 10,
  watts: PRODUCT_PAGE_ESTIMATE.wallWatts,
  hours: PRODUCT_PAGE_ESTIMATE.hoursPerDay,
  days: PRODUCT_PAGE_ESTIMATE.daysPerYear,
  rate: PRODUCT_PAGE_ESTIMATE.ratePerKwh,
} as const;

/** "Calculate savings" with no LED chosen: what is missing, and why it is needed. */
export const NO_FIXTURE_MESSAGE =
  "Choose the LED fixture that replaces them: the savings and payback are worked out from its wattage and price.";

/** Whether the URL carries the form (sent with "Calculate savings"), not just a first visit's link. */
export const energyFormSent = (values: Record<string, string>): boolean =>
  Object.keys(energyFormSchema.shape).some((name) => name in values);
