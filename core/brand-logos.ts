import { brandSlug } from "./brand-path.ts";

/**
 * The fixed name-to-logo table: the brands whose logo the shop has (drawn by the server at
 * /images/brands/{slug}.svg). A brand not in it has no logo: its tile shows its first letter and the
 * home carousel leaves it out.
 */
export const BRAND_LOGOS: Readonly<Record<string, string>> = {
  "AC Infinity": "/images/brands/ac-infinity.svg",
  "Active Air": "/images/brands/active-air.svg",
  "Active Aqua": "/images/brands/active-aqua.svg",
  "Active Grow": "/images/brands/active-grow.svg",
  "Advanced Nutrients": "/images/brands/advanced-nutrients.svg",
  Apogee: "/images/brands/apogee.svg",
  Athena: "/images/brands/athena.svg",
  Bluelab: "/images/brands/bluelab.svg",
  Bonide: "/images/brands/bonide.svg",
  Botanicare: "/images/brands/botanicare.svg",
  Boveda: "/images/brands/boveda.svg",
  "Can-Fan": "/images/brands/can-fan.svg",
  Canna: "/images/brands/canna.svg",
  "Centurion Pro": "/images/brands/centurion-pro.svg",
  Chapin: "/images/brands/chapin.svg",
  "Char Coir": "/images/brands/char-coir.svg",
  Chikamasa: "/images/brands/chikamasa.svg",
  Clonex: "/images/brands/clonex.svg",
  "Cutting Edge Solutions": "/images/brands/cutting-edge-solutions.svg",
  CVault: "/images/brands/cvault.svg",
  Duralastics: "/images/brands/duralastics.svg",
  "Emerald Harvest": "/images/brands/emerald-harvest.svg",
  "EZ-Clone": "/images/brands/ez-clone.svg",
  Fiskars: "/images/brands/fiskars.svg",
  Fluence: "/images/brands/fluence.svg",
  "Flying Skull": "/images/brands/flying-skull.svg",
  FoxFarm: "/images/brands/foxfarm.svg",
  Gavita: "/images/brands/gavita.svg",
  "General Hydroponics": "/images/brands/general-hydroponics.svg",
  GeoPot: "/images/brands/geopot.svg",
  Grodan: "/images/brands/grodan.svg",
  "Grove Bags": "/images/brands/grove-bags.svg",
  "Growers Edge": "/images/brands/growers-edge.svg",
  Growrack: "/images/brands/growrack.svg",
  "Harvest Keeper": "/images/brands/harvest-keeper.svg",
  "Harvest More": "/images/brands/harvest-more.svg",
  Hortilux: "/images/brands/hortilux.svg",
  "House & Garden": "/images/brands/house-garden.svg",
  "Humboldts Secret": "/images/brands/humboldts-secret.svg",
  Hydrofarm: "/images/brands/hydrofarm.svg",
  HydroLogic: "/images/brands/hydrologic.svg",
  "Ideal-Air": "/images/brands/ideal-air.svg",
  Iluminar: "/images/brands/iluminar.svg",
  Integra: "/images/brands/integra.svg",
  Jiffy: "/images/brands/jiffy.svg",
  Montel: "/images/brands/montel.svg",
  "Mother Earth": "/images/brands/mother-earth.svg",
  Nanolux: "/images/brands/nanolux.svg",
  NugSmasher: "/images/brands/nugsmasher.svg",
  Ohaus: "/images/brands/ohaus.svg",
  Phantom: "/images/brands/phantom.svg",
  Phresh: "/images/brands/phresh.svg",
  "Pipp Horticulture": "/images/brands/pipp-horticulture.svg",
  "Pro-Mix": "/images/brands/pro-mix.svg",
  Quest: "/images/brands/quest.svg",
  "Root Riot": "/images/brands/root-riot.svg",
  "Royal Gold": "/images/brands/royal-gold.svg",
  "RX Green Technologies": "/images/brands/rx-green-technologies.svg",
  SaferGro: "/images/brands/safergro.svg",
  "Smart Pots": "/images/brands/smart-pots.svg",
  "SPD Horticulture": "/images/brands/spd-horticulture.svg",
  "Sun System": "/images/brands/sun-system.svg",
  "Super Sprouter": "/images/brands/super-sprouter.svg",
  ThinkGrow: "/images/brands/thinkgrow.svg",
  "Titan Controls": "/images/brands/titan-controls.svg",
  TrolMaster: "/images/brands/trolmaster.svg",
  Twister: "/images/brands/twister.svg",
  Vortex: "/images/brands/vortex.svg",
  Xtrasun: "/images/brands/xtrasun.svg",
};

const NAMES_BY_SLUG = new Map(Object.keys(BRAND_LOGOS).map((name) => [brandSlug(name), name]));

/** A brand's logo from the table; null when the shop has none. */
export function brandLogo(name: string): string | null {
  return Object.hasOwn(BRAND_LOGOS, name) ? BRAND_LOGOS[name] : null;
}

/** The brand a logo's slug draws ('ac-infinity' → 'AC Infinity'); null for a slug the table does not hold. */
export function brandOfLogoSlug(slug: string): string | null {
  return NAMES_BY_SLUG.get(slug) ?? null;
}
