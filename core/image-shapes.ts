/** Drawing kinds of the generated product images (server/media renders one per kind; the sample feeds name them). */
export const IMAGE_SHAPES = [
  "light",
  "ballast",
  "bulb",
  "meter",
  "bottle",
  "bag",
  "pot",
  "fan",
  "filter",
  "controller",
  "tray",
  "shears",
  "rack",
  "trimmer",
  "jar",
  "pump",
] as const;
export type ImageShape = (typeof IMAGE_SHAPES)[number];
