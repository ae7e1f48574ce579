import type { Provider } from "../../../core/catalog-types.ts";
import { CATEGORIES } from "../../../core/categories.ts";

export interface ClassifyInput {
  provider: Provider;
  category: string;
  subcategory: string;
  brand: string;
}

/**
 * the grow-light keyword list ('LED grow lights, HID, ballast, reflector, PAR meter, kit and so on'),
 * matched as words in a distributor category or subcategory. A bare 'kit' would also catch nutrient
 * starter kits, so kits count only as 'grow light kit' / 'lighting kit'.
 */
export const GROW_LIGHT_KEYWORDS = [
  "grow light",
  "grow lights",
  "led grow",
  "hid",
  "hps",
  "cmh",
  "ballast",
  "ballasts",
  "reflector",
  "reflectors",
  "par meter",
  "par meters",
  "grow light kit",
  "lighting kit",
  "light controller",
  "light controllers",
  "lamps & bulbs",
];

const growLightPattern = new RegExp(
  `\\b(${GROW_LIGHT_KEYWORDS.map((k) => k.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|")})\\b`,
  "i",
);

export function isGrowLightText(text: string): boolean {
  return growLightPattern.test(text);
}

/** Media-pots: 'pot, pots, media, container, soil, grow bag, grow pot, coir, coco, planter'. */
export const MEDIA_POT_KEYWORDS = [
  "pot",
  "pots",
  "media",
  "container",
  "soil",
  "grow bag",
  "grow pot",
  "coir",
  "coco",
  "planter",
];

/** Hydrofarm's own category names, compared without case and punctuation ('nutrients additives'). */
function hydrofarmKey(category: string): string {
  return category.toLowerCase().replace(/[^a-z0-9]+/g, "");
}

const HYDROFARM = {
  lighting: hydrofarmKey("Lighting"),
  hydroponics: hydrofarmKey("Hydroponics"),
  nutrients: hydrofarmKey("nutrients additives"),
  media: hydrofarmKey("Growing Media"),
  atmosphere: hydrofarmKey("Atmospheric Control"),
  garden: hydrofarmKey("Garden Accessories"),
  harvest: hydrofarmKey("Harvest/Post-Harvest"),
};

const contains = (text: string, part: string) => text.toLowerCase().includes(part.toLowerCase());

/** The slugs 'Category loading per slug' loads a product under, before the category brand lists. */
function candidateSlugs({ provider, category, subcategory, brand }: ClassifyInput): string[] {
  const slugs: string[] = [];
  if (provider === "iluminar") return ["grow-lights"];
  if (provider === "spd") {
    const texts = [category.toLowerCase(), subcategory.toLowerCase()];
    const either = (test: (text: string) => boolean) => texts.some(test);
    if (either((t) => t.includes("grow light") || isGrowLightText(t))) slugs.push("grow-lights");
    if (either((t) => t.includes("nutrient"))) slugs.push("nutrients-supplements");
    if (either((t) => MEDIA_POT_KEYWORDS.some((k) => t.includes(k)))) slugs.push("media-pots");
    const exact = category.trim();
    if (exact === "Environment") slugs.push("environment");
    if (exact === "Propagation") slugs.push("propagation");
    if (exact.toLowerCase() === "garden care") slugs.push("garden-care");
    if (exact === "Benching & Racking") slugs.push("benching-racking");
    if (exact === "Harvest") slugs.push("harvest");
    if (exact === "Post Harvest") slugs.push("post-harvest");
    return slugs;
  }
  const key = hydrofarmKey(category);
  if (key === HYDROFARM.lighting || isGrowLightText(category)) slugs.push("grow-lights");
  if (key === HYDROFARM.hydroponics) slugs.push("hydroponics");
  if (key === HYDROFARM.nutrients) slugs.push("nutrients-supplements");
  if (key === HYDROFARM.media) slugs.push("media-pots");
  if (key === HYDROFARM.atmosphere && !contains(brand, "trolmaster")) slugs.push("environment");
  if (key === HYDROFARM.garden) slugs.push("garden-care");
  if (key === HYDROFARM.harvest && contains(brand, "chikamasa")) slugs.push("harvest");
  return slugs;
}

/**
 * Storefront category slugs of a product, in storefront order. 'For categories other than
 * grow-lights, if the category lists brands, only matching brand names (substring, case-insensitive)
 * are kept.'
 */
export function classify(input: ClassifyInput): string[] {
  const candidates = new Set(candidateSlugs(input));
  return CATEGORIES.filter((definition) => {
    if (!candidates.has(definition.slug)) return false;
    if (definition.slug === "grow-lights" || definition.brands.length === 0) return true;
    return definition.brands.some((name) => contains(input.brand, name));
  }).map((definition) => definition.slug);
}

/** Hydrofarm subcategory defaults for environment and garden-care ('when missing or equal to category'). */
export function hydrofarmSubcategory(category: string, subcategory: string | undefined): string {
  const key = hydrofarmKey(category);
  const fallback =
    key === HYDROFARM.atmosphere
      ? "Atmospheric Control"
      : key === HYDROFARM.garden
        ? "Garden Accessories"
        : null;
  if (fallback && (!subcategory || subcategory.toLowerCase() === category.toLowerCase())) return fallback;
  return subcategory ?? category;
}
