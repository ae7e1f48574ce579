import { z } from "../zod.ts";
import {
  CROP_STAGES,
  DEFAULT_AIR_CHANGES_PER_HOUR,
  FEET_PER_METRE,
  STAGE_DEFAULTS,
  type RoomInput,
} from "./grow-room.ts";
import { numberInput } from "./tool-input.ts";

export const ROOM_UNITS = ["ft", "m"] as const;

/** The planner's fields kept in its URL, in the form's order. */
export const ROOM_FIELDS = [
  "unit",
  "length",
  "width",
  "height",
  "stage",
  "ppfd",
  "hours",
  "tiers",
  "ach",
  "sku",
];

/** The planner's inputs as its URL carries them (`/tools/grow-room?length=40&width=20&unit=ft&…`). */
export const growRoomFormSchema = z
  .object({
    length: numberInput("Room length", { min: 1, max: 1_000 }),
    width: numberInput("Room width", { min: 1, max: 1_000 }),
    height: numberInput("Ceiling height", { min: 2, max: 60 }),
    unit: z.enum(ROOM_UNITS, { error: "Choose feet or metres." }).optional(),
    stage: z.enum(CROP_STAGES, { error: "Choose a crop stage." }).optional(),
    ppfd: numberInput("Target PPFD", { min: 50, max: 2_000, unit: "µmol/m²/s" }),
    hours: numberInput("Photoperiod", { min: 1, max: 24, unit: "h" }),
    tiers: numberInput("Tiers", { min: 1, max: 6, whole: true }),
    ach: numberInput("Air changes an hour", { min: 1, max: 120 }),
    sku: z.string().trim().max(100, "Choose a fixture from the list.").optional(),
  })
  .superRefine((form, ctx) => {
    const feet = form.unit === "m" ? FEET_PER_METRE : 1;
    for (const [key, value, max] of [
      ["length", form.length, 1_000],
      ["width", form.width, 1_000],
    ] as const) {
      if (value !== undefined && value * feet > max)
        ctx.addIssue({
          code: "custom",
          path: [key],
          message: `A room over ${max} ft is not a room we can plan.`,
        });
    }
    if (form.height !== undefined && form.height * feet > 60)
      ctx.addIssue({
        code: "custom",
        path: ["height"],
        message: "Ceiling height must be at most 60 ft (18 m).",
      });
  });

export type GrowRoomForm = z.output<typeof growRoomFormSchema>;

/** Defaults of blank fields: a 10 ft (3 m) ceiling, one tier, 20 air changes, flowering at its targets. */
export const ROOM_DEFAULTS = { heightFt: 10, heightM: 3, tiers: 1, stage: "flowering" as const };

/** The room in feet with every default filled in; null until the length and width are given. */
export function roomInput(form: GrowRoomForm): RoomInput | null {
  if (form.length === undefined || form.width === undefined) return null;
  const metres = form.unit === "m";
  const feet = metres ? FEET_PER_METRE : 1;
  const stage = form.stage ?? ROOM_DEFAULTS.stage;
  return {
    lengthFt: form.length * feet,
    widthFt: form.width * feet,
    heightFt:
      form.height !== undefined
        ? form.height * feet
        : metres
          ? ROOM_DEFAULTS.heightM * feet
          : ROOM_DEFAULTS.heightFt,
    stage,
    ppfd: form.ppfd ?? STAGE_DEFAULTS[stage].ppfd,
    hours: form.hours ?? STAGE_DEFAULTS[stage].hours,
    tiers: form.tiers ?? ROOM_DEFAULTS.tiers,
    airChangesPerHour: form.ach ?? DEFAULT_AIR_CHANGES_PER_HOUR,
  };
}
